import Testing
@testable import InterludeUIKit

/// Sheets: detents, dragging, dismissal paths and the presenter scaled back behind them.
///
/// Apple's documentation pins: `detents` defaults to `[.large()]` and "must contain at least one
/// element" (https://developer.apple.com/documentation/uikit/uisheetpresentationcontroller/detents);
/// nil `selectedDetentIdentifier` shows the smallest detent
/// (https://developer.apple.com/documentation/uikit/uisheetpresentationcontroller/selecteddetentidentifier);
/// `medium()` is "approximately half the height of the screen, and is inactive in compact height"
/// (https://developer.apple.com/documentation/uikit/uisheetpresentationcontroller/detent/medium());
/// a resolver's value is "a height within the safe area of the sheet"
/// (https://developer.apple.com/documentation/uikit/uisheetpresentationcontrollerdetent/customdetentwithidentifier:resolver:);
/// without edge attachment a sheet "defaults to a full screen appearance at compact height"
/// (https://developer.apple.com/documentation/uikit/uisheetpresentationcontroller/prefersedgeattachedincompactheight);
/// `presentationControllerWillDismiss(_:)` may use the transition coordinator, and neither it nor
/// `…DidDismiss` is called for programmatic dismissals
/// (https://developer.apple.com/documentation/uikit/uiadaptivepresentationcontrollerdelegate/presentationcontrollerwilldismiss(_:)).
/// `presentationControllerDidAttemptToDismiss(_:)` reports "a user-initiated attempt to dismiss a
/// view was prevented" without saying when
/// (https://developer.apple.com/documentation/uikit/uiadaptivepresentationcontrollerdelegate/presentationcontrollerdidattempttodismiss(_:));
/// Interlude calls it once per drag when the finger lifts (pinned in `dragDismissBlocked`).
/// Interlude's own numbers (Apple publishes no sheet metrics; these are assumed from the look of
/// iOS 13–18, not measured): the card 54 pt below the top at the largest detent, the bottom inset
/// 34 pt, the presenter 16 pt narrower on each side (scaled to 358/390) with its top 10 pt above the
/// sheet's, at 44 pt.
@MainActor
@Suite("Sheets: detents, drags, dismissals and the stacked presenter")
struct SheetPresentationTests {
    final class Delegate: NSObject, UISheetPresentationControllerDelegate {
        let log: CallLog
        var shouldDismiss = true
        init(log: CallLog) { self.log = log }
        func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool {
            log.add("delegate.shouldDismiss")
            return shouldDismiss
        }
        func presentationControllerWillDismiss(_ presentationController: UIPresentationController) {
            log.add(
                "delegate.willDismiss(coordinator: \(presentationController.presentedViewController.transitionCoordinator != nil))"
            )
        }
        func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
            log.add("delegate.didDismiss")
        }
        func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController) {
            log.add("delegate.didAttemptToDismiss")
        }
        func sheetPresentationControllerDidChangeSelectedDetentIdentifier(_ sheet: UISheetPresentationController) {
            log.add("delegate.didChangeDetent(\(sheet.selectedDetentIdentifier?.rawValue ?? "nil"))")
        }
    }

    let log = CallLog()

    /// A home controller in a 390 × 844 window and a sheet configured by `configure`, presented.
    private func present(
        animated: Bool = false, configure: (UISheetPresentationController) -> Void = { _ in }
    ) -> (UIWindow, LoggingViewController, LoggingViewController, UISheetPresentationController) {
        let home = LoggingViewController("Home", log: log)
        let window = makeWindow(root: home)
        let sheet = LoggingViewController("Sheet", log: log)
        let controller = sheet.sheetPresentationController!
        configure(controller)
        home.present(sheet, animated: animated)
        window.advance(by: animated ? 0.5 : 0)
        log.clear()
        return (window, home, sheet, controller)
    }

    /// Drags from `start` by `dy` over `duration`, holds still until the velocity is zero, lifts.
    private func slowDrag(_ window: UIWindow, from start: CGPoint, by dy: CGFloat, duration: TimeInterval = 0.3) {
        window.sendTouch(.began, at: start)
        window.dragMove(to: CGPoint(x: start.x, y: start.y + dy), duration: duration)
        window.advance(by: 0.2)
        window.sendTouch(.ended, at: CGPoint(x: start.x, y: start.y + dy))
    }

    /// UIKit's rubber band for `distance` past an edge over `dimension`.
    private func rubberBand(_ distance: CGFloat, over dimension: CGFloat) -> CGFloat {
        (1 - 1 / (distance * 0.55 / dimension + 1)) * dimension
    }

    // MARK: Detents

    @Test("sheetPresentationController exists before presenting for .automatic, .pageSheet and .formSheet only")
    func accessor() {
        let plain = UIViewController()
        #expect(plain.sheetPresentationController != nil)
        #expect(plain.sheetPresentationController === plain.presentationController)
        let form = UIViewController()
        form.modalPresentationStyle = .formSheet
        #expect(form.sheetPresentationController != nil)
        let full = UIViewController()
        full.modalPresentationStyle = .fullScreen
        #expect(full.sheetPresentationController == nil)
        let popover = UIViewController()
        popover.modalPresentationStyle = .popover
        #expect(popover.sheetPresentationController == nil)
        #expect(plain.sheetPresentationController!.detents.map(\.identifier) == [.large])
        #expect(plain.sheetPresentationController!.selectedDetentIdentifier == nil)
    }

    @Test("Detent values: large = maximumDetentValue 756 (card 790 tall at y 54), medium = 388 (card covers half of 844)")
    func detentNumbers() {
        var seenMaximum: CGFloat?
        var seenTraits: UITraitCollection?
        let (window, _, sheet, controller) = present { sheet in
            sheet.detents = [
                .custom(identifier: .init("quarter")) { context in
                    seenMaximum = context.maximumDetentValue
                    seenTraits = context.containerTraitCollection
                    return context.maximumDetentValue * 0.25
                },
                .medium(), .large(),
            ]
        }
        #expect(seenMaximum == 756)
        #expect(seenTraits?.verticalSizeClass == .regular)
        // nil selection: the smallest detent, 189 pt within the safe area + 34 pt home indicator.
        #expect(sheet.view.frame == CGRect(x: 0, y: 844 - 223, width: 390, height: 223))
        controller.selectedDetentIdentifier = .medium
        #expect(sheet.view.frame == CGRect(x: 0, y: 422, width: 390, height: 422))
        controller.selectedDetentIdentifier = .large
        #expect(sheet.view.frame == CGRect(x: 0, y: 54, width: 390, height: 790))
        let context = controller.resolutionContext
        #expect(UISheetPresentationController.Detent.medium().resolvedValue(in: context) == 388)
        #expect(UISheetPresentationController.Detent.large().resolvedValue(in: context) == 756)
        // A resolver's answer is clamped to the maximum; nil is inactive.
        #expect(UISheetPresentationController.Detent.custom { _ in 5000 }.resolvedValue(in: context) == 756)
        #expect(UISheetPresentationController.Detent.custom { _ in nil }.resolvedValue(in: context) == nil)
        // Inactive in a compact height (a landscape window).
        window.resize(to: CGSize(width: 844, height: 390))
        window.advance(by: 0.5)
        #expect(UISheetPresentationController.Detent.medium().resolvedValue(in: controller.resolutionContext) == nil)
    }

    @Test("A compact height: a full-screen appearance, or edge-attached across the safe area 10 pt below the top")
    func compactHeight() {
        let home = UIViewController()
        let window = makeWindow(root: home, width: 844, height: 390)
        let covering = UIViewController()
        home.present(covering, animated: false)
        window.advance(by: 0)
        #expect(covering.view.frame == window.bounds)
        #expect(home.view.transform == .identity)
        covering.dismiss(animated: false)
        window.advance(by: 0)
        let attached = UIViewController()
        attached.sheetPresentationController?.prefersEdgeAttachedInCompactHeight = true
        home.present(attached, animated: false)
        window.advance(by: 0)
        // Landscape insets: 47 at each side, 21 at the bottom.
        #expect(attached.view.frame == CGRect(x: 47, y: 10, width: 750, height: 380))
        attached.dismiss(animated: false)
        window.advance(by: 0)
        let narrow = UIViewController()
        narrow.preferredContentSize = CGSize(width: 400, height: 0)
        narrow.sheetPresentationController?.prefersEdgeAttachedInCompactHeight = true
        narrow.sheetPresentationController?.widthFollowsPreferredContentSizeWhenEdgeAttached = true
        home.present(narrow, animated: false)
        window.advance(by: 0)
        #expect(narrow.view.frame == CGRect(x: 222, y: 10, width: 400, height: 380))
    }

    @Test("animateChanges moves the sheet on a spring; a plain change moves it at once; invalidateDetents re-resolves")
    func changingDetents() {
        var customHeight: CGFloat = 200
        let (window, _, sheet, controller) = present { sheet in
            sheet.detents = [.medium(), .large()]
            sheet.selectedDetentIdentifier = .large
        }
        #expect(sheet.view.frame.minY == 54)
        controller.animateChanges { controller.selectedDetentIdentifier = .medium }
        #expect(sheet.view.frame.minY == 422)
        window.advance(by: 0.1)
        let midway = shownFrame(sheet.view).minY
        #expect(midway > 54 && midway < 422)
        window.advance(by: 0.3)
        #expect(abs(shownFrame(sheet.view).minY - 422) < 1)
        #expect(log.entries.filter { $0.hasPrefix("delegate") }.isEmpty)
        controller.detents = [.custom(identifier: .init("c")) { _ in customHeight }, .large()]
        controller.selectedDetentIdentifier = .init("c")
        #expect(sheet.view.frame == CGRect(x: 0, y: 844 - 234, width: 390, height: 234))
        customHeight = 300
        #expect(sheet.view.frame.height == 234)
        controller.invalidateDetents()
        #expect(sheet.view.frame == CGRect(x: 0, y: 844 - 334, width: 390, height: 334))
    }

    @Test("The grabber is drawn 36 × 5 pt, 5 pt from the top; preferredCornerRadius rounds the card")
    func grabberAndCorners() throws {
        let (_, _, sheet, controller) = present { sheet in
            sheet.prefersGrabberVisible = true
            sheet.preferredCornerRadius = 20
        }
        let grabber = try #require(controller.grabber)
        #expect(grabber.superview === sheet.view)
        #expect(grabber.frame == CGRect(x: 177, y: 5, width: 36, height: 5))
        // Configured before presenting, the sheet gets one grabber (not one more when it shows).
        #expect(sheet.view.subviews.filter { $0.bounds.size == CGSize(width: 36, height: 5) }.count == 1)
        #expect(sheet.view.layer.cornerRadius == 20)
        controller.prefersGrabberVisible = false
        #expect(grabber.superview == nil)
    }

    // MARK: The presenter

    @Test("Presenting scales the presenter back into a card behind the sheet, sampled mid-way; it never disappears")
    func presenterScalesBack() {
        let home = LoggingViewController("Home", log: log)
        let window = makeWindow(root: home)
        log.clear()
        let sheet = LoggingViewController("Sheet", log: log)
        home.present(sheet, animated: true)
        window.advance(by: 0.25)
        let scale = CGFloat(358) / 390
        let eased = CGFloat(CubicBezier(0.42, 0, 0.58, 1).solve(0.5))
        let midScale = 1 + (scale - 1) * eased
        #expect(abs(shownFrame(home.view).width - 390 * midScale) < 0.01)
        #expect(abs(shownFrame(home.view).minY - 44 * eased) < 0.01)
        window.advance(by: 0.25)
        #expect(abs(shownFrame(home.view).minX - 16) < 1e-9)
        #expect(abs(shownFrame(home.view).minY - 44) < 1e-9)
        #expect(abs(shownFrame(home.view).width - 358) < 1e-9)
        #expect(home.view.layer.cornerRadius == 10)
        #expect(home.view.window === window)
        #expect(log.entries(of: "Home").isEmpty)
        sheet.dismiss(animated: true)
        window.advance(by: 0.5)
        #expect(home.view.transform == .identity)
        #expect(home.view.layer.cornerRadius == 0)
        #expect(window.subviews == [home.view])
        #expect(log.entries(of: "Home").isEmpty)
    }

    @Test("A sheet over a sheet scales the first sheet back the same way; the presenter stays behind it")
    func sheetOverSheet() {
        let (window, home, first, _) = present()
        let second = LoggingViewController("Second", log: log)
        first.present(second, animated: false)
        window.advance(by: 0)
        let scale = CGFloat(358) / 390
        let firstShown = first.view.convert(first.view.bounds, to: window)
        #expect(abs(firstShown.minY - 44) < 1e-9)
        #expect(abs(firstShown.width - 358) < 1e-9)
        #expect(abs(firstShown.height - 790 * scale) < 1e-9)
        #expect(second.view.frame == CGRect(x: 0, y: 54, width: 390, height: 790))
        #expect(abs(home.view.convert(home.view.bounds, to: window).minY - 44) < 1e-9)
        #expect(log.entries(of: "Home").isEmpty && log.entries(of: "Sheet").isEmpty)
        second.dismiss(animated: false)
        window.advance(by: 0)
        #expect(first.view.transform == .identity)
        #expect(first.view.frame == CGRect(x: 0, y: 54, width: 390, height: 790))
    }

    @Test("Only above the largest undimmed detent is the presenter dimmed and cut off from touches")
    func undimmed() throws {
        let home = UIViewController()
        var taps = 0
        let button = UIButton(frame: CGRect(x: 20, y: 200, width: 100, height: 44))
        button.addAction(UIAction { _ in taps += 1 }, for: .touchUpInside)
        home.view.addSubview(button)
        let window = makeWindow(root: home)
        let sheet = UIViewController()
        let controller = try #require(sheet.sheetPresentationController)
        controller.detents = [.medium(), .large()]
        controller.largestUndimmedDetentIdentifier = .medium
        home.present(sheet, animated: false)
        window.advance(by: 0)
        let dim = try #require(controller.dimmingView)
        #expect(dim.alpha == 0)
        #expect(home.view.transform == .identity)
        window.tap(at: CGPoint(x: 70, y: 222))
        #expect(taps == 1)
        controller.selectedDetentIdentifier = .large
        #expect(abs(dim.alpha - 0.4) < 1e-6)
        window.tap(at: CGPoint(x: 70, y: 30))
        #expect(taps == 1)
    }

    // MARK: Dragging

    @Test("Dragging resizes the sheet with the finger; released still, it settles at the nearest detent and tells the delegate")
    func dragBetweenDetents() {
        let delegate = Delegate(log: log)
        let (window, home, sheet, controller) = present { sheet in
            sheet.detents = [.medium(), .large()]
            sheet.selectedDetentIdentifier = .large
            sheet.delegate = delegate
        }
        window.sendTouch(.began, at: CGPoint(x: 195, y: 100))
        window.dragMove(to: CGPoint(x: 195, y: 250), duration: 0.3)
        // The card follows the finger (the pan began after its 10 pt slop; translation counts from the touch).
        #expect(abs(sheet.view.frame.minY - (54 + 150)) < 1e-9)
        // Between the detents the presenter is part-way back: progress = (height − 422) / (790 − 422).
        let progress = (640 - CGFloat(422)) / (790 - 422)
        let scale = 1 + (CGFloat(358) / 390 - 1) * progress
        #expect(abs(home.view.convert(home.view.bounds, to: window).width - 390 * scale) < 1e-9)
        window.dragMove(to: CGPoint(x: 195, y: 350), duration: 0.2)
        window.advance(by: 0.2)
        window.sendTouch(.ended, at: CGPoint(x: 195, y: 350))
        // 54 + 250 = 304 → card 540 tall: nearer medium (422) than large (790).
        #expect(controller.selectedDetentIdentifier == .medium)
        window.advance(by: 0.5)
        #expect(abs(shownFrame(sheet.view).minY - 422) < 0.5)
        #expect(home.view.transform == .identity)
        #expect(log.entries == ["delegate.didChangeDetent(com.apple.UIKit.medium)"])
    }

    @Test("A fast flick up from medium projects past large and expands; rubber-banding above the largest detent")
    func flickAndRubberBand() {
        let (window, _, sheet, controller) = present { sheet in
            sheet.detents = [.medium(), .large()]
        }
        #expect(sheet.view.frame.minY == 422)
        window.drag(from: CGPoint(x: 195, y: 600), to: CGPoint(x: 195, y: 520), duration: 0.1)
        #expect(controller.selectedDetentIdentifier == .large)
        window.advance(by: 0.5)
        #expect(abs(shownFrame(sheet.view).minY - 54) < 0.5)
        // Past the largest detent the card resists.
        window.sendTouch(.began, at: CGPoint(x: 195, y: 300))
        window.dragMove(to: CGPoint(x: 195, y: 100), duration: 0.3)
        #expect(abs(sheet.view.frame.minY - (54 - rubberBand(200, over: 844))) < 1e-9)
        window.advance(by: 0.2)
        window.sendTouch(.ended, at: CGPoint(x: 195, y: 100))
        window.advance(by: 0.5)
        #expect(abs(shownFrame(sheet.view).minY - 54) < 0.5)
    }

    @Test(
        "Drag-to-dismiss finished: should, willDisappear, will (with a coordinator), didDisappear, did; the card tracks the finger"
    )
    func dragDismissFinished() {
        let delegate = Delegate(log: log)
        let (window, home, sheet, controller) = present { $0.delegate = delegate }
        window.sendTouch(.began, at: CGPoint(x: 195, y: 100))
        window.dragMove(to: CGPoint(x: 195, y: 400), duration: 0.3)
        // Linear slide: 300 pt below the smallest (and only) detent.
        #expect(abs(shownFrame(sheet.view).minY - 354) < 1e-6)
        #expect(sheet.isBeingDismissed)
        window.dragMove(to: CGPoint(x: 195, y: 600), duration: 0.2)
        window.advance(by: 0.2)
        window.sendTouch(.ended, at: CGPoint(x: 195, y: 600))
        window.advance(by: 0.6)
        #expect(
            log.entries == [
                "delegate.shouldDismiss", "Sheet.viewWillDisappear", "delegate.willDismiss(coordinator: true)",
                "Sheet.viewDidDisappear", "delegate.didDismiss",
            ])
        #expect(home.presentedViewController == nil)
        #expect(sheet.view.window == nil)
        #expect(home.view.transform == .identity)
        #expect(window.subviews == [home.view])
        _ = controller
    }

    @Test("Drag-to-dismiss cancelled: balanced callbacks like a cancelled interactive pop; the sheet and card come back")
    func dragDismissCancelled() {
        let delegate = Delegate(log: log)
        let (window, home, sheet, _) = present { $0.delegate = delegate }
        slowDrag(window, from: CGPoint(x: 195, y: 100), by: 200)
        window.advance(by: 0.6)
        #expect(
            log.entries == [
                "delegate.shouldDismiss", "Sheet.viewWillDisappear", "delegate.willDismiss(coordinator: true)",
                "Sheet.viewWillAppear", "Sheet.viewIsAppearing", "Sheet.viewDidAppear",
            ])
        expectBalancedAppearance(log.entries)
        #expect(home.presentedViewController === sheet)
        #expect(sheet.view.frame == CGRect(x: 0, y: 54, width: 390, height: 790))
        #expect(abs(home.view.convert(home.view.bounds, to: window).minY - 44) < 1e-9)
        #expect(log.entries(of: "Home").isEmpty)
        // It can be dragged again.
        slowDrag(window, from: CGPoint(x: 195, y: 100), by: 500)
        window.advance(by: 0.6)
        #expect(home.presentedViewController == nil)
    }

    @Test("isModalInPresentation: the sheet resists, springs back, and only didAttemptToDismiss is called")
    func dragDismissBlocked() {
        let delegate = Delegate(log: log)
        let (window, home, sheet, _) = present { $0.delegate = delegate }
        sheet.isModalInPresentation = true
        window.sendTouch(.began, at: CGPoint(x: 195, y: 100))
        window.dragMove(to: CGPoint(x: 195, y: 400), duration: 0.3)
        #expect(abs(sheet.view.frame.minY - (54 + rubberBand(300, over: 844))) < 1e-9)
        #expect(!sheet.isBeingDismissed)
        window.advance(by: 0.2)
        // Nothing is reported while the finger is down: the attempt is reported when it lifts.
        #expect(log.entries.isEmpty)
        window.sendTouch(.ended, at: CGPoint(x: 195, y: 400))
        #expect(log.entries == ["delegate.didAttemptToDismiss"])
        window.advance(by: 0.5)
        #expect(log.entries == ["delegate.didAttemptToDismiss"])
        #expect(abs(shownFrame(sheet.view).minY - 54) < 0.5)
        #expect(home.presentedViewController === sheet)
        // A delegate answering false blocks the same way, after being asked.
        sheet.isModalInPresentation = false
        delegate.shouldDismiss = false
        log.clear()
        slowDrag(window, from: CGPoint(x: 195, y: 100), by: 300)
        #expect(log.entries == ["delegate.shouldDismiss", "delegate.didAttemptToDismiss"])
    }

    @Test("A flick down projects below half the card: the sheet dismisses; a programmatic dismissal tells the delegate nothing")
    func flickDismiss() {
        let delegate = Delegate(log: log)
        let (window, home, _, _) = present { $0.delegate = delegate }
        // 80 pt in 0.1 s: 800 pt/s projects 399 pt further, past half of the 790 pt card.
        window.drag(from: CGPoint(x: 195, y: 100), to: CGPoint(x: 195, y: 180), duration: 0.1)
        window.advance(by: 0.6)
        #expect(home.presentedViewController == nil)
        #expect(log.entries.first == "delegate.shouldDismiss")
        #expect(log.entries.last == "delegate.didDismiss")
        let other = UIViewController()
        other.presentationController?.delegate = delegate
        home.present(other, animated: false)
        window.advance(by: 0)
        log.clear()
        other.dismiss(animated: true)
        window.advance(by: 0.6)
        #expect(log.entries.isEmpty)
    }

    @Test("A scroll view at its top hands a drag down to the sheet; scrolled, it scrolls")
    func scrollViewAtTop() {
        let (window, _, sheet, controller) = present { sheet in
            sheet.detents = [.medium(), .large()]
            sheet.selectedDetentIdentifier = .large
        }
        let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 390, height: 790))
        scroll.contentSize = CGSize(width: 390, height: 2000)
        sheet.view.addSubview(scroll)
        slowDrag(window, from: CGPoint(x: 195, y: 200), by: 300)
        #expect(scroll.contentOffset == .zero)
        #expect(controller.selectedDetentIdentifier == .medium)
        window.advance(by: 0.5)
        // Up from medium expands the sheet first (prefersScrollingExpandsWhenScrolledToEdge).
        slowDrag(window, from: CGPoint(x: 195, y: 600), by: -300)
        window.advance(by: 0.5)
        #expect(controller.selectedDetentIdentifier == .large)
        #expect(scroll.contentOffset == .zero)
        // At large, up scrolls the content.
        slowDrag(window, from: CGPoint(x: 195, y: 600), by: -300)
        #expect(scroll.contentOffset.y > 0)
        #expect(abs(shownFrame(sheet.view).minY - 54) < 0.5)
    }

    // MARK: Adaptation

    @Test("An adapted popover shows as its adaptiveSheetPresentationController, with its detents")
    func adaptedPopover() throws {
        let home = UIViewController()
        let source = UIView(frame: CGRect(x: 20, y: 100, width: 80, height: 40))
        home.view.addSubview(source)
        let window = makeWindow(root: home)
        let menu = UIViewController()
        menu.modalPresentationStyle = .popover
        let popover = try #require(menu.popoverPresentationController)
        popover.sourceView = source
        popover.adaptiveSheetPresentationController.detents = [.medium()]
        home.present(menu, animated: false)
        window.advance(by: 0)
        #expect(menu.view.frame == CGRect(x: 0, y: 422, width: 390, height: 422))
        #expect(menu.sheetPresentationController == nil)
        slowDrag(window, from: CGPoint(x: 195, y: 500), by: 300)
        window.advance(by: 0.6)
        #expect(home.presentedViewController == nil)
    }
}
