/// The appearance callbacks a view controller receives, as named in UIKit.
package enum AppearanceCallback: String, Sendable {
    case viewWillAppear, viewIsAppearing, viewDidAppear, viewWillDisappear, viewDidDisappear
}

/// Lets code inside the package watch every appearance callback sent to any controller, in order
/// (InterludeSnapshotTesting's appearance log). Nobody watches by default.
@MainActor
package enum AppearanceCallbackObservation {
    /// Called just before each callback is sent, with the controller, the callback and its `animated`.
    package static var observer: ((UIViewController, AppearanceCallback, Bool) -> Void)?

    /// Tells the observer, if any, that `callback` is about to be sent to `controller`.
    static func notify(_ controller: UIViewController, _ callback: AppearanceCallback, animated: Bool) {
        observer?(controller, callback, animated)
    }
}

extension UIViewController {
    /// Where the controller stands: "appeared", "appearing", "disappearing" or "disappeared" (for
    /// descriptions made inside the package, such as snapshot testing's hierarchy).
    package var appearanceStateName: String { "\(appearanceState)" }
}
