import CardTransition
import Interlude
import InterludeExport

/// The card's interactions as scripted scenes: what `card-transition export` records, what the
/// snapshot tests stop at chosen moments.
public enum CardScenes {
    /// When the button is tapped in ``present``.
    public static let tapTime = 0.1
    /// Where the "Show card" button is (window coordinates).
    public static let buttonPoint = CGPoint(x: 104, y: 162)

    /// Tap "Show card": the card slides up over 0.4 s while the backdrop dims.
    public static let present = ScriptedScene(
        name: "card-present", summary: "Tap \"Show card\": the card slides up over 0.4 s while the backdrop dims.",
        duration: 0.7
    ) { window in
        let home = HomeViewController()
        window.rootViewController = home
        return SceneScript(
            cues: [
                Cue(at: tapTime) { [weak window] in window?.tap(at: buttonPoint) }
            ],
            probes: [PropertyProbe("card.y") { shownTop(of: home.presentedViewController) }])
    }

    /// With the card up, drag it down 300 points in 0.3 s and let go: the drag scrubs the slide,
    /// then the dismissal finishes on its own.
    public static let dragToDismiss = ScriptedScene(
        name: "card-drag-dismiss",
        summary: "Drag the card down 300 points and let go: the drag scrubs the dismissal, which then finishes.",
        duration: 1.4
    ) { window in
        let home = HomeViewController()
        window.rootViewController = home
        return SceneScript(
            cues: [Cue(at: 0) { home.showCard() }]
                + drag(from: CGPoint(x: 195, y: 400), to: CGPoint(x: 195, y: 700), start: 0.6, duration: 0.3, in: window),
            probes: [PropertyProbe("card.y") { shownTop(of: home.presentedViewController) }])
    }

    /// Every scene of the example.
    public static let catalog = SceneCatalog([present, dragToDismiss])

    /// A finger down at `from`, moved along the line once per 1/60 s, lifted at `to`.
    static func drag(from: CGPoint, to: CGPoint, start: Double, duration: Double, in window: UIWindow) -> [Cue] {
        let steps = Int((duration * 60).rounded())
        var cues = [Cue(at: start) { [weak window] in window?.sendTouch(.began, at: from) }]
        for step in 1...steps {
            let fraction = CGFloat(step) / CGFloat(steps)
            let point = CGPoint(x: from.x + (to.x - from.x) * fraction, y: from.y + (to.y - from.y) * fraction)
            cues.append(Cue(at: start + duration * Double(fraction)) { [weak window] in window?.sendTouch(.moved, at: point) })
        }
        cues.append(Cue(at: start + duration) { [weak window] in window?.sendTouch(.ended, at: to) })
        return cues
    }

    /// The top of a controller's view as shown now, in window coordinates (NaN without one).
    @MainActor
    static func shownTop(of controller: UIViewController?) -> Double {
        guard let layer = controller?.viewIfLoaded?.layer else { return .nan }
        return Double((layer.presentation() ?? layer).frame.minY)
    }
}
