/// Fills `rect` with the current fill color in the current graphics context (nothing without one).
public func UIRectFill(_ rect: CGRect) {
    UIGraphicsGetCurrentContext()?.fill(rect)
}

/// Fills a 1-point frame just inside `rect` with the current fill color, as UIKit does (nothing
/// without a current context).
public func UIRectFrame(_ rect: CGRect) {
    guard let context = UIGraphicsGetCurrentContext() else { return }
    let inner = rect.insetBy(dx: 1, dy: 1)
    context.saveGState()
    context.addRect(rect)
    if inner.width > 0, inner.height > 0 { context.addRect(inner) }
    context.fillPath(using: .evenOdd)
    context.restoreGState()
}
