import Testing
import Interlude

/// Where UIKit raises an exception, Interlude stops the process with UIKit's message.
@Suite("Programmer errors stop with UIKit's message")
struct ProgrammerErrorTests {
    // UIViewAnimating.finishAnimation(at:) ("a programmer error … except after … stopAnimation(_:)") — Apple documentation;
    // the message is UIKit's assertion text.
    @Test("finishAnimation(at:) on an animator that is not stopped")
    func finishWhenNotStopped() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let animator = UIViewPropertyAnimator(duration: 1, curve: .linear)
                animator.finishAnimation(at: .end)
            }
        }
        let text = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(text.contains("finishAnimationAtPosition: should only be called on a stopped animator!"))
    }

    // microsoft/fluentui-apple pull request #915: UIKit's animator must be active before it is stopped.
    @Test("stopAnimation on an inactive animator")
    func stopWhenInactive() async {
        await #expect(processExitsWith: .failure) {
            await MainActor.run { UIViewPropertyAnimator(duration: 1, curve: .linear).stopAnimation(true) }
        }
    }

    // UIViewAnimating.startAnimation() ("a programmer error … while the state … is stopped") — Apple documentation.
    @Test("startAnimation on a stopped animator")
    func startWhenStopped() async {
        await #expect(processExitsWith: .failure) {
            await MainActor.run {
                let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
                let view = UIView(frame: .zero)
                window.addSubview(view)
                let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.alpha = 0 }
                animator.startAnimation()
                animator.stopAnimation(false)
                animator.startAnimation()
            }
        }
    }

    // UIKit's exception message, as reported in OfTheWolf/TwitterProfile issue #14.
    @Test("releasing a paused animator")
    func releasePaused() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                var animator: UIViewPropertyAnimator? = UIViewPropertyAnimator(duration: 1, curve: .linear)
                animator?.pauseAnimation()
                animator = nil
            }
        }
        let text = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(text.contains("It is an error to release a paused or stopped property animator."))
    }

    // UIViewPropertyAnimator.isInterruptible (UIKit's header: "Raises if set on an active animator").
    @Test("setting isInterruptible on an active animator")
    func interruptibleWhileActive() async {
        await #expect(processExitsWith: .failure) {
            await MainActor.run {
                let animator = UIViewPropertyAnimator(duration: 1, curve: .linear)
                animator.pauseAnimation()
                animator.isInterruptible = false
            }
        }
    }

    // UIViewPropertyAnimator.continueAnimation(withTimingParameters:durationFactor:) ("adjusts … a paused animation") — Apple documentation.
    @Test("continueAnimation on a running animator")
    func continueWhileRunning() async {
        await #expect(processExitsWith: .failure) {
            await MainActor.run {
                let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
                let view = UIView(frame: .zero)
                window.addSubview(view)
                let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.alpha = 0 }
                animator.startAnimation()
                animator.continueAnimation(withTimingParameters: nil, durationFactor: 1)
            }
        }
    }
}

/// finishAnimation(at:) raises while the animator is calling its completions (microsoft/fluentui-apple
/// pull request #1385).
@Suite("Programmer errors during completion callouts")
struct CompletionCalloutProgrammerErrorTests {
    // microsoft/fluentui-apple pull request #1385 (UIKit's animator reads isRunning true and the private
    // state 5 while it calls its completions).
    @Test("finishAnimation(at:) from inside a completion")
    func finishDuringCompletions() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
                let view = UIView(frame: .zero)
                window.addSubview(view)
                let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.alpha = 0 }
                animator.addCompletion { _ in animator.finishAnimation(at: .end) }
                animator.startAnimation()
                window.advance(by: 1)
            }
        }
        let text = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(text.contains("finishAnimationAtPosition: cannot be called while the animator is calling its completions"))
    }
}

/// Misuse of sheets stops with UIKit's requirement.
@Suite("Programmer errors of sheets")
struct SheetProgrammerErrorTests {
    // UISheetPresentationController.detents: "This array must contain at least one element"
    // (https://developer.apple.com/documentation/uikit/uisheetpresentationcontroller/detents).
    // UIKit's exact exception text is in no stored material searched (Apple's documentation and
    // headers, GitHub issues, public code and pages): Interlude's own message says "detents must not
    // be empty" and restates the documented requirement.
    @Test("an empty detents array")
    func emptyDetents() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                UIViewController().sheetPresentationController?.detents = []
            }
        }
        let text = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(text.contains("detents must not be empty"))
    }
}

/// Misuse of popovers stops with UIKit's message.
@Suite("Programmer errors of popovers")
struct PopoverProgrammerErrorTests {
    // UIKit's NSGenericException text for a popover shown as a popover without a source
    // ("UIPopoverPresentationController … should have a non-nil sourceView or barButtonItem set
    // before the presentation occurs."), as widely reported since iOS 8.
    @Test("a popover kept a popover with neither a source view nor a bar button item")
    func popoverWithoutSource() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                final class KeepPopover: NSObject, UIPopoverPresentationControllerDelegate {
                    func adaptivePresentationStyle(for controller: UIPresentationController) -> UIModalPresentationStyle {
                        .none
                    }
                }
                let root = UIViewController()
                let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
                window.rootViewController = root
                window.makeKeyAndVisible()
                let delegate = KeepPopover()
                let menu = UIViewController()
                menu.modalPresentationStyle = .popover
                menu.popoverPresentationController?.delegate = delegate
                root.present(menu, animated: false)
            }
        }
        let text = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(text.contains("should have a non-nil sourceView or barButtonItem set before the presentation occurs."))
    }

    // UIKit's exception when a controller's bar is driven directly.
    @Test("pushing an item onto a navigation controller's bar")
    func pushOntoManagedBar() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let navigation = UINavigationController(rootViewController: UIViewController())
                navigation.loadViewIfNeeded()
                navigation.navigationBar.pushItem(UINavigationItem(title: "Extra"), animated: false)
            }
        }
        let text = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(text.contains("Cannot call pushNavigationItem:animated: directly on a UINavigationBar managed by a controller."))
    }
}
