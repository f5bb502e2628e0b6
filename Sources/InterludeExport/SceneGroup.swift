/// Scenes that belong together under a heading, as a gallery page shows them: a demo app and its
/// interactions, or the transitions of one feature.
public struct SceneGroup: Sendable {
    /// The heading ("NavAnimator"); `interlude gallery --demo NAME` picks groups by it.
    public let name: String
    /// A short note shown beside the heading ("seed 001"); empty for none.
    public let caption: String
    /// A paragraph under the heading: what the scenes show or teach; empty for none.
    public let summary: String
    /// The scenes, in the order they are shown.
    public let scenes: [ScriptedScene]

    /// A group called `name` of `scenes`.
    public init(name: String, caption: String = "", summary: String = "", scenes: [ScriptedScene]) {
        self.name = name
        self.caption = caption
        self.summary = summary
        self.scenes = scenes
    }
}
