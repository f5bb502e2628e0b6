import Foundation
import Testing
@testable import InterludeUIKit

/// UIAlertController and UIAlertAction: their state rules, their own presentation and the order of
/// a selected action's dismissal and handler. Rules from Apple's documentation pages
/// (https://developer.apple.com/documentation/uikit/uialertcontroller and its members); numbers
/// other than the alert's 270-point width are Interlude's (see Decisions).
@MainActor
@Suite("Alert controllers and alert actions")
struct AlertControllerTests {
    /// A white root controller in a 390 × 844 window.
    private func scene(log: CallLog = CallLog()) -> (UIWindow, LoggingViewController) {
        let root = LoggingViewController("root", log: log)
        root.view.backgroundColor = .white
        let window = makeWindow(root: root)
        return (window, root)
    }

    private func center(of view: UIView, in window: UIWindow) -> CGPoint {
        view.convert(CGPoint(x: view.bounds.midX, y: view.bounds.midY), to: window)
    }

    private func buttons(of alert: UIAlertController) -> [AlertActionButton] {
        (alert.view as! AlertView).buttons
    }

    private func button(_ title: String, of alert: UIAlertController) -> AlertActionButton {
        buttons(of: alert).first { $0.action.title == title }!
    }

    // MARK: State

    @Test("An action keeps its title and style and is enabled; UIKit's raw values")
    func actionState() {
        let action = UIAlertAction(title: "Delete", style: .destructive)
        #expect(action.title == "Delete" && action.style == .destructive && action.isEnabled)
        action.isEnabled = false
        #expect(!action.isEnabled)
        #expect(UIAlertAction.Style.default.rawValue == 0 && UIAlertAction.Style.cancel.rawValue == 1)
        #expect(UIAlertAction.Style.destructive.rawValue == 2)
        #expect(UIAlertController.Style.actionSheet.rawValue == 0 && UIAlertController.Style.alert.rawValue == 1)
    }

    // UIAlertController.actions: "in the order in which you added them".
    @Test("A copy of an action has its title, style, state and handler and belongs to no alert")
    func copyingAnAction() {
        var ran = 0
        let action = UIAlertAction(title: "Delete", style: .destructive) { _ in ran += 1 }
        action.isEnabled = false
        let alert = UIAlertController(title: nil, message: nil, preferredStyle: .alert)
        alert.addAction(action)
        let copy = action.copy() as! UIAlertAction
        #expect(copy !== action && copy.title == "Delete" && copy.style == .destructive && !copy.isEnabled)
        #expect(copy.owner == nil && action.owner === alert)
        copy.handler?(copy)
        #expect(ran == 1)
    }

    @Test("A controller keeps its title, message, style and actions in the order added")
    func controllerState() {
        let alert = UIAlertController(title: "Title", message: "Message", preferredStyle: .alert)
        #expect(alert.title == "Title" && alert.message == "Message" && alert.preferredStyle == .alert)
        #expect(alert.actions.isEmpty && alert.textFields == nil && alert.preferredAction == nil)
        let first = UIAlertAction(title: "A", style: .cancel)
        let second = UIAlertAction(title: "B", style: .default)
        alert.addAction(first)
        alert.addAction(second)
        #expect(alert.actions == [first, second])
        alert.preferredAction = second
        #expect(alert.preferredAction === second)
        alert.message = nil
        #expect(alert.message == nil)
    }

    // UIKit's action sheets are popovers that adapt (its exception for one shown without a source
    // says "The modalPresentationStyle of a UIAlertController with this style is
    // UIModalPresentationPopover"); alerts have none.
    @Test("Only an action sheet has a popover presentation controller")
    func popoverOnlyForActionSheets() {
        let alert = UIAlertController(title: "T", message: nil, preferredStyle: .alert)
        #expect(alert.popoverPresentationController == nil)
        let sheet = UIAlertController(title: "T", message: nil, preferredStyle: .actionSheet)
        #expect(sheet.modalPresentationStyle == .popover)
        #expect(sheet.popoverPresentationController != nil)
    }

