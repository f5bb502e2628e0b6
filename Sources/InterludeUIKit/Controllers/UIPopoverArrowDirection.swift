/// Which way a popover's arrow points, UIKit's `UIPopoverArrowDirection`, with its raw values.
public struct UIPopoverArrowDirection: OptionSet, Sendable, Hashable {
    /// The bits.
    public let rawValue: UInt
    /// A direction set from its bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// Up: the popover is below its source.
    public static let up = UIPopoverArrowDirection(rawValue: 1 << 0)
    /// Down: the popover is above its source.
    public static let down = UIPopoverArrowDirection(rawValue: 1 << 1)
    /// Left: the popover is right of its source.
    public static let left = UIPopoverArrowDirection(rawValue: 1 << 2)
    /// Right: the popover is left of its source.
    public static let right = UIPopoverArrowDirection(rawValue: 1 << 3)
    /// Any direction. The default of `permittedArrowDirections`.
    public static let any: UIPopoverArrowDirection = [.up, .down, .left, .right]
    /// Not known yet: the arrow direction before the popover shows.
    public static let unknown = UIPopoverArrowDirection(rawValue: UInt.max)
}
