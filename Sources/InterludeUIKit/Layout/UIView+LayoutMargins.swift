/// Layout margins, as UIKit documents them
/// (https://developer.apple.com/documentation/uikit/uiview/directionallayoutmargins): "for most
/// views, the default layout margins are 8 points on each side"; a view controller's root view
/// defaults to the system minimum margins (`systemMinimumLayoutMargins`: 16 points leading and
/// trailing in compact width, 20 in regular width, 0 top and bottom), and custom margins on it
/// never go below that minimum while `viewRespectsSystemMinimumLayoutMargins` is true. With
/// `insetsLayoutMarginsFromSafeArea` (the default) the margins are measured from the safe area.
extension UIView {
    /// The margins as left and right; see ``directionalLayoutMargins``. Margins set here keep
    /// their left and right when the view's layout direction changes.
    public var layoutMargins: UIEdgeInsets {
        get { effectiveLayoutMargins }
        set { setCustomMargins(.physical(newValue)) }
    }

    /// The space between the view's edges and its content that the margin attributes and
    /// ``layoutMarginsGuide`` refer to: what was set (for a controller's root view, at least the
    /// system minimum), plus the safe-area insets when ``insetsLayoutMarginsFromSafeArea``. The
    /// leading margin is the right one when the view lays out right to left ("the leading margin
    /// is applied to the right edge of the view in right-to-left layouts",
    /// https://developer.apple.com/documentation/uikit/uiview/directionallayoutmargins).
    public var directionalLayoutMargins: NSDirectionalEdgeInsets {
        get { NSDirectionalEdgeInsets(effectiveLayoutMargins, rightToLeft: arrangesRightToLeft) }
        set { setCustomMargins(.directional(newValue)) }
    }

    private func setCustomMargins(_ margins: CustomMargins) {
        let old = effectiveLayoutMargins
        autoLayout.customMargins = margins
        marginsMayHaveChanged(from: old)
    }

    /// Whether the superview's margins add to this view's where they overlap it. Stored; Interlude
    /// does not cascade margins. Defaults to false.
    public var preservesSuperviewLayoutMargins: Bool {
        get { layoutState?.preservesSuperviewLayoutMargins ?? false }
        set { autoLayout.preservesSuperviewLayoutMargins = newValue }
    }

    /// Whether the margins are measured from the safe area rather than the bounds. Defaults to true.
    public var insetsLayoutMarginsFromSafeArea: Bool {
        get { layoutState?.insetsLayoutMarginsFromSafeArea ?? true }
        set {
            let old = effectiveLayoutMargins
            autoLayout.insetsLayoutMarginsFromSafeArea = newValue
            marginsMayHaveChanged(from: old)
        }
    }

    /// The guide of the view's bounds minus its layout margins; made on first use.
    public var layoutMarginsGuide: UILayoutGuide {
        if let guide = layoutState?.marginsGuide { return guide }
        let guide = LayoutMarginsGuide()
        guide.identifier = "UIViewLayoutMarginsGuide"
        addLayoutGuide(guide)
        autoLayout.marginsGuide = guide
        return guide
    }

    /// The guide of an area of the view whose width stays easy to read: inside the layout
    /// margins guide, as tall as it, centred in it and at most 672 points wide (the readable width
    /// at the default text size); made on first use (see `UILayoutGuide.swift`).
    public var readableContentGuide: UILayoutGuide {
        if let guide = layoutState?.readableGuide { return guide }
        let guide = ReadableContentGuide()
        guide.identifier = "UIViewReadableContentGuide"
        addLayoutGuide(guide)
        autoLayout.readableGuide = guide
        return guide
    }

    /// The margins in effect: set or default, the root view's system minimum, the safe area.
    var effectiveLayoutMargins: UIEdgeInsets {
        let controller = _viewController
        let rightToLeft = layoutState?.customMargins != nil || controller != nil ? arrangesRightToLeft : false
        var margins =
            layoutState?.customMargins?.edgeInsets(rightToLeft: rightToLeft)
            ?? (controller == nil ? UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8) : .zero)
        if let controller, controller.viewRespectsSystemMinimumLayoutMargins {
            margins = margins.maximum(controller.systemMinimumLayoutMargins.edgeInsets(rightToLeft: rightToLeft))
        }
        if insetsLayoutMarginsFromSafeArea { margins = margins.adding(safeAreaInsets) }
        return margins
    }

    private func marginsMayHaveChanged(from old: UIEdgeInsets) {
        guard effectiveLayoutMargins != old else { return }
        layoutMarginsDidChange()
        setNeedsLayout()
    }
}

extension UIViewController {
    /// The smallest margins the root view gets: 16 points leading and trailing in a compact-width
    /// window (20 in regular width), none at the top and bottom.
    public var systemMinimumLayoutMargins: NSDirectionalEdgeInsets {
        let side: CGFloat = viewIfLoaded?.traitCollection.horizontalSizeClass == .regular ? 20 : 16
        return NSDirectionalEdgeInsets(top: 0, leading: side, bottom: 0, trailing: side)
    }
}
