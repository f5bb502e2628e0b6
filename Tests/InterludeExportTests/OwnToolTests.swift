import ArgumentParser
import Foundation
import InterludeCommandLine
import Interlude
import InterludeExport
import InterludeTestSupport
import Testing

/// A user's tool: two of the built-in scenes under its own name.
struct SmallTool: InterludeTool {
    static var catalog: SceneCatalog {
        SceneCatalog([SceneCatalog.builtIn.scene(named: "slide")!, SceneCatalog.builtIn.scene(named: "flip")!])
    }
    static var toolName: String { "small-tool" }
}

@MainActor
@Suite("The command set over a catalog of one's own")
struct OwnToolTests {
    private func run(_ arguments: [String]) -> Error? {
        do {
            var command = try SmallTool.parseAsRoot(arguments)
            try command.run()
            return nil
        } catch {
            return error
        }
    }

    @Test("the standard commands, named after the tool, over its scenes only")
    func commands() {
        #expect(SmallTool.configuration.commandName == "small-tool")
        #expect(
            SmallTool.configuration.subcommands.map { $0.configuration.commandName }
                == ["list", "render", "export", "play", "gallery", "compare"])
        #expect(SmallTool.galleryGroups.map(\.name) == ["small-tool"])
        #expect(SmallTool.galleryGroups[0].scenes.map(\.name) == ["slide", "flip"])
    }

    @Test("bad input: an unknown scene or group, an output that cannot be made; nothing written")
    func badInput() throws {
        let folder = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(
            (run(["render", "spring", "-o", folder.appendingPathComponent("x.png").path]) as? CLIError)?.description
                == "unknown scene \"spring\"; known scenes: slide, flip")
        #expect(
            (run(["gallery", "--demo", "Other", "-o", folder.path]) as? CLIError)?.description
                == "unknown demo \"Other\"; the demos are: small-tool")
        let blocker = folder.appendingPathComponent("file")
        try Data("x".utf8).write(to: blocker)
        #expect(
            (run(["export", "slide", "--format", "apng", "-o", blocker.appendingPathComponent("out").path]) as? CLIError)?
                .description.hasPrefix("cannot create output folder \(blocker.path)/out") == true)
        #expect(contents(of: folder) == ["file"])
    }

    @Test("a frame rendered through the tool is the scene's frame")
    func render() throws {
        let folder = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("slide.png")
        #expect(run(["render", "slide", "--time", "0.25", "--scale", "1", "-o", file.path]) == nil)
        let frame = try #require(RenderedFrame(contentsOfFile: file.path))
        #expect(frame.width == 390 && frame.height == 844)
    }
}
