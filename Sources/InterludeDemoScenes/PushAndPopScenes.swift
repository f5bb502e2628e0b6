import Interlude
import InterludeDemos
import InterludeExport

extension SeedDemo {
    /// Seed 000, iOS 10 section: push and pop run by one interruptible property animator.
    public static let pushAndPop = SeedDemo(
        name: "PushAndPop", seed: "000",
        teaches: "Since iOS 10 one UIViewPropertyAnimator can carry a whole transition: the animation controller "
            + "vends it, a pan pauses it mid-flight and scrubs fractionComplete, and on release it is reversed or "
            + "continued with UISpringTimingParameters(dampingRatio: 0.9, initialVelocity:) taken from the gesture.",
        scenes: [PushAndPopScenes.grabReverse, PushAndPopScenes.grabThrow])
}

/// The PushAndPop demo's scripted interactions.
public enum PushAndPopScenes {
    /// The Push button's centre.
    public static let pushPoint = CGPoint(x: 195, y: 448)
    /// Scene 1: Push at 0.3 s; grabbed at 0.55 s and dragged 90 points right in 0.25 s, released moving.
    public static let reverse = (push: 0.3, grab: 0.55, drag: 0.25, from: CGPoint(x: 240, y: 600), to: CGPoint(x: 330, y: 600))
    /// Scene 2: Push at 0.3 s, Back at 1.2 s; the pop grabbed at 1.4 s, pulled back 80 points left in
    /// 0.2 s, then thrown 200 points right in 0.15 s.
    public static let toss = (
        push: 0.3, back: 1.2, grab: 1.4, pull: 0.2, throwTime: 0.15,
        from: CGPoint(x: 220, y: 600), pulled: CGPoint(x: 140, y: 600), thrown: CGPoint(x: 340, y: 600)
    )

    /// Push, grab it mid-flight, throw it back: the push reverses on a spring and is cancelled.
    public static let grabReverse = ScriptedScene(
        name: "pushandpop-grab-reverse",
        summary: "The push is grabbed mid-flight, dragged back and released: it reverses on a 0.9 spring at the finger's speed.",
        duration: 1.8
    ) { window in
        let (navigation, root) = install(in: window)
        return SceneScript(
            cues: [.tap(at: pushPoint, time: reverse.push, in: window)]
                + Cue.drag(from: reverse.from, to: reverse.to, start: reverse.grab, duration: reverse.drag, in: window),
            probes: probes(navigation, root))
    }

    /// Push, then Back; the pop is grabbed, pulled back, then thrown forward: it finishes on a spring.
    public static let grabThrow = ScriptedScene(
        name: "pushandpop-grab-throw",
        summary: "The pop is grabbed mid-flight, pulled back, then thrown: it finishes on a 0.9 spring at the throw's speed.",
        duration: 2.4
    ) { window in
        let (navigation, root) = install(in: window)
        return SceneScript(
            cues: [
                .tap(at: pushPoint, time: toss.push, in: window),
                // The back button, in the bar below the 47-point status bar.
                .tap(at: CGPoint(x: 30, y: 47 + 22), time: toss.back, in: window),
            ]
                + Cue.drag(from: toss.from, to: toss.pulled, start: toss.grab, duration: toss.pull, lift: false, in: window)
                + Cue.moves(
                    from: toss.pulled, to: toss.thrown, start: toss.grab + toss.pull, duration: toss.throwTime, in: window)
                + [.touch(.ended, at: toss.thrown, time: toss.grab + toss.pull + toss.throwTime, in: window)],
            probes: probes(navigation, root))
    }

    @MainActor
    static func install(in window: UIWindow) -> (PushPopNavigationController, PushAndPopRootViewController) {
        let root = PushAndPopRootViewController(title: "Home", log: AppearanceLog())
        let navigation = PushPopNavigationController(rootViewController: root)
        window.rootViewController = navigation
        return (navigation, root)
    }

    @MainActor
    static func probes(_ navigation: PushPopNavigationController, _ root: PushAndPopRootViewController) -> [PropertyProbe] {
        [
            PropertyProbe("page.x") { root.lastPage.map { Double(shownFrame(of: $0.view).minX) } ?? .nan },
            PropertyProbe("home.x") { Double(shownFrame(of: root.view).minX) },
            PropertyProbe("animator.fractionComplete") {
                navigation.transition?.animator.map { Double($0.fractionComplete) } ?? .nan
            },
        ]
    }
}
