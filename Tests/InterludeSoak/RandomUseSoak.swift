import InterludeUIKit
import InterludeSeededRandom
import Synchronization

/// Random use of a tab bar of navigation controllers, checked against UIKit's rules at settled
/// checkpoints: pushes, pops, tab switches (set and tapped), presentations in every style
/// (standard and custom, with a custom presentation controller), dismissals, edge-swipe and
/// percent-driven pops and dismissals (finished and cancelled), stray taps, replaced tabs and
/// roots — and requests made while transitions run, which come for free because the clock moves
/// only when an operation says so.
///
/// The same seed gives the same run. A failure names the seed, the operation and the last
/// operations before it.
@MainActor
public final class RandomUseSoak {
    /// The seed the run is replayed from.
    public let seed: UInt64
    private var random: SplitMix64
    private let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    private let audit = AppearanceAudit()
    private var tabs: UITabBarController!
    /// The tab bar controllers' delegate (`delegate` is weak, as in UIKit).
    private let tabsDelegate = SoakTabs()
    private var created = 0
    /// Every controller the run made, weakly: after settling, those alive must be in the hierarchy.
    private var registry: [(name: String, reference: () -> UIViewController?)] = []
    private var recent: [String] = []
    private let diagnostics = DiagnosticInbox()
    private var expectedDiagnostics: [String: Int] = [:]

    /// UIKit's own warnings for requests it refuses; random use makes these on purpose.
    static let expectedDiagnosticPrefixes = [
        "Attempt to present", // already presenting, or the source's view is not in the window
        "dismiss(animated:completion:) called on", // presents nothing and is not presented
    ]

    /// A run of random use seeded with `seed`.
    public init(seed: UInt64) {
        self.seed = seed
        random = SplitMix64(seed: seed)
    }

    /// Runs `operations` random operations, settling and checking every `checkpointEvery` of
    /// them and at the end. `progress` is called after each checkpoint with the operations done.
    public func run(operations: Int, checkpointEvery: Int = 25, progress: ((Int) -> Void)? = nil) -> Result<
        SoakSummary, SoakFailure
    > {
        let previous = Diagnostics.setHandler { [diagnostics] message in diagnostics.messages.withLock { $0.append(message) } }
        defer { Diagnostics.setHandler(previous) }
        tabs = makeTabs()
        window.rootViewController = tabs
        window.makeKeyAndVisible()
        window.advance(by: 0)
        for index in 0..<operations {
            let description = perform(pickOperation())
            remember("\(index): \(description)")
            if let failure = takeUnexpectedDiagnostics(at: index) { return .failure(failure) }
            if (index + 1) % checkpointEvery == 0 || index == operations - 1 {
                let problems = settleAndCheck()
                if !problems.isEmpty { return .failure(failure(at: index, problems)) }
                if let failure = takeUnexpectedDiagnostics(at: index) { return .failure(failure) }
                progress?(index + 1)
            }
        }
        return .success(
            SoakSummary(operations: operations, controllersCreated: created, expectedDiagnostics: expectedDiagnostics))
    }

    // MARK: Operations

    enum Operation: CaseIterable {
        case push, pop, popToRoot, setStack, selectTab, tapTab, present, presentFromAnywhere, dismiss, dismissAnywhere
        case edgeSwipePop, percentDrivenPop, percentDrivenDismissal, strayTap, replaceTab, reshapeTabs, replaceRoot, advanceTime

        /// How often each is picked, relative to the others.
        var weight: Int {
            switch self {
            case .push: return 16
            case .pop: return 10
            case .popToRoot: return 3
            case .setStack: return 3
            case .selectTab: return 5
            case .tapTab: return 4
            case .present: return 12
            case .presentFromAnywhere: return 3
            case .dismiss: return 10
            case .dismissAnywhere: return 3
            case .edgeSwipePop: return 5
            case .percentDrivenPop: return 5
            case .percentDrivenDismissal: return 4
            case .strayTap: return 3
            case .replaceTab: return 1
            case .reshapeTabs: return 1
            case .replaceRoot: return 1
            case .advanceTime: return 16
            }
        }
    }

    private static let totalWeight = Operation.allCases.reduce(0) { $0 + $1.weight }

