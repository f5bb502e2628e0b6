/// A push or pop between collection view controllers that share one collection view
/// (`UICollectionViewController.useLayoutToLayoutNavigationTransitions`): the navigation
/// controller changes the collection view's layout instead of sliding views.
///
/// A push qualifies when the pushed controller has the property set and the top controller is a
/// collection view controller: from then on the pushed controller's `collectionView` is the lower
/// one's (which stays its data source and delegate), and the push installs the pushed
/// controller's layout on it. Popping back to the lower controller installs again the layout the
/// collection view had before the push. UIKit's header asks for the property to be set before
/// the push and not changed while on the stack; a controller that leaves the stack lets go of
/// the shared collection view. UIKit does not say whether the navigation delegate's animation
/// controller is asked for such a change: here it is not (the delegate still hears `willShow`
/// and `didShow`).
@MainActor
struct LayoutToLayoutNavigation {
    /// The shared collection view.
    let collectionView: UICollectionView
    /// The layout the change installs.
    let layout: UICollectionViewLayout

    /// The change from the stack `before` to `after` (with `added` new on it) as a layout change,
    /// when it is one; a qualifying push links the pushed controller to the one below it.
    static func make(
        before: [UIViewController], after: [UIViewController], added: [UIViewController]
    ) -> LayoutToLayoutNavigation? {
        guard let from = before.last, let to = after.last, from !== to else { return nil }
        if added.count == 1, added[0] === to, after.count == before.count + 1, after.dropLast().last === from,
            let pushed = to as? UICollectionViewController, pushed.useLayoutToLayoutNavigationTransitions,
            let below = from as? UICollectionViewController, let shared = below.collectionView
        {
            // The pushed controller's own layout, without loading a collection view of its own.
            let layout = (pushed.viewIfLoaded as? UICollectionView)?.collectionViewLayout ?? pushed.initialLayout
            pushed.layoutBeforeLayoutNavigation = shared.collectionViewLayout
            pushed.layoutNavigationSource = below
            // Loaded now, sharing: `viewDidLoad` sees the shared collection view.
            pushed.loadViewIfNeeded()
            return LayoutToLayoutNavigation(collectionView: shared, layout: layout)
        }
        // A pop to `to`, whose controller right above was pushed sharing its collection view.
        guard let index = before.firstIndex(where: { $0 === to }), index + 1 < before.count,
            let above = before[index + 1] as? UICollectionViewController, above.layoutNavigationSource === to,
            let layout = above.layoutBeforeLayoutNavigation, let shared = above.collectionView
        else { return nil }
        return LayoutToLayoutNavigation(collectionView: shared, layout: layout)
    }

    /// `controllers` left the stack (or a push of them was cancelled): they stop sharing.
    static func release(_ controllers: [UIViewController]) {
        for case let controller as UICollectionViewController in controllers {
            controller.layoutNavigationSource = nil
            controller.layoutBeforeLayoutNavigation = nil
        }
    }
}

/// The animation controller of a layout-to-layout push or pop: the shared collection view moves
/// to the new layout as `setCollectionViewLayout(_:animated:)` does (UIKit does not document the
/// duration; this is the layout change's, `UICollectionView.layoutChangeDuration`). The standard
/// edge-swipe pop drives it like the slide; a cancelled pop puts the previous layout back.
@MainActor
final class LayoutToLayoutNavigationAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    private let change: LayoutToLayoutNavigation

    init(_ change: LayoutToLayoutNavigation) { self.change = change }

    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval {
        transitionContext?.isAnimated == false ? 0 : UICollectionView.layoutChangeDuration
    }

    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        let collection = change.collectionView
        let start = collection.collectionViewLayout
        guard transitionContext.isAnimated else {
            collection.setCollectionViewLayout(change.layout, animated: false)
            // As a non-animated slide: completes at the next clock step, not inside the call.
            return transitionContext.containerView.layer.clock.enqueue { transitionContext.completeTransition(true) }
        }
        collection.setCollectionViewLayout(change.layout, animated: true) { _ in
            let completed = !transitionContext.transitionWasCancelled
            if !completed { collection.setCollectionViewLayout(start, animated: false) }
            transitionContext.completeTransition(completed)
        }
    }
}
