import Foundation
import InterludePNG
import Testing
@testable import InterludeUIKit

// PDF drawing through UIKit (https://developer.apple.com/documentation/uikit/uigraphicspdfrenderer,
// .../uigraphicspdfrenderercontext, and UIGraphics.h's PDF functions): nothing is drawn before the
// first `beginPage()`; each page is the renderer's bounds unless `beginPage(withBounds:pageInfo:)`
// gives others; UIKit's page space has its origin at the top-left corner, y down, in points, while
// the PDF's own space (PDF 1.7, §8.3.2.3) has it at the bottom-left corner, y up — so the checks
// below map content and links through the page's matrices into PDF space.
@MainActor
@Suite("PDF renderer")
struct PDFRendererTests {
    /// The document's bytes as text (PDF's structure is ASCII; binary streams become replacement
    /// characters, which the checks do not read).
    private func text(_ data: Data) -> String { String(decoding: data, as: UTF8.self) }

    /// The inflated content streams, in order.
    private func contentStreams(_ data: Data) -> [String] {
        let bytes = [UInt8](data)
        var streams: [String] = []
        let marker = Array("stream\n".utf8), end = Array("endstream".utf8)
        var index = 0
        while let start = find(marker, in: bytes, from: index) {
            let body = start + marker.count
            guard let stop = find(end, in: bytes, from: body) else { break }
            if let inflated = zlibInflate(Array(bytes[body..<stop])) { streams.append(String(decoding: inflated, as: UTF8.self)) }
            index = stop + end.count
        }
        return streams
    }

    private func find(_ needle: [UInt8], in haystack: [UInt8], from start: Int) -> Int? {
        guard haystack.count >= needle.count, start <= haystack.count - needle.count else { return nil }
        for i in start...(haystack.count - needle.count) where haystack[i] == needle[0] {
            if Array(haystack[i..<(i + needle.count)]) == needle { return i }
        }
        return nil
    }

    /// The rectangles a content stream fills, in PDF space: each `re` mapped by the `cm` matrices
    /// before it (the streams Cairo writes concatenate them at the top level).
    private func filledRectangles(_ content: String) -> [CGRect] {
        var matrix = CGAffineTransform.identity
        var operands: [CGFloat] = []
        var rectangles: [CGRect] = []
        for token in content.split(whereSeparator: { $0 == " " || $0 == "\n" }) {
            if let number = Double(token) {
                operands.append(CGFloat(number))
                continue
            }
            if token == "cm", operands.count >= 6 {
                let o = Array(operands.suffix(6))
                matrix = CGAffineTransform(a: o[0], b: o[1], c: o[2], d: o[3], tx: o[4], ty: o[5]).concatenating(matrix)
            } else if token == "re", operands.count >= 4 {
                let o = Array(operands.suffix(4))
                rectangles.append(CGRect(x: o[0], y: o[1], width: o[2], height: o[3]).applying(matrix).standardized)
            }
            operands = []
        }
        return rectangles
    }

    @Test("pages take the renderer's bounds or their own; a rectangle lands where UIKit's space puts it")
    func pagesAndPlacement() {
        let renderer = UIGraphicsPDFRenderer(bounds: CGRect(x: 0, y: 0, width: 300, height: 200))
        let data = renderer.pdfData { context in
            #expect(context.pdfContextBounds == CGRect(x: 0, y: 0, width: 300, height: 200))
            context.beginPage()
            UIColor.red.setFill()
            context.fill(CGRect(x: 10, y: 20, width: 30, height: 40))
            context.beginPage(withBounds: CGRect(x: 0, y: 0, width: 612, height: 792), pageInfo: [:])
            #expect(context.pdfContextBounds == CGRect(x: 0, y: 0, width: 612, height: 792))
            #expect(UIGraphicsGetCurrentContext() === context.cgContext)
        }
        let document = text(data)
        #expect(document.hasPrefix("%PDF-"))
        #expect(document.contains("/Type /Pages") && document.contains("/Count 2"))
        #expect(document.contains("/MediaBox [ 0 0 300 200 ]"))
        #expect(document.contains("/MediaBox [ 0 0 612 792 ]"))
        let filled = contentStreams(data).flatMap(filledRectangles)
        #expect(filled.contains(CGRect(x: 10, y: 140, width: 30, height: 40)))
    }

