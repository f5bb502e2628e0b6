import Foundation
import InterludePort

/// Turns the command line's paths into the Swift files to port: folders are walked for `.swift`
/// files (hidden folders and `.build` skipped); every path is checked before anything is ported.
enum SwiftFileCollector {
    static func sources(for paths: [String]) throws(PortInputError) -> [PortSource] {
        var files: [String] = []
        for path in paths {
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else { throw .missing(path: path) }
            if isFolder.boolValue {
                let found = swiftFiles(under: path)
                guard !found.isEmpty else { throw .noSwiftFiles(path: path) }
                files += found
            } else {
                files.append(path)
            }
        }
        var seen: Set<String> = []
        var sources: [PortSource] = []
        for file in files where seen.insert(URL(fileURLWithPath: file).standardizedFileURL.path).inserted {
            guard file.hasSuffix(".swift") else { throw .notSwift(path: file) }
            guard let data = FileManager.default.contents(atPath: file) else {
                throw .fileSystem(path: file, reason: "cannot be read")
            }
            sources.append(try PortSource(path: file, bytes: Array(data)))
        }
        return sources
    }

    /// The `.swift` files under `folder`, in path order, named as `folder/relative/path.swift`.
    private static func swiftFiles(under folder: String) -> [String] {
        let root = URL(fileURLWithPath: folder)
        guard
            let enumerator = FileManager.default.enumerator(
                at: root, includingPropertiesForKeys: [.isDirectoryKey],
                options: [.skipsHiddenFiles])
        else { return [] }
        var files: [String] = []
        let prefix = folder.hasSuffix("/") ? folder : folder + "/"
        let rootPath = root.standardizedFileURL.path + "/"
        for case let url as URL in enumerator {
            if url.lastPathComponent == ".build" {
                enumerator.skipDescendants()
                continue
            }
            let isFolder = (try? url.resourceValues(forKeys: [.isDirectoryKey]).isDirectory) ?? false
            guard !isFolder, url.pathExtension == "swift" else { continue }
            let path = url.standardizedFileURL.path
            files.append(path.hasPrefix(rootPath) ? prefix + path.dropFirst(rootPath.count) : path)
        }
        return files.sorted()
    }
}
