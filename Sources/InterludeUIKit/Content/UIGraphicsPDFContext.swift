import Foundation

// UIKit's PDF context functions (UIGraphicsPDFRenderer's older form): a PDF context is pushed onto
// the current thread's stack of graphics contexts and stays current until
// `UIGraphicsEndPDFContext()`, which writes the document. Pages are UIKit's space, origin top-left.

/// Starts a PDF document appended to `data` when it ends, with pages of `bounds` (US Letter when
/// empty) and `documentInfo` (`kCGPDFContextTitle`, …), and makes its context current.
public func UIGraphicsBeginPDFContextToData(_ data: NSMutableData, _ bounds: CGRect, _ documentInfo: [AnyHashable: Any]?) {
    guard let consumer = CGDataConsumer(data: data) else { return }
    beginPDFContext(consumer, bounds, documentInfo, call: "UIGraphicsBeginPDFContextToData")
}

/// Starts a PDF document written to the file at `path` when it ends (see
/// `UIGraphicsBeginPDFContextToData`); false when `path` is not a place a file can be made.
@discardableResult
public func UIGraphicsBeginPDFContextToFile(_ path: String, _ bounds: CGRect, _ documentInfo: [AnyHashable: Any]?) -> Bool {
    let url = URL(fileURLWithPath: path)
    var isDirectory: ObjCBool = false
    guard !path.isEmpty, FileManager.default.fileExists(atPath: url.deletingLastPathComponent().path, isDirectory: &isDirectory),
        isDirectory.boolValue, let consumer = CGDataConsumer(url: url)
    else { return false }
    return beginPDFContext(consumer, bounds, documentInfo, call: "UIGraphicsBeginPDFContextToFile")
}

/// Ends the open page, if any, and begins one of the context's bounds.
public func UIGraphicsBeginPDFPage() { UIGraphicsBeginPDFPageWithInfo(.zero, nil) }

/// Ends the open page, if any, and begins one of `bounds` (the context's when empty).
public func UIGraphicsBeginPDFPageWithInfo(_ bounds: CGRect, _ pageInfo: [AnyHashable: Any]?) {
    guard let pdf = currentPDFContext("UIGraphicsBeginPDFPageWithInfo") else { return }
    let page = bounds.isEmpty ? pdf.bounds : bounds
    pdf.context.beginUIKitPDFPage(page, pageInfo: pageInfo ?? [:])
    UIGraphicsContextStack.current.pdfContexts[ObjectIdentifier(pdf.context)]?.page = page
}

/// The open page's bounds, or the context's before the first page; `.zero` without a PDF context.
public func UIGraphicsGetPDFContextBounds() -> CGRect {
    guard let context = UIGraphicsGetCurrentContext(),
        let pdf = UIGraphicsContextStack.current.pdfContexts[ObjectIdentifier(context)]
    else { return .zero }
    return pdf.page ?? pdf.bounds
}

/// Makes `rect` of the open page a link to `url`.
public func UIGraphicsSetPDFContextURLForRect(_ url: URL, _ rect: CGRect) {
    currentPDFContext("UIGraphicsSetPDFContextURLForRect")?.context.setURL(url, for: rect)
}

/// Makes `point` of the open page the destination `name`.
public func UIGraphicsAddPDFContextDestinationAtPoint(_ name: String, _ point: CGPoint) {
    currentPDFContext("UIGraphicsAddPDFContextDestinationAtPoint")?.context.addDestination(name, at: point)
}

/// Makes `rect` of the open page a link to the destination `name`.
public func UIGraphicsSetPDFContextDestinationForRect(_ name: String, _ rect: CGRect) {
    currentPDFContext("UIGraphicsSetPDFContextDestinationForRect")?.context.setDestination(name, for: rect)
}

/// Ends the document (writing it to its data or file) and makes the context below it current.
public func UIGraphicsEndPDFContext() {
    guard let pdf = currentPDFContext("UIGraphicsEndPDFContext") else { return }
    pdf.context.closePDF()
    let stack = UIGraphicsContextStack.current
    stack.pdfContexts[ObjectIdentifier(pdf.context)] = nil
    stack.contexts.removeLast()
}

@discardableResult
private func beginPDFContext(
    _ consumer: CGDataConsumer, _ bounds: CGRect, _ documentInfo: [AnyHashable: Any]?, call: String
) -> Bool {
    let box = bounds.isEmpty ? CGRect(x: 0, y: 0, width: 612, height: 792) : bounds
    var mediaBox = box
    guard let context = CGContext(consumer: consumer, mediaBox: &mediaBox, documentInfo) else {
        Diagnostics.report("\(call): no document of bounds \(bounds); no context was pushed")
        return false
    }
    let stack = UIGraphicsContextStack.current
    stack.pdfContexts[ObjectIdentifier(context)] = UIGraphicsContextStack.PDFContext(context: context, bounds: box)
    stack.contexts.append(context)
    return true
}

/// The current context's PDF state, when it is a PDF context; reported otherwise.
private func currentPDFContext(_ call: String) -> UIGraphicsContextStack.PDFContext? {
    guard let context = UIGraphicsGetCurrentContext(),
        let pdf = UIGraphicsContextStack.current.pdfContexts[ObjectIdentifier(context)]
    else {
        Diagnostics.report("\(call)(): the current context is not a PDF context; ignored")
        return nil
    }
    return pdf
}
