/// An effect a `UIVisualEffectView` applies to what lies behind it.
open class UIVisualEffect: NSObject, @unchecked Sendable {
    /// An effect that leaves the backdrop unchanged; ``UIBlurEffect`` is the one that blurs.
    public override init() {}
    /// Backdrop blur radius (Gaussian deviation, points) and tint the effect stands for in the
    /// light or dark appearance.
    func backdrop(dark: Bool) -> (radius: CGFloat, tint: CGColor?) { (0, nil) }
    /// The color the effect view's content is painted in, its alpha kept (`UIVibrancyEffect`),
    /// in the light or dark appearance; nil draws the content as it is.
    func contentFill(dark: Bool) -> CGColor? { nil }
}

/// A blur of the content behind a view, UIKit's `UIBlurEffect`.
///
/// Radius and tint per style follow Apple's published image-effects sample (UIImage+ImageEffects,
/// WWDC 2013): light — 30 pt, white at 30 %; extra light — 20 pt, 97 % white at 82 %; dark — 20 pt,
/// 11 % white at 73 %. Regular is light, prominent is extra light. The system materials (iOS 13)
/// are undocumented; Interlude blurs them 20 pt and tints them 97 % white (light) or 11 % white
/// (dark) at an opacity that grows with their thickness: ultra-thin 35 %, thin 55 %, regular 70 %,
/// thick 85 %, chrome 80 %. The adaptive materials follow the view's `userInterfaceStyle`. (UIKit
/// also raises the saturation of the blurred backdrop; that is not reproduced.)
open class UIBlurEffect: UIVisualEffect, @unchecked Sendable {
    /// The style the effect was made with.
    public let style: Style

    /// A blur effect of `style`.
    public init(style: Style) {
        self.style = style
        super.init()
    }

    override func backdrop(dark: Bool) -> (radius: CGFloat, tint: CGColor?) {
        switch style {
        case .light, .regular: return (30, CGColor(gray: 1, alpha: 0.3))
        case .extraLight, .prominent: return (20, CGColor(gray: 0.97, alpha: 0.82))
        case .dark: return (20, CGColor(gray: 0.11, alpha: 0.73))
        default:
            let material = (style.rawValue - Style.systemUltraThinMaterial.rawValue) % 5
            let opacity: CGFloat = [0.35, 0.55, 0.7, 0.85, 0.8][material]
            return (20, CGColor(gray: isDark(inDarkAppearance: dark) ? 0.11 : 0.97, alpha: opacity))
        }
    }

    /// Whether the blur is a dark one when the view's appearance is dark (`dark`) or light: `.dark`
    /// and the dark materials always, the adaptive materials with the view, the others never.
    func isDark(inDarkAppearance dark: Bool) -> Bool {
        switch style {
        case .light, .regular, .extraLight, .prominent: return false
        case .dark: return true
        default:
            let variant = (style.rawValue - Style.systemUltraThinMaterial.rawValue) / 5
            return variant == 2 || (variant == 0 && dark)
        }
    }

    /// Blur styles (UIKit's raw values).
    public enum Style: Int, Sendable {
        /// A blur of radius 20 points, tinted 97 % white at 82 % opacity.
        case extraLight
        /// A blur of radius 30 points, tinted white at 30 % opacity.
        case light
        /// A blur of radius 20 points, tinted 11 % white at 73 % opacity.
        case dark
        /// The same as `.light`.
        case regular = 4
        /// The same as `.extraLight`.
        case prominent = 5
        /// The thinnest system material, light or dark with the view's appearance.
        case systemUltraThinMaterial = 6
        /// A thin system material, light or dark with the view's appearance.
        case systemThinMaterial
        /// The regular system material, light or dark with the view's appearance.
        case systemMaterial
        /// A thick system material, light or dark with the view's appearance.
        case systemThickMaterial
        /// The material of bars, light or dark with the view's appearance.
        case systemChromeMaterial
        /// The thinnest system material, always light.
        case systemUltraThinMaterialLight
        /// A thin system material, always light.
        case systemThinMaterialLight
        /// The regular system material, always light.
        case systemMaterialLight
        /// A thick system material, always light.
        case systemThickMaterialLight
        /// The material of bars, always light.
        case systemChromeMaterialLight
        /// The thinnest system material, always dark.
        case systemUltraThinMaterialDark
        /// A thin system material, always dark.
        case systemThinMaterialDark
        /// The regular system material, always dark.
        case systemMaterialDark
        /// A thick system material, always dark.
        case systemThickMaterialDark
        /// The material of bars, always dark.
        case systemChromeMaterialDark
    }
}

/// A view that blurs what lies behind it, UIKit's `UIVisualEffectView`.
///
/// Setting `effect` inside an animation block or a `UIViewPropertyAnimator` animates the blur:
/// nil ↔ a blur effect interpolates the blur radius and the tint (from clear), as UIKit does.
/// Put subviews into `contentView`, not into the effect view itself. With a `UIVibrancyEffect`
/// the view blurs nothing: it paints its content view's subtree in the vibrancy style's color.
@preconcurrency @MainActor
open class UIVisualEffectView: UIView {
    /// The view subviews go into; it fills the effect view.
    public let contentView: UIView

    /// The effect shown; nil shows the backdrop unchanged. Animatable.
    open var effect: UIVisualEffect? {
        didSet { applyEffect() }
    }

    /// An effect view showing `effect`.
    public init(effect: UIVisualEffect?) {
        contentView = UIView(frame: .zero)
        super.init(frame: .zero)
        setUp(effect)
    }

    public override init(frame: CGRect) {
        contentView = UIView(frame: CGRect(origin: .zero, size: frame.size))
        super.init(frame: frame)
        setUp(nil)
    }

    /// Storyboard decoding is not supported; effect views are built in code. Returns nil.
    public required init?(coder: NSCoder) { return nil }

    private func setUp(_ initial: UIVisualEffect?) {
        isOpaque = false
        contentView.isOpaque = false
        contentView.frame = bounds
        contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(contentView)
        effect = initial
        applyEffect()
    }

    /// A system material changes with the appearance.
    open override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        if traitCollection.userInterfaceStyle != previousTraitCollection?.userInterfaceStyle { applyEffect() }
    }

    /// Traits are not delivered to a view entering a window (`TraitChangeDelivery`): a system
    /// material, or vibrancy over one, takes the new window's appearance here.
    override func didEnterWindow() { applyEffect() }

    private func applyEffect() {
        let dark = traitCollection.userInterfaceStyle == .dark
        let (radius, tint) = effect?.backdrop(dark: dark) ?? (0, nil)
        layer.backdropBlurRadius = radius
        layer.backdropTint = tint
        // Vibrancy recolors what is in the content view (see `UIVibrancyEffect`).
        contentView.layer.vibrancyFill = effect?.contentFill(dark: dark)
    }
}
