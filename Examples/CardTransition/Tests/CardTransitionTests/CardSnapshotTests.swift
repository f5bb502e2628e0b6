import CardTransition
import CardTransitionScenes
import Interlude
import InterludeSnapshotTesting
import Testing

/// The card's pixels, recorded once into `__Snapshots__` and committed; every later run must draw
/// the same. Rerecord after a deliberate change with `SNAPSHOT_TESTING_RECORD=all swift test`.
@MainActor
@Suite("Card snapshots")
struct CardSnapshotTests {
    @Test("the presentation mid-flight: 0.15 s after the tap the card is on its way up")
    func presentationMidFlight() {
        assertSnapshot(of: CardScenes.present, as: .image(at: CardScenes.tapTime + 0.15))
    }

    @Test("the final state: the card up over the dimmed home screen, on an iPhone 13")
    func presentationFinished() {
        let window = UIWindow(frame: CGRect(origin: .zero, size: ViewImageConfig.iPhone13.size!))
        let home = HomeViewController()
        window.rootViewController = home
        window.makeKeyAndVisible()
        home.showCard()
        window.advance(by: 0.5)
        assertSnapshot(of: home as UIViewController, as: .image(on: .iPhone13, scale: 2))
        assertSnapshot(of: home as UIViewController, as: .hierarchy)
    }

    @Test("the drag to dismiss as a filmstrip: held, scrubbed, let go, finished")
    func dragToDismiss() {
        assertSnapshot(of: CardScenes.dragToDismiss, as: .frames(at: [0.5, 0.7, 0.9, 1.05, 1.4]))
    }

    @Test("the appearance callbacks of a presentation, with their times")
    func appearance() {
        assertSnapshot(of: CardScenes.present, as: .appearanceLog)
    }
}
