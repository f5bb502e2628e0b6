/// The scenes the `interlude` tool knows by name, in the order they were registered.
///
/// Extend it by registering more scenes (`SceneCatalog.seedDemos` adds the seed demos this way):
/// `var catalog = SceneCatalog.builtIn; catalog.register(myScene)`.
public struct SceneCatalog: Sendable {
    /// The scenes, in registration order.
    public private(set) var scenes: [ScriptedScene]

    /// A catalog of `scenes` (later ones replace earlier ones of the same name).
    public init(_ scenes: [ScriptedScene] = []) {
        self.scenes = []
        for scene in scenes { register(scene) }
    }

    /// Adds `scene`; a scene of the same name is replaced where it stood.
    public mutating func register(_ scene: ScriptedScene) {
        if let index = scenes.firstIndex(where: { $0.name == scene.name }) {
            scenes[index] = scene
        } else {
            scenes.append(scene)
        }
    }

    /// The scene called `name`, or nil.
    public func scene(named name: String) -> ScriptedScene? { scenes.first { $0.name == name } }

    /// Every scene's name, in order.
    public var names: [String] { scenes.map(\.name) }

    /// The built-in scenes: plain views animated by each of the engine's animation APIs.
    public static let builtIn = SceneCatalog(BuiltInScenes.all)
}
