import Foundation
import InterludeExport

/// One recorded scene of the gallery: its frames and the files written.
public struct GalleryScene: Sendable {
    /// The scene played.
    public let scene: ScriptedScene
    /// How many frames were recorded.
    public let frames: Int
    /// The file written for each format.
    public let files: [ExportFormat: URL]

    /// Bytes written for the scene.
    public var byteCount: Int {
        files.values.reduce(0) { total, url in
            total + ((try? FileManager.default.attributesOfItem(atPath: url.path)[.size] as? NSNumber)?.intValue ?? 0)
        }
    }
}
