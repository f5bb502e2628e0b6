import Interlude

/// A scripted scene sampled at a frame rate: for each frame, the window clock advances to the
/// frame's time (running the script's cues on the way, each at its own time), the window is
/// rendered, the frame goes to every sink, and the probes are read.
///
/// Frame i shows clock time `start + i / framesPerSecond`; there are `duration × fps + 1` frames
/// (rounded), so both the first and the last instant are shown. Nothing here reads wall time:
/// progress is reported by frame count, and the host measures speed.
@MainActor
public struct FrameSequence {
    /// The window whose clock is driven and which is rendered.
    public let window: UIWindow
    /// Title for outputs that show one (the HTML scrubber).
    public var title: String
    /// Frames per second, 1…240.
    public var framesPerSecond: Int
    /// Seconds recorded, ≥ 0.
    public var duration: Double
    /// Pixels per point, 0.25…4.
    public var scale: CGFloat
    /// The cues played at their times and the probes sampled at every frame.
    public var script: SceneScript
    /// Renders the window at the clock's time; defaults to `UIWindow.renderFrame(scale:)`.
    public var render: @MainActor (UIWindow, CGFloat) -> RenderedFrame = { $0.renderFrame(scale: $1) }

    /// A recording of `window` for `duration` seconds at `framesPerSecond`, rendered at `scale`.
    public init(
        window: UIWindow, title: String, script: SceneScript, framesPerSecond: Int = 60,
        duration: Double, scale: CGFloat = 2
    ) {
        self.window = window
        self.title = title
        self.script = script
        self.framesPerSecond = framesPerSecond
        self.duration = duration
        self.scale = scale
    }

    /// Number of frames recorded: `duration × framesPerSecond`, rounded, plus one.
    public var frameCount: Int { Int((duration * Double(framesPerSecond)).rounded()) + 1 }

    /// Checks the parameters; throws `ExportError.invalidParameter` naming the bad one.
    public func validate() throws {
        try Self.validate(framesPerSecond: framesPerSecond, duration: duration, scale: Double(scale))
    }

    /// Checks frame rate, duration and scale ranges.
    public nonisolated static func validate(framesPerSecond: Int, duration: Double, scale: Double) throws {
        guard (1...240).contains(framesPerSecond) else {
            throw ExportError.invalidParameter("frame rate \(framesPerSecond) is out of range: use 1…240 frames per second")
        }
        guard duration.isFinite, duration >= 0, duration <= 600 else {
            throw ExportError.invalidParameter("duration \(duration) is out of range: use 0…600 seconds")
        }
        guard scale.isFinite, scale >= 0.25, scale <= 4 else {
            throw ExportError.invalidParameter("scale \(scale) is out of range: use 0.25…4 pixels per point")
        }
    }

    /// Plays the script up to `time` seconds from now and renders that one frame.
    public func renderFrame(at time: Double) throws -> RenderedFrame {
        try validate()
        guard time.isFinite, time >= 0 else {
            throw ExportError.invalidParameter("time \(time) is out of range: use a time ≥ 0 seconds")
        }
        var player = ScriptPlayer(window: window, script: script)
        player.play(until: time)
        return render(window, scale)
    }

    /// Plays the script, handing every frame to `sinks`, and returns the probes' values.
    ///
    /// On any error every sink not yet finished is aborted (removing its partial output) and the
    /// error is rethrown; sinks finish in the order given, so put the likeliest to fail (ffmpeg) first.
    /// - Parameters:
    ///   - sinks: where every frame goes, in this order.
    ///   - progress: called after each frame with (frames done, total).
    @discardableResult
    public func record(into sinks: [FrameSink], progress: (Int, Int) -> Void = { _, _ in }) throws -> Recording {
        try validate()
        let total = frameCount
        var player = ScriptPlayer(window: window, script: script)
        var times: [Double] = []
        var values = Array(repeating: [Double](), count: script.probes.count)
        var format: SequenceFormat?
        var finished = 0
        do {
            for index in 0..<total {
                let offset = Double(index) / Double(framesPerSecond)
                player.play(until: offset)
                let frame = render(window, scale)
                if format == nil {
                    let first = SequenceFormat(
                        width: frame.width, height: frame.height, scale: Double(scale),
                        framesPerSecond: framesPerSecond, frameCount: total)
                    format = first
                    for sink in sinks { try sink.begin(first) }
                }
                times.append(offset)
                for (n, probe) in script.probes.enumerated() { values[n].append(probe.value()) }
                for sink in sinks { try sink.append(frame, index: index) }
                progress(index + 1, total)
            }
            let recording = Recording(
                title: title, format: format!, times: times,
                series: zip(script.probes, values).map { PropertySeries(name: $0.name, values: $1) })
            for sink in sinks {
                try sink.finish(recording)
                finished += 1
            }
            return recording
        } catch {
            // Outputs already finished are complete files and stay; the others are removed.
            for sink in sinks[finished...] { sink.abort() }
            throw error
        }
    }
}

/// Runs a script's cues against a window's clock: each cue at its own time, then the clock to the
/// requested time. Times are seconds from when the player was made.
///
/// ``FrameSequence`` plays scenes with it; use it directly to stop a scene at moments of your own
/// (a snapshot test at 0.25 s, a host that plays cues in real time).
@MainActor
public struct ScriptPlayer {
    /// The window whose clock is driven.
    public let window: UIWindow
    /// The window's clock time when the player was made: offset 0.
    public let start: Double
    private var cues: ArraySlice<Cue>

    /// A player of `script`'s cues on `window`, starting at the clock's current time.
    public init(window: UIWindow, script: SceneScript) {
        self.window = window
        start = window.clock.now
        cues =
            script.cues.enumerated().sorted { ($0.element.time, $0.offset) < ($1.element.time, $1.offset) }
            .map(\.element)[...]
    }

    /// When the next cue is due (seconds from the start), or nil when every cue has run.
    package var nextCueTime: Double? { cues.first?.time }

    /// Adds `cue` after the cues due at or before its time (a live host's input, as it arrives).
    package mutating func enqueue(_ cue: Cue) {
        let index = cues.firstIndex { $0.time > cue.time } ?? cues.endIndex
        cues.insert(cue, at: index)
    }

    /// Runs the cues due by `offset` and moves the clock to `start + offset`. When a cue ran at
    /// exactly that time, one zero-length step commits what it started (animations begin then).
    public mutating func play(until offset: Double) {
        var ranCue = false
        while let cue = cues.first, cue.time <= offset {
            cues.removeFirst()
            let due = start + max(0, cue.time)
            if due > window.clock.now { window.advance(to: due) }
            cue.action()
            ranCue = true
        }
        let target = start + offset
        if target > window.clock.now || ranCue { window.advance(to: target) }
    }
}
