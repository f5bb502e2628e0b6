import Foundation
import Testing
@testable import InterludeUIKit

@MainActor
@Suite("Memory warnings and awakeFromNib")
struct MemoryWarningTests {
    final class AppDelegate: UIResponder, UIApplicationDelegate {
        var log: CallLog?
        func applicationDidReceiveMemoryWarning(_ application: UIApplication) { log?.add("delegate.warning") }
    }

    final class WarnedController: UIViewController {
        let name: String, log: CallLog
        init(_ name: String, log: CallLog) {
            self.name = name
            self.log = log
            super.init(nibName: nil, bundle: nil)
        }
        required init?(coder: NSCoder) { return nil }
        override func didReceiveMemoryWarning() {
            super.didReceiveMemoryWarning()
            log.add("\(name).didReceiveMemoryWarning")
        }
        override func awakeFromNib() {
            super.awakeFromNib()
            log.add("\(name).awakeFromNib")
        }
    }

    @Test("The delegate hears first, then the notification, then every controller in the window, parents first")
    func order() {
        let log = CallLog()
        let delegate = AppDelegate()
        delegate.log = log
        UIApplication.shared.delegate = delegate
        defer { UIApplication.shared.delegate = nil }
        let a = WarnedController("A", log: log), b = WarnedController("B", log: log)
        let presented = WarnedController("P", log: log)
        let navigation = UINavigationController(rootViewController: a)
        let window = makeWindow(root: navigation)
        navigation.pushViewController(b, animated: false)
        b.present(presented, animated: false)
        window.advance(by: 0)
        let observer = NotificationCenter.default.addObserver(
            forName: UIApplication.didReceiveMemoryWarningNotification, object: UIApplication.shared, queue: nil
        ) { _ in MainActor.assumeIsolated { log.add("notification") } }
        defer { NotificationCenter.default.removeObserver(observer) }
        UIApplication.shared.simulateMemoryWarning()
        // A and B are both children of the navigation controller (the whole stack), P is presented.
        #expect(
            log.entries == [
                "delegate.warning", "notification", "A.didReceiveMemoryWarning", "B.didReceiveMemoryWarning",
                "P.didReceiveMemoryWarning",
            ])
        _ = window
    }

    @Test("awakeFromNib is overridable on views and controllers; Interlude never calls it itself")
    func awakeFromNib() {
        let log = CallLog()
        let controller = WarnedController("C", log: log)
        _ = controller.view
        #expect(log.entries.isEmpty)
        controller.awakeFromNib()
        #expect(log.entries == ["C.awakeFromNib"])
    }
}