    private func pickOperation() -> Operation {
        var ticket = Int.random(in: 0..<Self.totalWeight, using: &random)
        for operation in Operation.allCases {
            if ticket < operation.weight { return operation }
            ticket -= operation.weight
        }
        fatalError("weights do not add up")
    }

    /// Performs `operation` on the app as it is now; returns what was done, for the failure report.
    private func perform(_ operation: Operation) -> String {
        switch operation {
        case .push:
            guard let navigation = frontNavigation else { return "push: no navigation controller in front" }
            let page = makePage(), animated = chance(0.75)
            navigation.pushViewController(page, animated: animated)
            return "push \(page) onto \(navigation) animated \(animated)"
        case .pop:
            guard let navigation = chance(0.8) ? frontNavigation : anyReachable(UINavigationController.self) else {
                return "pop: no navigation controller"
            }
            let animated = chance(0.75)
            navigation.popViewController(animated: animated)
            return "pop \(navigation) animated \(animated)"
        case .popToRoot:
            guard let navigation = frontNavigation else { return "popToRoot: no navigation controller in front" }
            let animated = chance(0.75)
            navigation.popToRootViewController(animated: animated)
            return "popToRoot \(navigation) animated \(animated)"
        case .setStack:
            guard let navigation = frontNavigation else { return "setViewControllers: no navigation controller in front" }
            let kept = Array(
                navigation.viewControllers.prefix(Int.random(in: 0...navigation.viewControllers.count, using: &random)))
            let stack = kept + (0..<Int.random(in: 1...2, using: &random)).map { _ in makePage() }
            let animated = chance(0.6)
            navigation.setViewControllers(stack, animated: animated)
            return "setViewControllers \(stack) on \(navigation) animated \(animated)"
        case .selectTab:
            let index = Int.random(in: 0..<(tabs.viewControllers?.count ?? 1), using: &random)
            tabs.selectedIndex = index
            return "selectedIndex = \(index)"
        case .tapTab:
            let count = CGFloat(tabs.viewControllers?.count ?? 1), index = CGFloat(Int.random(in: 0..<Int(count), using: &random))
            // The items fill the bar's top 49 points, above the home indicator's safe-area inset.
            let itemsMidY = window.bounds.height - window.safeAreaInsets.bottom - UITabBar.height / 2
            let point = CGPoint(x: window.bounds.width * (index + 0.5) / count, y: itemsMidY)
            window.tap(at: point)
            return "tap tab bar at \(point)"
        case .present, .presentFromAnywhere:
            let source = operation == .present ? frontController : (anyReachable(UIViewController.self) ?? frontController)
            return present(from: source)
        case .dismiss, .dismissAnywhere:
            let target = operation == .dismiss ? frontController : (anyReachable(UIViewController.self) ?? frontController)
            let animated = chance(0.75)
            target.dismiss(animated: animated)
            return "dismiss from \(target) animated \(animated)"
        case .edgeSwipePop:
            return edgeSwipePop()
        case .percentDrivenPop:
            return percentDrivenPop()
        case .percentDrivenDismissal:
            return percentDrivenDismissal()
        case .strayTap:
            let point = CGPoint(
                x: CGFloat(Int.random(in: 0..<390, using: &random)), y: CGFloat(Int.random(in: 0..<844, using: &random)))
            window.tap(at: point)
            return "tap at \(point)"
        case .replaceTab:
            var controllers = tabs.viewControllers ?? []
            guard !controllers.isEmpty else { return "replace tab: no tabs" }
            let index = Int.random(in: 0..<controllers.count, using: &random)
            let old = controllers[index]
            controllers[index] = makeNavigation(root: makePage())
            tabs.setViewControllers(controllers, animated: false)
            return "replace tab \(index) (\(old)) with \(controllers[index])"
        case .reshapeTabs:
            var controllers = tabs.viewControllers ?? []
            if controllers.count > 1, chance(0.5) {
                let removed = controllers.remove(at: Int.random(in: 0..<controllers.count, using: &random))
                tabs.setViewControllers(controllers, animated: chance(0.5))
                return "remove tab \(removed)"
            }
            guard controllers.count < 5 else { return "add tab: five already" }
            let added = makeNavigation(root: makePage())
            controllers.insert(added, at: Int.random(in: 0...controllers.count, using: &random))
            tabs.setViewControllers(controllers, animated: chance(0.5))
            return "add tab \(added)"
        case .replaceRoot:
            tabs = makeTabs()
            window.rootViewController = tabs
            return "replace the window's root with \(tabs!)"
        case .advanceTime:
            let step = [0, 1.0 / 60, 1.0 / 60, 0.05, 0.1, 0.25, 0.5, 1][Int.random(in: 0..<8, using: &random)]
            window.advance(by: step)
            return "advance \(step) s"
        }
    }

