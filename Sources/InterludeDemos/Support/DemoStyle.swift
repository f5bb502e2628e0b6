import Interlude

/// Where `view` is on screen now: its layer's presentation frame in its superview's coordinates
/// (the model frame when nothing animates).
@MainActor
public func shownFrame(of view: UIView) -> CGRect {
    view.layer.presentation()?.frame ?? view.frame
}

extension UILabel {
    /// A label with `text` in the system font of `size` and `weight`, in `color`, aligned `alignment`.
    public convenience init(
        text: String, size: CGFloat, weight: UIFont.Weight = .regular,
        color: UIColor = .black, alignment: NSTextAlignment = .center
    ) {
        self.init(frame: .zero)
        self.text = text
        self.font = .systemFont(ofSize: size, weight: weight)
        self.textColor = color
        self.textAlignment = alignment
        self.numberOfLines = 0
    }
}

extension UIButton {
    /// A filled, rounded button of the demos: white `title` on `color`, at `frame`.
    public static func filled(_ title: String, color: UIColor = .systemBlue, frame: CGRect) -> UIButton {
        let button = UIButton(type: .system)
        button.frame = frame
        button.setTitle(title, for: .normal)
        button.setTitleColor(.white, for: .normal)
        button.titleLabel?.font = .systemFont(ofSize: 17, weight: .semibold)
        button.backgroundColor = color
        button.layer.cornerRadius = 12
        return button
    }
}
