import Interlude
import InterludeDemos
import InterludeExport

extension SeedDemo {
    /// Seed 000: one slide animation controller for navigation and tabs, and an edge-pan pop.
    public static let slideTransitions = SeedDemo(
        name: "Slide navigation and tabs", seed: "000",
        teaches: "One animation controller serves a navigation delegate (push and pop) and a tab bar "
            + "delegate (left or right by comparing tab indices). A screen-edge pan drives the pop through "
            + "UIPercentDrivenInteractiveTransition: percent = translation / (width / 3), finished above 0.5, "
            + "cancelled below.",
        scenes: [SlideScenes.interactivePop, SlideScenes.cancelledPop, SlideScenes.tabs])
}

/// The slide demo's scripted interactions.
public enum SlideScenes {
    /// The Open message button's centre, and when it is tapped.
    public static let openPoint = CGPoint(x: 195, y: 328), openTime = 0.3
    /// When the edge pan starts and how long the finger moves.
    public static let panStart = 1.0, panDuration = 0.5
    /// Where the finger goes down: 4 pt from the left edge, inside the edge pan's reach.
    public static let edgePoint = CGPoint(x: 4, y: 420)
    /// Where the finger stops in the finished pop (past half of width / 3) and in the cancelled one
    /// (short of half).
    public static let finishPoint = CGPoint(x: 114, y: 420), cancelPoint = CGPoint(x: 56, y: 420)
    /// When the finger lifts in the cancelled pop, after holding still.
    public static let cancelLiftTime = 1.8
    /// The tab items' centres (three equal items in the bar's top 49 points, above the 34-point
    /// home indicator), and when each is tapped.
    public static func tabPoint(_ index: Int) -> CGPoint { CGPoint(x: 65 + 130 * CGFloat(index), y: 844 - 34 - 24.5) }
    /// Which tab is tapped when: Settings, then Archive, then Inbox.
    public static let tabTimes = [(index: 2, time: 0.3), (index: 1, time: 1.0), (index: 0, time: 1.7)]

    /// Open a message (it slides in), then swipe from the left edge past half: the pop follows
    /// the finger and finishes.
    public static let interactivePop = ScriptedScene(
        name: "slide-push-interactive-pop",
        summary: "Push slides the message in; an edge pan past half of width / 3 pops it interactively and finishes.",
        duration: 2.2
    ) { window in
        let app = install(in: window)
        return SceneScript(
            cues: [.tap(at: openPoint, time: openTime, in: window)]
                + Cue.drag(from: edgePoint, to: finishPoint, start: panStart, duration: panDuration, in: window),
            probes: navigationProbes(app))
    }

    /// The same swipe stopping short of half and lifting: the pop is cancelled, the page slides back.
    public static let cancelledPop = ScriptedScene(
        name: "slide-pop-cancelled",
        summary: "An edge pan that stops below half is released: the interactive pop is cancelled and the page slides back.",
        duration: 2.4
    ) { window in
        let app = install(in: window)
        return SceneScript(
            cues: [.tap(at: openPoint, time: openTime, in: window)]
                + Cue.drag(from: edgePoint, to: cancelPoint, start: panStart, duration: panDuration, lift: false, in: window)
                + [.touch(.ended, at: cancelPoint, time: cancelLiftTime, in: window)],
            probes: navigationProbes(app))
    }

    /// Tap Settings (slides in from the right), Archive (from the left), Inbox (from the left).
    public static let tabs = ScriptedScene(
        name: "slide-tabs",
        summary: "Tab switches slide right to a later tab and left to an earlier one.",
        duration: 2.3
    ) { window in
        let app = install(in: window)
        let tabViews = app.viewControllers!.map(\.view!)
        return SceneScript(
            cues: tabTimes.map { .tap(at: tabPoint($0.index), time: $0.time, in: window) },
            probes: zip(["inbox", "archive", "settings"], tabViews).map { name, view in
                PropertyProbe("\(name).x") { Double(shownFrame(of: view).minX) }
            })
    }

    @MainActor
    static func install(in window: UIWindow) -> SlideTabBarController {
        let app = SlideTabBarController()
        window.rootViewController = app
        return app
    }

    @MainActor
    static func navigationProbes(_ app: SlideTabBarController) -> [PropertyProbe] {
        [
            PropertyProbe("page.x") { app.lastPage.map { Double(shownFrame(of: $0.view).minX) } ?? .nan },
            PropertyProbe("inbox.x") { Double(shownFrame(of: app.inbox.view).minX) },
            PropertyProbe("interaction.percent") { Double(app.navigationDelegate.interactionController.percentComplete) },
        ]
    }
}
