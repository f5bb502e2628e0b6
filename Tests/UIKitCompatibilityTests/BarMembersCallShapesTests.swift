import UIKit
import Testing

/// A wizard that drives a standalone navigation bar, as iOS code does without a navigation controller.
final class WizardViewController: UIViewController, UINavigationBarDelegate {
    let bar = UINavigationBar(frame: CGRect(x: 0, y: 0, width: 390, height: 44))
    private(set) var steps: [String] = []
    var canGoBack = true

    override func viewDidLoad() {
        super.viewDidLoad()
        bar.delegate = self
        bar.isTranslucent = false
        bar.barTintColor = .white
        view.addSubview(bar)
        bar.pushItem(UINavigationItem(title: "Account"), animated: false)
    }

    func next(_ title: String) { bar.pushItem(UINavigationItem(title: title), animated: true) }

    func navigationBar(_ navigationBar: UINavigationBar, shouldPop item: UINavigationItem) -> Bool { canGoBack }

    func navigationBar(_ navigationBar: UINavigationBar, didPush item: UINavigationItem) {
        steps.append(item.title ?? "")
    }
}

@MainActor
@Suite("iOS-style client code: a standalone navigation bar")
struct BarMembersCallShapesTests {
    @Test("push, pop and the delegate's optional requirements")
    func wizard() {
        let wizard = WizardViewController()
        wizard.loadViewIfNeeded()
        wizard.next("Payment")
        #expect(wizard.steps == ["Account", "Payment"])
        wizard.canGoBack = false
        #expect(wizard.bar.popItem(animated: true) == nil)
        wizard.canGoBack = true
        let popped: UINavigationItem? = wizard.bar.popItem(animated: true)
        #expect(popped?.title == "Payment")
        wizard.bar.popItem(animated: false)
        #expect(wizard.bar.items?.isEmpty == true)
    }
}
