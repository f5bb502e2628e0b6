/// How strongly vibrant content stands out, UIKit's `UIVibrancyEffectStyle` (iOS 13; UIKit's raw
/// values). Each style paints content in the semantic color of the same name.
public enum UIVibrancyEffectStyle: Int, Sendable {
    /// Primary text: `UIColor.label`.
    case label
    /// Secondary text: `UIColor.secondaryLabel`.
    case secondaryLabel
    /// Tertiary text: `UIColor.tertiaryLabel`.
    case tertiaryLabel
    /// Quaternary text: `UIColor.quaternaryLabel`.
    case quaternaryLabel
    /// Large filled areas of primary content: `UIColor.systemFill`.
    case fill
    /// Large filled areas of secondary content: `UIColor.secondarySystemFill`.
    case secondaryFill
    /// Large filled areas of tertiary content: `UIColor.tertiarySystemFill`.
    case tertiaryFill
    /// Separator lines: `UIColor.separator`.
    case separator

    /// The semantic color the style paints content in (dynamic: light or dark with the blur).
    var color: UIColor {
        switch self {
        case .label: return .label
        case .secondaryLabel: return .secondaryLabel
        case .tertiaryLabel: return .tertiaryLabel
        case .quaternaryLabel: return .quaternaryLabel
        case .fill: return .systemFill
        case .secondaryFill: return .secondarySystemFill
        case .tertiaryFill: return .tertiarySystemFill
        case .separator: return .separator
        }
    }
}

/// Content made vivid over a blur, UIKit's `UIVibrancyEffect`: the effect of a
/// `UIVisualEffectView` placed in a blur effect view's `contentView`, whose own `contentView`
/// holds the vibrant labels, images and views.
///
/// How UIKit blends vibrant content with the blurred backdrop is undocumented. Interlude keeps the
/// content's alpha and replaces its color: the content view's subtree is drawn apart, then the
/// style's semantic color — resolved for the blur's appearance (dark for `.dark`, the dark
/// materials, and the adaptive materials in a dark view; light otherwise) — is painted through
/// that drawing's alpha. A white and a red square in a `.secondaryLabel` vibrancy view over a dark
/// blur both show as `secondaryLabel`'s dark color; where the content is transparent nothing is
/// painted. `init(blurEffect:)` (no style) paints in `.label`'s color: Interlude's choice.
/// Use the blur effect the enclosing blur view has, as Apple's pages ask.
open class UIVibrancyEffect: UIVisualEffect, @unchecked Sendable {
    /// The blur the vibrancy is made for (its appearance picks the color).
    let blurEffect: UIBlurEffect
    /// The style (`.label` for `init(blurEffect:)`).
    let style: UIVibrancyEffectStyle

    /// A vibrancy effect for content over `blurEffect`, painted in `.label`'s color.
    public convenience init(blurEffect: UIBlurEffect) {
        self.init(blurEffect: blurEffect, style: .label)
    }

    /// A vibrancy effect for content over `blurEffect`, painted in `style`'s color (iOS 13).
    public init(blurEffect: UIBlurEffect, style: UIVibrancyEffectStyle) {
        self.blurEffect = blurEffect
        self.style = style
        super.init()
    }

    override func contentFill(dark: Bool) -> CGColor? {
        let appearance = UITraitCollection(userInterfaceStyle: blurEffect.isDark(inDarkAppearance: dark) ? .dark : .light)
        return style.color.resolvedColor(with: appearance).cgColor
    }
}
