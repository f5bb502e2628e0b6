/// The tab bar leaving or coming back with a push or pop, as on iOS: when a push puts the first
/// controller that hides the bottom bar on the stack, the bar slides away with the view being
/// covered; when a pop takes the last such controller off, the bar comes back with the view being
/// uncovered. A picture of the bar rides in that view for the transition (whatever animates it,
/// interactive pops included) while the real bar is hidden; at the end the real bar shows what
/// the stack asks for (or what it showed before, when the change was cancelled).
@MainActor
final class BottomBarHandoff {
    private weak var tabs: UITabBarController?
    private let hiddenBefore: Bool
    private let hiddenAfter: Bool
    /// The picture of the bar, riding in the view that leaves (hiding) or arrives (showing).
    let picture: UIView

    /// Starts moving the bar for the change of `navigation`'s stack from `before` (shown by
    /// `from`) to its current stack (shown by `to`); nil when the change does not hide or show it.
    init?(navigation: UINavigationController, before: [UIViewController], from: UIViewController, to: UIViewController) {
        guard let tabs = navigation.tabBarController, tabs.selectedViewController === navigation, tabs.isViewLoaded
        else { return nil }
        let hiddenBefore = before.contains { $0.hidesBottomBarWhenPushed }
        let hiddenAfter = navigation.stackHidesBottomBar
        guard hiddenBefore != hiddenAfter, tabs.tabBar.isHidden == hiddenBefore else { return nil }
        let bar = tabs.tabBar
        // The picture is taken of the bar as shown (when coming back, as it will show).
        bar.isHidden = false
        guard let picture = bar.snapshotView(afterScreenUpdates: false) else {
            bar.isHidden = hiddenBefore
            return nil
        }
        // It rides in the view that leaves when hiding, in the view that arrives when showing,
        // where the bar is relative to the navigation controller's content.
        let carrier = hiddenAfter ? from : to
        let carrierFrame =
            hiddenAfter ? from.containedView.frame : navigation.frameForChildView(to, in: navigation.contentView.bounds)
        let barFrame = bar.convert(bar.bounds, to: navigation.contentView)
        picture.frame = barFrame.offsetBy(dx: -carrierFrame.minX, dy: -carrierFrame.minY)
        picture.autoresizingMask = [.flexibleTopMargin, .flexibleWidth]
        picture.isUserInteractionEnabled = false
        carrier.view.addSubview(picture)
        (self.tabs, self.hiddenBefore, self.hiddenAfter, self.picture) = (tabs, hiddenBefore, hiddenAfter, picture)
        tabs.setBottomBarHidden(true)
    }

    /// Takes the picture away and shows the real bar as the stack now asks (as before, when the
    /// change was cancelled).
    func finish(completed: Bool) {
        picture.removeFromSuperview()
        tabs?.setBottomBarHidden(completed ? hiddenAfter : hiddenBefore)
    }
}
