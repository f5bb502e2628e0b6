/// Why a live window could not open or finish. `description` is one line for a person.
public enum LiveWindowError: Error, CustomStringConvertible, Equatable, Sendable {
    /// Neither `DISPLAY` nor `WAYLAND_DISPLAY` is set and no SDL video driver was chosen.
    case noDisplay
    /// SDL failed; `operation` says what was tried, `message` is SDL's error.
    case sdl(operation: String, message: String)
    /// An option is out of range.
    case invalidOption(String)

    /// One line: what went wrong and what to do.
    public var description: String {
        switch self {
        case .noDisplay:
            return "no display to open a window on (DISPLAY and WAYLAND_DISPLAY are not set): run it under a display "
                + "or a virtual one, e.g. `xvfb-run -s \"-screen 0 1920x1920x24\" interlude play …`, "
                + "or set SDL_VIDEODRIVER=dummy to run without showing anything"
        case let .sdl(operation, message):
            return "cannot \(operation): \(message.isEmpty ? "SDL gave no reason" : message)"
        case .invalidOption(let message):
            return message
        }
    }
}
