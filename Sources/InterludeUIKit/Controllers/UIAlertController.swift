/// A controller that shows an alert (a card in the middle of the screen) or an action sheet (cards
/// at the bottom) with a title, a message and buttons for its actions, UIKit's
/// `UIAlertController`.
///
/// Present it with `present(_:animated:completion:)`. It brings its own presentation: a dimming
/// view over the presenter, which stays in the window and gets no disappearance calls; an alert
/// fades and shrinks into place, an action sheet slides up from the bottom. Tapping an enabled
/// action's button dismisses the controller and, once the dismissal has ended, runs the action's
/// handler. A tap outside an action sheet selects its cancel action, if it has one.
///
/// An action sheet's ``UIViewController/popoverPresentationController`` exists, as in UIKit: its
/// style is `.popover`, which in a compact environment (every Interlude window unless its traits
/// are overridden) adapts to the sheet at the bottom of the screen. Kept a popover, it points at
/// its source without a cancel button, and a tap outside it runs the cancel action's handler.
@preconcurrency @MainActor
open class UIAlertController: UIViewController {
    /// The kind of alert controller, with UIKit's raw values.
    public enum Style: Int, Sendable {
        /// Cards at the bottom of the screen, the cancel action on its own card.
        case actionSheet = 0
        /// A card in the middle of the screen.
        case alert = 1
    }

    /// Whether the controller shows as an alert or an action sheet.
    open private(set) var preferredStyle = Style.alert

    /// More detail about the alert, under its title.
    open var message: String? {
        didSet { alertView?.contentDidChange() }
    }

    /// The alert's title, drawn bold above the message.
    open override var title: String? {
        didSet { alertView?.contentDidChange() }
    }

    /// The actions, in the order they were added (an alert draws its cancel action last or, with
    /// two actions side by side, first; an action sheet on its own card).
    open private(set) var actions: [UIAlertAction] = []

    /// The action drawn bold in an alert, instead of the cancel action. It must already be one of
    /// ``actions``. Action sheets do not use it.
    open var preferredAction: UIAlertAction? {
        get { _preferredAction }
        set {
            // Apple's documentation: assigning an action not yet added is a programmer error.
            if let newValue, !actions.contains(where: { $0 === newValue }) {
                programmerError(
                    "The preferredAction of a UIAlertController must be one of its actions; add \(newValue) with addAction(_:) first"
                )
            }
            _preferredAction = newValue
            alertView?.contentDidChange()
        }
    }
    private var _preferredAction: UIAlertAction?

    private var _textFields: [UITextField] = []

    /// The text fields added with ``addTextField(configurationHandler:)``, in order; nil when there
    /// are none.
    open var textFields: [UITextField]? { _textFields.isEmpty ? nil : _textFields }

    /// The action whose handler runs when the dismissal it started ends; set while it runs.
    private var selectedAction: UIAlertAction?

    /// Creates an alert controller; add actions (and, for an alert, text fields) before presenting it.
    public convenience init(title: String?, message: String?, preferredStyle: Style) {
        self.init(nibName: nil, bundle: nil)
        self.title = title
        self.message = message
        self.preferredStyle = preferredStyle
        // UIKit's action sheets are popovers that adapt (its exception for one shown without a
        // source names the style UIModalPresentationPopover); alerts present with their own,
        // custom, presentation.
        modalPresentationStyle = preferredStyle == .actionSheet ? .popover : .custom
    }

    // MARK: Actions and text fields

    /// Adds `action` as a button, after the ones already added. An alert controller can have one
    /// cancel action at most.
    open func addAction(_ action: UIAlertAction) {
        if action.style == .cancel, actions.contains(where: { $0.style == .cancel }) {
            programmerError("UIAlertController can only have one action with a style of UIAlertActionStyleCancel")
        }
        actions.append(action)
        action.owner = self
        alertView?.contentDidChange()
    }

    /// Adds a text field under the alert's message, after the ones already added, and calls
    /// `configurationHandler` with it at once. Alerts only: an action sheet stops with UIKit's message.
    open func addTextField(configurationHandler: ((UITextField) -> Void)? = nil) {
        guard preferredStyle == .alert else {
            programmerError("Text fields can only be added to an alert controller of style UIAlertControllerStyleAlert")
        }
        let field = UITextField(frame: .zero)
        field.borderStyle = .none
        field.font = .systemFont(ofSize: 13)
        field.backgroundColor = .white
        _textFields.append(field)
        configurationHandler?(field)
        alertView?.contentDidChange()
    }

    func actionDidChange(_ action: UIAlertAction) { alertView?.contentDidChange() }

    // MARK: The view

    private var alertView: AlertView? { viewIfLoaded as? AlertView }

    /// The alert's view: clear, covering the container; it lays out the card (or cards) inside.
    open override func loadView() {
        view = AlertView(alert: self)
    }

    /// The first text field takes the keyboard once the alert is on screen, as UIKit's does.
    open override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        _ = _textFields.first?.becomeFirstResponder()
    }

    /// The text fields give up the keyboard as the alert goes.
    open override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        for field in _textFields where field.isFirstResponder { _ = field.resignFirstResponder() }
    }

    /// Whether the controller shows as a popover (an action sheet in a regular environment, or
    /// kept a popover by its delegate): it then draws no cancel button, as UIKit's do, since a tap
    /// outside the popover cancels.
    var showsAsPopover: Bool {
        (_presentationController as? UIPopoverPresentationController)?.shownStyle == .popover
    }

    /// The size of an action sheet shown as a popover: its content at the popover width.
    var popoverContentSize: CGSize {
        let set = preferredContentSize
        if set.width > 0, set.height > 0 { return set }
        return AlertView.popoverContentSize(for: self)
    }

    /// The presentation controller an alert presents with, or an action sheet adapts to.
    func makeAlertPresentation(presenting: UIViewController?) -> UIPresentationController {
        AlertPresentationController(alert: self, presenting: presenting)
    }

    /// The button for `action` was tapped: an enabled action dismisses the controller, then runs
    /// its handler. Taps after the first, while the dismissal runs, do nothing.
    func select(_ action: UIAlertAction) {
        guard action.isEnabled, selectedAction == nil, presentingViewController != nil, _activeTransition == nil else { return }
        selectedAction = action
        dismiss(animated: true) { [self] in
            selectedAction = nil
            action.handler?(action)
        }
    }

    /// A tap outside the popover an action sheet shows as dismissed it: the cancel action's handler
    /// runs, as when its (undrawn) button is tapped.
    func popoverWasDismissedByUser() {
        guard let cancel = actions.first(where: { $0.style == .cancel }), cancel.isEnabled else { return }
        cancel.handler?(cancel)
    }

    /// A tap outside an action sheet's cards: its cancel action's, when it has one.
    func backgroundTapped() {
        guard preferredStyle == .actionSheet, let cancel = actions.first(where: { $0.style == .cancel }) else { return }
        select(cancel)
    }
}
