import InterludeUIKit

/// A navigation controller that is its own delegate, as apps often write one: pops can slide
/// with a custom animator, under a percent-driven interaction the soak hands it for one pop.
@MainActor
public final class SoakNavigation: UINavigationController, UINavigationControllerDelegate {
    /// The name the soak gave it (N1, N2, …), used in reports.
    public let name: String
    /// How custom pops animate; nil keeps UIKit's standard pop.
    let customPop: SoakSlide.Drive?
    /// The interaction controller for the next pop that asks for one (used once).
    var pendingInteraction: UIPercentDrivenInteractiveTransition?
    /// Keeps a custom presentation's delegate alive (`transitioningDelegate` is weak, as in UIKit).
    var cardTransition: SoakCardTransition?

    init(_ name: String, root: UIViewController, customPop: SoakSlide.Drive?) {
        self.name = name
        self.customPop = customPop
        super.init(rootViewController: root)
        if customPop != nil { delegate = self }
    }

    /// Nil: there are no archives under Interlude.
    public required init?(coder: NSCoder) { return nil }

    public override var description: String { name }

    /// Custom pops slide with ``SoakSlide``; pushes keep the standard animation.
    public func navigationController(
        _ navigationController: UINavigationController, animationControllerFor operation: UINavigationController.Operation,
        from fromVC: UIViewController, to toVC: UIViewController
    ) -> UIViewControllerAnimatedTransitioning? {
        guard operation == .pop, let customPop else { return nil }
        return SoakSlide(drive: customPop, direction: .right)
    }

    /// The interaction handed over for the next pop, once.
    public func navigationController(
        _ navigationController: UINavigationController,
        interactionControllerFor animationController: UIViewControllerAnimatedTransitioning
    ) -> UIViewControllerInteractiveTransitioning? {
        defer { pendingInteraction = nil }
        return pendingInteraction
    }
}
