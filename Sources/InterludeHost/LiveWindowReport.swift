import InterludeExport

/// What happened in a live window, returned when it closes.
public struct LiveWindowReport: Sendable {
    /// The touches made (and replayed), as a script that replays them.
    public let recording: TouchScript
    /// How fast frames were drawn.
    public let statistics: FrameStatistics
    /// Pixels per point of the frames shown.
    public let scale: Int
    /// SDL's video driver ("x11", "wayland", "dummy"…).
    public let videoDriver: String
    /// SDL's renderer ("opengl", "software"…).
    public let renderer: String
    /// Whether presenting waited for the display's refresh (otherwise the host paced itself).
    public let hasVSync: Bool
}
