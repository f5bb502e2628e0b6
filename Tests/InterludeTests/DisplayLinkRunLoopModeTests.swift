import Testing
@testable import InterludeQuartzCore
@testable import InterludeUIKit
import InterludeTestSupport

/// `CADisplayLink.add(to:forMode:)` and `remove(from:forMode:)` as Core Animation documents them
/// (Apple's "add(to:forMode:)": a link may be associated with several modes; "remove(from:forMode:)":
/// the run loop lets go of the link once it is in no mode; "invalidate()": removes it from all modes).
@MainActor @Suite("CADisplayLink run loop modes")
struct DisplayLinkRunLoopModeTests {
    @Test("a link added in two modes fires once per frame, and until it is removed from both")
    func twoModes() {
        let window = makeWindow()
        var count = 0
        let link = CADisplayLink { _ in count += 1 }
        link.add(to: .main, forMode: .common)
        link.add(to: .main, forMode: .default)
        window.advance(by: 2.0 / 60)
        #expect(count == 2)
        link.remove(from: .main, forMode: .default)
        window.advance(by: 1.0 / 60)
        #expect(count == 3, "still in .common")
        link.remove(from: .main, forMode: .common)
        window.advance(by: 3.0 / 60)
        #expect(count == 3, "in no mode: no more frames")
        #expect(window.clock.displayLinks.isEmpty)
        link.invalidate()
    }

    @Test("removing a mode the link was never added in changes nothing")
    func removingAnotherMode() {
        let window = makeWindow()
        var count = 0
        let link = CADisplayLink { _ in count += 1 }
        link.add(to: .main, forMode: .common)
        link.remove(from: .main, forMode: .default)
        window.advance(by: 2.0 / 60)
        #expect(count == 2)
        link.invalidate()
    }

    @Test("a removed link can be added again and keeps its target; an invalidated one cannot")
    func removedLinkCanReturn() {
        @MainActor final class Ticker {
            var stamps: [Double] = []
            func step(_ link: CADisplayLink) { stamps.append(link.timestamp) }
        }
        let window = makeWindow()
        let ticker = Ticker()
        let link = CADisplayLink(target: ticker, selector: Ticker.step)
        link.add(to: .main, forMode: .common)
        window.advance(by: 1.0 / 60)
        link.remove(from: .main, forMode: .common)
        window.advance(by: 1.0 / 60)
        link.add(to: .main, forMode: .common)
        window.advance(by: 1.0 / 60)
        #expect(ticker.stamps.count == 2)
        expectClose(ticker.stamps[0], 1.0 / 60)
        expectClose(ticker.stamps[1], 3.0 / 60)
        link.invalidate()
        link.add(to: .main, forMode: .common)
        window.advance(by: 1.0 / 60)
        #expect(ticker.stamps.count == 2, "invalidate is for good")
    }
}
