import ArgumentParser
import Foundation
import InterludeDemoScenes
import InterludeExport

/// `interlude`: render, export and list scripted scenes.
struct InterludeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "interlude",
        abstract: "Render and export Interlude scenes: PNG frames, filmstrips, APNG, GIF, MP4 and HTML scrubbers.",
        subcommands: [
            ListCommand.self, RenderCommand.self, ExportCommand.self, GalleryCommand.self, CompareCommand.self,
            PortCommand.self, PlayCommand.self,
        ]
    )

    /// Every scene the tool knows: the built-in scenes, then the seed demos' scenes.
    static var catalog: SceneCatalog { .seedDemos }
}

/// An error the tool reports as one line and exit status 1.
struct CLIError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
