import CardTransition
import Interlude
import Testing

/// The order in which the card's transitioning delegate, presentation controller and animators
/// are called, for a presentation, a drag that dismisses and a drag that gives up.
@MainActor
@Suite("Card callback order")
struct CallbackOrderTests {
    /// A window with the home screen, the card presented and settled.
    private func presentedCard() -> (UIWindow, HomeViewController, CardViewController) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let home = HomeViewController()
        window.rootViewController = home
        window.makeKeyAndVisible()
        home.showCard()
        window.advance(by: 0.5)
        return (window, home, home.presentedViewController as! CardViewController)
    }

    /// Drags the card down by `distance` points over 0.2 s and lifts the finger, then lets the rest run.
    private func drag(_ window: UIWindow, by distance: CGFloat) {
        let start = CGPoint(x: 195, y: 450)
        window.sendTouch(.began, at: start)
        for step in 1...12 {
            window.advance(by: 1.0 / 60)
            window.sendTouch(.moved, at: CGPoint(x: start.x, y: start.y + distance * CGFloat(step) / 12))
        }
        window.sendTouch(.ended, at: CGPoint(x: start.x, y: start.y + distance))
        window.advance(by: 1)
    }

    @Test("presenting: presentation controller, animator, will-begin, the animation, did-end, ended")
    func presentation() {
        let (_, home, card) = presentedCard()
        #expect(home.presentedViewController === card)
        #expect(
            card.cardTransition.log == [
                "presentationController(forPresented:)", "animationController(forPresented:)",
                "presentationTransitionWillBegin", "animateTransition", "presentationTransitionDidEnd(true)",
                "animationEnded(true)",
            ])
    }

    @Test("a long drag down dismisses interactively, in UIKit's order")
    func dragDismisses() {
        let (window, home, card) = presentedCard()
        let presented = card.cardTransition.log.count
        drag(window, by: 300)
        #expect(home.presentedViewController == nil)
        #expect(
            Array(card.cardTransition.log[presented...]) == [
                "animationController(forDismissed:)", "interactionControllerForDismissal: drag",
                "dismissalTransitionWillBegin", "dismissalTransitionDidEnd(true)", "animationEnded(true)",
            ])
    }

    @Test("a short drag gives up: the dismissal is cancelled and the card stays")
    func shortDragCancels() {
        let (window, home, card) = presentedCard()
        let presented = card.cardTransition.log.count
        drag(window, by: 60)
        #expect(home.presentedViewController === card)
        #expect(
            Array(card.cardTransition.log[presented...]) == [
                "animationController(forDismissed:)", "interactionControllerForDismissal: drag",
                "dismissalTransitionWillBegin", "dismissalTransitionDidEnd(false)", "animationEnded(false)",
            ])
    }
}
