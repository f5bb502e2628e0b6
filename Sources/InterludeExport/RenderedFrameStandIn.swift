// TEMPORARY stand-in for the renderer's `RenderedFrame` (branch `render`); deleted when it lands on main.
// Never published.
import Interlude

public struct RenderedFrame: Sendable {
    public let width: Int
    public let height: Int
    public let bytesPerRow: Int
    public let pixels: [UInt8]
    public let scale: CGFloat
    public let time: CFTimeInterval
    public init(width: Int, height: Int, bytesPerRow: Int, pixels: [UInt8], scale: CGFloat, time: CFTimeInterval) {
        self.width = width; self.height = height; self.bytesPerRow = bytesPerRow; self.pixels = pixels
        self.scale = scale; self.time = time
    }
}

extension UIWindow {
    @MainActor public func renderFrame(scale: CGFloat = 2) -> RenderedFrame {
        // Solid background color only, until the renderer lands.
        let w = Int((bounds.width * scale).rounded()), h = Int((bounds.height * scale).rounded())
        var px = [UInt8](repeating: 255, count: w * h * 4)
        for view in subviews {
            guard let p = view.layer.presentation() else { continue }
            let f = p.frame
            let c = view.backgroundColor?.cgColor
            let r = UInt8(min(255, max(0, (c?.red ?? 0) * 255))), g = UInt8(min(255, max(0, (c?.green ?? 0) * 255))), b = UInt8(min(255, max(0, (c?.blue ?? 0) * 255)))
            let x0 = max(0, Int(f.minX * scale)), x1 = min(w, Int(f.maxX * scale)), y0 = max(0, Int(f.minY * scale)), y1 = min(h, Int(f.maxY * scale))
            if x0 >= x1 || y0 >= y1 { continue }
            for y in y0..<y1 { for x in x0..<x1 { let i = (y * w + x) * 4; px[i] = b; px[i + 1] = g; px[i + 2] = r; px[i + 3] = 255 } }
        }
        return RenderedFrame(width: w, height: h, bytesPerRow: w * 4, pixels: px, scale: scale, time: clock.now)
    }
}
