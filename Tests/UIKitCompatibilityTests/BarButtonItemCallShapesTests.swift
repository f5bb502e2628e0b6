import UIKit
import Testing

/// A compose screen as iOS code writes it (after `interlude port` turned its selectors into method
/// references): bar button items built every common way, a title view, the lifecycle overrides.
final class ComposeViewController: UIViewController {
    var sent = 0, cancelled = 0

    override func awakeFromNib() {
        super.awakeFromNib()
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "New Message"
        navigationItem.rightBarButtonItem = UIBarButtonItem(
            title: "Send", style: .done, target: self, action: ComposeViewController.send)
        let spacer = UIBarButtonItem(barButtonSystemItem: .fixedSpace, target: nil, action: nil)
        spacer.width = 8
        navigationItem.leftBarButtonItems = [
            UIBarButtonItem(barButtonSystemItem: .cancel, target: self, action: ComposeViewController.cancel(_:)),
            spacer,
        ]
        let subtitle = UILabel(frame: CGRect(x: 0, y: 0, width: 160, height: 44))
        subtitle.text = title
        navigationItem.titleView = subtitle
        navigationItem.backBarButtonItem = UIBarButtonItem(title: "", style: .plain, target: nil, action: nil)
    }

    override func didReceiveMemoryWarning() {
        super.didReceiveMemoryWarning()
    }

    func send() { sent += 1 }
    func cancel(_ sender: Any) { cancelled += 1 }
}

@MainActor
@Suite("iOS-style client code: bar button items")
struct BarButtonItemCallShapesTests {
    @Test("Items built with target–action and a primary action fire on taps in the bar")
    func itemsFire() throws {
        let compose = ComposeViewController()
        let navigation = UINavigationController(rootViewController: compose)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        window.advance(by: 0)
        // The Send item is the rightmost button of the bar; Cancel the leftmost.
        func buttons() -> [UIButton] {
            navigation.navigationBar.subviews.compactMap { $0 as? UIButton }.filter { !$0.isHidden }
                .sorted { $0.frame.minX < $1.frame.minX }
        }
        func tap(_ button: UIButton?) throws {
            let button = try #require(button)
            window.tap(at: button.convert(CGPoint(x: button.bounds.midX, y: button.bounds.midY), to: window))
        }
        try tap(buttons().last)
        try tap(buttons().first)
        #expect(compose.sent == 1)
        #expect(compose.cancelled == 1)

        var shared = false
        compose.navigationItem.rightBarButtonItem = UIBarButtonItem(
            systemItem: .action, primaryAction: UIAction { _ in shared = true })
        try tap(buttons().last)
        #expect(shared)
    }
}