    private func present(from source: UIViewController) -> String {
        let content: UIViewController = chance(0.5) ? makePage() : makeNavigation(root: makePage())
        let styles: [UIModalPresentationStyle] = [
            .fullScreen, .overFullScreen, .pageSheet, .formSheet, .automatic, .currentContext, .overCurrentContext, .custom,
        ]
        let style = styles[Int.random(in: 0..<styles.count, using: &random)]
        content.modalPresentationStyle = style
        if style == .custom {
            let card = SoakCardTransition(drive: chance(0.5) ? .layerTime : .interruptibleAnimator)
            (content as? SoakPage)?.cardTransition = card
            (content as? SoakNavigation)?.cardTransition = card
            content.transitioningDelegate = card
        } else {
            let transitions: [UIModalTransitionStyle] = [.coverVertical, .crossDissolve, .flipHorizontal]
            content.modalTransitionStyle = transitions[Int.random(in: 0..<transitions.count, using: &random)]
        }
        if source is SoakPage, chance(0.15) { source.definesPresentationContext = true }
        let animated = chance(0.75)
        source.present(content, animated: animated)
        return "present \(content) (\(style), \(content.modalTransitionStyle)) from \(source) animated \(animated)"
    }

    /// The system edge swipe on the front navigation controller: finished (dragged far) or
    /// cancelled (dragged a little, held, released), sometimes with a request in the middle.
    private func edgeSwipePop() -> String {
        let finish = chance(0.5), requestMidway = chance(0.25)
        window.sendTouch(.began, at: CGPoint(x: 2, y: 400))
        window.dragMove(to: CGPoint(x: 80, y: 400), duration: 0.2)
        let request = requestMidway ? perform(chance(0.5) ? .push : .present) : "none"
        if finish {
            window.dragMove(to: CGPoint(x: 300, y: 400), duration: 0.2)
        } else {
            window.advance(by: 0.2)
        }
        window.sendTouch(.ended, at: CGPoint(x: finish ? 300 : 80, y: 400))
        return "edge swipe \(finish ? "far" : "short, held") (request midway: \(request))"
    }

    /// A pop of a custom-animated navigation controller under a percent-driven interaction.
    private func percentDrivenPop() -> String {
        settle()
        guard let navigation = frontNavigation as? SoakNavigation, navigation.customPop != nil,
            navigation.viewControllers.count > 1, navigation.viewIfLoaded?.window != nil
        else { return "percent-driven pop: no custom-popping stack in front" }
        let interaction = UIPercentDrivenInteractiveTransition()
        navigation.pendingInteraction = interaction
        navigation.popViewController(animated: true)
        navigation.pendingInteraction = nil
        guard navigation.transitionCoordinator != nil else { return "percent-driven pop of \(navigation): did not start" }
        return "percent-driven pop of \(navigation): " + drive(interaction)
    }

    /// A dismissal of the front custom card under a percent-driven interaction.
    private func percentDrivenDismissal() -> String {
        settle()
        let presented = presentationChain.last
        guard let presented, let card = (presented as? SoakPage)?.cardTransition ?? (presented as? SoakNavigation)?.cardTransition
        else { return "percent-driven dismissal: no card in front" }
        let interaction = UIPercentDrivenInteractiveTransition()
        card.pendingInteraction = interaction
        presented.dismiss(animated: true)
        card.pendingInteraction = nil
        guard presented.isBeingDismissed else { return "percent-driven dismissal of \(presented): did not start" }
        return "percent-driven dismissal of \(presented): " + drive(interaction)
    }

