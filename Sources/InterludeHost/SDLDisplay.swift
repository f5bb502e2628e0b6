import CSDL2
import Foundation
import Interlude

/// An SDL window showing rendered frames: created at the size that makes one frame pixel one
/// drawable pixel (window units × the display's density = points × scale), with a streaming
/// texture the frames are copied into.
///
/// On X11 SDL has no HiDPI mode, so the window is sized in plain pixels; on Wayland and macOS SDL
/// reports a drawable larger than the window and the window is made smaller by that ratio.
@MainActor
final class SDLDisplay {
    /// The window's size in points.
    let pointSize: CGSize
    /// Pixels per point of the frames shown.
    let scale: Int
    /// Whether presenting waits for the display's refresh.
    let hasVSync: Bool
    /// The display's refresh rate (60 when SDL does not know it).
    let refreshRate: Double
    /// The name of SDL's video driver ("x11", "wayland", "dummy"…).
    let videoDriver: String
    /// The name of SDL's renderer ("opengl", "software"…).
    let rendererName: String
    private let window: OpaquePointer
    private let renderer: OpaquePointer
    private var texture: OpaquePointer?
    private var textureSize = (width: 0, height: 0)

    /// Initializes SDL's video (once), then opens a hidden window titled `title`; `show()` maps it.
    init(title: String, pointSize: CGSize, scale requestedScale: Int?) throws {
        try Self.initializeVideo()
        videoDriver = SDL_GetCurrentVideoDriver().map { String(cString: $0) } ?? "unknown"
        let width = Int32(pointSize.width.rounded(.up)), height = Int32(pointSize.height.rounded(.up))
        let flags = SDL_WINDOW_HIDDEN.rawValue | SDL_WINDOW_ALLOW_HIGHDPI.rawValue
        let position = csdl2_window_position_centered()
        guard let window = SDL_CreateWindow(title, position, position, width, height, flags) else {
            throw LiveWindowError.sdl(operation: "open a window", message: Self.lastError())
        }
        let accelerated = SDL_RENDERER_ACCELERATED.rawValue | SDL_RENDERER_PRESENTVSYNC.rawValue
        guard
            let renderer = SDL_CreateRenderer(window, -1, accelerated)
                ?? SDL_CreateRenderer(window, -1, SDL_RENDERER_SOFTWARE.rawValue)
        else {
            let message = Self.lastError()
            SDL_DestroyWindow(window)
            throw LiveWindowError.sdl(operation: "create a renderer", message: message)
        }
        self.window = window
        self.renderer = renderer
        self.pointSize = pointSize
        var info = SDL_RendererInfo()
        SDL_GetRendererInfo(renderer, &info)
        rendererName = info.name.map { String(cString: $0) } ?? "unknown"
        hasVSync = info.flags & SDL_RENDERER_PRESENTVSYNC.rawValue != 0
        var mode = SDL_DisplayMode()
        refreshRate =
            SDL_GetWindowDisplayMode(window, &mode) == 0 && mode.refresh_rate > 0 ? Double(mode.refresh_rate) : 60

        // The display's density: drawable pixels per window unit (1 on X11 and the dummy driver).
        var outputWidth: Int32 = 0, outputHeight: Int32 = 0
        SDL_GetRendererOutputSize(renderer, &outputWidth, &outputHeight)
        let density = outputWidth > 0 ? Double(outputWidth) / Double(width) : 1
        scale = requestedScale ?? min(3, max(1, Int(density.rounded())))
        let windowWidth = Int32((Double(width) * Double(scale) / density).rounded())
        let windowHeight = Int32((Double(height) * Double(scale) / density).rounded())
        SDL_SetWindowSize(window, windowWidth, windowHeight)
        SDL_SetWindowPosition(window, position, position)
    }

    isolated deinit {
        if let texture { SDL_DestroyTexture(texture) }
        SDL_DestroyRenderer(renderer)
        SDL_DestroyWindow(window)
    }

    /// The window's size in window units (pixels on X11).
    var windowSize: (width: Int32, height: Int32) {
        var width: Int32 = 0, height: Int32 = 0
        SDL_GetWindowSize(window, &width, &height)
        return (width, height)
    }

    /// The drawable's size in pixels.
    var drawableSize: (width: Int32, height: Int32) {
        var width: Int32 = 0, height: Int32 = 0
        SDL_GetRendererOutputSize(renderer, &width, &height)
        return (width, height)
    }

