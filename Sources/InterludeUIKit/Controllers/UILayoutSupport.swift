/// How far a view controller's top or bottom bars reach into its view, UIKit's `UILayoutSupport`
/// (the type of the `topLayoutGuide` and `bottomLayoutGuide` that iOS 11 deprecated in favour of
/// the safe area; libraries still read their `length`). Constraint anchors come with Auto Layout.
@preconcurrency @MainActor
public protocol UILayoutSupport: NSObjectProtocol {
    /// The distance, in points, from the edge of the controller's view to the content's edge.
    var length: CGFloat { get }
}

/// The top or bottom layout guide of a view controller: the safe-area inset of its root view on
/// that edge without the controller's own `additionalSafeAreaInsets` (which UIKit added after
/// these guides).
@MainActor
final class ControllerLayoutSupport: NSObject, UILayoutSupport {
    enum Edge { case top, bottom }

    private weak var controller: UIViewController?
    private let edge: Edge

    init(controller: UIViewController, edge: Edge) {
        self.controller = controller
        self.edge = edge
    }

    var length: CGFloat {
        guard let controller, let view = controller.viewIfLoaded else { return 0 }
        let insets = view.safeAreaInsets, additional = controller.additionalSafeAreaInsets
        return max(0, edge == .top ? insets.top - additional.top : insets.bottom - additional.bottom)
    }
}

extension UIViewController {
    /// The extent of the status bar and the top bars over the root view (deprecated in UIKit
    /// since iOS 11: use the safe area).
    public var topLayoutGuide: any UILayoutSupport { ControllerLayoutSupport(controller: self, edge: .top) }

    /// The extent of the home indicator and the bottom bars over the root view (deprecated in
    /// UIKit since iOS 11: use the safe area).
    public var bottomLayoutGuide: any UILayoutSupport { ControllerLayoutSupport(controller: self, edge: .bottom) }
}
