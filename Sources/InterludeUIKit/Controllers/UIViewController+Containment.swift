extension UIViewController {
    /// The controllers this one contains, in the order added.
    public var children: [UIViewController] { _children }

    /// The container this controller is a child of.
    public var parent: UIViewController? { _parent }

    func performAddChild(_ childController: UIViewController) {
        guard childController !== self else {
            invalidArgument(
                "child view controller:\(childController) should not be the same as the parent view controller:\(self)")
        }
        guard childController._parent !== self else { return }
        childController.removeFromParentSilently()
        childController.willMove(toParent: self)
        _children.append(childController)
        childController._parent = self
    }

    func performRemoveFromParent() {
        guard _parent != nil else { return }
        removeFromParentSilently()
        didMove(toParent: nil)
    }

    /// The nearest navigation controller among this controller's ancestors.
    public var navigationController: UINavigationController? {
        _parent?.firstInParentChain { $0 as? UINavigationController }
    }

    /// The nearest tab bar controller among this controller's ancestors.
    public var tabBarController: UITabBarController? {
        _parent?.firstInParentChain { $0 as? UITabBarController }
    }

    /// Whether the controller is being added to a container in the current transition.
    public var isMovingToParent: Bool { _activeTransition?.movingToParent === self }

    /// Whether the controller is being removed from a container in the current transition.
    public var isMovingFromParent: Bool { _activeTransition?.movingFromParent === self }

    /// The controller at the top of this one's chain of parents.
    var rootAncestor: UIViewController {
        var current = self
        while let parent = current._parent { current = parent }
        return current
    }

    /// The first non-nil `pick` along this controller and its ancestors, nearest first.
    func firstInParentChain<Value>(_ pick: (UIViewController) -> Value?) -> Value? {
        var current: UIViewController? = self
        while let controller = current {
            if let value = pick(controller) { return value }
            current = controller._parent
        }
        return nil
    }

    /// This controller or its nearest ancestor for which `test` holds.
    func firstInParentChain(where test: (UIViewController) -> Bool) -> UIViewController? {
        firstInParentChain { test($0) ? $0 : nil }
    }

    private func removeFromParentSilently() {
        guard let parent = _parent else { return }
        parent._children.removeAll { $0 === self }
        _parent = nil
    }
}
