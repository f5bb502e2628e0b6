import Foundation
import Testing
@testable import InterludeCLI

@Suite("interlude port forwarding")
struct PortForwardingTests {
    @Test("interlude-port is found next to interlude first, then on PATH")
    func locatesTheTool() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("port-forwarding-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: root) }
        for folder in ["build", "bin", "empty"] {
            try FileManager.default.createDirectory(atPath: "\(root)/\(folder)", withIntermediateDirectories: true)
        }
        for folder in ["build", "bin"] {
            _ = FileManager.default.createFile(
                atPath: "\(root)/\(folder)/interlude-port", contents: Data(),
                attributes: [.posixPermissions: 0o755])
        }
        #expect(PortTool.locate(nextTo: "\(root)/build", searchPath: "\(root)/bin") == "\(root)/build/interlude-port")
        #expect(PortTool.locate(nextTo: "\(root)/empty", searchPath: "/nonexistent:\(root)/bin") == "\(root)/bin/interlude-port")
        #expect(PortTool.locate(nextTo: "\(root)/empty", searchPath: "") == nil)
    }

    @Test("When it is not built, one line says how to build it in interlude's own configuration")
    func notBuiltMessage() {
        #expect(
            PortTool.notBuiltMessage(ownFolder: "/p/.build/x86_64-unknown-linux-gnu/release")
                == "interlude port needs the interlude-port tool, which is not built: run `swift build -c release --product interlude-port`"
        )
        #expect(
            PortTool.notBuiltMessage(ownFolder: "/p/.build/debug")
                == "interlude port needs the interlude-port tool, which is not built: run `swift build --product interlude-port`")
    }
}
