import ArgumentParser
import Foundation
import InterludeExport

/// `interlude gallery`: every scene exported at small settings, linked from one index page.
///
/// A placeholder for the seed gallery (issue 4), which registers its demos in
/// `InterludeCommand.catalog` and will extend the page with each demo's description.
struct GalleryCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "gallery", abstract: "Export every scene and write gallery/index.html linking the results.")

    @Option(name: .shortAndLong, help: "Folder for the gallery (created if missing).")
    var output: String = "gallery"

    @Option(help: "Pixels per point, 0.25…4.")
    var scale: Double = 1

    @Option(help: "Frames per second, 1…240.")
    var fps: Int = 30

    /// One scene's results, for the page and the summary table.
    struct Entry {
        let scene: ScriptedScene
        let frames: Int
        let seconds: Double
        let files: [ExportFormat: URL]
    }

    func run() throws {
        do {
            try FrameSequence.validate(framesPerSecond: fps, duration: 0, scale: scale)
        } catch let error as ExportError {
            throw CLIError(error.description)
        }
        let folder = URL(fileURLWithPath: output, isDirectory: true)
        try prepareOutputFolder(folder)
        var formats: [ExportFormat] = [.apng, .filmstrip, .html]
        if FFmpeg.locate() != nil {
            formats.insert(.mp4, at: 0)
        } else {
            FileHandle.standardError.write(Data("interlude: note: no MP4 previews: \(ExportError.ffmpegMissing(format: "MP4"))\n".utf8))
        }
        var entries: [Entry] = []
        for scene in InterludeCommand.catalog.scenes {
            entries.append(try export(scene, formats: formats, folder: folder))
        }
        let index = folder.appendingPathComponent("index.html")
        let file = try AtomicOutputFile(destination: index)
        try file.write(Array(page(entries).utf8))
        try file.commit()
        printSummary(entries)
        print(index.path)
    }

    func export(_ scene: ScriptedScene, formats: [ExportFormat], folder: URL) throws -> Entry {
        try MainActor.assumeIsolated {
            let sinks = try formats.map { try $0.makeSink(in: folder, baseName: scene.name) }
            let (window, script) = scene.instantiate()
            let sequence = FrameSequence(window: window, title: scene.name, script: script, framesPerSecond: fps,
                                         duration: scene.duration, scale: CGFloat(scale))
            let progress = ProgressBar(label: scene.name, total: sequence.frameCount)
            do {
                try sequence.record(into: sinks) { done, _ in progress.update(done) }
            } catch {
                progress.abandon()
                throw error
            }
            progress.finish()
            return Entry(scene: scene, frames: sequence.frameCount, seconds: progress.elapsed,
                         files: Dictionary(uniqueKeysWithValues: zip(formats, sinks.map(\.destination))))
        }
    }

    func page(_ entries: [Entry]) -> String {
        var html = """
        <!doctype html>
        <html lang="en"><head><meta charset="utf-8"><title>Interlude gallery</title>
        <style>
        body { font: 14px system-ui, sans-serif; margin: 24px; color: #222; }
        section { margin-bottom: 32px; }
        .media { display: flex; gap: 16px; align-items: flex-start; flex-wrap: wrap; }
        .media img, .media video { max-height: 420px; border: 1px solid #ddd; }
        </style></head><body>
        <h1>Interlude gallery</h1>

        """
        for entry in entries {
            let name = escape(entry.scene.name)
            html += "<section><h2>\(name)</h2><p>\(escape(entry.scene.summary))</p><div class=\"media\">\n"
            if let mp4 = entry.files[.mp4] {
                html += "<video src=\"\(mp4.lastPathComponent)\" autoplay loop muted playsinline></video>\n"
            } else if let apng = entry.files[.apng] {
                html += "<img src=\"\(apng.lastPathComponent)\" alt=\"\(name) animation\">\n"
            }
            if let filmstrip = entry.files[.filmstrip] {
                html += "<img src=\"\(filmstrip.lastPathComponent)\" alt=\"\(name) filmstrip\">\n"
            }
            html += "</div><p>"
            if let scrubber = entry.files[.html] { html += "<a href=\"\(scrubber.lastPathComponent)\">Scrub frame by frame</a>" }
            if let apng = entry.files[.apng] { html += " · <a href=\"\(apng.lastPathComponent)\">APNG</a>" }
            if let mp4 = entry.files[.mp4] { html += " · <a href=\"\(mp4.lastPathComponent)\">MP4</a>" }
            html += " · \(entry.frames) frames</p></section>\n"
        }
        return html + "</body></html>\n"
    }

    func printSummary(_ entries: [Entry]) {
        let width = max(5, entries.map(\.scene.name.count).max() ?? 0)
        print("scene".padding(toLength: width, withPad: " ", startingAt: 0) + "  frames  seconds  output")
        for entry in entries {
            let bytes = entry.files.values.reduce(0) { $0 + byteCount(of: $1) }
            print(entry.scene.name.padding(toLength: width, withPad: " ", startingAt: 0)
                  + String(format: "  %6d  %7.2f  ", entry.frames, entry.seconds) + formatByteCount(bytes))
        }
    }

    private func escape(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
    }
}
