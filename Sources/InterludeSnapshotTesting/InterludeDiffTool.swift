import Foundation
import Interlude
import InterludeExport
@preconcurrency @_spi(Internals) import SnapshotTesting

/// The diff tool Interlude's image strategies install as swift-snapshot-testing's default: when a
/// snapshot fails, it writes a difference image beside the failed snapshot in the artifacts folder,
/// then reports as the tool it wraps does, plus the difference image's path.
///
/// After a failure of `midFlight()` in `CardSnapshotTests.swift`, the artifacts folder
/// (`SNAPSHOT_ARTIFACTS`, else the temporary folder) holds `CardSnapshotTests/midFlight.1.png`
/// (the new image, written by swift-snapshot-testing) and `CardSnapshotTests/midFlight.1-difference.png`
/// (differing pixels red over a faded copy of the reference). The recorded reference is untouched.
///
/// A diff tool chosen with `withSnapshotTesting(diffTool:)` or the `.snapshots(diffTool:)` trait
/// replaces it; wrap yours with ``wrapping(_:)`` to keep the difference images.
public enum InterludeDiffTool {
    /// `tool`, preceded by writing the difference image of two PNG snapshots of the same size.
    public static func wrapping(_ tool: SnapshotTestingConfiguration.DiffTool) -> SnapshotTestingConfiguration.DiffTool {
        SnapshotTestingConfiguration.DiffTool { referencePath, failedPath in
            let message = tool(currentFilePath: referencePath, failedFilePath: failedPath)
            guard let difference = writeDifferenceImage(referencePath: referencePath, failedPath: failedPath) else {
                return message
            }
            return message + "\n\nDifference image:\n\"file://\(difference)\""
        }
    }

    /// Where the difference image of the failed snapshot at `failedPath` goes: beside it,
    /// `NAME-difference.png`.
    public static func differenceImagePath(forFailedSnapshotAt failedPath: String) -> String {
        let url = URL(fileURLWithPath: failedPath)
        return url.deletingPathExtension().path + "-difference.png"
    }

    /// Writes the difference image when both files are PNG images of the same size; its path, or nil.
    static func writeDifferenceImage(referencePath: String, failedPath: String) -> String? {
        guard referencePath.hasSuffix(".png"), failedPath.hasSuffix(".png"),
            let reference = RenderedFrame(contentsOfFile: referencePath),
            let failed = RenderedFrame(contentsOfFile: failedPath),
            let difference = FrameComparison.differenceImage(reference, failed, tolerance: 0)
        else { return nil }
        let path = differenceImagePath(forFailedSnapshotAt: failedPath)
        do {
            let file = try AtomicOutputFile(destination: URL(fileURLWithPath: path))
            try file.write(PNGEncoder().encode(difference))
            try file.commit()
            return path
        } catch {
            return nil
        }
    }

    private static let lock = NSLock()
    nonisolated(unsafe) private static var installed = false

    /// Makes the wrapped default tool swift-snapshot-testing's default, once per process.
    static func installAsDefault() {
        lock.withLock {
            guard !installed else { return }
            installed = true
            SnapshotTesting.__diffTool = wrapping(SnapshotTesting.__diffTool)
        }
    }
}
