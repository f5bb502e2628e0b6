import Foundation

/// The context UIKit drawing calls (`UIBezierPath.fill()`, `UIImage.draw(in:)`, `UIColor.setFill()`)
/// paint into: the top of this thread's stack of contexts, or nil when nothing is being drawn.
///
/// `UIView.draw(_:)`, `UIGraphicsImageRenderer.image(actions:)`, the renderer and
/// `UIGraphicsBeginImageContextWithOptions(_:_:_:)` push a context while they draw.
public func UIGraphicsGetCurrentContext() -> CGContext? {
    UIGraphicsContextStack.current.contexts.last
}

/// Makes `context` current for UIKit drawing calls until the matching `UIGraphicsPopContext()`.
public func UIGraphicsPushContext(_ context: CGContext) {
    UIGraphicsContextStack.current.contexts.append(context)
}

/// Restores the context that was current before the last `UIGraphicsPushContext(_:)`.
public func UIGraphicsPopContext() {
    guard UIGraphicsContextStack.current.contexts.popLast() != nil else {
        return Diagnostics.report("UIGraphicsPopContext(): no context was pushed")
    }
}

/// Runs `body` with `context` current.
package func withCurrentGraphicsContext<T>(_ context: CGContext, _ body: () throws -> T) rethrows -> T {
    UIGraphicsPushContext(context)
    defer { UIGraphicsPopContext() }
    return try body()
}

/// One stack per thread, as in UIKit (drawing may happen on any thread).
final class UIGraphicsContextStack {
    var contexts: [CGContext] = []
    /// The bitmaps of contexts begun by `UIGraphicsBeginImageContextWithOptions`, by context.
    var imageContexts: [ObjectIdentifier: (surface: CairoImageSurface, scale: CGFloat)] = [:]
    /// The contexts begun by `UIGraphicsBeginPDFContextToData` or `…ToFile`, by context.
    var pdfContexts: [ObjectIdentifier: PDFContext] = [:]

    /// A PDF context of the stack: its default page bounds and its open page's.
    struct PDFContext {
        let context: CGContext
        let bounds: CGRect
        var page: CGRect?
    }

    private static let key = "Interlude.UIGraphicsContextStack"

    static var current: UIGraphicsContextStack {
        let dictionary = Thread.current.threadDictionary
        if let stack = dictionary[key] as? UIGraphicsContextStack { return stack }
        let stack = UIGraphicsContextStack()
        dictionary[key] = stack
        return stack
    }
}
