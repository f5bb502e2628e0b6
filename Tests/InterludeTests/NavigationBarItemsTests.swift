import Testing
@testable import InterludeUIKit

// A standalone navigation bar's stack (https://developer.apple.com/documentation/uikit/uinavigationbar/pushitem(_:animated:),
// .../popitem(animated:) "returns the top item that was popped", and .../uinavigationbardelegate:
// should-push and should-pop are asked before, did-push and did-pop told after).
@MainActor
@Suite("UINavigationBar items and delegate")
struct NavigationBarItemsTests {
    final class Log: NSObject, UINavigationBarDelegate {
        var entries: [String] = []
        var allowsPop = true
        func navigationBar(_ navigationBar: UINavigationBar, shouldPush item: UINavigationItem) -> Bool {
            entries.append("shouldPush \(item.title ?? "")")
            return item.title != "Refused"
        }
        func navigationBar(_ navigationBar: UINavigationBar, didPush item: UINavigationItem) {
            entries.append("didPush \(item.title ?? "")")
        }
        func navigationBar(_ navigationBar: UINavigationBar, shouldPop item: UINavigationItem) -> Bool {
            entries.append("shouldPop \(item.title ?? "")")
            return allowsPop
        }
        func navigationBar(_ navigationBar: UINavigationBar, didPop item: UINavigationItem) {
            entries.append("didPop \(item.title ?? "")")
        }
    }

    @Test("pushes and pops ask the delegate first and tell it after; a refusal changes nothing")
    func pushAndPop() {
        let bar = UINavigationBar(frame: CGRect(x: 0, y: 0, width: 390, height: 44))
        let log = Log()
        bar.delegate = log
        bar.pushItem(UINavigationItem(title: "Inbox"), animated: false)
        bar.pushItem(UINavigationItem(title: "Message"), animated: true)
        bar.pushItem(UINavigationItem(title: "Refused"), animated: true)
        #expect(bar.items?.map(\.title) == ["Inbox", "Message"])
        #expect(bar.backItem?.title == "Inbox" && bar.topItem?.title == "Message")
        let popped = bar.popItem(animated: true)
        #expect(popped?.title == "Message" && bar.topItem?.title == "Inbox")
        log.allowsPop = false
        #expect(bar.popItem(animated: false) == nil)
        #expect(
            log.entries == [
                "shouldPush Inbox", "didPush Inbox", "shouldPush Message", "didPush Message", "shouldPush Refused",
                "shouldPop Message", "didPop Message", "shouldPop Inbox",
            ])
    }

    @Test("a standalone bar's back button pops its top item")
    func backButton() {
        let bar = UINavigationBar(frame: CGRect(x: 0, y: 0, width: 390, height: 44))
        bar.pushItem(UINavigationItem(title: "Inbox"), animated: false)
        bar.pushItem(UINavigationItem(title: "Message"), animated: false)
        bar.layoutIfNeeded()
        #expect(!bar.backButton.isHidden)
        bar.backButton.sendActions(for: .touchUpInside)
        #expect(bar.items?.map(\.title) == ["Inbox"])
    }

    @Test("a navigation controller's bar has no delegate and follows the controller's stack")
    func managedBar() {
        let navigation = UINavigationController(rootViewController: UIViewController())
        navigation.loadViewIfNeeded()
        #expect(navigation.navigationBar.delegate == nil)
        navigation.pushViewController(UIViewController(), animated: false)
        #expect(navigation.navigationBar.items?.count == 2)
    }
}
