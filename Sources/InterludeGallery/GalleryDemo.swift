import InterludeDemoScenes

/// One demo of the gallery and its recorded scenes.
public struct GalleryDemo: Sendable {
    public let demo: SeedDemo
    public var scenes: [GalleryScene]

    public init(demo: SeedDemo, scenes: [GalleryScene] = []) {
        self.demo = demo
        self.scenes = scenes
    }

    public var frames: Int { scenes.reduce(0) { $0 + $1.frames } }
    public var byteCount: Int { scenes.reduce(0) { $0 + $1.byteCount } }
}
