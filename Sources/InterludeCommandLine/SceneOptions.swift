import ArgumentParser
import Foundation
import InterludeExport

/// Options shared by `render` and `export`: which scene of `Tool`'s catalog, at what size and scale.
struct SceneOptions<Tool: InterludeTool>: ParsableArguments {
    @Argument(help: "Scene name (see `\(Tool.toolName) list`).")
    var scene: String

    @Option(help: "Pixels per point, 0.25…4.")
    var scale: Double = 2

    @Option(help: "Window size in points, WIDTHxHEIGHT (default: the scene's own, 390x844).")
    var size: String?

    /// The named scene, or an error listing the known ones.
    func resolvedScene() throws -> ScriptedScene {
        guard let found = Tool.catalog.scene(named: scene) else {
            throw CLIError("unknown scene \"\(scene)\"; known scenes: \(Tool.catalog.names.joined(separator: ", "))")
        }
        return found
    }

    /// The requested window size in points, or nil for the scene's own.
    func resolvedSize() throws -> CGSize? {
        guard let size else { return nil }
        return try Self.parseSize(size, scale: scale)
    }

    /// Parses "WIDTHxHEIGHT" (points); each side 1…4096 and at most 8192 pixels at `scale`.
    static func parseSize(_ text: String, scale: Double) throws -> CGSize {
        let parts = text.lowercased().split(separator: "x", omittingEmptySubsequences: false)
        guard parts.count == 2, let width = Double(parts[0]), let height = Double(parts[1]),
            width.isFinite, height.isFinite
        else {
            throw CLIError("bad size \"\(text)\": write it as WIDTHxHEIGHT in points, e.g. 390x844")
        }
        guard (1...4096).contains(width), (1...4096).contains(height) else {
            throw CLIError("bad size \"\(text)\": each side must be 1…4096 points")
        }
        guard width * scale <= 8192, height * scale <= 8192 else {
            throw CLIError("size \(text) at scale \(scale) is over 8192 pixels on a side")
        }
        return CGSize(width: width, height: height)
    }

    func validateScale() throws {
        guard scale.isFinite, (0.25...4).contains(scale) else {
            throw CLIError("bad scale \(scale): use 0.25…4 pixels per point")
        }
    }
}

/// Makes `folder` (and its parents) or says why it cannot.
func prepareOutputFolder(_ folder: URL) throws {
    var isDirectory: ObjCBool = false
    if FileManager.default.fileExists(atPath: folder.path, isDirectory: &isDirectory) {
        guard isDirectory.boolValue else { throw CLIError("output \(folder.path) exists and is not a folder") }
    } else {
        do { try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true) } catch {
            throw CLIError("cannot create output folder \(folder.path): \(error.localizedDescription)")
        }
    }
    guard access(folder.path, W_OK) == 0 else { throw CLIError("output folder \(folder.path) is not writable") }
}

/// "1.2 MB", "640 KB", "900 B".
func formatByteCount(_ bytes: Int) -> String {
    if bytes >= 1_000_000 { return String(format: "%.1f MB", Double(bytes) / 1e6) }
    if bytes >= 1_000 { return String(format: "%.0f KB", Double(bytes) / 1e3) }
    return "\(bytes) B"
}

/// Size of a file, or of all files in a folder.
func byteCount(of url: URL) -> Int {
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) else { return 0 }
    if !isDirectory.boolValue {
        return (try? FileManager.default.attributesOfItem(atPath: url.path)[.size] as? Int) ?? 0
    }
    let files = (try? FileManager.default.contentsOfDirectory(at: url, includingPropertiesForKeys: nil)) ?? []
    return files.reduce(0) { $0 + byteCount(of: $1) }
}
