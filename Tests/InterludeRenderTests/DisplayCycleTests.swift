import Foundation
import Testing
@testable import InterludeUIKit
import InterludeRender

// UIKit's drawing cycle (https://developer.apple.com/documentation/uikit/uiview/draw(_:): draw(_:)
// is called when the view is first displayed or when setNeedsDisplay() invalidates it; "several
// calls before the next drawing update draw once"; .../uiview/contentmode-swift.enum/redraw:
// redraw on bounds change; otherwise the cached bitmap is scaled by the content mode).
@MainActor
private final class CountingView: UIView {
    var draws = 0
    var rects: [CGRect] = []
    var hadContext = false
    var color = UIColor.red

    override func draw(_ rect: CGRect) {
        draws += 1
        rects.append(rect)
        hadContext = UIGraphicsGetCurrentContext() != nil
        color.setFill()
        UIRectFill(CGRect(x: 0, y: 0, width: bounds.width / 2, height: bounds.height))
    }
}

@MainActor
@Suite("Display cycle: draw(_:) and setNeedsDisplay")
struct DisplayCycleTests {
    @Test("draw runs at the first frame shown, then only after setNeedsDisplay, once however often it is called")
    func drawCounts() {
        let window = makeWhiteWindow(width: 40, height: 40)
        let view = CountingView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        view.backgroundColor = .clear
        window.addSubview(view)
        window.advance(by: 0.5)
        #expect(view.draws == 0, "nothing is shown before a frame is rendered")
        var frame = window.renderFrame(scale: 1)
        #expect(view.draws == 1)
        #expect(view.rects == [view.bounds] && view.hadContext)
        expectPixel(frame, 10, 20, RGBA(255, 0, 0), tolerance: 0)
        expectPixel(frame, 30, 20, RGBA(255, 255, 255), tolerance: 0)
        _ = window.renderFrame(scale: 1)
        window.advance(by: 0.5)
        _ = window.renderFrame(scale: 1)
        #expect(view.draws == 1, "no redraw without setNeedsDisplay")
        view.color = .blue
        view.setNeedsDisplay()
        view.setNeedsDisplay()
        view.setNeedsDisplay(CGRect(x: 0, y: 0, width: 1, height: 1))
        #expect(view.layer.needsDisplay())
        frame = window.renderFrame(scale: 1)
        #expect(view.draws == 2)
        #expect(!view.layer.needsDisplay())
        expectPixel(frame, 10, 20, RGBA(0, 0, 255), tolerance: 0)
    }

    @Test("a resized view keeps its drawing, scaled by its content mode; .redraw draws again")
    func resizing() {
        let window = makeWhiteWindow(width: 80, height: 40)
        let view = CountingView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        view.backgroundColor = .clear
        window.addSubview(view)
        _ = window.renderFrame(scale: 1)
        view.frame = CGRect(x: 0, y: 0, width: 80, height: 40)
        #expect(!view.layer.needsDisplay())
        var frame = window.renderFrame(scale: 1)
        #expect(view.draws == 1)
        // .scaleToFill stretches the 40-point drawing (red left half) over 80 points.
        expectPixel(frame, 35, 20, RGBA(255, 0, 0), tolerance: 0)
        expectPixel(frame, 45, 20, RGBA(255, 255, 255), tolerance: 0)
        view.contentMode = .redraw
        #expect(view.layer.needsDisplayOnBoundsChange)
        view.frame = CGRect(x: 0, y: 0, width: 60, height: 40)
        #expect(view.layer.needsDisplay())
        frame = window.renderFrame(scale: 1)
        #expect(view.draws == 2)
        #expect(view.rects.last == CGRect(x: 0, y: 0, width: 60, height: 40))
        expectPixel(frame, 25, 20, RGBA(255, 0, 0), tolerance: 0)
        expectPixel(frame, 35, 20, RGBA(255, 255, 255), tolerance: 0)
        view.contentMode = .center
        view.frame = CGRect(x: 0, y: 0, width: 80, height: 40)
        frame = window.renderFrame(scale: 1)
        #expect(view.draws == 2)
        // .center: the 60-point drawing sits in the middle (10…70), its red half at 10…40.
        expectPixel(frame, 5, 20, RGBA(255, 255, 255), tolerance: 0)
        expectPixel(frame, 15, 20, RGBA(255, 0, 0), tolerance: 0)
        expectPixel(frame, 45, 20, RGBA(255, 255, 255), tolerance: 0)
    }

    @Test("views outside the window are not drawn; displayIfNeeded draws at once; another scale draws again")
    func outsideAndExplicit() {
        let window = makeWhiteWindow(width: 40, height: 40)
        let outside = CountingView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let view = CountingView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        window.addSubview(view)
        _ = window.renderFrame(scale: 2)
        #expect(outside.draws == 0 && view.draws == 1)
        view.setNeedsDisplay()
        view.layer.displayIfNeeded()
        #expect(view.draws == 2)
        view.layer.displayIfNeeded()
        _ = window.renderFrame(scale: 2)
        #expect(view.draws == 2)
        _ = window.renderFrame(scale: 3)
        #expect(view.draws == 3, "a frame at another pixel scale draws again")
    }

    @Test("labels redraw when resized, as UIKit's .redraw default does")
    func labelRedraws() {
        let label = UILabel()
        #expect(label.contentMode == .redraw)
        #expect(label.layer.needsDisplayOnBoundsChange)
        #expect(UIView().contentMode == .scaleToFill && !UIView().layer.needsDisplayOnBoundsChange)
    }
}

// https://developer.apple.com/documentation/quartzcore/calayer/needsdisplay(forkey:): "Returns a
// Boolean indicating whether changes to the specified key require the layer to be redisplayed";
// the default returns false. (DeckTransition's corner layer answers true for its radius.)
private final class RadiusDrawingLayer: CALayer {
    var displays = 0
    override class func needsDisplay(forKey key: String) -> Bool {
        key == "cornerRadius" || super.needsDisplay(forKey: key)
    }
    override func display() { displays += 1 }
}

@MainActor
@Suite("needsDisplay(forKey:)")
struct NeedsDisplayForKeyTests {
    @Test("A key the class names marks the layer for display when it changes; other keys and equal values do not")
    func redisplayOnKey() {
        #expect(!CALayer.needsDisplay(forKey: "cornerRadius"))
        let layer = RadiusDrawingLayer()
        layer.frame = CGRect(x: 0, y: 0, width: 20, height: 20)
        layer.displayIfNeeded()
        let before = layer.displays
        #expect(!layer.needsDisplay())
        layer.opacity = 0.5
        #expect(!layer.needsDisplay())
        layer.cornerRadius = 8
        #expect(layer.needsDisplay())
        layer.displayIfNeeded()
        #expect(layer.displays == before + 1)
        layer.cornerRadius = 8
        #expect(!layer.needsDisplay())
    }
}
