import Testing
@testable import InterludePort

@Suite("Swift 4.2 UIKit renames")
struct RenameTests {
    @Test("Types and constants move under their types; Core Animation constants become typed values")
    func typesAndConstants() throws {
        let before = """
            func navigationController(_ navigationController: UINavigationController,
                                      animationControllerFor operation: UINavigationControllerOperation,
                                      from fromVC: UIViewController, to toVC: UIViewController) -> UIViewControllerAnimatedTransitioning? {
                let options: UIViewAnimationOptions = [.curveEaseInOut, UIViewAnimationOptions.allowUserInteraction]
                let state: UIGestureRecognizerState = .began
                button.setTitle("Go", for: UIControlState.normal)
                button.addTarget(self, action: Ticker.go, for: UIControlEvents.touchUpInside)
                imageView.contentMode = UIViewContentMode.scaleAspectFill
                let fade = CAMediaTimingFunction(name: kCAMediaTimingFunctionEaseInEaseOut)
                animation.fillMode = kCAFillModeForwards
                transition.type = kCATransitionPush
                transition.subtype = kCATransitionFromRight
                let attributes: [NSAttributedStringKey: Any] = [NSForegroundColorAttributeName: UIColor.white]
                let from = context.viewController(forKey: UITransitionContextFromViewControllerKey)
                let rect = CGRectZero
                return nil
            }
            """
        let after = """
            func navigationController(_ navigationController: UINavigationController,
                                      animationControllerFor operation: UINavigationController.Operation,
                                      from fromVC: UIViewController, to toVC: UIViewController) -> UIViewControllerAnimatedTransitioning? {
                let options: UIView.AnimationOptions = [.curveEaseInOut, UIView.AnimationOptions.allowUserInteraction]
                let state: UIGestureRecognizer.State = .began
                button.setTitle("Go", for: UIControl.State.normal)
                button.addTarget(self, action: Ticker.go, for: UIControl.Event.touchUpInside)
                imageView.contentMode = UIView.ContentMode.scaleAspectFill
                let fade = CAMediaTimingFunction(name: CAMediaTimingFunctionName.easeInEaseOut)
                animation.fillMode = CAMediaTimingFillMode.forwards
                transition.type = CATransitionType.push
                transition.subtype = CATransitionSubtype.fromRight
                let attributes: [NSAttributedString.Key: Any] = [NSAttributedString.Key.foregroundColor: UIColor.white]
                let from = context.viewController(forKey: UITransitionContextViewControllerKey.from)
                let rect = CGRect.zero
                return nil
            }
            """
        #expect(try ported(before) == after)
    }

    @Test("Containment calls and their overrides take the Swift 4.2 names; the parameter name stays")
    func containment() throws {
        let before = """
            class Container: UIViewController {
                func embed(_ child: UIViewController) {
                    addChildViewController(child)
                    view.addSubview(child.view)
                    child.didMove(toParentViewController: self)
                    view.bringSubview(toFront: child.view)
                    for old in childViewControllers where old !== child {
                        old.willMove(toParentViewController: nil)
                        old.removeFromParentViewController()
                    }
                }
                override func willMove(toParentViewController parent: UIViewController?) {
                    super.willMove(toParentViewController: parent)
                }
                override func didMove(toParentViewController: UIViewController?) {
                    if isMovingFromParentViewController { print(toParentViewController as Any) }
                }
            }
            """
        let after = """
            class Container: UIViewController {
                func embed(_ child: UIViewController) {
                    addChild(child)
                    view.addSubview(child.view)
                    child.didMove(toParent: self)
                    view.bringSubviewToFront(child.view)
                    for old in children where old !== child {
                        old.willMove(toParent: nil)
                        old.removeFromParent()
                    }
                }
                override func willMove(toParent parent: UIViewController?) {
                    super.willMove(toParent: parent)
                }
                override func didMove(toParent toParentViewController: UIViewController?) {
                    if isMovingFromParent { print(toParentViewController as Any) }
                }
            }
            """
        #expect(try ported(before) == after)
    }

    @Test("Free functions become initializers, methods and properties")
    func functions() throws {
        let before = """
            let insets = UIEdgeInsetsMake(8, 16, 8, 16)
            let frame = UIEdgeInsetsInsetRect(view.bounds, insets)
            let box = CGRectMake(0, 0, width, height * 2)
            let squash = CGAffineTransformMakeScale(1.0, 0.0000001)
            let spun = CGAffineTransformRotate(base.transform, .pi)
            let shifted = CGAffineTransformTranslate(a + b, 10, 0)
            let middle = CGRectGetMidX(frame)
            """
        let after = """
            let insets = UIEdgeInsets(top: 8, left: 16, bottom: 8, right: 16)
            let frame = view.bounds.inset(by: insets)
            let box = CGRect(x: 0, y: 0, width: width, height: height * 2)
            let squash = CGAffineTransform(scaleX: 1.0, y: 0.0000001)
            let spun = base.transform.rotated(by: .pi)
            let shifted = (a + b).translatedBy(x: 10, y: 0)
            let middle = frame.midX
            """
        #expect(try ported(before) == after)
    }

    @Test("Notification names, keyboard keys and layout priorities")
    func notificationsAndPriorities() throws {
        let before = """
            center.addObserver(forName: .UIKeyboardWillShow, object: nil, queue: nil) { note in
                let end = note.userInfo?[UIKeyboardFrameEndUserInfoKey] as? CGRect
            }
            center.post(name: NSNotification.Name.UIApplicationDidBecomeActive, object: nil)
            constraint.priority = 999
            height.priority = UILayoutPriorityDefaultLow
            """
        let after = """
            center.addObserver(forName: UIResponder.keyboardWillShowNotification, object: nil, queue: nil) { note in
                let end = note.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect
            }
            center.post(name: UIApplication.didBecomeActiveNotification, object: nil)
            constraint.priority = UILayoutPriority(rawValue: 999)
            height.priority = UILayoutPriority.defaultLow
            """
        #expect(try ported(before) == after)
    }

    @Test("The table covers every rename the brief names")
    func tableCoversTheNamedRenames() {
        let names = UIKitRenames.names
        #expect(names["UINavigationControllerOperation"] == "UINavigationController.Operation")
        #expect(names["UIViewAnimationCurve"] == "UIView.AnimationCurve")
        #expect(names["UITableViewCellStyle"] == "UITableViewCell.CellStyle")
        #expect(names["UIModalPresentationStyle"] == nil)
        #expect(names["kCAMediaTimingFunctionEaseInEaseOut"] == "CAMediaTimingFunctionName.easeInEaseOut")
        #expect(names["kCAFillModeForwards"] == "CAMediaTimingFillMode.forwards")
        #expect(names["NSAttributedStringKey"] == "NSAttributedString.Key")
        #expect(names["UIKeyboardWillShowNotification"] == "UIResponder.keyboardWillShowNotification")
        #expect(UIKitRenames.functions["UIEdgeInsetsMake"] == "UIEdgeInsets(top: $0, left: $1, bottom: $2, right: $3)")
    }

    @Test("A function called with the wrong number of arguments is reported, not guessed")
    func wrongArity() throws {
        let file = try port("let i = UIEdgeInsetsMake(8, 16)\n")
        #expect(file.text == "let i = UIEdgeInsetsMake(8, 16)\n")
        #expect(
            file.findings.map(\.description) == [
                "Input.swift:1: `UIEdgeInsetsMake` called with 2 arguments: expected the 4 of its C form; rewrite it by hand"
            ])
    }
}