    /// Moves `interaction` through a few percentages (ends included) with clock steps between,
    /// sometimes makes a request meanwhile, then finishes or cancels.
    private func drive(_ interaction: UIPercentDrivenInteractiveTransition) -> String {
        var steps: [String] = []
        for _ in 0..<Int.random(in: 1...4, using: &random) {
            let percent = [0, 0.2, 0.5, 0.8, 1, Double.random(in: 0...1, using: &random)][Int.random(in: 0..<6, using: &random)]
            interaction.update(CGFloat(percent))
            window.advance(by: [1.0 / 60, 0.05, 0.1][Int.random(in: 0..<3, using: &random)])
            steps.append(String(format: "%.2f", percent))
        }
        if chance(0.25) { steps.append("request: " + perform(chance(0.5) ? .push : .present)) }
        let finish = chance(0.5)
        if finish { interaction.finish() } else { interaction.cancel() }
        steps.append(finish ? "finish" : "cancel")
        return steps.joined(separator: ", ")
    }

    // MARK: Settling and checking

    /// Lets every running and queued transition end (and the clock step that delivers a new
    /// root's `viewDidAppear` happen).
    private func settle() {
        window.advance(by: 1)
        for _ in 0..<9 where isTransitioning { window.advance(by: 1) }
    }

    private var isTransitioning: Bool { reachable.contains { $0.transitionCoordinator != nil } }

    /// Settles, then checks the rules that hold whenever nothing moves; returns what broke.
    private func settleAndCheck() -> [String] {
        settle()
        var problems = audit.violations
        if isTransitioning || window.transitionQueue.isBusy {
            problems.append("still transitioning after 10 s of clock time")
        }
        let reachable = self.reachable
        let inHierarchy = Set(reachable.map(ObjectIdentifier.init))
        for controller in reachable {
            guard let page = controller as? SoakPage else { continue }
            let shown = page.viewIfLoaded?.window === window
            if shown != (page.appearance == .appeared) {
                problems.append("\(page) is \(page.appearance.rawValue) but its view is \(shown ? "" : "not ")in the window")
                problems.append(contentsOf: ancestry(of: page))
            }
        }
        let front = frontController
        if front.viewIfLoaded?.window !== window || (front as? SoakPage).map({ $0.appearance != .appeared }) == true {
            problems.append("the front controller \(front) is not shown")
            problems.append(contentsOf: ancestry(of: front))
        }
        registry.removeAll { $0.reference() == nil }
        for entry in registry {
            if let controller = entry.reference(), !inHierarchy.contains(ObjectIdentifier(controller)) {
                problems.append("\(entry.name) left the hierarchy but is still alive")
                problems.append(contentsOf: ancestry(of: controller))
            }
        }
        return problems
    }

    /// `controller` and the controllers above it (parents, presenters), a line each, for failure reports.
    private func ancestry(of controller: UIViewController) -> [String] {
        var lines: [String] = [], next: UIViewController? = controller
        while let current = next, lines.count < 12 {
            let state = (current as? SoakPage)?.appearance.rawValue ?? "container"
            let place = current.viewIfLoaded?.window === window ? "in the window" : "not in the window"
            let presented = current.presentedViewController.map { ", presents \($0) (\($0.modalPresentationStyle))" } ?? ""
            let context = current.definesPresentationContext ? ", defines the presentation context" : ""
            lines.append("    \(current): \(state), \(place)\(presented)\(context)")
            next = current.parent ?? current.presentingViewController
        }
        return lines
    }

    /// Every controller in the window's hierarchy: children and the controllers each presents.
    private var reachable: [UIViewController] {
        var found: [UIViewController] = [], seen: Set<ObjectIdentifier> = []
        func visit(_ controller: UIViewController) {
            guard seen.insert(ObjectIdentifier(controller)).inserted else { return }
            found.append(controller)
            for child in controller.children { visit(child) }
            if let presented = controller.presentedViewController, presented.presentingViewController === controller {
                visit(presented)
            }
        }
        if let root = window.rootViewController { visit(root) }
        return found
    }

    /// The controllers presented on the way to the front, bottom first.
    private var presentationChain: [UIViewController] {
        var chain: [UIViewController] = []
        var controller = window.rootViewController
        while let current = controller {
            if let presented = current.presentedViewController, presented.presentingViewController === current {
                chain.append(presented)
                controller = presented
            } else if let tabs = current as? UITabBarController {
                controller = tabs.selectedViewController
            } else if let navigation = current as? UINavigationController {
                controller = navigation.topViewController
            } else {
                controller = nil
            }
        }
        return chain
    }

