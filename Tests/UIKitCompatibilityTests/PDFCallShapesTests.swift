import UIKit
import Testing

// PDF export as iOS apps write it: an invoice drawn with UIGraphicsPDFRenderer, and the older
// UIGraphicsBeginPDFContextToData form that tutorials of the seeds' era use.
enum InvoicePDF {
    static func render(lines: [String]) -> Data {
        let format = UIGraphicsPDFRendererFormat()
        format.documentInfo = [kCGPDFContextCreator as String: "Shop", kCGPDFContextTitle as String: "Invoice"]
        let pageRect = CGRect(x: 0, y: 0, width: 8.5 * 72, height: 11 * 72)
        let renderer = UIGraphicsPDFRenderer(bounds: pageRect, format: format)
        return renderer.pdfData { context in
            context.beginPage()
            let attributes: [NSAttributedString.Key: Any] = [.font: UIFont.systemFont(ofSize: 12)]
            var y: CGFloat = 72
            for line in lines {
                if y > context.pdfContextBounds.height - 72 {
                    context.beginPage()
                    y = 72
                }
                line.draw(at: CGPoint(x: 72, y: y), withAttributes: attributes)
                y += 18
            }
            context.cgContext.setStrokeColor(UIColor.gray.cgColor)
            context.stroke(CGRect(x: 72, y: 60, width: pageRect.width - 144, height: 1))
        }
    }

    static func legacy() -> Data {
        let data = NSMutableData()
        UIGraphicsBeginPDFContextToData(data, CGRect(x: 0, y: 0, width: 612, height: 792), nil)
        UIGraphicsBeginPDFPage()
        let bounds = UIGraphicsGetPDFContextBounds()
        UIColor.black.setFill()
        UIRectFill(CGRect(x: 0, y: 0, width: bounds.width, height: 20))
        UIGraphicsEndPDFContext()
        return data as Data
    }
}

@MainActor
@Suite("iOS-style client code: PDF export")
struct PDFCallShapesTests {
    @Test("a long invoice spills onto a second page; the older functions write a document too")
    func invoice() {
        let data = InvoicePDF.render(lines: (1...40).map { "Item \($0)" })
        let text = String(decoding: data, as: UTF8.self)
        #expect(text.hasPrefix("%PDF-"))
        #expect(text.contains("/Type /Pages") && text.contains("/Count 2"))
        #expect(String(decoding: InvoicePDF.legacy(), as: UTF8.self).contains("/MediaBox [ 0 0 612 792 ]"))
    }
}
