import Foundation
import InterludeExport

/// One recorded scene of the gallery: its frames and the files written.
public struct GalleryScene: Sendable {
    /// The scene played: its name and summary caption its entry on the page.
    public let scene: ScriptedScene
    /// Frames recorded: one per frame interval of the scene's duration, both ends included.
    public let frames: Int
    /// The file written for each format, which the page links to.
    public let files: [ExportFormat: URL]

    /// Bytes written for the scene.
    public var byteCount: Int {
        files.values.reduce(0) { total, url in
            total + ((try? FileManager.default.attributesOfItem(atPath: url.path)[.size] as? NSNumber)?.intValue ?? 0)
        }
    }
}
