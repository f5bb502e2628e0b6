import Foundation

/// Starts drawing into a new bitmap of `size` points at 1 pixel per point, not opaque: the same as
/// `UIGraphicsBeginImageContextWithOptions(size, false, 1)`.
public func UIGraphicsBeginImageContext(_ size: CGSize) {
    UIGraphicsBeginImageContextWithOptions(size, false, 1)
}

/// Starts drawing into a new bitmap of `size` points at `scale` pixels per point (0: the main
/// screen's scale; 3 off the main thread, where the screen is not readable), pushing its context onto the current thread's stack of graphics contexts, so
/// `UIGraphicsGetCurrentContext()` returns it until `UIGraphicsEndImageContext()`. An `opaque`
/// bitmap starts black, otherwise transparent. Contexts nest: a second call draws into a second
/// bitmap until it is ended. A size without pixels (or not finite) is reported and nothing is pushed.
public func UIGraphicsBeginImageContextWithOptions(_ size: CGSize, _ opaque: Bool, _ scale: CGFloat) {
    let scale = scale == 0 ? mainScreenScale() : scale
    let width = (size.width * scale).rounded(.up), height = (size.height * scale).rounded(.up)
    guard width.isFinite, height.isFinite, scale > 0, width >= 1, height >= 1,
        let surface = CairoImageSurface(width: Int(width), height: Int(height))
    else {
        return Diagnostics.report(
            "UIGraphicsBeginImageContextWithOptions(\(size), \(opaque), \(scale)): no bitmap of that size; "
                + "no context was pushed")
    }
    let context = CGContext(surface: surface, scale: scale)
    if opaque { context.paintSurface(with: CGColor(gray: 0, alpha: 1)) }
    let stack = UIGraphicsContextStack.current
    stack.imageContexts[ObjectIdentifier(context)] = (surface, scale)
    stack.contexts.append(context)
}

/// An image of what the current context holds, when it is an image context begun with
/// `UIGraphicsBeginImageContextWithOptions(_:_:_:)`; nil otherwise. The image has the context's
/// scale and size in points; drawing may go on afterwards.
public func UIGraphicsGetImageFromCurrentImageContext() -> UIImage? {
    let stack = UIGraphicsContextStack.current
    guard let context = stack.contexts.last, let bitmap = stack.imageContexts[ObjectIdentifier(context)] else { return nil }
    let copy = UIGraphicsImageRendererContext.copy(bitmap.surface)
    return UIImage(cgImage: CGImage(surface: copy), scale: bitmap.scale)
}

/// Ends the current image context, making the one below it current again. Reported and ignored
/// when the current context is not an image context.
public func UIGraphicsEndImageContext() {
    let stack = UIGraphicsContextStack.current
    guard let context = stack.contexts.last, stack.imageContexts[ObjectIdentifier(context)] != nil else {
        return Diagnostics.report("UIGraphicsEndImageContext(): the current context is not an image context; ignored")
    }
    stack.imageContexts[ObjectIdentifier(context)] = nil
    stack.contexts.removeLast()
}

/// `UIScreen.main.scale` on the main thread; elsewhere its default, 3.
private func mainScreenScale() -> CGFloat {
    Thread.isMainThread ? MainActor.assumeIsolated { UIScreen.main.scale } : 3
}
