import ArgumentParser
import InterludeExport

/// `list`: the scenes of `Tool`'s catalog, one per line (name, duration, summary).
struct ListCommand<Tool: InterludeTool>: ParsableCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(commandName: "list", abstract: "List the scenes.")
    }

    func run() throws {
        let scenes = Tool.catalog.scenes
        let width = scenes.map(\.name.count).max() ?? 0
        for scene in scenes {
            print(
                "\(scene.name.padding(toLength: width, withPad: " ", startingAt: 0))  \(String(format: "%.2f s", scene.duration))  \(scene.summary)"
            )
        }
    }
}
