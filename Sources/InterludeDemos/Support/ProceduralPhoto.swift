import Interlude

/// Landscape "photos" drawn in code, so the demos need no downloaded assets and every frame is
/// reproducible: a sky band, a sun, and two rows of hills, coloured from a palette picked by the
/// photo's index.
@MainActor
public enum ProceduralPhoto {
    /// Palettes (sky, sun, far hills, near hills), one per photo index modulo the count.
    private static let palettes: [(sky: UIColor, sun: UIColor, far: UIColor, near: UIColor)] = [
        (
            UIColor(red: 0.53, green: 0.76, blue: 0.95, alpha: 1), UIColor(red: 1.0, green: 0.85, blue: 0.35, alpha: 1),
            UIColor(red: 0.35, green: 0.60, blue: 0.45, alpha: 1), UIColor(red: 0.20, green: 0.45, blue: 0.30, alpha: 1)
        ),
        (
            UIColor(red: 0.98, green: 0.62, blue: 0.45, alpha: 1), UIColor(red: 1.0, green: 0.95, blue: 0.80, alpha: 1),
            UIColor(red: 0.55, green: 0.35, blue: 0.45, alpha: 1), UIColor(red: 0.30, green: 0.20, blue: 0.30, alpha: 1)
        ),
        (
            UIColor(red: 0.16, green: 0.20, blue: 0.40, alpha: 1), UIColor(red: 0.92, green: 0.92, blue: 0.98, alpha: 1),
            UIColor(red: 0.25, green: 0.30, blue: 0.50, alpha: 1), UIColor(red: 0.10, green: 0.12, blue: 0.25, alpha: 1)
        ),
        (
            UIColor(red: 0.70, green: 0.88, blue: 0.90, alpha: 1), UIColor(red: 1.0, green: 0.70, blue: 0.30, alpha: 1),
            UIColor(red: 0.80, green: 0.70, blue: 0.45, alpha: 1), UIColor(red: 0.60, green: 0.45, blue: 0.25, alpha: 1)
        ),
    ]

    /// The photo number `index`, `size` points large, drawn at 2 pixels per point.
    public static func image(index: Int, size: CGSize = CGSize(width: 600, height: 400)) -> UIImage {
        let palette = palettes[((index % palettes.count) + palettes.count) % palettes.count]
        let format = UIGraphicsImageRendererFormat()
        format.scale = 2
        return UIGraphicsImageRenderer(size: size, format: format).image { context in
            let cg = context.cgContext
            let (w, h) = (size.width, size.height)
            cg.setFillColor(palette.sky.cgColor)
            cg.fill(CGRect(origin: .zero, size: size))
            cg.setFillColor(palette.sun.cgColor)
            let sunX = w * (0.2 + 0.15 * CGFloat(index % 5))
            cg.fillEllipse(in: CGRect(x: sunX, y: h * 0.12, width: h * 0.22, height: h * 0.22))
            hills(in: cg, width: w, height: h, base: 0.62, amplitude: 0.10, phase: CGFloat(index), color: palette.far)
            hills(in: cg, width: w, height: h, base: 0.78, amplitude: 0.08, phase: CGFloat(index) * 1.7 + 1, color: palette.near)
        }
    }

    /// A filled band of rolling hills: cubic curves through points on a sine-like profile.
    private static func hills(
        in cg: CGContext, width w: CGFloat, height h: CGFloat, base: CGFloat,
        amplitude: CGFloat, phase: CGFloat, color: UIColor
    ) {
        cg.setFillColor(color.cgColor)
        cg.move(to: CGPoint(x: 0, y: h))
        let steps = 4
        var previous = CGPoint(x: 0, y: h * (base + amplitude * sin(phase)))
        cg.addLine(to: previous)
        for step in 1...steps {
            let x = w * CGFloat(step) / CGFloat(steps)
            let point = CGPoint(x: x, y: h * (base + amplitude * sin(phase + CGFloat(step) * 1.3)))
            let mid = (previous.x + point.x) / 2
            cg.addCurve(to: point, control1: CGPoint(x: mid, y: previous.y), control2: CGPoint(x: mid, y: point.y))
            previous = point
        }
        cg.addLine(to: CGPoint(x: w, y: h))
        cg.closePath()
        cg.fillPath()
    }
}
