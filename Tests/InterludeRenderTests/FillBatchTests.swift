import Testing
import InterludeSeededRandom
@testable import InterludeUIKit
@testable import InterludeRender

/// Plain fills held back and done together in bands on several threads (`FillBatch`), and worked
/// out together for many siblings (`SiblingFills`), give the frame that filling each at once gives,
/// byte for byte: in the order of everything Cairo draws between and above them, and whatever the
/// bands' boundaries.
@MainActor
@Suite("Fill batches")
struct FillBatchTests {
    /// Random layers over a 160 × 120 window: plain fills (rotated, translucent, overlapping),
    /// between layers Cairo draws (rounded corners, borders, shadows, clipping containers with
    /// plain sublayers, faded groups).
    func scene(seed: UInt64) -> UIWindow {
        var random = SplitMix64(seed: seed)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 160, height: 120))
        func color() -> CGColor {
            CGColor(
                red: .random(in: 0...1, using: &random), green: .random(in: 0...1, using: &random),
                blue: .random(in: 0...1, using: &random), alpha: [1, 0.6, 0.3].randomElement(using: &random)!)
        }
        func plain(in parent: CALayer) {
            let layer = CALayer()
            layer.frame = CGRect(
                x: .random(in: -10...150, using: &random), y: .random(in: -10...110, using: &random),
                width: .random(in: 0.5...40, using: &random), height: .random(in: 0.5...40, using: &random))
            layer.backgroundColor = color()
            if Bool.random(using: &random) {
                layer.setAffineTransform(CGAffineTransform(rotationAngle: .random(in: -3...3, using: &random)))
            }
            // Some plain layers do not show.
            layer.isHidden = Int.random(in: 0..<10, using: &random) == 0
            parent.addSublayer(layer)
        }
        /// A layer of `width` × `height` at a random place (origin up to `maxX`, `maxY`) with a
        /// random background, added to the window.
        func placed(_ width: Double, _ height: Double, maxX: Double = 120, maxY: Double = 80) -> CALayer {
            let layer = CALayer()
            layer.frame = CGRect(
                x: .random(in: 0...maxX, using: &random), y: .random(in: 0...maxY, using: &random), width: width,
                height: height)
            layer.backgroundColor = color()
            window.layer.addSublayer(layer)
            return layer
        }
        for _ in 0..<120 {
            switch Int.random(in: 0..<12, using: &random) {
            case 0:
                placed(40, 30).cornerRadius = 8
            case 1:
                let bordered = placed(30, 30)
                bordered.borderWidth = 3
                bordered.borderColor = color()
            case 2:
                let container = placed(60, 50, maxX: 100, maxY: 60)
                container.masksToBounds = Bool.random(using: &random)
                container.opacity = [1, 0.5].randomElement(using: &random)!
                for _ in 0..<4 { plain(in: container) }
            case 3:
                let shadowed = placed(24, 24)
                shadowed.shadowOpacity = 0.8
                shadowed.shadowRadius = 3
            default:
                plain(in: window.layer)
            }
        }
        // Plain layers last, so that the frame's last batch is large enough to be shared.
        for _ in 0..<40 { plain(in: window.layer) }
        return window
    }

    func render(_ window: UIWindow, batched: Bool, threads: Int) -> [UInt8] {
        let (batches, count) = (FrameRenderer.batchesFills, FrameParallelism.threadCount)
        defer { (FrameRenderer.batchesFills, FrameParallelism.threadCount) = (batches, count) }
        (FrameRenderer.batchesFills, FrameParallelism.threadCount) = (batched, threads)
        return withSmallBatchesShared { window.renderFrame(scale: 2).pixels }
    }

    /// `body` with batches of this suite's small scenes kept and shared.
    func withSmallBatchesShared<Result>(_ body: () -> Result) -> Result {
        let (layers, rows, siblings) = (
            FillBatch.minimumLayersToBatch, FillBatch.minimumRowsToShare, SiblingFills.minimumToShare
        )
        defer {
            (FillBatch.minimumLayersToBatch, FillBatch.minimumRowsToShare, SiblingFills.minimumToShare) = (
                layers, rows, siblings
            )
        }
        (FillBatch.minimumLayersToBatch, FillBatch.minimumRowsToShare, SiblingFills.minimumToShare) = (1, 256, 2)
        return body()
    }

    @Test("Batched fills, filled in bands, give the frame of fills done one by one", arguments: [1, 2, 3] as [UInt64])
    func sameBytes(seed: UInt64) {
        let window = scene(seed: seed)
        let oneByOne = render(window, batched: false, threads: 1)
        for threads in [2, 3, 7] {
            FrameRenderer.compositor.siblingFills = []
            // (Compared as a whole: Swift Testing's difference of two frames' bytes takes minutes.)
            let batched = render(window, batched: true, threads: threads)
            let differing = zip(batched, oneByOne).count { $0 != $1 }
            #expect(batched.count == oneByOne.count && differing == 0, "\(threads) threads: \(differing) bytes differ")
            #expect(FrameRenderer.compositor.fills.lastBands.count == threads, "\(threads) threads")
            // The window's sublayers were worked out together (`SiblingFills`).
            let siblings = FrameRenderer.compositor.siblingFills.dropFirst().first?.steps.count
            #expect(siblings == window.layer.sublayers?.count, "\(threads) threads")
        }
    }

    @Test("Bands split the fills' work about equally, and cover every row once")
    func bandsShareTheWork() {
        // Fills only in the frame's top quarter: equal heights would leave the lower bands idle.
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 400))
        for i in 0..<400 {
            let layer = CALayer()
            layer.frame = CGRect(x: Double(i % 20) * 10, y: Double(i / 20) * 5, width: 8, height: 4)
            layer.backgroundColor = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
            window.layer.addSublayer(layer)
        }
        let (count, before) = (FrameParallelism.threadCount, FrameRenderer.compositor.fills.lastBands)
        defer { FrameParallelism.threadCount = count }
        FrameParallelism.threadCount = 4
        _ = withSmallBatchesShared { window.renderFrame(scale: 1) }
        let bands = FrameRenderer.compositor.fills.lastBands
        #expect(bands != before)
        #expect(bands.count == 4)
        #expect(bands.first?.lowerBound == 0 && bands.last?.upperBound == 400)
        #expect(zip(bands, bands.dropFirst()).allSatisfy { $0.upperBound == $1.lowerBound })
        // 20 rows of layers, 5 pixels apart, 4 pixels high: 100 pixel rows hold all the work.
        #expect(bands.dropLast().allSatisfy { $0.upperBound <= 100 }, "\(bands)")
        #expect(bands.dropLast().allSatisfy { $0.count >= 20 }, "\(bands)")
    }
}
