import Foundation
import Testing
@testable import InterludeUIKit

// UIActivityIndicatorView (https://developer.apple.com/documentation/uikit/uiactivityindicatorview):
// hidesWhenStopped "If the value of this property is true (the default), the receiver sets its
// isHidden property to true when receiver is not animating"; Style raw values from UIKit's header.
@MainActor
@Suite("UIActivityIndicatorView")
struct ActivityIndicatorTests {
    @Test("Defaults: medium, hidden until it animates, 20 or 37 points by style")
    func defaults() {
        let spinner = UIActivityIndicatorView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        #expect(spinner.style == .medium && spinner.hidesWhenStopped && !spinner.isAnimating && spinner.isHidden)
        #expect(spinner.intrinsicContentSize == CGSize(width: 20, height: 20))
        let large = UIActivityIndicatorView(style: .large)
        #expect(large.frame.size == CGSize(width: 37, height: 37) && large.intrinsicContentSize.width == 37)
        let raw: [Int] = [UIActivityIndicatorView.Style.whiteLarge, .white, .gray, .medium, .large].map(\.rawValue)
        #expect(raw == [0, 1, 2, 100, 101])
        #expect(large.color == .systemGray && UIActivityIndicatorView(style: .white).color == .white)
        large.color = .red
        #expect(large.color == .red)
        large.color = nil
        #expect(large.color == .systemGray)
    }

    @Test("Starting shows it; stopping hides it unless hidesWhenStopped is false")
    func startStop() {
        let spinner = UIActivityIndicatorView(style: .medium)
        spinner.startAnimating()
        #expect(spinner.isAnimating && !spinner.isHidden)
        spinner.stopAnimating()
        #expect(!spinner.isAnimating && spinner.isHidden)
        spinner.hidesWhenStopped = false
        #expect(!spinner.isHidden)
        spinner.startAnimating()
        spinner.stopAnimating()
        #expect(!spinner.isHidden)
    }

    @Test("It turns an eighth of a turn at a time, a turn a second, on the window's clock")
    func turning() {
        let window = makeWindow(width: 60, height: 60)
        window.backgroundColor = .white
        let spinner = UIActivityIndicatorView(style: .large)
        spinner.center = CGPoint(x: 30, y: 30)
        window.addSubview(spinner)
        spinner.startAnimating()
        let start = window.renderFrame(scale: 1)
        window.advance(by: 0.1)
        #expect(window.renderFrame(scale: 1).pixels == start.pixels, "no step before an eighth of a second")
        window.advance(by: 0.05)
        let stepped = window.renderFrame(scale: 1)
        #expect(stepped.pixels != start.pixels)
        window.advance(by: 0.85)
        #expect(window.renderFrame(scale: 1).pixels == start.pixels, "a whole turn after a second")
        spinner.stopAnimating()
        let blank = window.renderFrame(scale: 1)
        #expect(blank.pixel(x: 30, y: 13) == (255, 255, 255, 255))
    }
}
