/// Titles of a `UIButton`, per control state, shown by its `titleLabel`.
///
/// UIKit's lookup: a state with no title (or color) of its own uses the `.normal` one. Defaults:
/// system font 15 pt; title color white for `.custom` buttons, the tint color for `.system` ones
/// (dimmed to 20 % while highlighted, gray when disabled). The title label fills the button and
/// centres the text, which shows the title where UIKit's centred content does.
extension UIButton {
    /// Sets the title shown in `state` (nil removes it; `.normal`'s is the fallback).
    public func setTitle(_ title: String?, for state: UIControl.State) {
        titleStore.titles[state.rawValue] = title
        updateTitleForState()
    }

    /// The title set for `state`, else the `.normal` title.
    public func title(for state: UIControl.State) -> String? {
        titleStore.titles[state.rawValue] ?? titleStore.titles[UIControl.State.normal.rawValue]
    }

    /// Sets the title color used in `state` (nil removes it).
    public func setTitleColor(_ color: UIColor?, for state: UIControl.State) {
        appearancePropertyWasSet("setTitleColor:\(state.rawValue)")
        titleStore.colors[state.rawValue] = color
        updateTitleForState()
    }

    /// The title color for `state`: its own, else `.normal`'s, else the button type's default.
    public func titleColor(for state: UIControl.State) -> UIColor? {
        if let color = titleStore.colors[state.rawValue] ?? titleStore.colors[UIControl.State.normal.rawValue] {
            return color
        }
        guard buttonType == .system || buttonType == .plain else { return .white }
        if state.contains(.disabled) { return UIColor.systemGray.withAlphaComponent(0.6) }
        return state.contains(.highlighted) ? tintColor.withAlphaComponent(0.2) : tintColor
    }

    /// Sets the styled title shown in `state` (nil removes it; `.normal`'s is the fallback). A
    /// styled title is shown instead of a plain one (https://developer.apple.com/documentation/uikit/uibutton/settitle(_:for:):
    /// "the button prefers the use of the attributed title"); ranges without a color take the
    /// title color.
    public func setAttributedTitle(_ title: NSAttributedString?, for state: UIControl.State) {
        titleStore.attributedTitles[state.rawValue] = title.map { NSAttributedString(attributedString: $0) }
        updateTitleForState()
    }

    /// The styled title set for `state`, else the `.normal` one.
    public func attributedTitle(for state: UIControl.State) -> NSAttributedString? {
        titleStore.attributedTitles[state.rawValue] ?? titleStore.attributedTitles[UIControl.State.normal.rawValue]
    }

    /// The styled title shown now, if any.
    public var currentAttributedTitle: NSAttributedString? { attributedTitle(for: state) }

    /// The title shown now.
    public var currentTitle: String? { title(for: state) }
    /// The color set for exactly `state`, if any.
    func storedTitleColor(for state: UIControl.State) -> UIColor? { titleStore.colors[state.rawValue] }

    /// The title color used now.
    public var currentTitleColor: UIColor { titleColor(for: state) ?? .white }

    /// The label showing the title (created on first use).
    public var titleLabel: UILabel? { titleStore }

    /// Shows the title and color of the current state.
    func updateTitleForState() {
        if configurationStorage != nil { return setNeedsUpdateConfiguration() }
        guard let label = subviews.first(where: { $0 is ButtonTitleLabel }) as? ButtonTitleLabel else { return }
        let oldTitle = label.attributedText
        label.textColor = currentTitleColor
        if let styled = currentAttributedTitle {
            label.attributedText = styled
        } else {
            label.font = label.plainFont
            label.text = currentTitle
        }
        if label.attributedText != oldTitle { invalidateIntrinsicContentSize() }
        layoutContent()
    }

    var titleStore: ButtonTitleLabel {
        if let label = subviews.first(where: { $0 is ButtonTitleLabel }) as? ButtonTitleLabel { return label }
        let label = ButtonTitleLabel(frame: bounds)
        label.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        label.textAlignment = .center
        label.font = .systemFont(ofSize: 15)
        addSubview(label)
        return label
    }
}

/// A button's title label; it also keeps the per-state titles and colors.
@MainActor
final class ButtonTitleLabel: UILabel {
    var titles: [UInt: String] = [:]
    var colors: [UInt: UIColor] = [:]
    var attributedTitles: [UInt: NSAttributedString] = [:]
    /// The font plain titles show in: the label's, as set on it (a styled title sets the label's
    /// font to its own while it shows).
    var plainFont: UIFont = .systemFont(ofSize: 15)

    override var font: UIFont! {
        didSet { if !settingStyledTitle { plainFont = font } }
    }
    private var settingStyledTitle = false

    override var attributedText: NSAttributedString? {
        get { super.attributedText }
        set {
            settingStyledTitle = true
            super.attributedText = newValue
            settingStyledTitle = false
        }
    }
}
