import ArgumentParser
import InterludeCommandLine
import InterludeDemoScenes
import InterludeExport
import InterludeGallery

/// `interlude`: the command set of ``InterludeTool`` over the built-in scenes and the seed demos,
/// plus `port`.
struct InterludeCommand: InterludeTool {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: toolName,
            abstract: "Render and export Interlude scenes: PNG frames, filmstrips, APNG, GIF, MP4 and HTML scrubbers.",
            subcommands: standardSubcommands + additionalSubcommands
        )
    }

    static var toolName: String { "interlude" }

    /// Every scene the tool knows: the built-in scenes, then the seed demos' scenes.
    static var catalog: SceneCatalog { .seedDemos }

    /// The seed demos, each under what its article teaches.
    static var galleryGroups: [SceneGroup] { SeedDemo.all.map(\.group) }

    static var galleryHeading: GalleryHeading { .seedGallery }

    static var additionalSubcommands: [any ParsableCommand.Type] { [PortCommand.self] }
}
