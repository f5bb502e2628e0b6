/// The background of a navigation or tab bar drawn from a ``UIBarAppearance``: the blur, the
/// color over it, the image over that, and the shadow along the edge facing the content.
///
/// It fills the bar and runs on behind the status bar (a navigation bar) or the home indicator
/// (a tab bar, whose frame already covers it). The shadow is a hairline — one pixel of the screen
/// — just outside that edge, or the shadow image at its own height.
@MainActor
final class BarBackgroundView: UIView {
    /// The edge the shadow hangs from: `.bottom` for a navigation bar, `.top` for a tab bar (and
    /// a toolbar unless its position is at the top).
    var shadowEdge: UIRectEdge { didSet { if shadowEdge != oldValue { setNeedsLayout() } } }
    private let effectView = UIVisualEffectView(effect: nil)
    private let colorView = UIView(frame: .zero)
    private let imageView = UIImageView(frame: .zero)
    private let shadowView = UIImageView(frame: .zero)

    init(shadowEdge: UIRectEdge) {
        self.shadowEdge = shadowEdge
        super.init(frame: .zero)
        isUserInteractionEnabled = false
        for view in [effectView, colorView, imageView, shadowView] {
            view.isUserInteractionEnabled = false
            addSubview(view)
        }
    }

    required init?(coder: NSCoder) { return nil }

    /// Shows `appearance`'s background.
    func show(_ appearance: UIBarAppearance) {
        effectView.effect = appearance.backgroundEffect
        effectView.isHidden = appearance.backgroundEffect == nil
        colorView.backgroundColor = appearance.backgroundColor
        colorView.isHidden = appearance.backgroundColor == nil
        imageView.image = appearance.backgroundImage
        imageView.isHidden = appearance.backgroundImage == nil
        let mode = appearance.backgroundImageContentMode
        imageView.contentMode = mode == .redraw ? .scaleToFill : mode
        imageView.clipsToBounds = true
        let shadowImage = appearance.shadowImage
        shadowView.image = shadowImage
        shadowView.tintColor = appearance.shadowColor
        shadowView.backgroundColor = shadowImage == nil ? appearance.shadowColor : nil
        shadowView.isHidden = shadowImage == nil && (appearance.shadowColor?.cgColor.alpha ?? 0) == 0
        setNeedsLayout()
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        for view in [effectView, colorView, imageView] { view.frame = bounds }
        let pixel = 1 / (window?.screen.scale ?? UIScreen.main.scale)
        let height = shadowView.image?.size.height ?? pixel
        let y = shadowEdge == .top ? -height : bounds.height
        shadowView.frame = CGRect(x: 0, y: y, width: bounds.width, height: height)
    }
}
