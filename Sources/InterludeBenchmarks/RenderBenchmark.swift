// Renderer benchmark: one @3x (1170 × 2532) mid-transition frame of two full-screen controllers
// (image, labels, shadow), with and without a full-screen backdrop blur, against the same scene
// drawn by direct Cairo/Pango calls every frame.
import CCairo
import Interlude
import InterludeCore

@MainActor
enum RenderBenchmark {
    static let size = CGSize(width: 390, height: 844)

    static func artwork(hue: CGFloat) -> UIImage {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 3
        return UIGraphicsImageRenderer(size: CGSize(width: 390, height: 300), format: format).image { ctx in
            for i in 0..<12 {
                UIColor(hue: hue + 0.01 * CGFloat(i), saturation: 0.5, brightness: 1 - 0.04 * CGFloat(i), alpha: 1).setFill()
                ctx.fill(CGRect(x: 0, y: 25 * CGFloat(i), width: 390, height: 26))
            }
            UIColor.systemYellow.setFill()
            UIBezierPath(ovalIn: CGRect(x: 260, y: 40, width: 90, height: 90)).fill()
        }
    }

    static let texts = ["Inbox", "Message", "A transition is just animations attached to layers plus bookkeeping of which controller owns which view.",
                        "Rendering is two steps: content is rasterized once, each frame composites cached surfaces."]

    static func controller(title: String, image: UIImage, frame: CGRect) -> UIView {
        let view = UIView(frame: frame)
        view.backgroundColor = .white
        let bar = UIView(frame: CGRect(x: 0, y: 0, width: size.width, height: 100))
        bar.backgroundColor = UIColor(white: 0.96, alpha: 1)
        let titleLabel = UILabel(frame: CGRect(x: 0, y: 50, width: size.width, height: 44))
        titleLabel.text = title
        titleLabel.textAlignment = .center
        titleLabel.font = .systemFont(ofSize: 17, weight: .semibold)
        bar.addSubview(titleLabel)
        view.addSubview(bar)
        let imageView = UIImageView(image: image)
        imageView.frame = CGRect(x: 0, y: 100, width: size.width, height: 300)
        view.addSubview(imageView)
        for (i, text) in texts.dropFirst(2).enumerated() {
            let label = UILabel(frame: CGRect(x: 20, y: 420 + CGFloat(i) * 120, width: size.width - 40, height: 110))
            label.text = text
            label.numberOfLines = 0
            label.font = .systemFont(ofSize: 20)
            view.addSubview(label)
        }
        return view
    }

    /// A navigation push halfway: the new controller (with a shadow) slides over the old one.
    static func scene(blur: Bool) -> UIWindow {
        let window = UIWindow(frame: CGRect(origin: .zero, size: size))
        window.backgroundColor = .black
        let from = controller(title: texts[0], image: artwork(hue: 0.55), frame: window.bounds)
        window.addSubview(from)
        let to = controller(title: texts[1], image: artwork(hue: 0.05), frame: window.bounds.offsetBy(dx: size.width, dy: 0))
        to.layer.shadowOpacity = 0.3
        to.layer.shadowRadius = 10
        window.addSubview(to)
        if blur {
            let effect = UIVisualEffectView(effect: UIBlurEffect(style: .light))
            effect.frame = window.bounds
            window.addSubview(effect)
        }
        UIView.animate(withDuration: 1, delay: 0, options: [.curveEaseInOut], animations: {
            from.center.x -= size.width / 3
            to.center.x -= size.width
        })
        window.advance(by: 0.5)
        return window
    }

    /// FNV-1a of the frame's bytes: equal hashes from debug and release builds mean identical frames.
    static func hash(_ frame: RenderedFrame) -> UInt64 {
        var h: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in frame.pixels { h = (h ^ UInt64(byte)) &* 0x100_0000_01b3 }
        return h
    }

    /// The same picture without the renderer: every frame fills, scales the images and lays out
    /// and draws the text again, with Cairo and Pango directly (no shadow: Cairo has no blur).
    static func drawDirect(into surface: CairoImageSurface, images: [UIImage], offset: Double) {
        let cr = cairo_create(surface.pointer)!
        defer { cairo_destroy(cr) }
        cairo_set_source_rgb(cr, 0, 0, 0)
        cairo_paint(cr)
        cairo_scale(cr, 3, 3)
        let context = CGContext(cairo: cr)
        for (index, x) in [-Double(size.width) / 3 * offset, Double(size.width) * (1 - offset)].enumerated() {
            cairo_save(cr)
            cairo_translate(cr, x, 0)
            cairo_set_source_rgb(cr, 1, 1, 1)
            cairo_rectangle(cr, 0, 0, Double(size.width), Double(size.height))
            cairo_fill(cr)
            cairo_set_source_rgb(cr, 0.96, 0.96, 0.96)
            cairo_rectangle(cr, 0, 0, Double(size.width), 100)
            cairo_fill(cr)
            cairo_save(cr)
            cairo_translate(cr, 0, 100)
            cairo_scale(cr, 1.0 / 3, 1.0 / 3)
            cairo_set_source_surface(cr, images[index].cgImage!.surface.pointer, 0, 0)
            cairo_paint(cr)
            cairo_restore(cr)
            let engine = TextEngine.current
            let title = engine.layout(texts[index], font: .systemFont(ofSize: 17, weight: .semibold), width: nil, maxLines: 1,
                                      lineBreakMode: .byTruncatingTail, alignment: .center)
            title.draw(in: context, at: CGPoint(x: (size.width - title.size.width) / 2, y: 62), color: CGColor(gray: 0, alpha: 1))
            for (i, text) in texts.dropFirst(2).enumerated() {
                let body = engine.layout(text, font: .systemFont(ofSize: 20), width: size.width - 40, maxLines: 0,
                                         lineBreakMode: .byTruncatingTail, alignment: .natural)
                body.draw(in: context, at: CGPoint(x: 20, y: 420 + CGFloat(i) * 120), color: CGColor(gray: 0, alpha: 1))
            }
            cairo_restore(cr)
        }
    }

    static func run() {
        // Ease-in-out at half time is exactly halfway.
        let plain = scene(blur: false), blurred = scene(blur: true)
        let frame = plain.renderFrame(scale: 3)
        print("render: \(frame.width)×\(frame.height) frame hash \(String(hash(frame), radix: 16)) (same in debug and release builds)")
        let ours = measure(seconds: 2) { _ = plain.renderFrame(scale: 3) }
        let withBlur = measure(seconds: 2) { _ = blurred.renderFrame(scale: 3) }
        let surface = CairoImageSurface(width: 1170, height: 2532)!
        let images = [artwork(hue: 0.55), artwork(hue: 0.05)]
        let direct = measure(seconds: 2) { drawDirect(into: surface, images: images, offset: 0.5) }
        print(String(format: "render @3x mid-push, two controllers + shadow:    %6.2f ms/frame (goal ≤ 8.3)", ours / 1e6))
        print(String(format: "render @3x same scene + full-screen blur:         %6.2f ms/frame (goal ≤ 16.7)", withBlur / 1e6))
        print(String(format: "direct Cairo/Pango drawing of the scene (no shadow): %6.2f ms/frame; ours/direct = %.2f (goal ≤ 1.3)",
                     direct / 1e6, ours / direct))
    }
}