    /// A note when the window is larger than the usable part of its screen, else nil.
    func sizeWarning() -> String? {
        guard videoDriver != "dummy" else { return nil }
        var bounds = SDL_Rect()
        let index = SDL_GetWindowDisplayIndex(window)
        guard index >= 0, SDL_GetDisplayUsableBounds(index, &bounds) == 0, bounds.w > 0, bounds.h > 0 else { return nil }
        let (width, height) = windowSize
        guard width > bounds.w || height > bounds.h else { return nil }
        return "the window (\(width)×\(height)) is larger than the screen's usable \(bounds.w)×\(bounds.h); "
            + "try a smaller --scale or --size"
    }

    /// Maps and raises the window.
    func show() {
        SDL_ShowWindow(window)
        SDL_RaiseWindow(window)
    }

    /// Sets the window's title.
    func setTitle(_ title: String) { SDL_SetWindowTitle(window, title) }

    /// Window units to points.
    func point(windowX x: Double, y: Double) -> CGPoint {
        let (width, height) = windowSize
        guard width > 0, height > 0 else { return .zero }
        // Multiplied first, so whole pixels at a whole scale give exact points (53 px at @1x is 53, not 52.99…).
        return CGPoint(x: x * pointSize.width / Double(width), y: y * pointSize.height / Double(height))
    }

    /// Copies `frame` into the texture (opaque: the window's background is drawn into it).
    func upload(_ frame: RenderedFrame) {
        guard frame.width > 0, frame.height > 0 else { return }
        if texture == nil || textureSize != (frame.width, frame.height) {
            if let texture { SDL_DestroyTexture(texture) }
            texture = SDL_CreateTexture(
                renderer, SDL_PIXELFORMAT_ARGB8888.rawValue, Int32(SDL_TEXTUREACCESS_STREAMING.rawValue),
                Int32(frame.width), Int32(frame.height))
            if let texture { SDL_SetTextureBlendMode(texture, SDL_BLENDMODE_NONE) }
            textureSize = (frame.width, frame.height)
        }
        guard let texture else { return }
        frame.pixels.withUnsafeBytes { bytes in
            _ = SDL_UpdateTexture(texture, nil, bytes.baseAddress, Int32(frame.bytesPerRow))
        }
    }

    /// Draws the texture over the whole drawable and shows it (waiting for the refresh with vsync).
    func present() {
        SDL_RenderClear(renderer)
        if let texture { SDL_RenderCopy(renderer, texture, nil, nil) }
        SDL_RenderPresent(renderer)
    }

    // MARK: SDL

    private static var videoInitialized = false

    /// Starts SDL's video subsystem, or says why not (no display: one line suggesting xvfb-run).
    static func initializeVideo() throws {
        guard !videoInitialized else { return }
        let environment = ProcessInfo.processInfo.environment
        let chosenDriver = environment["SDL_VIDEODRIVER"].map { !$0.isEmpty } ?? false
        let hasDisplay = [environment["DISPLAY"], environment["WAYLAND_DISPLAY"]].contains { !($0 ?? "").isEmpty }
        #if os(Linux)
            guard chosenDriver || hasDisplay else { throw LiveWindowError.noDisplay }
        #endif
        // The host handles Ctrl-C itself; touches and mouse clicks are not to be doubled.
        SDL_SetHint(SDL_HINT_NO_SIGNAL_HANDLERS, "1")
        SDL_SetHint(SDL_HINT_TOUCH_MOUSE_EVENTS, "0")
        SDL_SetHint(SDL_HINT_MOUSE_TOUCH_EVENTS, "0")
        // The click that focuses the window also touches (as a tap on a phone would).
        SDL_SetHint(SDL_HINT_MOUSE_FOCUS_CLICKTHROUGH, "1")
        guard SDL_InitSubSystem(SDL_INIT_VIDEO) == 0 else {
            let display = environment["WAYLAND_DISPLAY"].flatMap { $0.isEmpty ? nil : $0 } ?? environment["DISPLAY"] ?? ""
            throw LiveWindowError.sdl(
                operation: "open the display \(display)",
                message: lastError() + " (is a display server running? try `xvfb-run`)")
        }
        videoInitialized = true
    }

    static func lastError() -> String { SDL_GetError().map { String(cString: $0) } ?? "" }
}
