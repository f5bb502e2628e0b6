import Testing
@testable import InterludePort

@Suite("import UIKit for files that relied on a framework's umbrella header")
struct UIKitImportTests {
    /// Ports `text` as B.swift beside a file that imports UIKit (as in a framework's folder).
    private func port(_ text: String) throws -> PortedFile {
        try Porter.port([
            PortSource(path: "A.swift", text: "import UIKit\n"), PortSource(path: "Input.swift", text: text),
        ])[1]
    }

    @Test("A file that uses UIKit's names after importing only Foundation gets `import UIKit` after its imports")
    func afterOtherImports() throws {
        let before = """
            //  Dissolve.swift
            import Foundation

            final class Dissolve {
                let view: UIView
                init(view: UIView) { self.view = view }
            }
            """
        let file = try port(before)
        #expect(
            file.text == """
                //  Dissolve.swift
                import Foundation
                import UIKit

                final class Dissolve {
                    let view: UIView
                    init(view: UIView) { self.view = view }
                }
                """)
        #expect(
            file.findings.map(\.description) == [
                "Input.swift:5: added `import UIKit`: the file uses `UIView` without importing UIKit (an Xcode framework sees UIKit through its umbrella header, a package does not)"
            ])
    }

    @Test("A file with no import gets one below its header comment")
    func noImports() throws {
        let before = """
            // Edges.swift — the edges a pan may start from.

            struct Edges {
                var vector: CGVector
            }
            """
        let file = try port(before)
        #expect(
            file.text == """
                // Edges.swift — the edges a pan may start from.

                import UIKit

                struct Edges {
                    var vector: CGVector
                }
                """)
        #expect(file.findings.count == 1)
    }

    @Test("A file with no import at all had Foundation from the umbrella header too (DeckTransition's Constants)")
    func foundationWithoutImports() throws {
        let file = try port(
            "enum Constants {\n    static let duration: TimeInterval = 0.3\n    static let inset: CGFloat = 28\n}\n")
        #expect(file.text.hasPrefix("import UIKit\n\nenum Constants {"))
        #expect(file.findings.map(\.line) == [2])
    }

    @Test("Names the imports already bring: Foundation's geometry, QuartzCore's layers, UIKit itself")
    func coveredNames() throws {
        for source in [
            "import Foundation\nlet r = CGRect(x: 0, y: 0, width: CGFloat(1), height: 1)\n",
            "import QuartzCore\nlet l = CALayer()\nlet t = CGAffineTransform.identity\n",
            "import CoreGraphics\nlet v = CGVector(dx: 1, dy: 0)\n",
            "import UIKit\nlet v = UIView()\n",
            "let count: UInt = 1\n",
        ] {
            let file = try port(source)
            #expect(file.text == source)
            #expect(file.findings.isEmpty)
        }
    }

    @Test("Alone, or with files that import no UIKit, a file is left as written")
    func withoutUIKitModule() throws {
        let source = "import Foundation\nlet view = UIView()\n"
        #expect(try InterludePortTests.port(source).text == source)
        let files = try Porter.port([
            PortSource(path: "A.swift", text: "import Foundation\n"), PortSource(path: "B.swift", text: source),
        ])
        #expect(files[1].text == source)
        #expect(files[1].findings.isEmpty)
    }
}
