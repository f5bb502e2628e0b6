import Testing
@testable import InterludeUIKit

@MainActor
@Suite("UIView.tintAdjustmentMode")
struct TintAdjustmentModeTests {
    final class TintWatcher: UIView {
        var changes = 0
        override func tintColorDidChange() {
            super.tintColorDidChange()
            changes += 1
        }
    }

    @Test("The mode is the first one set up the superview chain, else normal; dimmed gives a grey tint")
    func inheritance() {
        // https://developer.apple.com/documentation/uikit/uiview/tintadjustmentmode-swift.property:
        // the first non-default value ascending from the view; `.normal` when none is found.
        let parent = UIView(), child = UIView()
        parent.addSubview(child)
        #expect(child.tintAdjustmentMode == .normal)
        parent.tintAdjustmentMode = .dimmed
        #expect(child.tintAdjustmentMode == .dimmed)
        // System blue (0, 122, 255)/255 → luma 0.299·0 + 0.587·0.478 + 0.114·1 ≈ 0.395.
        var alpha: CGFloat = 0
        var red: CGFloat = 0, green: CGFloat = 0, blue: CGFloat = 0
        _ = child.tintColor.getRed(&red, green: &green, blue: &blue, alpha: &alpha)
        #expect(red == green && green == blue)
        #expect(abs(red - (0.587 * 122 / 255 + 0.114)) < 1e-3)
        #expect(alpha == 1)
        child.tintAdjustmentMode = .normal
        #expect(child.tintColor == UIColor.systemBlue)
        #expect(UIView.TintAdjustmentMode.dimmed.rawValue == 2)
    }

    @Test("A change of mode calls tintColorDidChange on the view and the subviews that inherit it")
    func delivery() {
        let parent = TintWatcher(), inheriting = TintWatcher(), own = TintWatcher(), grandchild = TintWatcher()
        parent.addSubview(inheriting)
        parent.addSubview(own)
        own.addSubview(grandchild)
        own.tintAdjustmentMode = .normal
        parent.tintAdjustmentMode = .dimmed
        let changes: [Int] = [parent.changes, inheriting.changes, own.changes, grandchild.changes]
        #expect(changes == [1, 1, 0, 0])
        parent.tintAdjustmentMode = .dimmed
        #expect(parent.changes == 1)
        // Moving under a dimmed view dims a view that inherits its mode.
        let outside = TintWatcher()
        parent.addSubview(outside)
        #expect(outside.changes == 1)
        #expect(outside.tintAdjustmentMode == .dimmed)
    }
}
