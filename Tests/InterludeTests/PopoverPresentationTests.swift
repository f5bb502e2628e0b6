import Testing
@testable import InterludeUIKit

/// Popovers and adaptivity. In a compact environment a popover adapts to a form sheet (iOS 13 and
/// later, https://developer.apple.com/documentation/uikit/uimodalpresentationstyle/popover) unless
/// the delegate answers `.none`; the dismissal callbacks come only for dismissals the user starts
/// (https://developer.apple.com/documentation/uikit/uiadaptivepresentationcontrollerdelegate/presentationcontrollerdiddismiss(_:)).
@MainActor
@Suite("Popovers, adaptive presentation delegates and dismissals the user starts")
struct PopoverPresentationTests {
    final class Delegate: NSObject, UIPopoverPresentationControllerDelegate {
        var style = UIModalPresentationStyle.none
        var shouldDismiss = true
        var log: [String] = []
        func adaptivePresentationStyle(for controller: UIPresentationController, traitCollection: UITraitCollection)
            -> UIModalPresentationStyle
        {
            log.append("adaptive(h: \(traitCollection.horizontalSizeClass))")
            return style
        }
        func presentationController(
            _ presentationController: UIPresentationController, willPresentWithAdaptiveStyle style: UIModalPresentationStyle,
            transitionCoordinator: (any UIViewControllerTransitionCoordinator)?
        ) { log.append("willPresent(\(style), coordinator: \(transitionCoordinator != nil))") }
        func prepareForPopoverPresentation(_ popoverPresentationController: UIPopoverPresentationController) {
            log.append("prepare")
        }
        func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool {
            log.append("shouldDismiss")
            return shouldDismiss
        }
        func presentationControllerWillDismiss(_ presentationController: UIPresentationController) { log.append("willDismiss") }
        func presentationControllerDidDismiss(_ presentationController: UIPresentationController) { log.append("didDismiss") }
        func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController) {
            log.append("didAttemptToDismiss")
        }
        func popoverPresentationControllerShouldDismissPopover(_ popover: UIPopoverPresentationController) -> Bool {
            log.append("shouldDismissPopover")
            return true
        }
        func popoverPresentationControllerDidDismissPopover(_ popover: UIPopoverPresentationController) {
            log.append("didDismissPopover")
        }
    }

    /// A root controller with a source button at (20, 100, 80, 40), in a 390 × 844 window.
    private func scene() -> (UIWindow, UIViewController, UIButton) {
        let root = UIViewController()
        let button = UIButton(frame: CGRect(x: 20, y: 100, width: 80, height: 40))
        root.view.addSubview(button)
        let window = makeWindow(root: root)
        return (window, root, button)
    }

    private func menu(from button: UIButton, delegate: Delegate?) -> UIViewController {
        let menu = UIViewController()
        menu.modalPresentationStyle = .popover
        menu.preferredContentSize = CGSize(width: 200, height: 150)
        let popover = menu.popoverPresentationController
        popover?.sourceView = button
        popover?.delegate = delegate
        return menu
    }

    @Test("popoverPresentationController exists only for .popover, before presenting, and is the one presenting")
    func controllerIdentity() throws {
        let plain = UIViewController()
        #expect(plain.popoverPresentationController == nil)
        #expect(plain.presentationController != nil)
        let (window, root, button) = scene()
        let menu = menu(from: button, delegate: nil)
        let popover = try #require(menu.popoverPresentationController)
        #expect(menu.presentationController === popover)
        #expect(popover.permittedArrowDirections == .any)
        #expect(popover.arrowDirection == .unknown)
        root.present(menu, animated: false)
        window.advance(by: 0)
        #expect(menu.popoverPresentationController === popover)
        #expect(popover.presentingViewController === root)
        #expect(popover.presentationStyle == .popover)
        // UIKit's raw values: UIPopoverArrowDirection up 1, down 2, left 4, right 8, any 15.
        #expect(UIPopoverArrowDirection.any.rawValue == 15 && UIPopoverArrowDirection.left.rawValue == 4)
    }

    @Test("Without a delegate a popover in a compact window shows as a sheet")
    func adaptsToSheet() throws {
        let (window, root, button) = scene()
        let menu = menu(from: button, delegate: nil)
        root.present(menu, animated: true)
        window.advance(by: 0.6)
        let popover = try #require(menu.popoverPresentationController)
        #expect(menu.view.frame == CGRect(x: 0, y: 54, width: 390, height: 790))
        #expect(popover.arrowDirection == .unknown)
        #expect(popover.adaptivePresentationStyle == .none)
        #expect(root.view.window === window)
    }

    @Test("A delegate answering .none keeps a popover: below its source, at its preferred size, arrow up")
    func staysPopover() throws {
        let (window, root, button) = scene()
        let delegate = Delegate()
        let menu = menu(from: button, delegate: delegate)
        root.present(menu, animated: true)
        #expect(delegate.log == ["adaptive(h: compact)", "prepare", "willPresent(none, coordinator: true)"])
        window.advance(by: 0.5)
        let popover = try #require(menu.popoverPresentationController)
        // Centred under the button's midX (60) but kept 10 points inside the window; 13 points of arrow below it.
        #expect(menu.view.frame == CGRect(x: 10, y: 153, width: 200, height: 150))
        #expect(popover.arrowDirection == .up)
        #expect(menu.view.layer.cornerRadius == 13)
        #expect(root.view.window === window)
        menu.preferredContentSize = CGSize(width: 250, height: 100)
        #expect(menu.view.frame == CGRect(x: 10, y: 153, width: 250, height: 100))
    }

    // UIKit's text for a popover shown from a view in no window is UIPopoverController's
    // exception, "Popovers cannot be presented from a view which does not have a window." (as
    // reported publicly since iOS 3.2); Apple documents no exception for UIPopoverPresentationController,
    // so Interlude reports the message and goes on, pointing at the container's centre.
    @Test("A source view in no window is reported with UIKit's message; the popover points at the middle")
    func sourceViewOutsideAnyWindow() throws {
        let (window, root, _) = scene()
        let orphan = UIButton(frame: CGRect(x: 20, y: 100, width: 80, height: 40))
        let delegate = Delegate()
        let menu = menu(from: orphan, delegate: delegate)
        let messages = capturingDiagnostics {
            root.present(menu, animated: false)
            window.advance(by: 0)
        }
        #expect(messages.contains { $0.contains("Popovers cannot be presented from a view which does not have a window.") })
        // Below the window's centre (195, 422), 13 points of arrow away, centred on it.
        #expect(menu.view.frame == CGRect(x: 95, y: 435, width: 200, height: 150))
        #expect(menu.popoverPresentationController?.arrowDirection == .up)
    }

    @Test("Permitted directions are honoured: only .down puts the popover above its source")
    func permittedDirections() throws {
        let (window, root, _) = scene()
        let low = UIButton(frame: CGRect(x: 200, y: 600, width: 80, height: 40))
        root.view.addSubview(low)
        let delegate = Delegate()
        let menu = menu(from: low, delegate: delegate)
        menu.popoverPresentationController?.permittedArrowDirections = .down
        root.present(menu, animated: false)
        window.advance(by: 0)
        #expect(menu.view.frame == CGRect(x: 140, y: 600 - 13 - 150, width: 200, height: 150))
        #expect(menu.popoverPresentationController?.arrowDirection == .down)
    }

    @Test("A delegate answering .fullScreen: the presenter's view leaves, the adaptive style is announced")
    func adaptsToFullScreen() {
        let (window, root, button) = scene()
        let delegate = Delegate()
        delegate.style = .fullScreen
        let menu = menu(from: button, delegate: delegate)
        root.present(menu, animated: true)
        window.advance(by: 0.6)
        #expect(delegate.log == ["adaptive(h: compact)", "willPresent(fullScreen, coordinator: true)"])
        #expect(menu.view.frame == window.bounds)
        #expect(root.view.window == nil)
        #expect(menu.popoverPresentationController?.arrowDirection == .unknown)
    }

    @Test("A tap outside the popover: should, will, the dismissal, did — the popover's own questions too")
    func tapOutside() {
        let (window, root, button) = scene()
        let delegate = Delegate()
        let menu = menu(from: button, delegate: delegate)
        root.present(menu, animated: false)
        window.advance(by: 0)
        delegate.log = []
        window.tap(at: CGPoint(x: 300, y: 700))
        #expect(delegate.log == ["shouldDismiss", "shouldDismissPopover", "willDismiss"])
        window.advance(by: 0.5)
        #expect(delegate.log == ["shouldDismiss", "shouldDismissPopover", "willDismiss", "didDismiss", "didDismissPopover"])
        #expect(root.presentedViewController == nil)
        #expect(menu.view.window == nil)
    }

    @Test("A programmatic dismissal tells the delegate nothing")
    func programmaticDismissal() {
        let (window, root, button) = scene()
        let delegate = Delegate()
        let menu = menu(from: button, delegate: delegate)
        root.present(menu, animated: false)
        window.advance(by: 0)
        delegate.log = []
        menu.dismiss(animated: true)
        window.advance(by: 0.5)
        #expect(delegate.log.isEmpty)
        #expect(root.presentedViewController == nil)
    }

    @Test("isModalInPresentation or a false answer: the tap only tells didAttemptToDismiss")
    func preventedDismissal() {
        let (window, root, button) = scene()
        let delegate = Delegate()
        let menu = menu(from: button, delegate: delegate)
        root.present(menu, animated: false)
        window.advance(by: 0)
        delegate.log = []
        menu.isModalInPresentation = true
        window.tap(at: CGPoint(x: 300, y: 700))
        window.advance(by: 0.5)
        #expect(delegate.log == ["didAttemptToDismiss"])
        menu.isModalInPresentation = false
        delegate.shouldDismiss = false
        delegate.log = []
        window.tap(at: CGPoint(x: 300, y: 700))
        window.advance(by: 0.5)
        #expect(delegate.log == ["shouldDismiss", "didAttemptToDismiss"])
        #expect(root.presentedViewController === menu)
    }

    @Test("Passthrough views keep their touches: a tap on one does not dismiss the popover")
    func passthrough() {
        let (window, root, button) = scene()
        var taps = 0
        let other = UIButton(frame: CGRect(x: 200, y: 700, width: 100, height: 50))
        other.addAction(UIAction { _ in taps += 1 }, for: .touchUpInside)
        root.view.addSubview(other)
        let delegate = Delegate()
        let menu = menu(from: button, delegate: delegate)
        menu.popoverPresentationController?.passthroughViews = [other]
        root.present(menu, animated: false)
        window.advance(by: 0)
        delegate.log = []
        window.tap(at: CGPoint(x: 250, y: 725))
        window.advance(by: 0.5)
        #expect(taps == 1)
        #expect(delegate.log.isEmpty)
        #expect(root.presentedViewController === menu)
    }

    @Test("A popover from a bar button item points at the item, below the navigation bar")
    func barButtonItem() throws {
        let content = UIViewController()
        let item = UIBarButtonItem(title: "Share", style: .plain, target: content, action: UIViewController.loadViewIfNeeded)
        content.navigationItem.rightBarButtonItem = item
        let navigation = UINavigationController(rootViewController: content)
        let window = makeWindow(root: navigation)
        let delegate = Delegate()
        let menu = UIViewController()
        menu.modalPresentationStyle = .popover
        menu.preferredContentSize = CGSize(width: 200, height: 150)
        menu.popoverPresentationController?.barButtonItem = item
        menu.popoverPresentationController?.delegate = delegate
        content.present(menu, animated: false)
        window.advance(by: 0)
        let itemFrame = try #require(item.shownView).convert(item.shownView!.bounds, to: window)
        #expect(abs(menu.view.frame.minY - (itemFrame.maxY + 13)) < 1e-9)
        #expect(abs(menu.view.frame.maxX - (390 - 10)) < 1e-9)
        #expect(menu.popoverPresentationController?.arrowDirection == .up)
    }

    @Test("Sheets ask the delegate too: .fullScreen makes a page sheet full screen; .none keeps it")
    func sheetAdaptation() {
        let (window, root, _) = scene()
        let delegate = Delegate()
        delegate.style = .fullScreen
        let sheet = UIViewController()
        sheet.presentationController?.delegate = delegate
        root.present(sheet, animated: false)
        window.advance(by: 0)
        #expect(sheet.view.frame == window.bounds)
        #expect(delegate.log.first == "adaptive(h: compact)")
        sheet.dismiss(animated: false)
        window.advance(by: 0)
        delegate.style = .none
        let kept = UIViewController()
        kept.presentationController?.delegate = delegate
        root.present(kept, animated: false)
        window.advance(by: 0)
        #expect(kept.view.frame == CGRect(x: 0, y: 54, width: 390, height: 790))
    }
}
