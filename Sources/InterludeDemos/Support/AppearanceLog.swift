import Interlude

/// The appearance callbacks of a demo's controllers, in order, as "Title.viewWillAppear": what
/// the tests compare with UIKit's documented sequence and what a developer would print.
@MainActor
public final class AppearanceLog {
    /// The callbacks logged so far, oldest first.
    public private(set) var entries: [String] = []

    /// An empty log; one log is shared by all the controllers of a demo, so their calls interleave.
    public init() {}

    /// Appends `entry` ("Title.viewDidAppear").
    public func add(_ entry: String) { entries.append(entry) }

    /// Forgets what was logged so far (e.g. the first appearance before the interaction).
    public func clear() { entries = [] }
}

/// A view controller that writes its appearance callbacks to an ``AppearanceLog`` under its title.
@MainActor
open class LoggedViewController: UIViewController {
    /// Where the callbacks go.
    public let log: AppearanceLog

    /// A controller titled `title`, the name its callbacks have in `log`.
    public init(title: String, log: AppearanceLog) {
        self.log = log
        super.init(nibName: nil, bundle: nil)
        self.title = title
    }

    /// Storyboards are not supported; the demos build their screens in code. Returns nil.
    public required init?(coder: NSCoder) { return nil }

    private var name: String { title ?? "\(type(of: self))" }

    open override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        log.add("\(name).viewWillAppear")
    }

    open override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        log.add("\(name).viewDidAppear")
    }

    open override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        log.add("\(name).viewWillDisappear")
    }

    open override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        log.add("\(name).viewDidDisappear")
    }
}
