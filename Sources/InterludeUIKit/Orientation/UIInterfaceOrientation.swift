/// Which way up the interface is drawn, UIKit's `UIInterfaceOrientation`, with its raw values.
///
/// Under Interlude a window wider than tall is in `.landscapeRight` (the device turned
/// `.landscapeLeft`, home indicator on the right), any other in `.portrait`.
public enum UIInterfaceOrientation: Int, Sendable {
    /// Unknown.
    case unknown = 0
    /// Upright.
    case portrait = 1
    /// Upside down.
    case portraitUpsideDown = 2
    /// Landscape with the top of the device on the right (the device turned `.landscapeRight`).
    case landscapeLeft = 4
    /// Landscape with the top of the device on the left (the device turned `.landscapeLeft`).
    case landscapeRight = 3

    /// Whether the orientation is one of the portrait ones.
    public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
    /// Whether the orientation is one of the landscape ones.
    public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }

    /// The orientation of a window of `size`.
    static func of(size: CGSize) -> UIInterfaceOrientation {
        DeviceMetrics.isLandscape(size) ? .landscapeRight : .portrait
    }
}

/// A set of interface orientations a view controller supports, UIKit's
/// `UIInterfaceOrientationMask`, with its raw values.
public struct UIInterfaceOrientationMask: OptionSet, Sendable, Hashable {
    /// The bits.
    public let rawValue: UInt
    /// A mask from its bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// Portrait.
    public static let portrait = UIInterfaceOrientationMask(rawValue: 1 << 1)
    /// Portrait upside down.
    public static let portraitUpsideDown = UIInterfaceOrientationMask(rawValue: 1 << 2)
    /// Landscape right.
    public static let landscapeRight = UIInterfaceOrientationMask(rawValue: 1 << 3)
    /// Landscape left.
    public static let landscapeLeft = UIInterfaceOrientationMask(rawValue: 1 << 4)
    /// Both landscape orientations.
    public static let landscape: UIInterfaceOrientationMask = [.landscapeLeft, .landscapeRight]
    /// Every orientation.
    public static let all: UIInterfaceOrientationMask = [.portrait, .portraitUpsideDown, .landscapeLeft, .landscapeRight]
    /// Every orientation but upside-down portrait: what iPhone view controllers support by default.
    public static let allButUpsideDown: UIInterfaceOrientationMask = [.portrait, .landscapeLeft, .landscapeRight]
}