    @Test("the same drawing gives the same bytes; the title is in the document information")
    func deterministicWithInfo() {
        let format = UIGraphicsPDFRendererFormat()
        format.documentInfo = [kCGPDFContextTitle as String: "Invoice", kCGPDFContextAuthor as String: "Interlude"]
        let renderer = UIGraphicsPDFRenderer(bounds: CGRect(x: 0, y: 0, width: 100, height: 100), format: format)
        func draw() -> Data {
            renderer.pdfData { context in
                context.beginPage()
                UIColor.blue.setFill()
                context.fill(CGRect(x: 0, y: 0, width: 50, height: 50))
            }
        }
        let first = draw()
        #expect(first == draw())
        #expect(text(first).contains("/Title (Invoice)"))
        #expect(text(first).contains("/Author (Interlude)"))
        #expect(!text(first).contains("/CreationDate"))
    }

    @Test("a link's rectangle is mapped into PDF space")
    func links() {
        let data = UIGraphicsPDFRenderer(bounds: CGRect(x: 0, y: 0, width: 300, height: 200)).pdfData { context in
            context.beginPage()
            // Cairo writes a page's links only when something is drawn on it, as links are over text.
            "Example".draw(at: CGPoint(x: 10, y: 20), withAttributes: [.font: UIFont.systemFont(ofSize: 12)])
            context.setURL(URL(string: "https://example.com/a")!, for: CGRect(x: 10, y: 20, width: 30, height: 40))
        }
        let document = text(data)
        #expect(document.contains("/URI (https://example.com/a)"))
        #expect(document.contains("/Rect [ 10 140 40 180 ]"))
    }

    @Test("the PDF context functions push a context, write the data when it ends, and report misuse")
    func contextFunctions() {
        let data = NSMutableData()
        UIGraphicsBeginPDFContextToData(data, CGRect(x: 0, y: 0, width: 200, height: 100), nil)
        #expect(UIGraphicsGetPDFContextBounds() == CGRect(x: 0, y: 0, width: 200, height: 100))
        UIGraphicsBeginPDFPageWithInfo(CGRect(x: 0, y: 0, width: 50, height: 60), nil)
        #expect(UIGraphicsGetPDFContextBounds() == CGRect(x: 0, y: 0, width: 50, height: 60))
        UIRectFill(CGRect(x: 0, y: 0, width: 5, height: 6))
        #expect(data.length == 0, "the document is written when it ends")
        UIGraphicsEndPDFContext()
        #expect(UIGraphicsGetCurrentContext() == nil)
        #expect(text(data as Data).contains("/MediaBox [ 0 0 50 60 ]"))
        let messages = capturingDiagnostics { UIGraphicsEndPDFContext() }
        #expect(messages == ["UIGraphicsEndPDFContext(): the current context is not a PDF context; ignored"])
    }

    @Test("a PDF written to a file is the same document; a missing folder makes no context")
    func files() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("interlude-pdf-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let renderer = UIGraphicsPDFRenderer(bounds: CGRect(x: 0, y: 0, width: 100, height: 100))
        let url = folder.appendingPathComponent("page.pdf")
        try renderer.writePDF(to: url) { $0.beginPage() }
        #expect(try Data(contentsOf: url) == renderer.pdfData { $0.beginPage() })
        #expect(!UIGraphicsBeginPDFContextToFile(folder.appendingPathComponent("missing/page.pdf").path, .zero, nil))
        #expect(UIGraphicsGetCurrentContext() == nil)
    }
}
