/// How the device is held, UIKit's `UIDeviceOrientation`, with its raw values.
public enum UIDeviceOrientation: Int, Sendable {
    /// Unknown.
    case unknown = 0
    /// Upright, home indicator at the bottom.
    case portrait = 1
    /// Upside down, home indicator at the top.
    case portraitUpsideDown = 2
    /// Turned left: upright in landscape, home indicator on the right.
    case landscapeLeft = 3
    /// Turned right: upright in landscape, home indicator on the left.
    case landscapeRight = 4
    /// Flat, screen up.
    case faceUp = 5
    /// Flat, screen down.
    case faceDown = 6

    /// Whether the device is held in one of the portrait orientations.
    public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
    /// Whether the device is held in one of the landscape orientations.
    public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
    /// Whether the device lies flat.
    public var isFlat: Bool { self == .faceUp || self == .faceDown }
    /// Whether the orientation is one an interface can take (not flat, not unknown).
    public var isValidInterfaceOrientation: Bool { isPortrait || isLandscape }
}
