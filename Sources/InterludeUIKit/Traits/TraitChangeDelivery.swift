/// Tells the trait environments of a window whose traits a change altered:
/// `traitCollectionDidChange(_:)` with their previous traits.
///
/// The order (UIKit documents none): the view controllers first, parents before children and a
/// presentation controller before the controller it presents, then the views, the window first
/// and every view before its subviews. Elements that join the window during the change are not
/// told (they had no traits there before).
@MainActor
enum TraitChangeDelivery {
    /// Runs `change`, then tells the elements of `window` whose traits it changed.
    static func perform(in window: UIWindow?, _ change: () -> Void) {
        guard let window else { return change() }
        perform(in: [window], change)
    }

    /// Runs `change`, then tells the elements of `windows` whose traits it changed, window by window.
    static func perform(in windows: [UIWindow], _ change: () -> Void) {
        let before = windows.flatMap(snapshot(of:))
        change()
        let changed = before.filter { $0.0.traitCollection != $0.1 }
        for (element, previous) in changed {
            if let view = element as? UIView, view.traitCollection.hasDifferentColorAppearance(comparedTo: previous) {
                view.dynamicColorAppearanceChanged()
            }
        }
        for (element, previous) in changed { deliver(to: element, previous: previous) }
    }

    /// Tells `element` its traits changed from `previous`: a view first re-scales its Dynamic
    /// Type fonts when the text size changed (`UIContentSizeCategoryAdjusting`), then hears
    /// `traitCollectionDidChange(_:)` with its traits current.
    static func deliver(to element: any UITraitEnvironment, previous: UITraitCollection) {
        if let view = element as? UIView,
            view.traitCollection.preferredContentSizeCategory != previous.preferredContentSizeCategory
        {
            view.adjustFontsForContentSizeCategory()
        }
        // Content arranged by the direction follows a new direction of the traits (a view whose
        // semantic content attribute fixes its direction keeps it).
        if let view = element as? UIView, view.traitCollection.layoutDirection != previous.layoutDirection,
            view.semanticContentAttribute == .unspecified
        {
            view.effectiveLayoutDirectionDidChange()
        }
        // Values of appearance proxies for trait collections follow the new traits.
        if let view = element as? UIView, view.window != nil, AppearanceRegistry.shared.hasTraitScopes {
            view.applyAppearanceProxies()
        }
        if let navigation = element as? UINavigationController { navigation.verticalSizeClassMayHaveChanged(from: previous) }
        UITraitCollection.performing(asCurrent: element) { element.traitCollectionDidChange(previous) }
    }

    /// Every trait environment of `window`, in delivery order, with its traits now.
    static func snapshot(of window: UIWindow) -> [(any UITraitEnvironment, UITraitCollection)] {
        var elements: [any UITraitEnvironment] = []
        if let root = window.rootViewController {
            for controller in root.controllerTree {
                if controller._parent == nil, let presentation = controller._presentationController {
                    elements.append(presentation)
                }
                elements.append(controller)
            }
        }
        var views: [UIView] = [window]
        var index = 0
        while index < views.count {
            views += views[index]._subviews
            index += 1
        }
        elements += views as [any UITraitEnvironment]
        return elements.map { ($0, $0.traitCollection) }
    }
}
