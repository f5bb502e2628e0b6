/// A control that performs an action on a tap, UIKit's `UIButton` (touch behaviour).
///
/// This file holds the button's type and touch behaviour; titles, images and drawing live in
/// `UIButton+Title.swift` and the renderer. A tap (touch down, then up within the control's
/// tracking bounds) sends `.touchUpInside` followed by `.primaryActionTriggered`.
@preconcurrency @MainActor
open class UIButton: UIControl {
    /// A button's built-in style.
    public enum ButtonType: Int, Sendable {
        /// No built-in style.
        case custom = 0
        /// The system style: tinted title that dims while highlighted.
        case system = 1
        /// A detail-disclosure glyph.
        case detailDisclosure = 2
        /// An info glyph on a light background.
        case infoLight = 3
        /// An info glyph on a dark background.
        case infoDark = 4
        /// A plus glyph.
        case contactAdd = 5
        /// A close glyph.
        case close = 7
        /// The plain style.
        case plain = 6
        /// The deprecated rounded-rect style; the same as `.system`.
        public static let roundedRect = ButtonType.system
    }

    /// The button's style; `.custom` unless created with ``init(type:)``.
    public private(set) var buttonType: ButtonType = .custom

    /// The margins between the bounds and the content (image and title); they count in the
    /// intrinsic size. Defaults to zero.
    open var contentEdgeInsets: UIEdgeInsets = .zero {
        didSet {
            setNeedsLayout()
            invalidateIntrinsicContentSize()
        }
    }
    /// Moves and resizes the image's rectangle: positive values move an edge inwards, negative
    /// ones outwards. Defaults to zero; not counted in the intrinsic size.
    open var imageEdgeInsets: UIEdgeInsets = .zero { didSet { setNeedsLayout() } }
    /// Moves and resizes the title's rectangle, as ``imageEdgeInsets`` does the image's.
    open var titleEdgeInsets: UIEdgeInsets = .zero { didSet { setNeedsLayout() } }
    /// The images set per state (raw state values).
    var stateImages: [UInt: UIImage] = [:]

    /// The configuration describing the button's look (iOS 15); nil (the default) keeps the
    /// per-state titles, images and insets. Setting one shows it at once and asks for a
    /// configuration update (see `UIButton+ConfiguredContent.swift`).
    open var configuration: Configuration? {
        get { configurationStorage }
        set {
            configurationStorage = newValue
            configurationDidChange()
        }
    }
    /// Run after ``updateConfiguration()`` on each configuration update; nil by default.
    open var configurationUpdateHandler: ConfigurationUpdateHandler? { didSet { setNeedsUpdateConfiguration() } }
    /// Whether the button draws its configuration updated for its state
    /// (`configuration.updated(for: button)`) rather than as set. Defaults to true.
    open var automaticallyUpdatesConfiguration = true { didSet { setNeedsUpdateConfiguration() } }
    /// The label showing the configuration's subtitle, when there is one.
    open var subtitleLabel: UILabel? {
        configurationStorage?.subtitle == nil ? nil : existingSubtitleLabel
    }

    /// Asks for a configuration update: ``updateConfiguration()`` and the update handler run once
    /// at the next layout pass, however many requests came before it. State, tint and trait
    /// changes ask for one.
    open func setNeedsUpdateConfiguration() {
        needsConfigurationUpdate = true
        setNeedsLayout()
    }

    /// Override point for subclasses: set ``configuration`` for the current state. Runs during a
    /// configuration update, before ``configurationUpdateHandler``; do not call it directly
    /// (https://developer.apple.com/documentation/uikit/uibutton/updateconfiguration()). Does
    /// nothing by default.
    open func updateConfiguration() {}

    /// The menu the button shows (see `UIButton+Menu.swift`): on a long press, or on touch down
    /// with `showsMenuAsPrimaryAction`. Nil by default.
    open var menu: UIMenu? { didSet { menuDidChange() } }
    /// The interaction showing ``menu`` and its delegate (the interaction holds it weakly).
    var menuInteraction: UIContextMenuInteraction?
    var menuInteractionDelegate: ButtonMenuDelegate?

