import InterludeExport

/// One group of the gallery (a demo) and its recorded scenes.
public struct GalleryDemo: Sendable {
    /// The group: heading, caption, summary and scenes.
    public let demo: SceneGroup
    /// The scenes recorded so far, in order.
    public var scenes: [GalleryScene]

    /// An entry for `demo` with `scenes` recorded.
    public init(demo: SceneGroup, scenes: [GalleryScene] = []) {
        self.demo = demo
        self.scenes = scenes
    }

    /// Frames recorded over all scenes.
    public var frames: Int { scenes.reduce(0) { $0 + $1.frames } }
    /// Bytes written over all scenes.
    public var byteCount: Int { scenes.reduce(0) { $0 + $1.byteCount } }
}
