/// What a bar's background looks like — a blur, a color, an image and a shadow line — UIKit's
/// `UIBarAppearance`, the superclass of ``UINavigationBarAppearance`` and ``UITabBarAppearance``.
///
/// The layers are drawn in UIKit's order: the effect, the color over it, the image over that; the
/// shadow is a hairline along the edge that faces the content (or ``shadowImage``, tinted by
/// ``shadowColor`` when it is a template image). Bars keep copies: changing an appearance after
/// giving it to a bar does not change the bar until it is given again.
@preconcurrency @MainActor
open class UIBarAppearance: NSObject, NSCopying {
    /// The idiom the appearance is for.
    public let idiom: UIUserInterfaceIdiom

    /// The blur drawn first. The default background is `.systemChromeMaterial`.
    open var backgroundEffect: UIBlurEffect?
    /// A color drawn over ``backgroundEffect``. Nil in the default background.
    open var backgroundColor: UIColor?
    /// An image drawn over ``backgroundColor``, laid out by ``backgroundImageContentMode``.
    open var backgroundImage: UIImage?
    /// How ``backgroundImage`` fills the bar; `.redraw` counts as `.scaleToFill`, the default.
    open var backgroundImageContentMode = UIView.ContentMode.scaleToFill
    /// The color of the shadow line (or the tint of a template ``shadowImage``); nil or clear
    /// draws no shadow.
    open var shadowColor: UIColor?
    /// An image drawn as the shadow instead of the hairline.
    open var shadowImage: UIImage?

    /// An appearance for `idiom` with the default background.
    public init(idiom: UIUserInterfaceIdiom) {
        self.idiom = idiom
        super.init()
        configureWithDefaultBackground()
    }

    /// An appearance for the current device with the default background.
    public convenience override init() {
        self.init(idiom: UIDevice.current.userInterfaceIdiom)
    }

    /// An appearance with the background values (and idiom) of `barAppearance`; a subclass's own
    /// values come along when `barAppearance` is of the same class.
    public required init(barAppearance: UIBarAppearance) {
        idiom = barAppearance.idiom
        super.init()
        copyBackground(of: barAppearance)
    }

    /// A copy of the appearance, of the same class.
    open func copy() -> Self { Self(barAppearance: self) }

    public nonisolated func copy(with zone: NSZone? = nil) -> Any {
        MainActor.assumeIsolated { MainActorCopy(copy()) }.value
    }

    /// The system's translucent background: the chrome material blur and a shadow line.
    open func configureWithDefaultBackground() {
        setBackground(effect: UIBlurEffect(style: .systemChromeMaterial), color: nil, shadow: Self.defaultShadowColor)
    }

    /// An opaque background in the system background color, with a shadow line.
    open func configureWithOpaqueBackground() {
        setBackground(effect: nil, color: .systemBackground, shadow: Self.defaultShadowColor)
    }

    /// No background and no shadow: what is behind the bar shows.
    open func configureWithTransparentBackground() {
        setBackground(effect: nil, color: nil, shadow: nil)
    }

    /// The shadow line's color in the default and opaque backgrounds: black at 30 % (UIKit's
    /// value as apps read it; not documented).
    static let defaultShadowColor = UIColor(white: 0, alpha: 0.3)

    private func setBackground(effect: UIBlurEffect?, color: UIColor?, shadow: UIColor?) {
        backgroundEffect = effect
        backgroundColor = color
        backgroundImage = nil
        backgroundImageContentMode = .scaleToFill
        shadowColor = shadow
        shadowImage = nil
    }

    private func copyBackground(of other: UIBarAppearance) {
        backgroundEffect = other.backgroundEffect
        backgroundColor = other.backgroundColor
        backgroundImage = other.backgroundImage
        backgroundImageContentMode = other.backgroundImageContentMode
        shadowColor = other.shadowColor
        shadowImage = other.shadowImage
    }

    /// Writes a bar's older `barTintColor` and `isTranslucent` into the appearance: translucent
    /// keeps the chrome blur with the tint at 94 % opacity over it; opaque draws the tint (or the
    /// system background) alone.
    func takeLegacyBackground(tint: UIColor?, translucent: Bool) {
        // An opaque color is kept as it is (a dynamic one stays the same color object).
        if translucent {
            backgroundEffect = UIBlurEffect(style: .systemChromeMaterial)
            backgroundColor = tint.map { $0.withAlphaComponent($0.cgColor.alpha * 0.94) }
        } else {
            let color = tint ?? .systemBackground
            backgroundEffect = nil
            backgroundColor = color.cgColor.alpha == 1 ? color : color.withAlphaComponent(1)
        }
    }

    /// The appearance a managed bar shows at the scroll edge when none is set for it: this one
    /// with a transparent background (Apple's `scrollEdgeAppearance` pages).
    func withTransparentBackground() -> Self {
        let transparent: Self = copy()
        transparent.configureWithTransparentBackground()
        return transparent
    }

    /// Whether the appearance draws nothing behind the bar.
    var hasTransparentBackground: Bool {
        backgroundEffect == nil && (backgroundColor?.cgColor.alpha ?? 0) == 0 && backgroundImage == nil
    }
}
