import Testing
@testable import InterludeUIKit

// `UIView.mask` (https://developer.apple.com/documentation/uikit/uiview/mask) sets the layer's
// mask to the mask view's layer; a mask layer must have no superlayer
// (https://developer.apple.com/documentation/quartzcore/calayer/mask). Drawing is pinned in
// InterludeRenderTests' `LayerMaskTests`.
@MainActor
@Suite("UIView.mask")
struct ViewMaskTests {
    @Test("the mask view's layer becomes the layer's mask and runs on the window's clock")
    func layerMask() {
        let window = makeWindow()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        window.addSubview(view)
        let mask = UIView(frame: view.bounds)
        #expect(view.mask == nil)
        view.mask = mask
        #expect(view.mask === mask && view.layer.mask === mask.layer)
        #expect(mask.layer.hostingClock === window.clock, "the mask animates on its view's window clock")
        #expect(mask.superview == nil && mask.layer.superlayer == nil)
        view.mask = nil
        #expect(view.layer.mask == nil)
        #expect(mask.layer.hostingClock == nil)
    }

    @Test("a mask view with a superview is taken out of it, and the misuse reported")
    func maskWithSuperview() {
        let window = makeWindow()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        window.addSubview(view)
        let mask = UIView(frame: view.bounds)
        window.addSubview(mask)
        let messages = capturingDiagnostics { view.mask = mask }
        #expect(messages.count == 1)
        #expect(messages.first?.contains("must not have a superview") == true)
        #expect(mask.superview == nil)
        #expect(view.layer.mask === mask.layer)
    }
}

// The accessibility members UIKit declares on every view
// (https://developer.apple.com/documentation/uikit/uiaccessibilityelement/accessibilityframe:
// views give their screen rectangle by default).
@MainActor
@Suite("Accessibility: modal views, hidden elements, frames")
struct AccessibilityMembersTests {
    @Test("modal and hidden default to false and keep what is set")
    func flags() {
        let view = UIView()
        #expect(!view.accessibilityViewIsModal && !view.accessibilityElementsHidden)
        view.accessibilityViewIsModal = true
        view.accessibilityElementsHidden = true
        #expect(view.accessibilityViewIsModal && view.accessibilityElementsHidden)
    }

    @Test("the frame is the view's rectangle on screen until one is set")
    func frame() {
        let window = UIWindow(frame: CGRect(x: 0, y: 50, width: 400, height: 400))
        let outer = UIView(frame: CGRect(x: 10, y: 20, width: 200, height: 200))
        let inner = UIView(frame: CGRect(x: 5, y: 5, width: 30, height: 40))
        window.addSubview(outer)
        outer.addSubview(inner)
        #expect(inner.accessibilityFrame == CGRect(x: 15, y: 75, width: 30, height: 40))
        outer.frame.origin.x = 110
        #expect(inner.accessibilityFrame == CGRect(x: 115, y: 75, width: 30, height: 40), "it follows the view")
        inner.accessibilityFrame = CGRect(x: 1, y: 2, width: 3, height: 4)
        #expect(inner.accessibilityFrame == CGRect(x: 1, y: 2, width: 3, height: 4))
    }
}
