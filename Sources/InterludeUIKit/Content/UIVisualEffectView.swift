/// An effect a `UIVisualEffectView` applies to what lies behind it.
open class UIVisualEffect: NSObject, @unchecked Sendable {
    public override init() {}
    /// Backdrop blur radius (Gaussian deviation, points) and tint the effect stands for.
    var backdrop: (radius: CGFloat, tint: CGColor?) { (0, nil) }
}

/// A blur of the content behind a view, UIKit's `UIBlurEffect`.
///
/// Radius and tint per style follow Apple's published image-effects sample (UIImage+ImageEffects,
/// WWDC 2013): light — 30 pt, white at 30 %; extra light — 20 pt, 97 % white at 82 %; dark — 20 pt,
/// 11 % white at 73 %. Regular is light, prominent is extra light. (UIKit also raises the saturation
/// of the blurred backdrop; that is not reproduced.)
open class UIBlurEffect: UIVisualEffect, @unchecked Sendable {
    /// The style the effect was made with.
    public let style: Style

    /// A blur effect of `style`.
    public init(style: Style) {
        self.style = style
        super.init()
    }

    override var backdrop: (radius: CGFloat, tint: CGColor?) {
        switch style {
        case .light, .regular: return (30, CGColor(gray: 1, alpha: 0.3))
        case .extraLight, .prominent: return (20, CGColor(gray: 0.97, alpha: 0.82))
        case .dark: return (20, CGColor(gray: 0.11, alpha: 0.73))
        }
    }

    /// Blur styles.
    public enum Style: Int, Sendable {
        case extraLight, light, dark, regular = 4, prominent = 5
    }
}

/// A view that blurs what lies behind it, UIKit's `UIVisualEffectView`.
///
/// Setting `effect` inside an animation block or a `UIViewPropertyAnimator` animates the blur:
/// nil ↔ a blur effect interpolates the blur radius and the tint (from clear), as UIKit does.
/// Put subviews into `contentView`, not into the effect view itself.
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

    private func applyEffect() {
        let (radius, tint) = effect?.backdrop ?? (0, nil)
        layer.backdropBlurRadius = radius
        layer.backdropTint = tint
    }
}
