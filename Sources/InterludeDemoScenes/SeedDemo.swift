import InterludeExport

/// One demo app of the seed articles, as the gallery shows it: what it is, which article it comes
/// from, what that article teaches here, and its scripted interactions.
public struct SeedDemo: Sendable {
    /// Display name ("NavAnimator").
    public let name: String
    /// The seed article it rebuilds ("001").
    public let seed: String
    /// One to three sentences: what the seed article teaches in this demo.
    public let teaches: String
    /// The scripted interactions; names are lowercase and prefixed with the demo
    /// ("navanimator-push-pop").
    public let scenes: [ScriptedScene]

    /// A demo with the given ``name``, ``seed``, ``teaches`` and ``scenes``.
    public init(name: String, seed: String, teaches: String, scenes: [ScriptedScene]) {
        self.name = name
        self.seed = seed
        self.teaches = teaches
        self.scenes = scenes
    }

    /// Every demo, in the order of the gallery.
    public static let all: [SeedDemo] = [
        .navAnimator, .slideTransitions, .scalePresent, .dropDownPopover, .photoZoom, .lockSearch, .pushAndPop,
    ]

    /// The demo as a gallery group: its name, "seed NNN" beside it, what it teaches, its scenes.
    public var group: SceneGroup { SceneGroup(name: name, caption: "seed \(seed)", summary: teaches, scenes: scenes) }

    /// The demo called `name` (case-insensitive), or nil.
    public static func named(_ name: String) -> SeedDemo? {
        all.first { $0.name.lowercased() == name.lowercased() }
    }
}
