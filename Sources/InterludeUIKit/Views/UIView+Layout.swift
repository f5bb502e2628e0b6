extension UIView {
    /// Lays out the view (and its subviews) now if a layout is pending (`layoutIfNeeded()`). Views owed
    /// `updateConstraints()` get it first (see `UIView+ConstraintUpdates.swift`); views whose safe
    /// area changed hear of it (`safeAreaInsetsDidChange()`), then lay out, and Auto Layout sets
    /// the solved frames in `layoutSubviews()`.
    /// Then the layers under the view marked with `CALayer.setNeedsLayout()` lay out.
    final func layOutPendingViews() {
        layoutWithAutoLayout { layoutPass(superviewSafeAreaChanged: false) }
        layer.layOutMarkedLayersInTree()
    }

    private func layoutPass(superviewSafeAreaChanged: Bool) {
        let checksSafeArea = superviewSafeAreaChanged || safeAreaCheckPending
        let safeAreaChanged = checksSafeArea && reportSafeAreaChange()
        // The safe area or the size may have changed the scroll view's adjusted inset; its offset
        // follows before it lays out.
        if checksSafeArea, let scrollView = self as? UIScrollView { scrollView.adjustedContentInsetMayHaveChanged() }
        if needsLayout {
            needsLayout = false
            // Cells, headers and footers run a requested configuration update before they lay out.
            (self as? ConfigurationUpdating)?.updateConfigurationIfNeeded()
            _viewController?.viewWillLayoutSubviews()
            // UIKit makes the view's traits current while it lays out (dynamic colors resolve with them).
            UITraitCollection.performing(asCurrent: self) { layoutSubviews() }
            _viewController?.viewDidLayoutSubviews()
        }
        for subview in _subviews { subview.layoutPass(superviewSafeAreaChanged: safeAreaChanged) }
    }

    /// Applies autoresizing masks to the subviews after the bounds size changed from `old`.
    func boundsSizeChanged(from old: CGSize) {
        let new = bounds.size
        guard old != new else { return }
        setNeedsLayout()
        _superview?.setNeedsLayout()
        guard autoresizesSubviews else { return }
        // Views placed by constraints ignore their mask, as in UIKit.
        for subview in _subviews where !subview.autoresizingMask.isEmpty && subview.translatesAutoresizingMaskIntoConstraints {
            subview.frame = subview.autoresized(frame: subview.frame, from: old, to: new)
        }
    }

    /// UIKit's autoresizing: flexible parts share the size change in proportion to their lengths.
    private func autoresized(frame: CGRect, from old: CGSize, to new: CGSize) -> CGRect {
        let mask = autoresizingMask
        let (x, w) = Self.resize(
            origin: frame.minX, length: frame.width, container: old.width, delta: new.width - old.width,
            flexibleStart: mask.contains(.flexibleLeftMargin), flexibleLength: mask.contains(.flexibleWidth),
            flexibleEnd: mask.contains(.flexibleRightMargin))
        let (y, h) = Self.resize(
            origin: frame.minY, length: frame.height, container: old.height, delta: new.height - old.height,
            flexibleStart: mask.contains(.flexibleTopMargin), flexibleLength: mask.contains(.flexibleHeight),
            flexibleEnd: mask.contains(.flexibleBottomMargin))
        return CGRect(x: x, y: y, width: w, height: h)
    }

    private static func resize(
        origin: CGFloat, length: CGFloat, container: CGFloat, delta: CGFloat,
        flexibleStart: Bool, flexibleLength: Bool, flexibleEnd: Bool
    ) -> (CGFloat, CGFloat) {
        let end = container - origin - length
        let parts: [(Bool, CGFloat)] = [(flexibleStart, origin), (flexibleLength, length), (flexibleEnd, end)]
        let flexible = parts.filter(\.0)
        guard !flexible.isEmpty else { return (origin, length) }
        let total = flexible.reduce(0) { $0 + $1.1 }
        func share(_ part: (Bool, CGFloat)) -> CGFloat {
            guard part.0 else { return 0 }
            return total > 0 ? delta * part.1 / total : delta / CGFloat(flexible.count)
        }
        return (origin + share(parts[0]), length + share(parts[1]))
    }
}
