import InterludeUIKit

/// UIViewController's appearance states and the moves between them that UIKit allows.
///
/// From "Valid state transitions" in UIViewController's documentation
/// (https://developer.apple.com/documentation/uikit/uiviewcontroller, "Handling view-related
/// notifications"): disappeared → appearing (`viewWillAppear`), appearing → appeared
/// (`viewDidAppear`), appearing → disappearing (`viewWillDisappear`, a cancelled appearance),
/// appeared → disappearing (`viewWillDisappear`), disappearing → disappeared
/// (`viewDidDisappear`), disappearing → appearing (`viewWillAppear`, a cancelled disappearance).
public enum AppearanceState: String, Sendable {
    case disappeared, appearing, appeared, disappearing

    /// The state `call` leads to from this one, or nil when UIKit never makes that move.
    func after(_ call: AppearanceCall) -> AppearanceState? {
        switch (self, call) {
        case (.disappeared, .willAppear), (.disappearing, .willAppear): return .appearing
        case (.appearing, .didAppear): return .appeared
        case (.appearing, .willDisappear), (.appeared, .willDisappear): return .disappearing
        case (.disappearing, .didDisappear): return .disappeared
        default: return nil
        }
    }
}

/// The four appearance callbacks.
public enum AppearanceCall: String, Sendable {
    case willAppear = "viewWillAppear", didAppear = "viewDidAppear"
    case willDisappear = "viewWillDisappear", didDisappear = "viewDidDisappear"
}

/// Collects appearance calls that break UIKit's state machine, across all controllers of a run.
@MainActor
public final class AppearanceAudit {
    /// Moves UIKit never makes, as "name: state --call-->".
    public private(set) var violations: [String] = []

    /// An audit with no violations yet.
    public init() {}

    /// Applies `call` to `state`, recording a violation (and keeping the state) when it is not a valid move.
    func apply(_ call: AppearanceCall, to state: inout AppearanceState, of name: String) {
        guard let next = state.after(call) else {
            violations.append("\(name): \(call.rawValue) in state \(state.rawValue)")
            return
        }
        state = next
    }
}

/// A page of the soak's app: tracks its appearance state through the audit.
@MainActor
public final class SoakPage: UIViewController {
    /// The name the soak gave it (P1, P2, …), used in reports.
    public let name: String
    private let audit: AppearanceAudit
    /// The current appearance state, as the callbacks moved it.
    public private(set) var appearance = AppearanceState.disappeared
    /// Keeps a custom presentation's delegate alive (`transitioningDelegate` is weak, as in UIKit).
    var cardTransition: SoakCardTransition?

    /// A page named `name` whose appearance calls `audit` checks.
    public init(_ name: String, audit: AppearanceAudit) {
        self.name = name
        self.audit = audit
        super.init(nibName: nil, bundle: nil)
        title = name
    }

    /// Nil: there are no archives under Interlude.
    public required init?(coder: NSCoder) { return nil }

    public override var description: String { name }

    public override func viewWillAppear(_ animated: Bool) { audit.apply(.willAppear, to: &appearance, of: name) }
    public override func viewDidAppear(_ animated: Bool) { audit.apply(.didAppear, to: &appearance, of: name) }
    public override func viewWillDisappear(_ animated: Bool) { audit.apply(.willDisappear, to: &appearance, of: name) }
    public override func viewDidDisappear(_ animated: Bool) { audit.apply(.didDisappear, to: &appearance, of: name) }
}
