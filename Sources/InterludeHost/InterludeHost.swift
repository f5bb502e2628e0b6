import Foundation
import Interlude
import InterludeExport

/// Live windows: any view controller, or a scripted scene, on screen in an SDL window, driven by
/// the mouse, with the window's clock moved by real time.
///
/// ```swift
/// import InterludeHost
///
/// try InterludeHost.run(rootViewController: UINavigationController(rootViewController: MyViewController()))
/// ```
///
/// The mouse's left button is one finger (hit testing, gesture recognizers, and screen-edge pans
/// from within 20 points of the window's edges). Keys: space pauses the clock, ← and → step one
/// frame back and forward while paused, S toggles slow animations (the clock at a tenth of real
/// time), R restarts, Esc closes the window.
public enum InterludeHost {
    /// Opens a window showing the view controller `rootViewController` makes, at `size` points and
    /// `scale` pixels per point (1, 2 or 3; nil for the display's density), and returns when the
    /// person closes it. R restarts by making the view controller again.
    @MainActor
    public static func run(
        rootViewController makeRootViewController: @autoclosure @escaping @MainActor () -> UIViewController,
        size: CGSize = ScriptedScene.phoneSize, scale: Int? = nil, title: String = "Interlude"
    ) throws {
        try validate(size: size, scale: scale, quitAfter: nil)
        let session = LiveSession(sceneName: title, size: size, playback: .interactive) { size in
            let window = UIWindow(frame: CGRect(origin: .zero, size: size))
            window.backgroundColor = .white
            window.rootViewController = makeRootViewController()
            window.makeKeyAndVisible()
            return (window, SceneScript())
        }
        _ = try run(session, title: title, options: LiveWindowOptions(size: size, scale: scale))
    }

    /// Opens a window titled "Interlude — NAME" showing `scene` as `options` say, and returns when
    /// the person closes it (or the clock reaches `options.quitAfter`). Writes the recording and the
    /// last frame where the options ask; nothing is written when the window cannot open.
    ///
    /// Throws `LiveWindowError` (no display, SDL failed, an option out of range),
    /// `TouchScriptError.Problem` (a touch script made in another scene, size or frame rate) or
    /// `ExportError.notWritable` (an output that cannot be written).
    @MainActor
    @discardableResult
    public static func play(_ scene: ScriptedScene, options: LiveWindowOptions = LiveWindowOptions()) throws
        -> LiveWindowReport
    {
        var size = options.size ?? scene.size
        if case .touchScript(let script) = options.playback {
            size = try script.windowSize(forScene: scene.name, requestedSize: options.size)
        }
        try validate(size: size, scale: options.scale, quitAfter: options.quitAfter)
        let session = LiveSession(scene: scene, size: size, playback: options.playback)
        if case .touchScript(let script) = options.playback { try script.checkClock(of: session.window) }
        return try run(session, title: options.title ?? "Interlude — \(scene.name)", options: options)
    }

    /// Connects to the display (SDL's video), or throws `LiveWindowError.noDisplay` (one line
    /// suggesting `xvfb-run`) or `.sdl`; ``play(_:options:)`` and ``run(rootViewController:size:scale:title:)``
    /// do it themselves. `SDL_VIDEODRIVER=dummy` needs no display.
    @MainActor
    public static func connectToDisplay() throws {
        try SDLDisplay.initializeVideo()
    }

    @MainActor
    private static func run(_ session: LiveSession, title: String, options: LiveWindowOptions) throws -> LiveWindowReport {
        // Outputs are opened first, so an unwritable one fails before the window opens.
        let screenshotFile = try options.screenshotDestination.map { try AtomicOutputFile(destination: $0) }
        let recordingFile = try options.recordingDestination.map { try AtomicOutputFile(destination: $0) }
        let display = try SDLDisplay(title: title, pointSize: session.size, scale: options.scale)
        if let warning = display.sizeWarning() {
            FileHandle.standardError.write(Data("interlude: note: \(warning)\n".utf8))
        }
        let window = LiveWindow(session: session, display: display, title: title, quitAfter: options.quitAfter)
        let statistics = window.run()
        let recording = session.recording
        if let screenshotFile {
            try screenshotFile.write(Array(window.shownFrame().pngData()))
            try screenshotFile.commit()
        }
        if let recordingFile {
            try recordingFile.write(Array(recording.encoded()))
            try recordingFile.commit()
        }
        return LiveWindowReport(
            recording: recording, statistics: statistics, scale: display.scale, videoDriver: display.videoDriver,
            renderer: display.rendererName,
            hasVSync: !window.pacedByHost)
    }

    private static func validate(size: CGSize, scale: Int?, quitAfter: Double?) throws {
        if let scale, !(1...3).contains(scale) {
            throw LiveWindowError.invalidOption("bad scale \(scale): use 1, 2 or 3 pixels per point")
        }
        guard size.width.isFinite, size.height.isFinite, (1...4096).contains(size.width), (1...4096).contains(size.height)
        else {
            throw LiveWindowError.invalidOption("bad size \(size.width)x\(size.height): each side must be 1…4096 points")
        }
        if let quitAfter, !(quitAfter.isFinite && quitAfter >= 0) {
            throw LiveWindowError.invalidOption("bad quit time \(quitAfter): use a number of seconds ≥ 0")
        }
    }
}
