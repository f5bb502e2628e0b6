import Interlude

/// A named, scripted interaction: views set up in a window, actions at chosen times, and the
/// presentation properties worth plotting. Exporters sample it at a frame rate.
///
/// Scenes lay their views out relative to the window's bounds, so any size works.
public struct ScriptedScene: Sendable {
    /// Short name used on the command line ("slide").
    public let name: String
    /// One sentence on what it shows.
    public let summary: String
    /// Seconds worth recording by default (the animation plus a little rest).
    public let duration: Double
    /// Window size in points; defaults to 390 × 844 (an iPhone 15's screen).
    public let size: CGSize
    /// Builds the scene in a fresh window (clock at 0) and returns its script.
    public let build: @MainActor @Sendable (UIWindow) -> SceneScript

    /// A scene; `build` runs once per recording, in a fresh window.
    public init(
        name: String, summary: String, duration: Double, size: CGSize = ScriptedScene.phoneSize,
        build: @escaping @MainActor @Sendable (UIWindow) -> SceneScript
    ) {
        self.name = name
        self.summary = summary
        self.duration = duration
        self.size = size
        self.build = build
    }

    /// 390 × 844 points.
    public static let phoneSize = CGSize(width: 390, height: 844)

    /// A window of `size` (the scene's own by default) with the scene built in it.
    @MainActor
    public func instantiate(size: CGSize? = nil) -> (window: UIWindow, script: SceneScript) {
        let window = UIWindow(frame: CGRect(origin: .zero, size: size ?? self.size))
        window.backgroundColor = .white
        window.makeKeyAndVisible()
        let script = build(window)
        return (window, script)
    }
}

/// What a scene does over time and what to plot.
public struct SceneScript {
    /// Actions at seconds from the start of the recording, run in time order (ties in the order given).
    public var cues: [Cue]
    /// Properties sampled once per frame, after the clock reached the frame's time.
    public var probes: [PropertyProbe]

    /// A script of `cues` and `probes`.
    public init(cues: [Cue] = [], probes: [PropertyProbe] = []) {
        self.cues = cues
        self.probes = probes
    }
}

/// An action at a time of the script.
public struct Cue {
    /// Seconds from the start of the recording (≥ 0).
    public let time: Double
    /// What happens then (touches, `UIView.animate`, a push…).
    public let action: @MainActor () -> Void

    /// `action` at `time` seconds from the start.
    public init(at time: Double, _ action: @escaping @MainActor () -> Void) {
        self.time = time
        self.action = action
    }
}

/// A named number read from the scene once per frame, e.g. "card.x" from the card layer's
/// presentation position, or an animator's fractionComplete.
public struct PropertyProbe {
    /// Label of the plot.
    public let name: String
    /// Reads the number; called after the clock reached the frame's time.
    public let value: @MainActor () -> Double

    /// A probe called `name` reading `value`.
    public init(_ name: String, _ value: @escaping @MainActor () -> Double) {
        self.name = name
        self.value = value
    }

    /// A layer's presentation value (the model value when nothing animates).
    public static func presented(
        _ name: String, of layer: CALayer,
        _ read: @escaping @MainActor (CALayer) -> Double
    ) -> PropertyProbe {
        PropertyProbe(name) { [weak layer] in
            guard let layer else { return .nan }
            return read(layer.presentation() ?? layer)
        }
    }
}
