import ArgumentParser
import InterludeCommandLine
import InterludeDemoScenes
import InterludeExport
import InterludeGallery

/// `interlude`: the command set of ``InterludeTool`` over the built-in scenes, the seed demos and
/// the "Modern UIKit" scenes, plus `port`.
struct InterludeCommand: InterludeTool {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: toolName,
            abstract: "Render and export Interlude scenes: PNG frames, filmstrips, APNG, GIF, MP4 and HTML scrubbers.",
            subcommands: standardSubcommands + additionalSubcommands
        )
    }

    static var toolName: String { "interlude" }

    /// Every scene the tool knows: the built-in scenes, the seed demos' scenes, then the "Modern UIKit" scenes.
    static var catalog: SceneCatalog { .allDemos }

    /// The seed demos, each under what its article teaches, then the "Modern UIKit" section.
    static var galleryGroups: [SceneGroup] { SeedDemo.all.map(\.group) + [ModernUIKitScenes.group] }

    static var galleryHeading: GalleryHeading { .demoGallery }

    static var additionalSubcommands: [any ParsableCommand.Type] { [PortCommand.self] }
}
