/// Right-to-left layout, as UIKit documents it.
///
/// - The app's direction is ``UIApplication/userInterfaceLayoutDirection`` (left to right unless
///   ``UIApplication/simulateUserInterfaceLayoutDirectionChange(to:)`` changed it); windows carry
///   it in their traits' `layoutDirection`, which views and controllers inherit like any trait and
///   which trait overrides can replace (`setOverrideTraitCollection(_:forChild:)`, a
///   presentation controller's `overrideTraitCollection`).
/// - A view's ``UIView/effectiveUserInterfaceLayoutDirection`` is its
///   ``UIView/semanticContentAttribute`` read relative to its traits' direction
///   (``UIView/userInterfaceLayoutDirection(for:relativeTo:)``). It is "appropriate for arranging
///   the immediate content of the view" and does not propagate through the subtree
///   (https://developer.apple.com/documentation/uikit/uiview/effectiveuserinterfacelayoutdirection):
///   the attribute does not change the traits of the subviews.
/// - What follows a view's effective direction: the leading and trailing attributes of the
///   constraints installed on it (a constraint's numbers are read in the view it is installed
///   on, the nearest common ancestor of its items), so a stack view's arranged subviews run from
///   its right edge; its ``UIView/directionalLayoutMargins``; a label's, text field's and text
///   view's `.natural` alignment; a control's `.leading` and `.trailing` content alignment; a
///   navigation bar's items. Physical edges (`UIRectEdge`, `CACornerMask`, `left`/`right`
///   attributes) do not flip.
extension UIView {
    /// The direction `attribute` implies relative to the app's direction
    /// (``UIApplication/userInterfaceLayoutDirection``).
    public class func userInterfaceLayoutDirection(for attribute: UISemanticContentAttribute)
        -> UIUserInterfaceLayoutDirection
    {
        userInterfaceLayoutDirection(for: attribute, relativeTo: UIApplication.shared.userInterfaceLayoutDirection)
    }

    /// The direction `semanticContentAttribute` implies relative to `layoutDirection`: the forced
    /// attributes give their direction, playback and spatial content is always left to right
    /// ("when provided a layout direction of RightToLeft and a semantic content attribute of
    /// Playback, this method returns LeftToRight", UIView.h), and `.unspecified` keeps
    /// `layoutDirection`.
    public class func userInterfaceLayoutDirection(
        for semanticContentAttribute: UISemanticContentAttribute, relativeTo layoutDirection: UIUserInterfaceLayoutDirection
    ) -> UIUserInterfaceLayoutDirection {
        switch semanticContentAttribute {
        case .unspecified: layoutDirection
        case .playback, .spatial, .forceLeftToRight: .leftToRight
        case .forceRightToLeft: .rightToLeft
        }
    }

    /// The direction of the view's traits, the app's where they leave it unspecified.
    var environmentLayoutDirection: UIUserInterfaceLayoutDirection {
        let app = UIApplication.shared.userInterfaceLayoutDirection
        // Without any right-to-left traits, a left-to-right app's views all are (layout asks often).
        if app == .leftToRight && !UITraitCollection.rightToLeftCollectionsExist { return .leftToRight }
        switch traitCollection.layoutDirection {
        case .leftToRight: return .leftToRight
        case .rightToLeft: return .rightToLeft
        case .unspecified: return app
        }
    }

    /// Whether the view's own content is arranged right to left.
    var arrangesRightToLeft: Bool { effectiveUserInterfaceLayoutDirection == .rightToLeft }

    /// `alignment` as the view draws it: `.natural` is right aligned in a right-to-left view
    /// ("the default alignment for right-to-left scripts is right",
    /// https://developer.apple.com/documentation/uikit/nstextalignment/natural).
    func drawnTextAlignment(_ alignment: NSTextAlignment) -> NSTextAlignment {
        alignment == .natural && arrangesRightToLeft ? .right : alignment
    }

    /// After the effective direction changed: the constraints installed on the view are resolved
    /// again (the engine is rebuilt) and the view is laid out again.
    func rearrangeForLayoutDirection() {
        if let state = layoutState, !state.constraints.isEmpty { layoutEngine(create: false)?.isStale = true }
        setNeedsLayout()
    }
}
