import Testing
@testable import InterludeUIKit

/// A record of lifecycle calls, shared by the controllers of one test.
@MainActor
final class CallLog {
    private(set) var entries: [String] = []
    func add(_ entry: String) { entries.append(entry) }
    func clear() { entries = [] }
    /// The entries that start with `prefix` (e.g. a controller's name).
    func entries(of name: String) -> [String] { entries.filter { $0.hasPrefix(name + ".") } }
    /// The will/did appear/disappear calls alone, in order.
    var appearanceCalls: [String] {
        let calls: Set = ["viewWillAppear", "viewDidAppear", "viewWillDisappear", "viewDidDisappear"]
        return entries.filter { entry in entry.split(separator: ".").last.map { calls.contains(String($0)) } ?? false }
    }
}

/// A controller that logs its appearance and containment calls as "name.call".
@MainActor
class LoggingViewController: UIViewController {
    let name: String
    let log: CallLog
    /// What `viewWillAppear` saw of the navigation stack (by names), if in one.
    var stackSeenInWillAppear: [String]?
    /// Whether a transition coordinator existed in `viewWillAppear`.
    var hadCoordinatorInWillAppear = false

    init(_ name: String, log: CallLog) {
        self.name = name
        self.log = log
        super.init(nibName: nil, bundle: nil)
        title = name
    }

    required init?(coder: NSCoder) { return nil }

    override func viewDidLoad() { log.add("\(name).viewDidLoad") }
    override func viewWillAppear(_ animated: Bool) {
        log.add("\(name).viewWillAppear")
        stackSeenInWillAppear = navigationController?.viewControllers.map { ($0 as? LoggingViewController)?.name ?? "?" }
        hadCoordinatorInWillAppear = transitionCoordinator != nil
    }
    override func viewIsAppearing(_ animated: Bool) { log.add("\(name).viewIsAppearing") }
    override func viewDidAppear(_ animated: Bool) { log.add("\(name).viewDidAppear") }
    override func viewWillDisappear(_ animated: Bool) { log.add("\(name).viewWillDisappear") }
    override func viewDidDisappear(_ animated: Bool) { log.add("\(name).viewDidDisappear") }
    override func willMove(toParent parent: UIViewController?) {
        log.add("\(name).willMove(\(parent == nil ? "nil" : "parent"))")
    }
    override func didMove(toParent parent: UIViewController?) { log.add("\(name).didMove(\(parent == nil ? "nil" : "parent"))") }
}

/// A window of iPhone size showing `root`, with its first appearance delivered.
@MainActor
func makeWindow(root: UIViewController, width: CGFloat = 390, height: CGFloat = 844) -> UIWindow {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: width, height: height))
    window.rootViewController = root
    window.makeKeyAndVisible()
    window.advance(by: 0)
    return window
}

/// Checks every controller's appearance calls alternate will → did and end balanced.
func expectBalancedAppearance(_ entries: [String], sourceLocation: SourceLocation = #_sourceLocation) {
    var pending: [String: String] = [:]
    for entry in entries {
        let parts = entry.split(separator: ".", maxSplits: 1).map(String.init)
        guard parts.count == 2 else { continue }
        let (name, call) = (parts[0], parts[1])
        switch call {
        case "viewWillAppear", "viewWillDisappear": pending[name] = call
        case "viewDidAppear":
            #expect(
                pending[name] == "viewWillAppear", "\(name).viewDidAppear without viewWillAppear in \(entries)",
                sourceLocation: sourceLocation)
            pending[name] = nil
        case "viewDidDisappear":
            #expect(
                pending[name] == "viewWillDisappear", "\(name).viewDidDisappear without viewWillDisappear in \(entries)",
                sourceLocation: sourceLocation)
            pending[name] = nil
        default: break
        }
    }
    #expect(pending.isEmpty, "unbalanced appearance calls: \(pending) in \(entries)", sourceLocation: sourceLocation)
}
