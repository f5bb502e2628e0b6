import ArgumentParser
import Foundation
import InterludeExport
import InterludeGallery

/// A command-line tool over a catalog of scenes: `list`, `render`, `export`, `gallery` and
/// `compare`, as the `interlude` tool has them, for the scenes of your own package.
///
/// Conform a type to it in an executable target and mark it `@main`:
///
/// ```swift
/// import InterludeCommandLine
///
/// @main
/// struct CardTool: InterludeTool {
///     static let catalog = SceneCatalog([CardScenes.present, CardScenes.dragToDismiss])
/// }
/// ```
///
/// `swift run card-tool export card-present --format apng` then writes `export/card-present.apng`.
/// Errors of the tool's own (an unknown scene, an output that cannot be written) print one line,
/// `NAME: error: …`, and exit with status 1; interrupting an export removes its partial files.
public protocol InterludeTool: ParsableCommand {
    /// The scenes the tool knows by name.
    static var catalog: SceneCatalog { get }
    /// The name the tool goes by in help and error messages; defaults to the executable's file name.
    static var toolName: String { get }
    /// The groups `gallery` records, in order; defaults to one group holding every scene of the catalog.
    static var galleryGroups: [SceneGroup] { get }
    /// The title and introduction of the gallery page; defaults to "NAME — gallery".
    static var galleryHeading: GalleryHeading { get }
    /// Subcommands after the standard ones (the `interlude` tool adds `port`); defaults to none.
    static var additionalSubcommands: [any ParsableCommand.Type] { get }
}

extension InterludeTool {
    /// The executable's file name.
    public static var toolName: String {
        URL(fileURLWithPath: CommandLine.arguments.first ?? "interlude").lastPathComponent
    }

    /// One group named after the tool with every scene of the catalog.
    public static var galleryGroups: [SceneGroup] { [SceneGroup(name: toolName, scenes: catalog.scenes)] }

    /// "NAME — gallery", introducing the scenes of the tool.
    public static var galleryHeading: GalleryHeading {
        GalleryHeading(title: "\(toolName) — gallery", introduction: "The scenes of \(toolName), played on Interlude's clock")
    }

    /// None.
    public static var additionalSubcommands: [any ParsableCommand.Type] { [] }

    /// The standard commands, then ``additionalSubcommands``.
    public static var standardSubcommands: [any ParsableCommand.Type] {
        [
            ListCommand<Self>.self, RenderCommand<Self>.self, ExportCommand<Self>.self, PlayCommand<Self>.self,
            GalleryCommand<Self>.self, CompareCommand.self,
        ]
    }

    /// The tool's name, a one-line abstract and its subcommands.
    public static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: toolName,
            abstract: "Render and export scenes: PNG frames, filmstrips, APNG, GIF, MP4 and HTML scrubbers.",
            subcommands: standardSubcommands + additionalSubcommands)
    }

    /// Runs the tool with the process's arguments and exits.
    ///
    /// Ctrl-C or a kill removes the temporary files of outputs in progress, then exits as a shell
    /// does (128 + signal). The tool's own errors print as one line on stderr and exit 1;
    /// argument-syntax errors and `--help` go through ArgumentParser's usual reporting.
    public static func main() {
        main(nil)
    }

    /// Runs the tool with `arguments` (the process's when nil) and exits.
    public static func main(_ arguments: [String]?) {
        InterruptCleanup.install(toolName: toolName)
        do {
            var command = try parseAsRoot(arguments)
            try command.run()
        } catch let error as CLIError {
            exit(withMessage: error.description)
        } catch let error as ExportError {
            exit(withMessage: error.description)
        } catch {
            exit(withError: error)
        }
        Foundation.exit(0)
    }

    /// Prints `NAME: error: message` on stderr and exits with status 1.
    static func exit(withMessage message: String) -> Never {
        FileHandle.standardError.write(Data("\(toolName): error: \(message)\n".utf8))
        Foundation.exit(1)
    }
}
