extension UIView: UITraitEnvironment {
    /// The view's traits: a window's are its device's for its size (see `UITraitCollection`);
    /// a controller's root view has its controller's; other views their superview's; a view
    /// outside any window the main screen's. The view's ``overrideUserInterfaceStyle`` applies last.
    public var traitCollection: UITraitCollection {
        let inherited: UITraitCollection
        if let window = self as? UIWindow {
            inherited = .phone(size: window.bounds.size, style: .unspecified)
        } else if let controller = _viewController {
            inherited = controller.traitCollection
        } else if let superview = _superview {
            inherited = superview.traitCollection
        } else {
            inherited = UIScreen.main.traitCollection
        }
        return inherited.overriding(style: _overrideUserInterfaceStyle)
    }
}
