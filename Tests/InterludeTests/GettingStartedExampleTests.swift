import Foundation
import Interlude
import InterludeTestSupport
import Testing

/// The example of README.md and of the Getting Started article, line by line, with the values its
/// comments state: if this test changes, those two pages change with it.
@MainActor @Suite("Getting started example")
struct GettingStartedExampleTests {
    @Test("a property animator halfway: model at the end, presentation halfway, a frame rendered")
    func propertyAnimatorHalfway() throws {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let card = UIView(frame: CGRect(x: 20, y: 100, width: 120, height: 120))
        window.addSubview(card)

        let animator = UIViewPropertyAnimator(duration: 0.5, curve: .easeInOut) {
            card.center.x = 300
        }
        animator.startAnimation()

        window.advance(by: 0.25)
        #expect(card.center.x == 300)
        // Ease-in-ease-out is symmetric, so halfway in time is halfway in value: 80 + (300 − 80) / 2.
        expectClose(try #require(card.layer.presentation()).position.x, 190, tolerance: 1e-6)
        expectClose(animator.fractionComplete, 0.5)

        let folder = try makeTemporaryFolder(prefix: "interlude-getting-started")
        defer { try? FileManager.default.removeItem(at: folder) }
        let url = folder.appendingPathComponent("card.png")
        try window.renderFrame(scale: 2).pngData().write(to: url)
        let png = try Data(contentsOf: url)
        #expect(png.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]))
        // IHDR holds the size in pixels: 390 × 844 points at @2x.
        #expect(png[16..<24].elementsEqual([0, 0, 0x03, 0x0C, 0, 0, 0x06, 0x98]))
    }
}
