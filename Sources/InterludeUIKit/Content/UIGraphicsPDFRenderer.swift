import Foundation

/// Settings of a ``UIGraphicsPDFRenderer``, UIKit's `UIGraphicsPDFRendererFormat`: the document
/// information (`kCGPDFContextTitle as String`, `…Author`, `…Subject`, `…Keywords`, `…Creator`).
open class UIGraphicsPDFRendererFormat: UIGraphicsRendererFormat {
    /// The document information; empty by default.
    open var documentInfo: [String: Any] = [:]

    /// A format without document information.
    public required init() {}

    /// The default format: no document information.
    open override class func `default`() -> UIGraphicsPDFRendererFormat { UIGraphicsPDFRendererFormat() }

    /// A format with the same document information and bounds.
    open override func copy(with zone: NSZone? = nil) -> Any {
        let copy = super.copy(with: zone) as! UIGraphicsPDFRendererFormat
        copy.documentInfo = documentInfo
        return copy
    }
}

/// The drawing environment of a ``UIGraphicsPDFRenderer``'s actions, UIKit's
/// `UIGraphicsPDFRendererContext`. Nothing is drawn until ``beginPage()``; each page's user space
/// is UIKit's, origin at its top-left corner, y down, in points.
open class UIGraphicsPDFRendererContext: UIGraphicsRendererContext {
    private let pdfFormat: UIGraphicsPDFRendererFormat
    private let defaultBounds: CGRect

    init(cgContext: CGContext, format: UIGraphicsPDFRendererFormat, bounds: CGRect) {
        pdfFormat = format
        defaultBounds = bounds
        pdfContextBounds = bounds
        super.init(cgContext: cgContext)
    }

    /// The format being drawn with.
    open override var format: UIGraphicsPDFRendererFormat { pdfFormat }

    /// The open page's bounds (the renderer's before the first page).
    open private(set) var pdfContextBounds: CGRect

    /// Ends the open page, if any, and begins one of the renderer's bounds.
    open func beginPage() { beginPage(withBounds: defaultBounds, pageInfo: [:]) }

    /// Ends the open page, if any, and begins one of `bounds` (the renderer's when empty).
    open func beginPage(withBounds bounds: CGRect, pageInfo: [String: Any]) {
        let page = bounds.isEmpty ? defaultBounds : bounds
        cgContext.beginUIKitPDFPage(page, pageInfo: pageInfo)
        pdfContextBounds = page
    }

    /// Makes `rect` of the open page a link to `url`.
    open func setURL(_ url: URL, for rect: CGRect) { cgContext.setURL(url, for: rect) }

    /// Makes `point` of the open page the destination `name`.
    open func addDestination(withName name: String, at point: CGPoint) { cgContext.addDestination(name, at: point) }

    /// Makes `rect` of the open page a link to the destination `name`.
    open func setDestinationWithName(_ name: String, for rect: CGRect) { cgContext.setDestination(name, for: rect) }
}

/// Makes PDF documents by drawing, UIKit's `UIGraphicsPDFRenderer`:
///
///     let data = UIGraphicsPDFRenderer(bounds: CGRect(x: 0, y: 0, width: 612, height: 792)).pdfData { context in
///         context.beginPage()
///         "Invoice".draw(at: CGPoint(x: 72, y: 72), withAttributes: [.font: UIFont.boldSystemFont(ofSize: 24)])
///     }
///
/// The document is Cairo's PDF, without a creation date, so the same drawing gives the same bytes.
open class UIGraphicsPDFRenderer: UIGraphicsRenderer {
    /// A renderer of pages of `bounds` with a copy of `format`.
    public init(bounds: CGRect, format: UIGraphicsPDFRendererFormat) {
        super.init(bounds: bounds, format: format)
    }

    /// A renderer of pages of `bounds` with the default format.
    public convenience init(bounds: CGRect) { self.init(bounds: bounds, format: .default()) }

    /// The format drawn with.
    open override var format: UIGraphicsPDFRendererFormat { super.format as! UIGraphicsPDFRendererFormat }

    /// Runs `actions` and returns the document they drew.
    open func pdfData(actions: (UIGraphicsPDFRendererContext) -> Void) -> Data {
        let data = NSMutableData()
        guard let consumer = CGDataConsumer(data: data), render(to: consumer, actions) else { return Data() }
        return data as Data
    }

    /// Runs `actions` and writes the document they drew to the file at `url`. Throws when the file
    /// cannot be written.
    open func writePDF(to url: URL, withActions actions: (UIGraphicsPDFRendererContext) -> Void) throws {
        let data = pdfData(actions: actions)
        try data.write(to: url, options: .atomic)
    }

    private func render(to consumer: CGDataConsumer, _ actions: (UIGraphicsPDFRendererContext) -> Void) -> Bool {
        var box = bounds
        let info = [AnyHashable: Any](uniqueKeysWithValues: format.documentInfo.map { (AnyHashable($0.key), $0.value) })
        guard let context = CGContext(consumer: consumer, mediaBox: &box, info) else {
            Diagnostics.report("UIGraphicsPDFRenderer: no document of bounds \(bounds)")
            return false
        }
        let rendererContext = UIGraphicsPDFRendererContext(cgContext: context, format: format, bounds: bounds)
        withCurrentGraphicsContext(context) { actions(rendererContext) }
        context.closePDF()
        return true
    }
}

extension CGContext {
    /// Begins a page of `page` with `pageInfo` in UIKit's page space: origin at the page's top-left
    /// corner, y down (Core Graphics' page space flipped).
    func beginUIKitPDFPage(_ page: CGRect, pageInfo: [AnyHashable: Any]) {
        beginPDFPage(pageInfo.merging([kCGPDFContextMediaBox: NSValue(rect: page)]) { $1 })
        translateBy(x: 0, y: page.minY + page.maxY)
        scaleBy(x: 1, y: -1)
    }
}
