import ArgumentParser
import Foundation
import InterludeExport

/// `render SCENE --time T`: one frame of a scene of `Tool`'s catalog as a PNG.
struct RenderCommand<Tool: InterludeTool>: ParsableCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(commandName: "render", abstract: "Render one frame of a scene at a time, as a PNG.")
    }

    @OptionGroup var sceneOptions: SceneOptions<Tool>

    @Option(help: "Seconds from the start of the scene's script.")
    var time: Double = 0

    @Option(name: .shortAndLong, help: "PNG file to write (default: SCENE-TIME.png in the current folder).")
    var output: String?

    func run() throws {
        try sceneOptions.validateScale()
        guard time.isFinite, time >= 0, time <= 600 else { throw CLIError("bad time \(time): use 0…600 seconds") }
        let scene = try sceneOptions.resolvedScene()
        let size = try sceneOptions.resolvedSize()
        let destination = URL(fileURLWithPath: output ?? "\(scene.name)-\(String(format: "%.3f", time)).png")
        try prepareOutputFolder(destination.deletingLastPathComponent())
        let bytes: [UInt8] = try MainActor.assumeIsolated {
            let (window, script) = scene.instantiate(size: size)
            let sequence = FrameSequence(
                window: window, title: scene.name, script: script, duration: 0,
                scale: CGFloat(sceneOptions.scale))
            return PNGEncoder().encode(try sequence.renderFrame(at: time))
        }
        let file = try AtomicOutputFile(destination: destination)
        try file.write(bytes)
        try file.commit()
        print("\(destination.path)  \(formatByteCount(bytes.count))")
    }
}
