import Testing
@testable import InterludeQuartzCore
@testable import InterludeUIKit
import InterludeTestSupport

/// A display link's rate: `preferredFramesPerSecond` (0, the default, fires at every frame) and
/// `preferredFrameRateRange` (iOS 15; `CAFrameRateRange.default` asks for nothing; the system picks a
/// rate that is a factor of the display's refresh rate), from Apple's pages of both properties.
@MainActor @Suite("CADisplayLink frame rates")
struct DisplayLinkFrameRateTests {
    /// How many times a link configured by `configure` fires in one second of 60 Hz steps, and the
    /// `duration` it reports at the last firing.
    private func firings(_ configure: (CADisplayLink) -> Void) -> (count: Int, duration: Double) {
        let window = makeWindow()
        var count = 0, duration = 0.0
        let link = CADisplayLink { link in
            count += 1
            duration = link.duration
        }
        configure(link)
        link.add(to: .main, forMode: .common)
        for _ in 0..<60 { window.advance(by: 1.0 / 60) }
        link.invalidate()
        return (count, duration)
    }

    @Test("the defaults: every frame, and a range that asks for nothing")
    func defaults() {
        let link = CADisplayLink { _ in }
        #expect(link.preferredFramesPerSecond == 0)
        #expect(link.preferredFrameRateRange == .default)
        #expect(CAFrameRateRange.default == CAFrameRateRange(minimum: 0, maximum: 0, preferred: nil))
        #expect(firings { _ in }.count == 60)
    }

    @Test("30 frames per second at 60 Hz: every other step, two steps long")
    func halfRate() {
        let half = firings { $0.preferredFramesPerSecond = 30 }
        #expect(half.count == 30)
        expectClose(half.duration, 2.0 / 60)
    }

    @Test("a range fires at its preferred rate, else its maximum; it wins over preferredFramesPerSecond")
    func ranges() {
        #expect(firings { $0.preferredFrameRateRange = CAFrameRateRange(minimum: 10, maximum: 60, preferred: 20) }.count == 20)
        #expect(firings { $0.preferredFrameRateRange = CAFrameRateRange(minimum: 10, maximum: 30) }.count == 30)
        let both = firings {
            $0.preferredFramesPerSecond = 60
            $0.preferredFrameRateRange = CAFrameRateRange(minimum: 15, maximum: 15, preferred: 15)
        }
        #expect(both.count == 15)
    }

    @Test("a rate between factors of 60 Hz fires whole steps apart: 40 asked gives every other step")
    func factorOfRefreshRate() {
        #expect(firings { $0.preferredFrameRateRange = CAFrameRateRange(minimum: 40, maximum: 40, preferred: 40) }.count == 30)
    }
}
