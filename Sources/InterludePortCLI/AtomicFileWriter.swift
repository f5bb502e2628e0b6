import Foundation
import InterludePort

/// Replaces files so that each is either old or new, never half written: every new text goes to a
/// temporary file in the same folder (same permissions) first, and only when all of them are written
/// are they renamed over the originals.
enum AtomicFileWriter {
    static func write(_ texts: [(path: String, text: String)]) throws(PortInputError) {
        var written: [(temporary: String, path: String)] = []
        do {
            for (path, text) in texts {
                let url = URL(fileURLWithPath: path)
                let temporary = url.deletingLastPathComponent()
                    .appendingPathComponent(".\(url.lastPathComponent).interlude-port-\(getpid())").path
                guard FileManager.default.createFile(atPath: temporary, contents: Data(text.utf8)) else {
                    throw PortInputError.fileSystem(path: path, reason: "cannot write next to it")
                }
                written.append((temporary, path))
                if let permissions = try? FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] {
                    try? FileManager.default.setAttributes([.posixPermissions: permissions], ofItemAtPath: temporary)
                }
            }
        } catch {
            for file in written { try? FileManager.default.removeItem(atPath: file.temporary) }
            throw (error as? PortInputError) ?? .fileSystem(path: texts.first?.path ?? "", reason: "\(error)")
        }
        for (index, file) in written.enumerated() where rename(file.temporary, file.path) != 0 {
            let reason = String(cString: strerror(errno))
            for rest in written[index...] { try? FileManager.default.removeItem(atPath: rest.temporary) }
            throw .fileSystem(path: file.path, reason: "cannot be replaced: \(reason)")
        }
    }
}
