import CSDL2
import Interlude

/// What an SDL event means to the live window.
enum HostInput: Equatable {
    /// The pointer did something (in window points).
    case pointer(PointerEvent)
    /// A key's command, or closing the window (`.quit`).
    case command(LiveCommand)
    /// The window needs its picture shown again (exposed, resized).
    case redraw
}

/// Turns SDL events into pointer events and commands.
///
/// The mouse's left button is the finger; a touchscreen's first finger is too. SDL can report the
/// same contact twice, as a touch and as a synthesized mouse event (and the reverse); the host
/// turns both syntheses off (`SDL_HINT_TOUCH_MOUSE_EVENTS`, `SDL_HINT_MOUSE_TOUCH_EVENTS`) and
/// also drops any that still come (`SDL_TOUCH_MOUSEID`, `SDL_MOUSE_TOUCHID`).
struct SDLInputTranslator {
    /// The touchscreen finger being followed, if any.
    private var activeFinger: SDL_FingerID?

    /// The meaning of `event`, or nil when it has none here. `point` maps window units to points.
    mutating func translate(_ event: SDL_Event, point: (Double, Double) -> CGPoint, pointSize: CGSize) -> HostInput? {
        switch SDL_EventType(event.type) {
        case SDL_QUIT:
            return .command(.quit)
        case SDL_WINDOWEVENT:
            switch SDL_WindowEventID(UInt32(event.window.event)) {
            case SDL_WINDOWEVENT_CLOSE: return .command(.quit)
            case SDL_WINDOWEVENT_EXPOSED, SDL_WINDOWEVENT_SIZE_CHANGED, SDL_WINDOWEVENT_SHOWN: return .redraw
            default: return nil
            }
        case SDL_KEYDOWN:
            return Self.command(forKey: event.key.keysym.sym, isRepeat: event.key.repeat != 0).map { .command($0) }
        case SDL_MOUSEBUTTONDOWN, SDL_MOUSEBUTTONUP:
            let button = event.button
            guard button.which != csdl2_touch_mouse_id(), button.button == UInt8(SDL_BUTTON_LEFT) else { return nil }
            let location = point(Double(button.x), Double(button.y))
            return .pointer(event.type == SDL_MOUSEBUTTONDOWN.rawValue ? .down(location) : .up(location))
        case SDL_MOUSEMOTION:
            let motion = event.motion
            guard motion.which != csdl2_touch_mouse_id() else { return nil }
            return .pointer(.moved(point(Double(motion.x), Double(motion.y))))
        case SDL_FINGERDOWN, SDL_FINGERMOTION, SDL_FINGERUP:
            let contact = event.tfinger
            guard contact.touchId != csdl2_mouse_touch_id() else { return nil }
            // Finger positions are fractions of the window.
            let location = CGPoint(
                x: Double(contact.x) * pointSize.width, y: Double(contact.y) * pointSize.height)
            switch SDL_EventType(event.type) {
            case SDL_FINGERDOWN:
                guard activeFinger == nil else { return nil }
                activeFinger = contact.fingerId
                return .pointer(.down(location))
            case SDL_FINGERMOTION:
                return activeFinger == contact.fingerId ? .pointer(.moved(location)) : nil
            default:
                guard activeFinger == contact.fingerId else { return nil }
                activeFinger = nil
                return .pointer(.up(location))
            }
        default:
            return nil
        }
    }

    /// Space, ←, →, S, R and Esc; held arrows repeat, the others act once per press.
    static func command(forKey key: SDL_Keycode, isRepeat: Bool) -> LiveCommand? {
        switch key {
        case SDL_Keycode(SDLK_LEFT.rawValue): return .stepBackward
        case SDL_Keycode(SDLK_RIGHT.rawValue): return .stepForward
        case _ where isRepeat: return nil
        case SDL_Keycode(SDLK_SPACE.rawValue): return .togglePause
        case SDL_Keycode(SDLK_s.rawValue): return .toggleSlowAnimations
        case SDL_Keycode(SDLK_r.rawValue): return .restart
        case SDL_Keycode(SDLK_ESCAPE.rawValue): return .quit
        default: return nil
        }
    }
}
