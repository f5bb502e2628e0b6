import InterludeTestSupport
import Testing
@testable import InterludeUIKit

/// A view that logs `tintColorDidChange()` with its name and the tint it sees then.
@MainActor
private final class TintLoggingView: UIView {
    var name = ""
    static var entries: [String] = []
    override func tintColorDidChange() {
        super.tintColorDidChange()
        Self.entries.append("\(name) \(tintColor == .systemRed ? "red" : tintColor == .systemGreen ? "green" : "blue")")
    }
}

// UIKit's rule (https://developer.apple.com/documentation/uikit/uiview/tintcolordidchange()): the
// system calls it on a view whose `tintColor` is set, and on subviews that inherit the changed tint.
@MainActor
@Suite("UIView tint color changes")
struct TintColorChangeTests {
    private func makeTree() -> (TintLoggingView, TintLoggingView, TintLoggingView, TintLoggingView) {
        TintLoggingView.entries = []
        let root = TintLoggingView(), child = TintLoggingView(), grandchild = TintLoggingView()
        let ownTint = TintLoggingView()
        (root.name, child.name, grandchild.name, ownTint.name) = ("root", "child", "grandchild", "ownTint")
        ownTint.tintColor = .systemGreen
        root.addSubview(child)
        child.addSubview(grandchild)
        root.addSubview(ownTint)
        TintLoggingView.entries = []
        return (root, child, grandchild, ownTint)
    }

    @Test("setting a tint tells the view, then the subviews that inherit it, parents first")
    func setTint() {
        let (root, _, _, ownTint) = makeTree()
        root.tintColor = .systemRed
        #expect(TintLoggingView.entries == ["root red", "child red", "grandchild red"])
        #expect(ownTint.tintColor == .systemGreen, "a view with its own tint keeps it")
    }

    @Test("setting the same tint again tells nobody")
    func sameTint() {
        let (root, _, _, _) = makeTree()
        root.tintColor = .systemRed
        TintLoggingView.entries = []
        root.tintColor = .systemRed
        #expect(TintLoggingView.entries.isEmpty)
    }

    @Test("resetting to nil falls back to the inherited tint and tells the view")
    func resetToNil() {
        let (_, _, _, ownTint) = makeTree()
        ownTint.tintColor = nil
        #expect(TintLoggingView.entries == ["ownTint blue"])
        #expect(ownTint.tintColor == .systemBlue, "the system default is blue")
    }

    @Test("a move under a differently tinted superview tells the view and its inheriting subviews")
    func moveChangesInheritedTint() {
        let (_, child, _, _) = makeTree()
        let red = TintLoggingView()
        red.name = "red"
        red.tintColor = .systemRed
        TintLoggingView.entries = []
        red.addSubview(child)
        #expect(TintLoggingView.entries == ["child red", "grandchild red"])
        TintLoggingView.entries = []
        // Moving between two superviews with the same tint changes nothing.
        let otherRed = UIView()
        otherRed.tintColor = .systemRed
        otherRed.addSubview(child)
        #expect(TintLoggingView.entries.isEmpty)
        child.removeFromSuperview()
        #expect(TintLoggingView.entries == ["child blue", "grandchild blue"])
    }

    @Test("a view with its own tint hears nothing when it moves")
    func ownTintIgnoresMoves() {
        let (_, _, _, ownTint) = makeTree()
        let red = UIView()
        red.tintColor = .systemRed
        red.addSubview(ownTint)
        #expect(TintLoggingView.entries.isEmpty)
    }

    @Test("a system button's title and a slider's track follow the tint")
    func controlsFollowTint() {
        let container = UIView()
        let button = UIButton(type: .system)
        button.setTitle("Go", for: .normal)
        let slider = UISlider(frame: CGRect(x: 0, y: 0, width: 200, height: 30))
        container.addSubview(button)
        container.addSubview(slider)
        container.tintColor = .systemRed
        #expect(button.titleLabel?.textColor == .systemRed)
        #expect(button.currentTitleColor == .systemRed)
        slider.layoutIfNeeded()
        let track = slider.subviews.first { $0.backgroundColor == .systemRed }
        #expect(track != nil, "the minimum track shows the tint")
    }
}
