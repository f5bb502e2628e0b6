// Renderer benchmark: one @3x (1170 × 2532) mid-transition frame of two full-screen controllers
// (image, labels, shadow), with and without a full-screen backdrop blur, against the same scene
// drawn by direct Cairo/Pango calls every frame.
import CCairo
import Foundation
import Glibc
import Interlude
import InterludeUIKit

/// CPU time all of the process's threads have used, in nanoseconds.
func processCPUTime() -> Double {
    var spec = timespec()
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &spec)
    return Double(spec.tv_sec) * 1e9 + Double(spec.tv_nsec)
}

/// Monotonic wall-clock time in nanoseconds.
func wallTime() -> Double {
    var spec = timespec()
    clock_gettime(CLOCK_MONOTONIC, &spec)
    return Double(spec.tv_sec) * 1e9 + Double(spec.tv_nsec)
}

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

    static let texts = [
        "Inbox", "Message",
        "A transition is just animations attached to layers plus bookkeeping of which controller owns which view.",
        "Rendering is two steps: content is rasterized once, each frame composites cached surfaces.",
    ]

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

    /// A navigation push halfway: the new controller (with a shadow unless `shadow` is false)
    /// slides over the old one; with `blur`, a full-screen light blur covers both.
    static func scene(blur: Bool, shadow: Bool = true) -> UIWindow {
        let window = UIWindow(frame: CGRect(origin: .zero, size: size))
        window.backgroundColor = .black
        let from = controller(title: texts[0], image: artwork(hue: 0.55), frame: window.bounds)
        window.addSubview(from)
        let to = controller(title: texts[1], image: artwork(hue: 0.05), frame: window.bounds.offsetBy(dx: size.width, dy: 0))
        if shadow {
            to.layer.shadowOpacity = 0.3
            to.layer.shadowRadius = 10
        }
        window.addSubview(to)
        if blur {
            let effect = UIVisualEffectView(effect: UIBlurEffect(style: .light))
            effect.frame = window.bounds
            window.addSubview(effect)
        }
        UIView.animate(
            withDuration: 1, delay: 0, options: [.curveEaseInOut],
            animations: {
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

    /// The same picture without the renderer, as an app drawing by hand would: a new zeroed frame
    /// like `renderFrame`'s, then every frame fills, copies the images and lays out and draws the
    /// text again with Cairo and Pango directly, placed as `UILabel` places it (centred vertically).
    /// No shadow: Cairo has no blur, so it is compared with the shadow-free scene.
    static func drawDirect(images: [UIImage], offset: Double) -> [UInt8] {
        let width = 1170, height = 2532
        let stride = Int(cairo_format_stride_for_width(CAIRO_FORMAT_ARGB32, Int32(width)))
        return [UInt8](unsafeUninitializedCapacity: stride * height) { buffer, count in
            buffer.initialize(repeating: 0)
            count = stride * height
            let surface = cairo_image_surface_create_for_data(
                buffer.baseAddress, CAIRO_FORMAT_ARGB32, Int32(width), Int32(height), Int32(stride))!
            let cr = cairo_create(surface)!
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
                cairo_set_source_rgba(cr, 0.96, 0.96, 0.96, 1)
                cairo_rectangle(cr, 0, 0, Double(size.width), 100)
                cairo_fill(cr)
                cairo_save(cr)
                cairo_translate(cr, 0, 100)
                cairo_scale(cr, 1.0 / 3, 1.0 / 3)
                cairo_set_source_surface(cr, images[index].cgImage!.surface.pointer, 0, 0)
                cairo_paint(cr)
                cairo_restore(cr)
                let engine = TextEngine.current
                let title = engine.layout(
                    texts[index], font: UIFont.systemFont(ofSize: 17, weight: .semibold).face, width: size.width, maxLines: 1,
                    lineBreakMode: .byTruncatingTail, alignment: .center)
                title.draw(
                    in: context, at: CGPoint(x: 0, y: 50 + (44 - title.size.height) / 2), color: CGColor(gray: 0, alpha: 1))
                for (i, text) in texts.dropFirst(2).enumerated() {
                    let font = UIFont.systemFont(ofSize: 20)
                    let body = engine.layout(
                        text, font: font.face, width: size.width - 40,
                        maxLines: Int((110 / font.lineHeight + 1e-6).rounded(.down)),
                        lineBreakMode: .byTruncatingTail, alignment: .natural)
                    body.draw(
                        in: context, at: CGPoint(x: 20, y: 420 + CGFloat(i) * 120 + (110 - body.size.height) / 2),
                        color: CGColor(gray: 0, alpha: 1))
                }
                cairo_restore(cr)
            }
            cairo_destroy(cr)
            cairo_surface_finish(surface)
            cairo_surface_destroy(surface)
        }
    }

    /// Pixels of two equally laid-out frames differing by more than 2/255 in some channel.
    static func differingPixels(_ a: [UInt8], _ b: [UInt8]) -> Int {
        var count = 0
        a.withUnsafeBytes { pa in
            b.withUnsafeBytes { pb in
                let wa = pa.bindMemory(to: UInt32.self), wb = pb.bindMemory(to: UInt32.self)
                for i in 0..<min(wa.count, wb.count) where wa[i] != wb[i] {
                    var worst: UInt32 = 0
                    for shift: UInt32 in [0, 8, 16, 24] {
                        let x = (wa[i] >> shift) & 0xFF, y = (wb[i] >> shift) & 0xFF
                        worst = max(worst, x > y ? x - y : y - x)
                    }
                    if worst > 2 { count += 1 }
                }
            }
        }
        return count
    }

    /// Per-frame samples of one contender: thread CPU time (the work, whatever else the machine
    /// runs), process CPU time (all threads, for the blur's helper threads) and wall time.
    struct Samples {
        let name: String
        var thread: [Double] = [], process: [Double] = [], wall: [Double] = []

        mutating func record(_ body: () -> Void) {
            let (t0, p0, w0) = (threadCPUTime(), processCPUTime(), wallTime())
            body()
            let (t1, p1, w1) = (threadCPUTime(), processCPUTime(), wallTime())
            thread.append(t1 - t0); process.append(p1 - p0); wall.append(w1 - w0)
        }

        static func minimum(_ v: [Double]) -> Double { v.min() ?? .nan }
        static func median(_ v: [Double]) -> Double { let s = v.sorted(); return s.isEmpty ? .nan : s[s.count / 2] }

        func line(goal: String) -> String {
            String(
                format: "%@  CPU %6.2f ms min, %6.2f median (all threads %6.2f median); wall %6.2f min, %6.2f median  %@",
                name.padding(toLength: 44, withPad: " ", startingAt: 0), Self.minimum(thread) / 1e6, Self.median(thread) / 1e6,
                Self.median(process) / 1e6, Self.minimum(wall) / 1e6, Self.median(wall) / 1e6, goal)
        }
    }

    static func run() {
        // Ease-in-out at half time is exactly halfway.
        let plain = scene(blur: false), bare = scene(blur: false, shadow: false), blurred = scene(blur: true)
        let images = [artwork(hue: 0.55), artwork(hue: 0.05)]
        let frame = plain.renderFrame(scale: 3), blurFrame = blurred.renderFrame(scale: 3)
        print(
            "render: \(frame.width)×\(frame.height) frame hash \(String(hash(frame), radix: 16)), with blur "
                + "\(String(hash(blurFrame), radix: 16)) (same in debug and release builds)")
        if let folder = getenv("RENDER_BENCH_PNG").map({ String(cString: $0) }) {
            // For looking at what is timed: RENDER_BENCH_PNG=/tmp InterludeBenchmarks render
            try? frame.pngData().write(to: URL(fileURLWithPath: folder + "/render-bench-shadow.png"))
            try? blurFrame.pngData().write(to: URL(fileURLWithPath: folder + "/render-bench-blur.png"))
        }
        let bareFrame = bare.renderFrame(scale: 3), directFrame = drawDirect(images: images, offset: 0.5)
        let differing = differingPixels(bareFrame.pixels, directFrame)
        print(
            String(
                format: "direct drawing vs ours, shadow-free scene: %d pixels (%.3f %%) differ by more than 2/255",
                differing, 100 * Double(differing) / Double(bareFrame.width * bareFrame.height)))
        // Interleaved: each round times every contender once, so load changes hit all alike.
        var ours = Samples(name: "ours, no shadow"), direct = Samples(name: "direct Cairo/Pango, no shadow")
        var shadowed = Samples(name: "ours, two controllers + shadow"),
            withBlur = Samples(name: "ours, + full-screen UIBlurEffect(.light)")
        let rounds = fixedIterations ?? 300
        for _ in 0..<3 { _ = bare.renderFrame(scale: 3); _ = plain.renderFrame(scale: 3); _ = blurred.renderFrame(scale: 3) }
        for _ in 0..<rounds {
            ours.record { _ = bare.renderFrame(scale: 3) }
            direct.record { _ = drawDirect(images: images, offset: 0.5) }
            shadowed.record { _ = plain.renderFrame(scale: 3) }
            withBlur.record { _ = blurred.renderFrame(scale: 3) }
        }
        let threads =
            getenv("INTERLUDE_RENDER_THREADS").map { String(cString: $0) }.flatMap(Int.init).map { "\(max(1, $0))" }
            ?? "\(ProcessInfo.processInfo.activeProcessorCount) (the cores)"
        print(
            "render @3x (1170×2532) mid-push, \(rounds) interleaved rounds; pixel loops split over \(threads) threads, at most 4:"
        )
        print(ours.line(goal: ""))
        print(direct.line(goal: ""))
        print(shadowed.line(goal: "(goal ≤ 8.3)"))
        print(withBlur.line(goal: "(goal ≤ 16.7 wall)"))
        let ratios = zip(ours.thread, direct.thread).map { $0 / $1 }
        print(
            String(
                format: "ours / direct (same picture, CPU per round): min %.2f, median %.2f; of medians %.2f (goal ≤ 1.3)",
                Samples.minimum(ratios), Samples.median(ratios), Samples.median(ours.thread) / Samples.median(direct.thread)))
        print(
            String(
                format: "shadow cost (median CPU, with − without): %.2f ms; blur cost: %.2f ms CPU, %.2f ms wall",
                (Samples.median(shadowed.thread) - Samples.median(ours.thread)) / 1e6,
                (Samples.median(withBlur.process) - Samples.median(shadowed.process)) / 1e6,
                (Samples.median(withBlur.wall) - Samples.median(shadowed.wall)) / 1e6))
    }
}
