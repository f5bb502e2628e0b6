import InterludeTestSupport
import Testing
@testable import InterludeQuartzCore
@testable import InterludeUIKit

@MainActor @Suite("Window clock")
struct WindowClockTests {
    @Test("advance lands exactly on the target in frame steps")
    func advanceLandsExactly() throws {
        let window = makeWindow()
        var stamps: [Double] = []
        let link = CADisplayLink { stamps.append($0.timestamp) }
        link.add(to: .main, forMode: .common)
        window.advance(by: 0.05)
        #expect(window.clock.now == 0.05)
        try #require(stamps.count == 3)
        expectClose(stamps[0], 1.0 / 60)
        expectClose(stamps[1], 2.0 / 60)
        #expect(stamps[2] == 0.05)
        #expect(CACurrentMediaTime() == 0.05)
        link.invalidate()
    }

    @Test("the clock never moves backwards and rejects non-finite targets")
    func rejectsBadTargets() throws {
        let window = makeWindow()
        window.advance(to: 1)
        let messages = capturingDiagnostics {
            window.advance(to: 0.5)
            window.advance(by: .nan)
            window.advance(by: -1)
        }
        #expect(window.clock.now == 1)
        try #require(messages.count == 3)
        #expect(messages[0].contains("UIWindow.advance(to:)"))
    }

    @Test("a display link with a method reference holds its target weakly")
    func displayLinkTargetIsWeak() {
        final class Ticker {
            var ticks = 0
            func step(_ link: CADisplayLink) { ticks += 1 }
        }
        let window = makeWindow()
        var ticker: Ticker? = Ticker()
        weak let weakTicker = ticker
        let link = CADisplayLink(target: ticker!, selector: Ticker.step)
        link.add(to: .main, forMode: .default)
        window.advance(by: 2.0 / 60)
        #expect(ticker?.ticks == 2)
        ticker = nil
        #expect(weakTicker == nil)
        window.advance(by: 1.0 / 60)
        #expect(window.clock.displayLinks.isEmpty)
    }

    @Test("frames are 1/framesPerSecond apart")
    func frameRateIsConfigurable() {
        let window = makeWindow()
        window.framesPerSecond = 30
        var count = 0
        let link = CADisplayLink { _ in count += 1 }
        link.add(to: .main, forMode: .common)
        window.advance(by: 1)
        #expect(count == 30)
        link.invalidate()
    }
}
