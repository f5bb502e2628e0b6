import Testing
@testable import InterludeUIKit

// UIToolbar's delegate and position. Apple's pages: UIBarPositioningDelegate.position(for:) "Asks
// the delegate for the position of the specified bar in its new window" and "The delegate of the
// UIToolbar class returns the value UIBarPosition.bottom by default"; UIBarPosition.top: "any
// shadow would be drawn below the bar".
@MainActor
@Suite("UIToolbar position")
struct ToolbarPositionTests {
    private final class TopDelegate: NSObject, UIToolbarDelegate {
        var asked: [UIBarPosition] = []
        var answer = UIBarPosition.top
        func position(for bar: any UIBarPositioning) -> UIBarPosition {
            asked.append(bar.barPosition)
            return answer
        }
    }

    private final class SilentDelegate: NSObject, UIToolbarDelegate {}

    /// The hairline shadow's frame in the toolbar.
    private func shadowFrame(_ toolbar: UIToolbar) -> CGRect {
        toolbar.layoutIfNeeded()
        toolbar.background.layoutIfNeeded()
        let shadow = toolbar.background.subviews.last!
        return shadow.convert(shadow.bounds, to: toolbar)
    }

    @Test("without a delegate the toolbar is at the bottom, its shadow above it")
    func defaultPosition() {
        let window = makeWindow()
        let toolbar = UIToolbar(frame: CGRect(x: 0, y: 756, width: 400, height: 44))
        window.addSubview(toolbar)
        #expect(toolbar.barPosition == .bottom)
        #expect(shadowFrame(toolbar).maxY <= 0.001)
    }

    @Test("the delegate is asked when the bar moves to a window; .top draws the shadow below the bar")
    func delegatePosition() {
        let window = makeWindow()
        let delegate = TopDelegate()
        let toolbar = UIToolbar(frame: CGRect(x: 0, y: 100, width: 400, height: 44))
        toolbar.delegate = delegate
        #expect(delegate.asked.isEmpty, "not in a window yet")
        window.addSubview(toolbar)
        #expect(delegate.asked.count == 1)
        #expect(toolbar.barPosition == .top)
        #expect(shadowFrame(toolbar).minY >= 44)
        delegate.answer = .bottom
        toolbar.removeFromSuperview()
        window.addSubview(toolbar)
        #expect(toolbar.barPosition == .bottom)
        #expect(shadowFrame(toolbar).maxY <= 0.001)
    }

    @Test("a delegate that does not implement position(for:) gives .bottom")
    func silentDelegate() {
        let window = makeWindow()
        let delegate = SilentDelegate()
        let toolbar = UIToolbar(frame: CGRect(x: 0, y: 0, width: 400, height: 44))
        toolbar.delegate = delegate
        window.addSubview(toolbar)
        #expect(toolbar.barPosition == .bottom)
    }
}
