/// A navigation controller's toolbar leaving or coming with a push or pop, as on iOS, the way the
/// tab bar does for `hidesBottomBarWhenPushed` (``BottomBarHandoff``): when the change hides the
/// toolbar (the new top controller hides the bottom bar, or its `viewWillAppear` calls
/// `setToolbarHidden(true, animated: true)`), the toolbar leaves with the view being covered or
/// popped; when it shows the toolbar, the toolbar arrives with the view being pushed or
/// uncovered. A picture of the toolbar rides in that view, so it follows whatever animates the
/// transition, interactive pops included. The real toolbar takes its new state at the start (the
/// children's safe areas with it) and stays invisible while it shows; a cancelled change puts the
/// toolbar back as it was.
@MainActor
final class ToolbarHandoff {
    private weak var navigation: UINavigationController?
    /// Whether the toolbar was hidden, and ``UINavigationController/isToolbarHidden``, before.
    private let hiddenBefore: Bool
    private let flagBefore: Bool
    /// A picture of the toolbar as it showed before, and where it was in the content view.
    private var shownBefore: (picture: UIView, frame: CGRect)?
    /// Whether a change made during the start rides with the transition; a
    /// `setToolbarHidden(_:animated: false)` in `viewWillAppear` happens at once instead.
    var carriesChange = true
    /// The picture riding in a view, and the real toolbar's alpha while it is invisible.
    private var picture: UIView?
    private var hiddenAlpha: CGFloat?

    /// Takes note of the toolbar before `navigation`'s stack changes. Until ``begin(from:to:bottomBar:)``,
    /// the toolbar takes new states at once.
    init(navigation: UINavigationController) {
        self.navigation = navigation
        let bar = navigation.builtInToolbar
        hiddenBefore = bar.isHidden || navigation.barSlides.toolbar.isLeaving
        flagBefore = navigation.toolbarHiddenFlag
        if !hiddenBefore, let picture = bar.snapshotView(afterScreenUpdates: false) {
            shownBefore = (picture, bar.convert(bar.bounds, to: navigation.contentView))
        }
        navigation.startingToolbarHandoff = self
    }

    /// After the "will" calls: when the toolbar's state changed, a picture of it rides in `from`'s
    /// view (hidden) or `to`'s (shown), below the tab bar's picture when that rides there too.
    func begin(from: UIViewController, to: UIViewController, bottomBar: BottomBarHandoff?) {
        guard let navigation else { return }
        navigation.startingToolbarHandoff = nil
        let bar = navigation.builtInToolbar
        let hiddenAfter = bar.isHidden
        guard carriesChange, hiddenAfter != hiddenBefore else { return }
        let carrier = hiddenAfter ? from : to
        let carrierFrame =
            hiddenAfter ? from.containedView.frame : navigation.frameForChildView(to, in: navigation.contentView.bounds)
        var barFrame: CGRect
        if hiddenAfter {
            guard let shownBefore else { return }
            picture = shownBefore.picture
            barFrame = shownBefore.frame
        } else {
            navigation.layoutToolbar()
            bar.layoutIfNeeded()
            picture = bar.snapshotView(afterScreenUpdates: false)
            barFrame = bar.convert(bar.bounds, to: navigation.contentView)
            hiddenAlpha = bar.alpha
            bar.alpha = 0
        }
        guard let picture else { return }
        picture.frame = barFrame.offsetBy(dx: -carrierFrame.minX, dy: -carrierFrame.minY)
        picture.autoresizingMask = [.flexibleTopMargin, .flexibleWidth]
        picture.isUserInteractionEnabled = false
        if let tabBar = bottomBar?.picture, tabBar.superview === carrier.view {
            // The toolbar sits on the tab bar (which, coming back, is hidden until the end).
            if !hiddenAfter { picture.frame.origin.y = tabBar.frame.minY - bar.rowHeight }
            carrier.view.insertSubview(picture, belowSubview: tabBar)
        } else {
            carrier.view.addSubview(picture)
        }
    }

    /// Takes the picture away and shows the real toolbar; when the change was cancelled,
    /// ``UINavigationController/isToolbarHidden`` is as before (the stack, restored next, decides
    /// the rest).
    func finish(completed: Bool) {
        navigation?.startingToolbarHandoff = nil
        picture?.removeFromSuperview()
        picture = nil
        if let hiddenAlpha { navigation?.builtInToolbar.alpha = hiddenAlpha }
        if !completed { navigation?.toolbarHiddenFlag = flagBefore }
    }
}
