extension UIControl {
    /// Kinds of control events, a bit mask with UIKit's raw values (UIControl.h).
    public struct Event: OptionSet, Hashable, Sendable {
        /// The events as bits.
        public let rawValue: UInt
        /// A set of events from its bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// A touch went down in the control.
        public static let touchDown = Event(rawValue: 1 << 0)
        /// A repeated touch went down (`tapCount` > 1).
        public static let touchDownRepeat = Event(rawValue: 1 << 1)
        /// A tracked finger moved and is inside the control's tracking bounds.
        public static let touchDragInside = Event(rawValue: 1 << 2)
        /// A tracked finger moved and is outside the control's tracking bounds.
        public static let touchDragOutside = Event(rawValue: 1 << 3)
        /// A tracked finger moved from outside to inside the tracking bounds.
        public static let touchDragEnter = Event(rawValue: 1 << 4)
        /// A tracked finger moved from inside to outside the tracking bounds.
        public static let touchDragExit = Event(rawValue: 1 << 5)
        /// A tracked finger lifted inside the tracking bounds.
        public static let touchUpInside = Event(rawValue: 1 << 6)
        /// A tracked finger lifted outside the tracking bounds.
        public static let touchUpOutside = Event(rawValue: 1 << 7)
        /// The system cancelled the tracked touch (for example a gesture recognizer took it).
        public static let touchCancel = Event(rawValue: 1 << 8)
        /// The control's value changed.
        public static let valueChanged = Event(rawValue: 1 << 12)
        /// The control's primary action fired (a button's tap).
        public static let primaryActionTriggered = Event(rawValue: 1 << 13)
        /// A menu action fired.
        public static let menuActionTriggered = Event(rawValue: 1 << 14)
        /// Editing began (text controls).
        public static let editingDidBegin = Event(rawValue: 1 << 16)
        /// Edited text changed.
        public static let editingChanged = Event(rawValue: 1 << 17)
        /// Editing ended.
        public static let editingDidEnd = Event(rawValue: 1 << 18)
        /// Editing ended with the return key.
        public static let editingDidEndOnExit = Event(rawValue: 1 << 19)
        /// Every touch event.
        public static let allTouchEvents = Event(rawValue: 0x0000_0FFF)
        /// Every editing event.
        public static let allEditingEvents = Event(rawValue: 0x000F_0000)
        /// Range reserved for applications.
        public static let applicationReserved = Event(rawValue: 0x0F00_0000)
        /// Range reserved for the system.
        public static let systemReserved = Event(rawValue: 0xF000_0000)
        /// Every event.
        public static let allEvents = Event(rawValue: 0xFFFF_FFFF)
    }

    /// A control's state, a bit mask with UIKit's raw values; `.normal` is the empty set.
    public struct State: OptionSet, Hashable, Sendable {
        /// The flags as bits.
        public let rawValue: UInt
        /// A state from its bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// No other flag set.
        public static let normal = State([])
        /// A touch is down inside the control.
        public static let highlighted = State(rawValue: 1 << 0)
        /// `isEnabled` is false.
        public static let disabled = State(rawValue: 1 << 1)
        /// `isSelected` is true.
        public static let selected = State(rawValue: 1 << 2)
        /// The control has focus.
        public static let focused = State(rawValue: 1 << 3)
        /// Range for application-defined flags.
        public static let application = State(rawValue: 0x00FF_0000)
        /// Range reserved for the system.
        public static let reserved = State(rawValue: 0xFF00_0000)
    }
}
