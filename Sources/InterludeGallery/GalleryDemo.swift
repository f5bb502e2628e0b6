import InterludeExport

/// One group of the gallery (a demo) and its recorded scenes.
public struct GalleryDemo: Sendable {
    /// The group — a seed demo or any scene group: its heading, caption and summary head its
    /// section of the page.
    public let demo: SceneGroup
    /// Its scenes recorded so far, in the group's order.
    public var scenes: [GalleryScene]

    /// An entry for `demo`; the builder appends each scene as it is recorded.
    public init(demo: SceneGroup, scenes: [GalleryScene] = []) {
        self.demo = demo
        self.scenes = scenes
    }

    /// Frames recorded over all its scenes.
    public var frames: Int { scenes.reduce(0) { $0 + $1.frames } }
    /// Bytes written over all its scenes (see ``GalleryScene/byteCount``).
    public var byteCount: Int { scenes.reduce(0) { $0 + $1.byteCount } }
}
