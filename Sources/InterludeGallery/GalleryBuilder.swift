import Foundation
import Interlude
import InterludeExport

/// Records scenes and writes the gallery page.
///
/// Per scene: an animated preview (MP4 when ffmpeg is there, else APNG), a filmstrip and an HTML
/// scrubber with the scene's probes plotted. The page groups the scenes under their group's
/// heading (for the seed gallery: each demo under what its seed article teaches).
@MainActor
public enum GalleryBuilder {
    /// The formats a gallery writes: MP4 previews when `ffmpegAvailable`, else APNG; plus filmstrip
    /// and scrubber (the scrubber at most @1x and 30 frames per second, see
    /// ``/InterludeExport/ThinnedFrameSink``).
    public nonisolated static func formats(ffmpegAvailable: Bool) -> [ExportFormat] {
        [ffmpegAvailable ? .mp4 : .apng, .filmstrip, .html]
    }

    /// Plays `scene` once in a fresh window, writing `formats` into `folder`.
    /// - Parameters:
    ///   - scene: The scene to play; its name names the files.
    ///   - formats: The files to write, one sink each (see ``formats(ffmpegAvailable:)``).
    ///   - folder: Where the files go.
    ///   - scale: Pixels per point of the frames (the scrubber's are thinned to @1x).
    ///   - framesPerSecond: Frames recorded per second of the scene's clock.
    ///   - progress: Called after each frame with (frames done, total).
    public static func record(
        _ scene: ScriptedScene, formats: [ExportFormat], into folder: URL,
        scale: CGFloat, framesPerSecond: Int,
        progress: (Int, Int) -> Void = { _, _ in }
    ) throws -> GalleryScene {
        // Scrubbers embed one PNG per frame: at most @1x and 30 frames per second keeps them small.
        let scrubberFactor = max(1, Int(scale.rounded(.down)))
        let scrubberStride = max(1, framesPerSecond / 30)
        let sinks: [FrameSink] = try formats.map { format in
            let sink = try format.makeSink(in: folder, baseName: scene.name)
            guard format == .html, scrubberFactor > 1 || scrubberStride > 1 else { return sink }
            return ThinnedFrameSink(sink, factor: scrubberFactor, stride: scrubberStride)
        }
        let (window, script) = scene.instantiate()
        let sequence = FrameSequence(
            window: window, title: scene.name, script: script,
            framesPerSecond: framesPerSecond, duration: scene.duration, scale: scale)
        try sequence.record(into: sinks, progress: progress)
        return GalleryScene(
            scene: scene, frames: sequence.frameCount,
            files: Dictionary(uniqueKeysWithValues: zip(formats, sinks.map(\.destination))))
    }

    /// "1 scene", "18 scenes".
    static func sceneCount(_ count: Int) -> String { count == 1 ? "1 scene" : "\(count) scenes" }

    /// The gallery's `index.html`: one section per group with its caption, summary and scenes,
    /// under `heading` (the seed gallery's by default).
    public static func page(
        _ demos: [GalleryDemo], heading: GalleryHeading = .seedGallery, scale: CGFloat, framesPerSecond: Int
    ) -> String {
        var html = """
            <!doctype html>
            <html lang="en"><head><meta charset="utf-8"><title>\(escape(heading.title))</title>
            <style>
            body { font: 15px/1.45 system-ui, sans-serif; margin: 24px auto; max-width: 1280px; color: #222; padding: 0 16px; }
            section.demo { margin: 40px 0; border-top: 1px solid #ddd; padding-top: 8px; }
            .lesson { max-width: 760px; }
            .scene { margin: 18px 0; }
            .media { display: flex; gap: 16px; align-items: flex-start; flex-wrap: wrap; }
            .media img, .media video { max-height: 460px; border: 1px solid #ddd; border-radius: 6px; }
            .meta { color: #666; font-size: 13px; }
            </style></head><body>
            <h1>\(escape(heading.title))</h1>
            <p>\(escape(heading.introduction)): \(heading.groupCount(demos.count)), \(sceneCount(demos.reduce(0) { $0 + $1.scenes.count })), rendered at
            @\(formatted(scale))x, \(framesPerSecond) frames per second.</p>

            """
        for entry in demos {
            let caption = entry.demo.caption.isEmpty ? "" : " <span class=\"meta\">\(escape(entry.demo.caption))</span>"
            html += "<section class=\"demo\"><h2>\(escape(entry.demo.name))\(caption)</h2>\n"
            if !entry.demo.summary.isEmpty { html += "<p class=\"lesson\">\(escape(entry.demo.summary))</p>\n" }
            for recorded in entry.scenes {
                let name = escape(recorded.scene.name)
                html += "<div class=\"scene\"><h3>\(name)</h3><p>\(escape(recorded.scene.summary))</p><div class=\"media\">\n"
                if let mp4 = recorded.files[.mp4] {
                    html += "<video src=\"\(mp4.lastPathComponent)\" autoplay loop muted playsinline></video>\n"
                } else if let apng = recorded.files[.apng] {
                    html += "<img src=\"\(apng.lastPathComponent)\" alt=\"\(name), animated\">\n"
                }
                if let filmstrip = recorded.files[.filmstrip] {
                    html += "<img src=\"\(filmstrip.lastPathComponent)\" alt=\"\(name), filmstrip\">\n"
                }
                html += "</div><p class=\"meta\">"
                if let scrubber = recorded.files[.html] {
                    html += "<a href=\"\(scrubber.lastPathComponent)\">Scrub frame by frame, with plots</a> · "
                }
                html += "\(recorded.frames) frames, \(formatted(recorded.scene.duration)) s</p></div>\n"
            }
            html += "</section>\n"
        }
        return html + "</body></html>\n"
    }

    private static func formatted(_ value: Double) -> String {
        value == value.rounded() ? String(Int(value)) : String(format: "%.1f", value)
    }

    private static func formatted(_ value: CGFloat) -> String { formatted(Double(value)) }

    private static func escape(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
    }
}
