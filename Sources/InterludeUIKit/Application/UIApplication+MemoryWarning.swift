extension UIApplication {
    /// Posted (object: the application) when the app receives a memory warning, UIKit's
    /// `UIApplication.didReceiveMemoryWarningNotification`.
    public static let didReceiveMemoryWarningNotification = Notification.Name("UIApplicationDidReceiveMemoryWarningNotification")

    /// Delivers a memory warning as the system would, like the Simulator's "Simulate Memory
    /// Warning" (Interlude's own call: under Interlude nothing else sends one).
    ///
    /// In order: the app delegate's `applicationDidReceiveMemoryWarning(_:)`, then
    /// ``didReceiveMemoryWarningNotification`` on the default notification center, then
    /// `didReceiveMemoryWarning()` on every view controller in every window — each root
    /// controller, its children (all of a navigation stack, every tab) and what it presents,
    /// parents before children.
    public func simulateMemoryWarning() {
        delegate?.applicationDidReceiveMemoryWarning(self)
        NotificationCenter.default.post(name: Self.didReceiveMemoryWarningNotification, object: self)
        for window in windows {
            guard let root = window.rootViewController else { continue }
            for controller in root.controllerTree { controller.didReceiveMemoryWarning() }
        }
    }
}

extension UIViewController {
    /// This controller, its children and what it presents, depth first, parents before children.
    var controllerTree: [UIViewController] {
        var result: [UIViewController] = [self]
        for child in _children { result += child.controllerTree }
        if let presented = _presentedViewController { result += presented.controllerTree }
        return result
    }
}
