/// Shows a menu when its view is long-pressed, UIKit's `UIContextMenuInteraction`.
///
/// Added to a view (`view.addInteraction(_:)`), it puts a long-press recognizer on it (the
/// recognizer's 0.5-second default: Apple gives no duration for context menus). When the press is
/// recognized the delegate gives the configuration for the location; its action provider's menu
/// is drawn as a list in the window, under (or over) the view. A tap on an enabled action ends the
/// menu (`willEndFor`) and then performs the action; a tap outside the list ends it.
@preconcurrency @MainActor
open class UIContextMenuInteraction: NSObject, UIInteraction {
    /// The delegate, given at creation.
    public private(set) weak var delegate: (any UIContextMenuInteractionDelegate)?
    /// The view the interaction is added to.
    public private(set) weak var view: UIView?

    private let pressRecognizer = UILongPressGestureRecognizer()
    private var pressLocation: CGPoint = .zero
    private var presented: (configuration: UIContextMenuConfiguration, overlay: MenuOverlayView)?
    /// Whether a long press shows the menu (a button showing its menu as its primary action
    /// shows it on touch down instead).
    var presentsOnLongPress: () -> Bool = { true }
    /// The `sender` of the actions performed from the menu.
    weak var actionSender: AnyObject?
    /// Whether a menu is on screen.
    var isPresentingMenu: Bool { presented != nil }

    /// An interaction asking `delegate` for its menus.
    public init(delegate: any UIContextMenuInteractionDelegate) {
        self.delegate = delegate
        super.init()
        _ = pressRecognizer.addAction { [weak self] recognizer in self?.pressed(recognizer) }
    }

    /// Takes the long-press recognizer off the old view.
    open func willMove(to view: UIView?) {
        self.view?.removeGestureRecognizer(pressRecognizer)
    }

    /// Puts the long-press recognizer on the new view.
    open func didMove(to view: UIView?) {
        self.view = view
        view?.addGestureRecognizer(pressRecognizer)
    }

    /// The location of the press that showed the menu, in `view`'s coordinates (the window's for
    /// nil).
    open func location(in view: UIView?) -> CGPoint {
        guard let source = self.view else { return pressLocation }
        return source.convert(pressLocation, to: view)
    }

    /// Ends the menu shown, if any (the delegate's `willEndFor` runs).
    open func dismissMenu() {
        presented?.overlay.dismiss()
    }

    /// Replaces the menu shown with `block`'s result.
    open func updateVisibleMenu(_ block: (UIMenu) -> UIMenu) {
        guard let overlay = presented?.overlay else { return }
        overlay.show(block(overlay.menu))
    }

    private func pressed(_ recognizer: UIGestureRecognizer) {
        guard recognizer.state == .began, presentsOnLongPress(), let view else { return }
        presentMenu(at: recognizer.location(in: view))
    }

    /// Asks the delegate for a configuration at `location` and shows its menu.
    func presentMenu(at location: CGPoint) {
        guard presented == nil, let view, let window = view.window else { return }
        pressLocation = location
        guard let configuration = delegate?.contextMenuInteraction(self, configurationForMenuAtLocation: location),
            let menu = configuration.actionProvider?([])
        else { return }
        let overlay = MenuOverlayView(menu: menu, anchor: view.convert(view.bounds, to: window), window: window)
        overlay.onDismiss = { [weak self] in self?.menuWillEnd() }
        overlay.actionSender = actionSender
        presented = (configuration, overlay)
        let animator = ContextMenuAnimator()
        delegate?.contextMenuInteraction(self, willDisplayMenuFor: configuration, animator: animator)
        overlay.present()
        animator.run()
    }

    private func menuWillEnd() {
        guard let configuration = presented?.configuration else { return }
        presented = nil
        let animator = ContextMenuAnimator()
        delegate?.contextMenuInteraction(self, willEndFor: configuration, animator: animator)
        animator.run()
    }
}
