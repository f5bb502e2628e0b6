import Foundation
import Testing
@testable import InterludePort
@testable import InterludePortCLI

@Suite("interlude-port on files")
struct PortCommandLineTests {
    /// A fresh folder with the given files; removed by the caller.
    private func folder(_ files: [String: [UInt8]]) throws -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("interlude-port-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        for (name, bytes) in files {
            let file = path + "/" + name
            try FileManager.default.createDirectory(
                atPath: (file as NSString).deletingLastPathComponent,
                withIntermediateDirectories: true)
            _ = FileManager.default.createFile(atPath: file, contents: Data(bytes))
        }
        return path
    }

    private func run(_ paths: [String], dryRun: Bool = false) -> (status: Int32, output: String, errors: String) {
        var output = "", errors = ""
        let status = PortRun(paths: paths, dryRun: dryRun).execute(output: { output += $0 }, errors: { errors += $0 })
        return (status, output, errors)
    }

    private func contents(_ path: String) -> String? {
        FileManager.default.contents(atPath: path).map { String(decoding: $0, as: UTF8.self) }
    }

    private let portable = Array("class A: UIView {\n    @objc func tap() {}\n}\n".utf8)
    private let ported = "class A: UIView {\n    func tap() {}\n}\n"

    @Test("Folders are walked for .swift files; files are rewritten in place; a second run changes nothing")
    func rewritesInPlace() throws {
        let root = try folder([
            "Sources/A.swift": portable, "Sources/Nested/B.swift": portable, "Sources/notes.txt": [0x41],
            ".build/C.swift": portable,
        ])
        defer { try? FileManager.default.removeItem(atPath: root) }
        let first = run([root])
        #expect(first.status == 0)
        #expect(contents(root + "/Sources/A.swift") == ported)
        #expect(contents(root + "/Sources/Nested/B.swift") == ported)
        #expect(contents(root + "/.build/C.swift") == String(decoding: portable, as: UTF8.self))
        #expect(first.errors == "interlude port: 2 files, 2 changed, 0 findings\n")
        // No temporary file is left behind.
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: root + "/Sources").sorted() == ["A.swift", "Nested", "notes.txt"])
        let second = run([root])
        #expect(second.status == 0)
        #expect(second.errors == "interlude port: 2 files, 0 changed, 0 findings\n")
    }

    @Test("--dry-run prints the diff and the findings, and writes nothing")
    func dryRun() throws {
        let root = try folder(["A.swift": Array("class A {\n    @IBOutlet weak var label: UILabel!\n}\n".utf8)])
        defer { try? FileManager.default.removeItem(atPath: root) }
        let file = root + "/A.swift"
        let result = run([file], dryRun: true)
        #expect(result.status == 0)
        #expect(
            result.output == """
                --- \(file)
                +++ \(file)
                @@ -1,3 +1,3 @@
                 class A {
                -    @IBOutlet weak var label: UILabel!
                +    weak var label: UILabel!
                 }

                """)
        #expect(result.errors.hasPrefix("\(file):2: `@IBOutlet` removed from `label`"))
        #expect(result.errors.hasSuffix("interlude port: 1 file, 1 would change, 1 finding (dry run: nothing written)\n"))
        #expect(contents(file) == "class A {\n    @IBOutlet weak var label: UILabel!\n}\n")
    }

    @Test(
        "Bad input: one line naming the file, exit status 1, and no file changed, not even the good ones",
        arguments: [
            ("Missing.swift", "Missing.swift: no such file or folder"),
            ("notes.txt", "notes.txt: not a Swift file (the name must end in .swift)"),
            ("Latin1.swift", "Latin1.swift: not UTF-8 text"),
            ("Broken.swift", "Broken.swift:2:21: syntax error, file not ported: expected ')' to end tuple"),
            ("Empty", "Empty: the folder holds no .swift file"),
        ])
    func badInput(name: String, message: String) throws {
        let root = try folder([
            "Good.swift": portable, "notes.txt": Array("hello".utf8),
            "Latin1.swift": Array("let caf".utf8) + [0xE9] + Array(" = 1\n".utf8),
            "Broken.swift": Array("class B {\n    let pair = (1, 2\n}\n".utf8), "Empty/readme.md": [0x41],
        ])
        defer { try? FileManager.default.removeItem(atPath: root) }
        let result = run([root + "/Good.swift", root + "/" + name])
        #expect(result.status == 1)
        #expect(result.errors.hasPrefix("interlude port: error: \(root)/\(message)"))
        #expect(result.errors.filter { $0 == "\n" }.count == 1)
        #expect(result.output.isEmpty)
        #expect(contents(root + "/Good.swift") == String(decoding: portable, as: UTF8.self))
    }
}