    // addTextField(configurationHandler:): "You can call this method more than once … The text
    // fields are stacked"; the block configures the field "prior to displaying the alert".
    @Test("Text fields are configured at once and kept in order")
    func textFields() {
        let alert = UIAlertController(title: "Sign in", message: nil, preferredStyle: .alert)
        var configured: [UITextField] = []
        alert.addTextField { field in
            field.placeholder = "Name"
            configured.append(field)
        }
        #expect(configured.count == 1)
        alert.addTextField()
        let fields = try! #require(alert.textFields)
        #expect(fields.count == 2 && fields[0] === configured[0] && fields[0].placeholder == "Name")
    }

    // MARK: Programmer errors (UIKit's NSInternalInconsistencyException texts)

    @Test("A second cancel action stops with UIKit's message")
    func secondCancel() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let alert = UIAlertController(title: nil, message: nil, preferredStyle: .alert)
                alert.addAction(UIAlertAction(title: "One", style: .cancel))
                alert.addAction(UIAlertAction(title: "Two", style: .cancel))
            }
        }
        let text = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(text.contains("UIAlertController can only have one action with a style of UIAlertActionStyleCancel"))
    }

    @Test("A text field added to an action sheet stops with UIKit's message")
    func textFieldOnActionSheet() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet).addTextField()
            }
        }
        let text = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(text.contains("Text fields can only be added to an alert controller of style UIAlertControllerStyleAlert"))
    }

    // preferredAction: "Assigning an object to this property before adding it with the addAction(_:)
    // method is a programmer error."
    @Test("A preferred action that was not added stops the process")
    func preferredActionNotAdded() async {
        await #expect(processExitsWith: .failure) {
            await MainActor.run {
                let alert = UIAlertController(title: nil, message: nil, preferredStyle: .alert)
                alert.preferredAction = UIAlertAction(title: "Stray", style: .default)
            }
        }
    }

    // MARK: Layout

    // preferredAction: "If the alert also contains a cancel button, the preferred action receives
    // the highlighting instead of the cancel button"; it "isn't used by action sheets".
    @Test("The cancel action is bold in an alert unless another action is preferred; action sheets ignore the preferred action")
    func emphasis() {
        let alert = UIAlertController(title: "T", message: nil, preferredStyle: .alert)
        let cancel = UIAlertAction(title: "Cancel", style: .cancel)
        let ok = UIAlertAction(title: "OK", style: .default)
        alert.addAction(cancel)
        alert.addAction(ok)
        alert.view.layoutIfNeeded()
        #expect(button("Cancel", of: alert).isEmphasized && !button("OK", of: alert).isEmphasized)
        alert.preferredAction = ok
        alert.view.layoutIfNeeded()
        #expect(!button("Cancel", of: alert).isEmphasized && button("OK", of: alert).isEmphasized)
        let sheet = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
        let share = UIAlertAction(title: "Share", style: .default)
        sheet.addAction(share)
        sheet.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        sheet.preferredAction = share
        sheet.view.layoutIfNeeded()
        #expect(!button("Share", of: sheet).isEmphasized && button("Cancel", of: sheet).isEmphasized)
    }

    @Test("An alert is a 270-point card in the middle of the safe area; two actions sit side by side, cancel on the left")
    func alertLayout() {
        let (window, root) = scene()
        let alert = UIAlertController(title: "Title", message: "Message", preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "OK", style: .default))
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        root.present(alert, animated: false)
        window.advance(by: 0)
        let card = try! #require((alert.view as! AlertView).mainCard)
        let frame = card.convert(card.bounds, to: window)
        #expect(frame.width == 270)
        #expect(frame.midX == 195)
        let safe = window.bounds.inset(by: window.safeAreaInsets)
        #expect(abs(frame.midY - safe.midY) <= 1)
        let cancel = button("Cancel", of: alert).convert(button("Cancel", of: alert).bounds, to: window)
        let ok = button("OK", of: alert).convert(button("OK", of: alert).bounds, to: window)
        #expect(cancel.minX == frame.minX && ok.maxX == frame.maxX && cancel.minY == ok.minY)
        #expect(cancel.maxY == frame.maxY && ok.height == 44)
    }

    @Test("Three actions are stacked in an alert, the cancel action last")
    func alertStack() {
        let (window, root) = scene()
        let alert = UIAlertController(title: "Title", message: nil, preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        alert.addAction(UIAlertAction(title: "One", style: .default))
        alert.addAction(UIAlertAction(title: "Two", style: .destructive))
        root.present(alert, animated: false)
        window.advance(by: 0)
        let ys = ["One", "Two", "Cancel"].map { button($0, of: alert).convert(CGPoint.zero, to: window).y }
        #expect(ys[0] < ys[1] && ys[1] < ys[2])
        #expect(button("One", of: alert).frame.width == 270)
    }

    @Test("An action sheet's cancel action has its own card at the bottom, 8 points below the others")
    func actionSheetLayout() {
        let (window, root) = scene()
        let sheet = UIAlertController(title: "Title", message: nil, preferredStyle: .actionSheet)
        sheet.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        sheet.addAction(UIAlertAction(title: "Share", style: .default))
        root.present(sheet, animated: false)
        window.advance(by: 0)
        let view = sheet.view as! AlertView
        let main = try! #require(view.mainCard).convert(view.mainCard!.bounds, to: window)
        let cancel = try! #require(view.cancelCard).convert(view.cancelCard!.bounds, to: window)
        #expect(main.minX == 8 && main.width == 374 && cancel.width == 374)
        #expect(cancel.minY - main.maxY == 8)
        #expect(cancel.maxY == window.bounds.maxY - max(window.safeAreaInsets.bottom, 8))
        #expect(cancel.height == 57)
        #expect(sheet.popoverPresentationController?.arrowDirection == .unknown)
    }

    // MARK: Presentation

    // Under UIKit the presenter of an alert stays on screen and gets no disappearance calls (the
    // alert covers it, like an over-full-screen presentation).
    @Test("Presenting an alert dims the presenter, which stays and gets no appearance calls")
    func presentationKeepsPresenter() {
        let log = CallLog()
        let (window, root) = scene(log: log)
        log.clear()
        let alert = UIAlertController(title: "Title", message: nil, preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "OK", style: .default))
        var completed = false
        root.present(alert, animated: true) { completed = true }
        #expect(root.presentedViewController === alert && alert.presentingViewController === root)
        window.advance(by: 0.2)
        #expect(alert.view.layer.presentation()!.opacity > 0 && alert.view.layer.presentation()!.opacity < 1)
        window.advance(by: 0.3)
        #expect(completed)
        #expect(log.appearanceCalls.isEmpty)
        #expect(root.view.window === window)
        let container = try! #require(alert.presentationController?.containerView)
        let dim = container.subviews[0]
        #expect(dim.backgroundColor == .black && abs(dim.alpha - 0.2) < 1e-6)
        #expect(alert.view.frame == window.bounds)
    }

    // The handler runs once the dismissal it starts has ended: the alert is no longer presented and
    // the presenter can present again from the handler (as under UIKit, where presenting from an
    // action's handler works).
    @Test("Tapping an action dismisses the alert, then runs the handler; a disabled action does nothing")
    func tapDismissesThenRunsHandler() {
        let log = CallLog()
        let (window, root) = scene(log: log)
        let alert = UIAlertController(title: "Title", message: nil, preferredStyle: .alert)
        var seenInHandler: (presenting: UIViewController?, presented: UIViewController?)?
        let disabled = UIAlertAction(title: "Later", style: .default) { _ in log.add("later.handler") }
        disabled.isEnabled = false
        let ok = UIAlertAction(title: "OK", style: .default) { action in
            log.add("ok.handler(\(action.title!))")
            seenInHandler = (alert.presentingViewController, root.presentedViewController)
        }
        alert.addAction(disabled)
        alert.addAction(ok)
        root.present(alert, animated: true)
        window.advance(by: 0.5)
        log.clear()
        window.tap(at: center(of: button("Later", of: alert), in: window))
        window.advance(by: 0.5)
        #expect(log.entries.isEmpty)
        #expect(root.presentedViewController === alert)
        window.tap(at: center(of: button("OK", of: alert), in: window))
        #expect(alert.isBeingDismissed)
        #expect(log.entries.isEmpty)
        window.tap(at: center(of: button("OK", of: alert), in: window))
        window.advance(by: 0.5)
        #expect(log.entries == ["ok.handler(OK)"])
        #expect(seenInHandler?.presenting == nil && seenInHandler?.presented == nil)
        #expect(alert.view.window == nil)
    }

    @Test("A tap outside an action sheet selects its cancel action; without one it does nothing")
    func tapOutsideActionSheet() {
        let (window, root) = scene()
        var handled: [String] = []
        let plain = UIAlertController(title: "Title", message: nil, preferredStyle: .actionSheet)
        plain.addAction(UIAlertAction(title: "Share", style: .default) { _ in handled.append("share") })
        root.present(plain, animated: true)
        window.advance(by: 0.5)
        window.tap(at: CGPoint(x: 195, y: 200))
        window.advance(by: 0.5)
        #expect(root.presentedViewController === plain && handled.isEmpty)
        plain.dismiss(animated: false)
        window.advance(by: 0)
        let sheet = UIAlertController(title: "Title", message: nil, preferredStyle: .actionSheet)
        sheet.addAction(UIAlertAction(title: "Share", style: .default) { _ in handled.append("share") })
        sheet.addAction(UIAlertAction(title: "Cancel", style: .cancel) { _ in handled.append("cancel") })
        root.present(sheet, animated: true)
        window.advance(by: 0.5)
        window.tap(at: CGPoint(x: 195, y: 200))
        window.advance(by: 0.5)
        #expect(handled == ["cancel"])
        #expect(root.presentedViewController == nil)
    }

    @Test("An action sheet slides up from below the window")
    func actionSheetSlides() {
        let (window, root) = scene()
        let sheet = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
        sheet.addAction(UIAlertAction(title: "Share", style: .default))
        root.present(sheet, animated: true)
        window.advance(by: 0)
        let cards = (sheet.view as! AlertView).cardsView
        let resting = cards.frame
        #expect(cards.layer.presentation()!.frame.minY >= window.bounds.maxY - 1)
        window.advance(by: 0.2)
        let midway = cards.layer.presentation()!.frame.minY
        #expect(midway > resting.minY && midway < window.bounds.maxY)
        window.advance(by: 0.3)
        #expect(cards.layer.presentation()!.frame == resting)
    }

    // Observed UIKit behaviour: an alert with text fields shows with the keyboard up, the first
    // field editing.
    @Test("The first text field takes the keyboard when the alert has appeared and gives it up as it goes")
    func firstFieldEdits() {
        let (window, root) = scene()
        let alert = UIAlertController(title: "Sign in", message: nil, preferredStyle: .alert)
        alert.addTextField()
        alert.addTextField()
        alert.addAction(UIAlertAction(title: "OK", style: .default))
        root.present(alert, animated: true)
        window.advance(by: 0.5)
        let fields = try! #require(alert.textFields)
        #expect(fields[0].isFirstResponder && !fields[1].isFirstResponder)
        let card = (alert.view as! AlertView).mainCard!
        #expect(fields[0].superview === card && fields[1].frame.minY > fields[0].frame.maxY)
        alert.dismiss(animated: true)
        window.advance(by: 0.5)
        #expect(!fields[0].isFirstResponder)
    }

    @Test("The controller, its actions and their handlers are freed after the dismissal")
    func freedAfterDismissal() {
        let (window, root) = scene()
        weak var weakAlert: UIAlertController?
        weak var weakAction: UIAlertAction?
        var ran = false
        do {
            let alert = UIAlertController(title: "Title", message: "Message", preferredStyle: .alert)
            let action = UIAlertAction(title: "OK", style: .default) { _ in ran = true }
            alert.addAction(action)
            alert.addTextField()
            weakAlert = alert
            weakAction = action
            root.present(alert, animated: true)
            window.advance(by: 0.5)
            window.tap(at: center(of: button("OK", of: alert), in: window))
        }
        window.advance(by: 0.5)
        window.advance(by: 0.1)
        #expect(ran)
        #expect(weakAlert == nil && weakAction == nil)
    }

    // MARK: Pixels

    @Test("A rendered alert: dimmed presenter, light card, a red destructive title, a grey disabled one")
    func renderedAlert() {
        let (window, root) = scene()
        let alert = UIAlertController(title: "Delete?", message: "This cannot be undone.", preferredStyle: .alert)
        let off = UIAlertAction(title: "Off", style: .default)
        off.isEnabled = false
        alert.addAction(off)
        alert.addAction(UIAlertAction(title: "Delete", style: .destructive))
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        root.present(alert, animated: true)
        window.advance(by: 0.5)
        let frame = window.renderFrame(scale: 1)
        // White under 20 % black: 204.
        #expect(frame.pixel(x: 10, y: 300) == (204, 204, 204, 255))
        let card = (alert.view as! AlertView).mainCard!.convert((alert.view as! AlertView).mainCard!.bounds, to: window)
        // The card's colour (242) at its left edge, inside its rounded corners.
        #expect(frame.pixel(x: Int(card.minX) + 4, y: Int(card.midY)) == (242, 242, 242, 255))
        func pixels(in view: UIView) -> [(r: UInt8, g: UInt8, b: UInt8, a: UInt8)] {
            let rect = view.convert(view.bounds, to: window).insetBy(dx: 1, dy: 1)
            return stride(from: Int(rect.minY), to: Int(rect.maxY), by: 1).flatMap { y in
                stride(from: Int(rect.minX), to: Int(rect.maxX), by: 1).map { x in frame.pixel(x: x, y: y) }
            }
        }
        // The destructive title has red ink; the disabled one only grey; the cancel one blue.
        #expect(pixels(in: button("Delete", of: alert)).contains { $0.r > 200 && $0.g < 150 && $0.b < 150 })
        let offInk = pixels(in: button("Off", of: alert)).filter { $0 != (242, 242, 242, 255) }
        #expect(!offInk.isEmpty && offInk.allSatisfy { abs(Int($0.r) - Int($0.b)) < 20 })
        #expect(pixels(in: button("Cancel", of: alert)).contains { $0.b > 200 && $0.r < 100 })
        // A separator (hairline, darker than the card) above the first button.
        let first = button("Off", of: alert).convert(button("Off", of: alert).bounds, to: window)
        let line = frame.pixel(x: Int(first.midX), y: Int(first.minY))
        #expect(line.r < 242 && line.r > 150)
    }
}

