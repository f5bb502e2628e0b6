import Interlude

/// The menu that pops out of a pressed icon (seed 003, part 22): a rounded blur with one label.
@MainActor
package final class IconEffectView: UIVisualEffectView {
    let label = UILabel(frame: .zero)

    convenience init(blur: UIBlurEffect.Style) {
        self.init(effect: UIBlurEffect(style: blur))
        clipsToBounds = true
        layer.cornerRadius = 15
        label.text = "Custom Action"
        label.font = .systemFont(ofSize: 17, weight: .semibold)
        label.textColor = .black
        label.textAlignment = .center
        label.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        label.frame = contentView.bounds
        contentView.addSubview(label)
    }

    package override func layoutSubviews() {
        super.layoutSubviews()
        label.frame = contentView.bounds
    }
}
