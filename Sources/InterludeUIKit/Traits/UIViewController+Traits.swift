extension UIViewController: UITraitEnvironment {
    /// The controller's traits: a child's are its parent's with the parent's override for it
    /// (`setOverrideTraitCollection(_:forChild:)`); a presented controller's are its presentation
    /// controller's; a window's root controller has the window's; others the main screen's. The
    /// controller's ``overrideUserInterfaceStyle`` applies last.
    public var traitCollection: UITraitCollection {
        let inherited: UITraitCollection
        if let parent = _parent {
            inherited = parent.traitCollection.overridden(by: parent.overrideTraitCollection(forChild: self))
        } else if let presentation = _presentationController {
            inherited = presentation.traitCollection
        } else if let superview = viewIfLoaded?._superview {
            inherited = superview.traitCollection
        } else {
            inherited = UIScreen.main.traitCollection
        }
        return inherited.overriding(style: _overrideUserInterfaceStyle)
    }

    /// Makes `collection` override this container's traits for `childViewController` (nil removes
    /// the override); the child and its views hear of the change.
    public func setOverrideTraitCollection(_ collection: UITraitCollection?, forChild childViewController: UIViewController) {
        guard childViewController._parent === self else {
            return Diagnostics.report(
                "setOverrideTraitCollection(_:forChild:): \(childViewController) is not a child of \(self); ignored")
        }
        TraitChangeDelivery.perform(in: viewIfLoaded?.window) {
            childTraitOverrides[ObjectIdentifier(childViewController)] = collection
        }
    }
}

extension UIPresentationController: UITraitEnvironment {
    /// The presentation's traits: the presenting controller's (the window's before the
    /// presentation has one), with ``overrideTraitCollection`` on top.
    public var traitCollection: UITraitCollection {
        let inherited =
            presentingIfSet?.traitCollection ?? containerView?.window?.traitCollection ?? UIScreen.main.traitCollection
        return inherited.overridden(by: overrideTraitCollection)
    }
}

extension UIScreen: UITraitEnvironment {
    /// The traits of a window filling the screen (see `UITraitCollection`).
    public var traitCollection: UITraitCollection { .phone(size: bounds.size, style: .unspecified) }

    /// Never called: the screen is not told when its traits change (with the app's text size).
    public func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}
}
