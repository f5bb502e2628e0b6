import Testing
@testable import InterludeUIKit

/// A custom container's `transition(from:to:duration:options:animations:completion:)`
/// (https://developer.apple.com/documentation/uikit/uiviewcontroller/transition(from:to:duration:options:animations:completion:)):
/// it adds the second child's view, runs the animations, then removes the first child's view;
/// both must be children of the receiver.
@MainActor
@Suite("Custom containers: transition(from:to:duration:options:animations:completion:)")
struct ChildTransitionTests {
    let log = CallLog()

    /// A container showing `first` (added as a child) in a window, with `second` added as a child too.
    private func container() -> (UIWindow, UIViewController, LoggingViewController, LoggingViewController) {
        let parent = UIViewController()
        let first = LoggingViewController("First", log: log), second = LoggingViewController("Second", log: log)
        parent.addChild(first)
        parent.view.addSubview(first.view)
        first.view.frame = parent.view.bounds
        first.didMove(toParent: parent)
        let window = makeWindow(root: parent)
        parent.addChild(second)
        log.clear()
        return (window, parent, first, second)
    }

    @Test("Appearance is forwarded (will at the start, did after the animation, before the completion); the views swap")
    func appearanceAndViews() {
        let (window, parent, first, second) = container()
        second.view.frame = parent.view.bounds.offsetBy(dx: 390, dy: 0)
        log.clear()
        first.willMove(toParent: nil)
        parent.transition(
            from: first, to: second, duration: 0.4, options: [.curveLinear],
            animations: {
                second.view.frame = parent.view.bounds
                first.view.frame = parent.view.bounds.offsetBy(dx: -390, dy: 0)
            },
            completion: { finished in
                self.log.add("completion(\(finished))")
                first.removeFromParent()
                second.didMove(toParent: parent)
            })
        #expect(second.view.superview === parent.view)
        #expect(first.view.superview === parent.view)
        #expect(
            log.entries == [
                "First.willMove(nil)", "First.viewWillDisappear", "Second.viewWillAppear", "Second.viewIsAppearing",
            ])
        window.advance(by: 0.2)
        #expect(abs(shownFrame(second.view).minX - 195) < 1e-9)
        window.advance(by: 0.2)
        #expect(first.view.superview == nil)
        #expect(
            Array(log.entries.suffix(5)) == [
                "First.viewDidDisappear", "Second.viewDidAppear", "completion(true)", "First.didMove(nil)",
                "Second.didMove(parent)",
            ])
        expectBalancedAppearance(log.entries)
        #expect(parent.children == [second])
    }

    @Test("A transition option animates the swap itself: a cross dissolve fades the old content out over the new")
    func crossDissolve() {
        let (window, parent, first, second) = container()
        second.view.frame = parent.view.bounds
        parent.transition(from: first, to: second, duration: 0.4, options: [.transitionCrossDissolve], animations: nil)
        #expect(second.view.superview === parent.view)
        // The old view leaves once the animation completes, as Apple documents.
        #expect(first.view.superview === parent.view)
        window.advance(by: 0.4)
        #expect(first.view.superview == nil)
        #expect(
            log.appearanceCalls == [
                "First.viewWillDisappear", "Second.viewWillAppear", "First.viewDidDisappear", "Second.viewDidAppear",
            ])
    }

    @Test("showHideTransitionViews hides the old view instead of removing it")
    func showHide() {
        let (window, parent, first, second) = container()
        parent.view.addSubview(second.view)
        second.view.isHidden = true
        parent.transition(from: first, to: second, duration: 0, options: [.showHideTransitionViews], animations: nil)
        window.advance(by: 0)
        #expect(first.view.superview === parent.view && first.view.isHidden)
        #expect(!second.view.isHidden)
    }

    @Test("Children of different parents stop with UIKit's message")
    func notSiblings() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let parent = UIViewController(), stranger = UIViewController()
                let child = UIViewController()
                parent.addChild(child)
                parent.transition(from: child, to: stranger, duration: 0, animations: nil)
            }
        }
        let text = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(
            text.contains(
                "must have a common parent view controller when calling -[UIViewController transitionFromViewController:toViewController:duration:options:animations:completion:]"
            ))
    }
}
