import CCairo
import Foundation

// Core Graphics' PDF contexts (https://developer.apple.com/documentation/coregraphics/cgcontext,
// "Working with PDF Content"): pages are begun and ended one by one, each with its own media box
// (the context's when it gives none); a page's user space has its origin at the media box's
// bottom-left corner with y up, in points; `closePDF()` ends the document, and only then does the
// consumer receive it. Drawing between pages lands on the next page begun (Core Graphics ignores
// it).

extension CGContext {
    /// A context writing a PDF document to `consumer`, whose pages are `mediaBox` (nil: US Letter,
    /// 612 × 792 points) unless a page says otherwise; `auxiliaryInfo` may hold the document
    /// information (`kCGPDFContextTitle`, `…Author`, `…Subject`, `…Keywords`, `…Creator`). Nil for an
    /// empty or non-finite media box.
    public convenience init?(consumer: CGDataConsumer, mediaBox: UnsafePointer<CGRect>?, _ auxiliaryInfo: CFDictionary?) {
        let box = mediaBox?.pointee ?? CGRect(x: 0, y: 0, width: 612, height: 792)
        guard box.width > 0, box.height > 0, box.width.isFinite, box.height.isFinite,
            let document = PDFDocumentWriter(consumer: consumer, mediaBox: box, info: auxiliaryInfo),
            let cr = cairo_create(document.surface)
        else { return nil }
        self.init(cairo: cr)
        cairo_destroy(cr)
        pdfDocument = document
    }

    /// A context writing a PDF document to the file at `url` (see ``init(consumer:mediaBox:_:)``).
    public convenience init?(_ url: CFURL, mediaBox: UnsafePointer<CGRect>?, _ auxiliaryInfo: CFDictionary?) {
        guard let consumer = CGDataConsumer(url: url) else { return nil }
        self.init(consumer: consumer, mediaBox: mediaBox, auxiliaryInfo)
    }

    /// Begins a page whose media box is the page dictionary's `kCGPDFContextMediaBox`, else the
    /// context's. Ends an open page first.
    public func beginPDFPage(_ pageInfo: CFDictionary?) {
        var box: CGRect?
        switch pageInfo?[kCGPDFContextMediaBox] {
        case let rect as CGRect: box = rect
        case let value as NSValue: box = value.rectValue
        default: break
        }
        beginPage(in: box)
    }

    /// Ends the open page.
    public func endPDFPage() {
        guard let document = pdfDocument(for: "endPDFPage()"), document.openPage != nil else { return }
        cairo_show_page(cairo)
        document.openPage = nil
    }

    /// Begins a page of `mediaBox` (nil: the context's). Ends an open page first.
    public func beginPage(mediaBox: UnsafePointer<CGRect>?) { beginPage(in: mediaBox?.pointee) }

    /// Ends the open page.
    public func endPage() { endPDFPage() }

    /// Ends the document (and an open page): the consumer receives it now. Nothing can be drawn
    /// afterwards.
    public func closePDF() {
        guard let document = pdfDocument(for: "closePDF()"), !document.isClosed else { return }
        endPDFPage()
        if !document.close() { Diagnostics.report("CGContext.closePDF(): the document could not be written to its file") }
    }

    /// Makes `rect` of the open page a link to `url`.
    public func setURL(_ url: CFURL, for rect: CGRect) {
        addLink("uri='\(escapedTagValue(url.absoluteString))'", over: rect, call: "setURL(_:for:)")
    }

    /// Makes `point` of the open page the destination `name`, which ``setDestination(_:for:)``
    /// links to.
    public func addDestination(_ name: String, at point: CGPoint) {
        guard openPage(for: "addDestination(_:at:)") != nil else { return }
        let device = userToDevice(point)
        withDeviceSpace {
            cairo_tag_begin(cairo, CAIRO_TAG_DEST, "name='\(escapedTagValue(name))' x=\(device.x) y=\(device.y)")
            cairo_tag_end(cairo, CAIRO_TAG_DEST)
        }
    }

    /// Makes `rect` of the open page a link to the destination `name`.
    public func setDestination(_ name: String, for rect: CGRect) {
        addLink("dest='\(escapedTagValue(name))'", over: rect, call: "setDestination(_:for:)")
    }

    // MARK: Pages

    private func beginPage(in box: CGRect?) {
        guard let document = pdfDocument(for: "beginPage(mediaBox:)"), !document.isClosed else { return }
        endPDFPage()
        let page = box.flatMap { $0.width > 0 && $0.height > 0 ? $0 : nil } ?? document.mediaBox
        cairo_pdf_surface_set_size(document.surface, Double(page.width), Double(page.height))
        // Core Graphics' page space: origin at the media box's bottom-left corner, y up.
        var matrix = cairo_matrix_t(xx: 1, yx: 0, xy: 0, yy: -1, x0: -Double(page.minX), y0: Double(page.maxY))
        cairo_set_matrix(cairo, &matrix)
        document.openPage = page
    }

    private func pdfDocument(for call: String) -> PDFDocumentWriter? {
        guard let pdfDocument else {
            Diagnostics.report("CGContext.\(call): the context is not a PDF context")
            return nil
        }
        return pdfDocument
    }

    private func openPage(for call: String) -> CGRect? {
        guard let document = pdfDocument(for: call) else { return nil }
        guard let page = document.openPage else {
            Diagnostics.report("CGContext.\(call): no page is open (call beginPDFPage(_:) first)")
            return nil
        }
        return page
    }

    private func addLink(_ target: String, over rect: CGRect, call: String) {
        guard openPage(for: call) != nil else { return }
        let corners = [
            CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.minY),
            CGPoint(x: rect.minX, y: rect.maxY), CGPoint(x: rect.maxX, y: rect.maxY),
        ].map(userToDevice)
        let xs = corners.map(\.x), ys = corners.map(\.y)
        let (minX, minY) = (xs.min()!, ys.min()!)
        withDeviceSpace {
            cairo_tag_begin(
                cairo, CAIRO_TAG_LINK, "\(target) rect=[\(minX) \(minY) \(xs.max()! - minX) \(ys.max()! - minY)]")
            cairo_tag_end(cairo, CAIRO_TAG_LINK)
        }
    }

    private func userToDevice(_ point: CGPoint) -> CGPoint {
        var (x, y) = (Double(point.x), Double(point.y))
        cairo_user_to_device(cairo, &x, &y)
        return CGPoint(x: x, y: y)
    }

    /// Runs `body` with the identity transform: tag rectangles and points are given in the page's
    /// device space (points from its top-left corner).
    private func withDeviceSpace(_ body: () -> Void) {
        var saved = cairo_matrix_t()
        cairo_get_matrix(cairo, &saved)
        cairo_identity_matrix(cairo)
        body()
        cairo_set_matrix(cairo, &saved)
    }

    private func escapedTagValue(_ value: String) -> String {
        value.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "'", with: "\\'")
    }
}