/// An action sheet kept a popover (its delegate answers `.none`, as in a regular environment).
@MainActor
@Suite("Action sheets shown as popovers")
struct ActionSheetPopoverTests {
    final class KeepPopover: NSObject, UIPopoverPresentationControllerDelegate {
        func adaptivePresentationStyle(for controller: UIPresentationController, traitCollection: UITraitCollection)
            -> UIModalPresentationStyle
        { .none }
    }

    @Test("It points at its source without a cancel button; a tap outside runs the cancel handler after the dismissal")
    func popoverActionSheet() throws {
        let root = UIViewController()
        let source = UIButton(frame: CGRect(x: 20, y: 100, width: 80, height: 40))
        root.view.addSubview(source)
        let window = makeWindow(root: root)
        let delegate = KeepPopover()
        var handled: [String] = []
        let sheet = UIAlertController(title: "Title", message: nil, preferredStyle: .actionSheet)
        sheet.addAction(UIAlertAction(title: "Share", style: .default))
        sheet.addAction(
            UIAlertAction(title: "Cancel", style: .cancel) { _ in
                handled.append("cancel(presented: \(root.presentedViewController != nil))")
            })
        let popover = try #require(sheet.popoverPresentationController)
        popover.sourceView = source
        popover.delegate = delegate
        root.present(sheet, animated: true)
        window.advance(by: 0.5)
        #expect(popover.arrowDirection == .up)
        #expect(sheet.view.frame.width == 304)
        let titles = (sheet.view as! AlertView).buttons.map { $0.action.title }
        #expect(titles == ["Share"])
        window.tap(at: CGPoint(x: 300, y: 700))
        window.advance(by: 0.5)
        #expect(handled == ["cancel(presented: false)"])
    }

    // UIKit's NSInvalidArgumentException for an action sheet shown as a popover with no source
    // (the text widely reported from iPad crashes).
    @Test("Kept a popover without a source, it stops with UIKit's message")
    func noSource() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let root = UIViewController()
                let window = makeWindow(root: root)
                let delegate = KeepPopover()
                let sheet = UIAlertController(title: "Title", message: nil, preferredStyle: .actionSheet)
                sheet.popoverPresentationController?.delegate = delegate
                root.present(sheet, animated: false)
                window.advance(by: 0)
            }
        }
        let text = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(text.contains("The modalPresentationStyle of a UIAlertController with this style is UIModalPresentationPopover."))
    }
}
