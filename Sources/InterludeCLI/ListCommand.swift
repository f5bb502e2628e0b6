import ArgumentParser
import InterludeExport

/// `interlude list`: the scenes, one per line.
struct ListCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "list", abstract: "List the scenes.")

    func run() throws {
        let scenes = InterludeCommand.catalog.scenes
        let width = scenes.map(\.name.count).max() ?? 0
        for scene in scenes {
            print(
                "\(scene.name.padding(toLength: width, withPad: " ", startingAt: 0))  \(String(format: "%.2f s", scene.duration))  \(scene.summary)"
            )
        }
    }
}
