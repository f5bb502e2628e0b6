import Foundation
import Interlude

/// How `InterludeHost.play(_:options:)` shows a scene.
public struct LiveWindowOptions: Sendable {
    /// The window's size in points; nil for the scene's own (or the touch script's).
    public var size: CGSize?
    /// Pixels per point of the picture, 1, 2 or 3; nil for the display's own density (1 on X11,
    /// 2 on a HiDPI Wayland or macOS display).
    public var scale: Int?
    /// The window's title; nil for "Interlude — NAME".
    public var title: String?
    /// What plays by itself.
    public var playback: LivePlayback
    /// Where to write what the person did, as a touch script, when the window closes.
    public var recordingDestination: URL?
    /// Where to write the last frame shown, as a PNG, when the window closes.
    public var screenshotDestination: URL?
    /// Close the window when the clock reaches this many seconds (for smoke tests and measurements).
    public var quitAfter: Double?

    /// Options for a window of the scene's size at the display's density, driven by the pointer.
    public init(
        size: CGSize? = nil, scale: Int? = nil, title: String? = nil, playback: LivePlayback = .interactive,
        recordingDestination: URL? = nil, screenshotDestination: URL? = nil, quitAfter: Double? = nil
    ) {
        self.size = size
        self.scale = scale
        self.title = title
        self.playback = playback
        self.recordingDestination = recordingDestination
        self.screenshotDestination = screenshotDestination
        self.quitAfter = quitAfter
    }
}
