import Interlude
import InterludeDemos
import InterludeExport

extension SeedDemo {
    /// Seed 002: custom present and dismiss animations from a transitioning delegate.
    public static let scalePresent = SeedDemo(
        name: "Scale present", seed: "002",
        teaches: "An object adopting UIViewControllerAnimatedTransitioning is an animation controller: as the "
            + "transitioning delegate it scales the presented view up from 0 and, on dismiss, down to 0 over the "
            + "presenter. The same hooks take iOS 7's spring and keyframe animation blocks.",
        scenes: [ScalePresentScenes.scale, ScalePresentScenes.springKeyframes])
}

/// The scale-present demo's scripted interactions.
public enum ScalePresentScenes {
    /// Present with the scale animation at 0.3 s, Close at 1.3 s.
    public static let scaleTimes = (present: 0.3, close: 1.3)
    /// Present with the spring at 0.3 s, Close (keyframes) at 1.7 s.
    public static let springTimes = (present: 0.3, close: 1.7)

    /// Present with ``/InterludeDemos/ScaleAnimationController`` and close: the detail scales up
    /// from 0 and back down.
    public static let scale = ScriptedScene(
        name: "scale-present-dismiss",
        summary: "Present scales the detail up from 0 in 0.4 s; Close shrinks it back to 0 over the home screen.",
        duration: 2.0
    ) { window in
        script(in: window, button: ScaleHomeViewController.scaleButtonFrame, times: scaleTimes)
    }

    /// Present with ``/InterludeDemos/SpringKeyframeAnimationController`` and close: the spring
    /// overshoots on the way in, the keyframes swell, shrink and fade on the way out.
    public static let springKeyframes = ScriptedScene(
        name: "scale-spring-keyframes",
        summary:
            "Present springs the detail up (damping 0.6, overshooting); Close swells it, then shrinks and fades it with keyframes.",
        duration: 2.6
    ) { window in
        script(in: window, button: ScaleHomeViewController.springButtonFrame, times: springTimes)
    }

    @MainActor
    static func script(in window: UIWindow, button: CGRect, times: (present: Double, close: Double)) -> SceneScript {
        let home = ScaleHomeViewController(title: "Home", log: AppearanceLog())
        window.rootViewController = home
        let close = ScaleDetailViewController.closeButtonFrame
        return SceneScript(
            cues: [
                .tap(at: CGPoint(x: button.midX, y: button.midY), time: times.present, in: window),
                .tap(at: CGPoint(x: close.midX, y: close.midY), time: times.close, in: window),
            ],
            probes: [
                PropertyProbe("detail.scale") {
                    guard let layer = home.lastDetail?.viewIfLoaded?.layer else { return .nan }
                    return Double((layer.presentation() ?? layer).affineTransform().a)
                },
                PropertyProbe("detail.opacity") {
                    guard let layer = home.lastDetail?.viewIfLoaded?.layer else { return .nan }
                    return Double((layer.presentation() ?? layer).opacity)
                },
            ])
    }
}
