/// Fills `rect` with the current fill color in the current graphics context (nothing without one).
public func UIRectFill(_ rect: CGRect) {
    UIGraphicsGetCurrentContext()?.fill(rect)
}

/// Fills `rect` with the current fill color under `blendMode` (the context's own blend mode is
/// left as it was).
public func UIRectFillUsingBlendMode(_ rect: CGRect, _ blendMode: CGBlendMode) {
    guard let context = UIGraphicsGetCurrentContext() else { return }
    context.saveGState()
    context.setBlendMode(blendMode)
    context.fill(rect)
    context.restoreGState()
}

/// Fills a 1-point frame just inside `rect` with the current fill color, as UIKit does (nothing
/// without a current context).
public func UIRectFrame(_ rect: CGRect) { fillFrame(rect, blendMode: nil) }

/// `UIRectFrame` under `blendMode`.
public func UIRectFrameUsingBlendMode(_ rect: CGRect, _ blendMode: CGBlendMode) { fillFrame(rect, blendMode: blendMode) }

private func fillFrame(_ rect: CGRect, blendMode: CGBlendMode?) {
    guard let context = UIGraphicsGetCurrentContext() else { return }
    let inner = rect.insetBy(dx: 1, dy: 1)
    context.saveGState()
    if let blendMode { context.setBlendMode(blendMode) }
    context.addRect(rect)
    if inner.width > 0, inner.height > 0 { context.addRect(inner) }
    context.fillPath(using: .evenOdd)
    context.restoreGState()
}

/// Intersects the current context's clip with `rect`.
public func UIRectClip(_ rect: CGRect) { UIGraphicsGetCurrentContext()?.clip(to: rect) }
