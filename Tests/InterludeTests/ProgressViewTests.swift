import Foundation
import Testing
@testable import InterludeUIKit

// UIProgressView (https://developer.apple.com/documentation/uikit/uiprogressview): progress
// "0.0 to 1.0 … values less than 0.0 and greater than 1.0 are pinned to those limits"; the
// default 0; Style raw values from UIKit's header.
@MainActor
@Suite("UIProgressView")
struct ProgressViewTests {
    @Test("Progress is pinned to 0…1 and reported as a percentage")
    func pinning() {
        let bar = UIProgressView(progressViewStyle: .default)
        #expect(bar.progress == 0 && bar.progressViewStyle == .default)
        bar.progress = 1.5
        #expect(bar.progress == 1)
        bar.setProgress(-2, animated: false)
        #expect(bar.progress == 0)
        bar.progress = 0.4
        #expect(bar.accessibilityValue == "40%")
        #expect(UIProgressView.Style.bar.rawValue == 1 && bar.intrinsicContentSize.height == 4)
    }

    @Test("The done part covers the progress's share of the width, animated on the window's clock")
    func drawing() {
        let window = makeWindow(width: 200, height: 20)
        window.backgroundColor = .white
        let bar = UIProgressView(frame: CGRect(x: 0, y: 0, width: 200, height: 20))
        bar.progressTintColor = .red
        bar.trackTintColor = .blue
        window.addSubview(bar)
        bar.progress = 0.25
        var frame = window.renderFrame(scale: 1)
        #expect(frame.pixel(x: 40, y: 10) == (255, 0, 0, 255))
        #expect(frame.pixel(x: 60, y: 10) == (0, 0, 255, 255))
        #expect(frame.pixel(x: 40, y: 2) == (255, 255, 255, 255))
        bar.setProgress(0.75, animated: true)
        window.advance(by: 0.125)
        frame = window.renderFrame(scale: 1)
        #expect(frame.pixel(x: 60, y: 10) == (255, 0, 0, 255))
        #expect(frame.pixel(x: 140, y: 10) == (0, 0, 255, 255))
        window.advance(by: 0.2)
        #expect(window.renderFrame(scale: 1).pixel(x: 140, y: 10) == (255, 0, 0, 255))
    }
}