    /// The controller the user sees in front: down through presentations, selected tabs and stack tops.
    private var frontController: UIViewController {
        var controller: UIViewController = window.rootViewController!
        while true {
            if let presented = controller.presentedViewController, presented.presentingViewController === controller {
                controller = presented
            } else if let tabs = controller as? UITabBarController, let selected = tabs.selectedViewController {
                controller = selected
            } else if let navigation = controller as? UINavigationController, let top = navigation.topViewController {
                controller = top
            } else {
                return controller
            }
        }
    }

    private var frontNavigation: UINavigationController? {
        let front = frontController
        return front as? UINavigationController ?? front.navigationController
    }

    private func anyReachable<Controller: UIViewController>(_ type: Controller.Type) -> Controller? {
        let candidates = reachable.compactMap { $0 as? Controller }
        return candidates.isEmpty ? nil : candidates[Int.random(in: 0..<candidates.count, using: &random)]
    }

    // MARK: Making controllers

    private func makeTabs() -> UITabBarController {
        let tabs = UITabBarController()
        tabs.delegate = tabsDelegate
        tabs.setViewControllers((0..<3).map { _ in makeNavigation(root: makePage()) }, animated: false)
        register(tabs, "Tabs\(created)")
        return tabs
    }

    private func makePage() -> SoakPage {
        created += 1
        let page = SoakPage("P\(created)", audit: audit)
        register(page, page.name)
        return page
    }

    private func makeNavigation(root: UIViewController) -> SoakNavigation {
        created += 1
        let drives: [SoakSlide.Drive?] = [nil, .layerTime, .interruptibleAnimator]
        let navigation = SoakNavigation("N\(created)", root: root, customPop: drives[Int.random(in: 0..<3, using: &random)])
        register(navigation, navigation.name)
        return navigation
    }

    private func register(_ controller: UIViewController, _ name: String) {
        registry.append((name, { [weak controller] in controller }))
    }

    // MARK: Reporting

    private func chance(_ probability: Double) -> Bool { Double.random(in: 0..<1, using: &random) < probability }

    private func remember(_ operation: String) {
        recent.append(operation)
        if recent.count > 30 { recent.removeFirst() }
    }

    /// Counts the expected warnings reported since the last call; a failure for any other message.
    private func takeUnexpectedDiagnostics(at index: Int) -> SoakFailure? {
        let messages = diagnostics.messages.withLock { messages in
            defer { messages = [] }
            return messages
        }
        var unexpected: [String] = []
        for message in messages {
            if let prefix = Self.expectedDiagnosticPrefixes.first(where: message.hasPrefix) {
                expectedDiagnostics[prefix, default: 0] += 1
            } else {
                unexpected.append("unexpected diagnostic: \(message)")
            }
        }
        return unexpected.isEmpty ? nil : failure(at: index, unexpected)
    }

    private func failure(at index: Int, _ problems: [String]) -> SoakFailure {
        SoakFailure(seed: seed, operation: index, problems: problems, recentOperations: recent)
    }
}

/// What a run that passed did.
public struct SoakSummary: Sendable {
    /// How many operations ran.
    public let operations: Int
    /// How many controllers the run made (all freed once they left).
    public let controllersCreated: Int
    /// UIKit's warnings for refused requests, by message start.
    public let expectedDiagnostics: [String: Int]
}

/// A broken rule found by ``RandomUseSoak``, with what is needed to replay it.
public struct SoakFailure: Error, CustomStringConvertible {
    /// The run's seed.
    public let seed: UInt64
    /// The index of the operation after which a rule broke.
    public let operation: Int
    /// What broke, a line each.
    public let problems: [String]
    /// The last operations before it, oldest first.
    public let recentOperations: [String]

    public var description: String {
        """
        soak seed \(seed) failed at operation \(operation):
          \(problems.joined(separator: "\n  "))
        last operations:
          \(recentOperations.joined(separator: "\n  "))
        replay: swift run -c release interlude-soak --seed \(seed) --operations \(operation + 1)
        """
    }
}

/// Where diagnostics reported from any thread wait until the run reads them.
final class DiagnosticInbox: Sendable {
    let messages = Mutex<[String]>([])
}