    /// With a menu shown as the primary action, a touch shows the menu and is not tracked.
    open override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        if showsMenuAsPrimaryAction, menu != nil {
            presentMenuAsPrimaryAction()
            return false
        }
        return super.beginTracking(touch, with: event)
    }

    var configurationStorage: Configuration?
    /// The configuration drawn now (``configuration``, updated for the state when
    /// ``automaticallyUpdatesConfiguration``).
    var shownConfiguration: Configuration?
    var needsConfigurationUpdate = false
    var isUpdatingConfiguration = false

    /// A `.custom` button with `frame`.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        isOpaque = false
    }

    /// A button of `buttonType` with a zero frame.
    public convenience init(type buttonType: ButtonType) {
        self.init(frame: .zero)
        self.buttonType = buttonType
    }

    /// A button of `buttonType` that performs `primaryAction` when tapped and shows its title and
    /// image (https://developer.apple.com/documentation/uikit/uibutton/init(type:primaryaction:)).
    public convenience init(type buttonType: ButtonType, primaryAction: UIAction?) {
        self.init(type: buttonType)
        guard let primaryAction else { return }
        addAction(primaryAction, for: .primaryActionTriggered)
        setTitle(primaryAction.title, for: .normal)
        if let image = primaryAction.image { setImage(image, for: .normal) }
    }

    /// Storyboard decoding is not supported; buttons are built in code. Returns nil.
    public required init?(coder: NSCoder) { return nil }

    /// A change of `isHighlighted`, `isSelected` or `isEnabled` marks the button for display and
    /// layout, so content drawn for the current `state` follows it.
    override func controlStateDidChange() {
        setNeedsUpdateConfiguration()
        layer.setNeedsDisplay()
        setNeedsLayout()
        updateTitleForState()
        updateImageForState()
    }

    /// Shows the new tint in the title of a system button (whose title color is the tint).
    open override func tintColorDidChange() {
        super.tintColorDidChange()
        updateTitleForState()
        setNeedsUpdateConfiguration()
    }

    /// A trait change (Dynamic Type, light or dark) asks for a configuration update.
    open override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        setNeedsUpdateConfiguration()
    }

    /// The title's size in the title label's font, rounded up to whole points; no intrinsic size
    /// without a title. (UIKit adds its own content insets per button style; Interlude's buttons
    /// draw their title edge to edge, so their natural size is the title's.)
    open override var intrinsicContentSize: CGSize {
        if let shown = shownConfiguration { return configuredFittingSize(shown, width: nil) }
        let title = currentTitle.flatMap { $0.isEmpty ? nil : titleLabel?.sizeThatFits(.zero) } ?? .zero
        let image = currentImage?.size ?? .zero
        guard title != .zero || image != .zero else { return super.intrinsicContentSize }
        return CGSize(
            width: image.width + title.width + contentEdgeInsets.left + contentEdgeInsets.right,
            height: max(image.height, title.height) + contentEdgeInsets.top + contentEdgeInsets.bottom)
    }

    /// The size the button's content needs: with a configuration, its content and insets, lines
    /// wrapped to `size.width` when positive; otherwise the image, the title and
    /// `contentEdgeInsets` (``intrinsicContentSize``), so that `sizeToFit()` fits the content as
    /// in UIKit. A button with neither title nor image keeps `UIView`'s answer (Apple documents
    /// none for it).
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        if let shown = shownConfiguration { return configuredFittingSize(shown, width: size.width > 0 ? size.width : nil) }
        let content = intrinsicContentSize
        return content.width == UIView.noIntrinsicMetric ? super.sizeThatFits(size) : content
    }

    /// Runs a pending configuration update, then places the image and the title (see
    /// `UIButton+Image.swift` and `UIButton+ConfiguredContent.swift`).
    open override func layoutSubviews() {
        super.layoutSubviews()
        updateConfigurationIfNeeded()
        layoutContent()
    }

    /// The current title unless another description is set.
    open override var accessibilityLabel: String? {
        get { super.accessibilityLabel ?? currentTitle ?? configurationStorage?.title }
        set { super.accessibilityLabel = newValue }
    }
    override var accessibilityTraitsByDefault: UIAccessibilityTraits {
        var traits = super.accessibilityTraitsByDefault.union(.button)
        if isSelected { traits.insert(.selected) }
        return traits
    }

    /// False for a single-finger single tap recognizer on another view (the tap is the button's).
    open override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        !refusesTap(gestureRecognizer)
    }

    override func touchUpEvents(inside: Bool) -> [Event] {
        inside ? [.touchUpInside, .primaryActionTriggered] : [.touchUpOutside]
    }
}

extension UIButton {
    /// UIKit's rule for overlapping gestures: a single-finger single tap on a button is the button's,
    /// so a tap recognizer on an ancestor may not recognize it.
    func refusesTap(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        guard let tap = gestureRecognizer as? UITapGestureRecognizer, tap.view !== self else { return false }
        return tap.numberOfTapsRequired == 1 && tap.numberOfTouchesRequired == 1
    }
}
