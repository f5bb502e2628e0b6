import InterludeDemoScenes

/// One demo of the gallery and its recorded scenes.
public struct GalleryDemo: Sendable {
    /// The demo: its name, seed and lesson head its section of the page.
    public let demo: SeedDemo
    /// Its scenes recorded so far, in the demo's order.
    public var scenes: [GalleryScene]

    /// An entry for `demo`; the builder appends each scene as it is recorded.
    public init(demo: SeedDemo, scenes: [GalleryScene] = []) {
        self.demo = demo
        self.scenes = scenes
    }

    /// Frames recorded over all its scenes.
    public var frames: Int { scenes.reduce(0) { $0 + $1.frames } }
    /// Bytes written over all its scenes (see ``GalleryScene/byteCount``).
    public var byteCount: Int { scenes.reduce(0) { $0 + $1.byteCount } }
}
