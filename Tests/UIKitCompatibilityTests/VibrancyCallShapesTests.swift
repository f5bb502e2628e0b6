import UIKit
import Testing

/// A frosted header with vibrant text, as apps build one on iOS 13 and later: the vibrancy view
/// goes into the blur view's content view, the label into the vibrancy view's.
final class FrostedHeaderViewController: UIViewController {
    let blurView = UIVisualEffectView(effect: UIBlurEffect(style: .systemMaterial))
    let titleLabel = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        blurView.frame = view.bounds
        blurView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(blurView)
        guard let blur = blurView.effect as? UIBlurEffect else { return }
        let vibrancy = UIVibrancyEffect(blurEffect: blur, style: .secondaryLabel)
        let vibrancyView = UIVisualEffectView(effect: vibrancy)
        vibrancyView.frame = blurView.bounds
        vibrancyView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        blurView.contentView.addSubview(vibrancyView)
        titleLabel.text = "Now Playing"
        titleLabel.font = .preferredFont(forTextStyle: .headline)
        titleLabel.frame = CGRect(x: 16, y: 16, width: 200, height: 24)
        vibrancyView.contentView.addSubview(titleLabel)
    }
}

@MainActor
@Suite("iOS-style client code: vibrancy")
struct VibrancyCallShapesTests {
    @Test("a vibrancy view in a blur view's content view holding a label")
    func vibrantLabel() {
        let controller = FrostedHeaderViewController()
        controller.loadViewIfNeeded()
        let vibrancyView = controller.titleLabel.superview?.superview as? UIVisualEffectView
        #expect(vibrancyView?.effect is UIVibrancyEffect)
        #expect(vibrancyView?.superview === controller.blurView.contentView)
    }

    @Test("the iOS 8 initializer, every iOS 13 style, and changing the effect")
    func initializersAndStyles() {
        let blur = UIBlurEffect(style: .dark)
        let blurView = UIVisualEffectView(effect: blur)
        let vibrancyView = UIVisualEffectView(effect: UIVibrancyEffect(blurEffect: blur))
        blurView.contentView.addSubview(vibrancyView)
        let styles: [UIVibrancyEffectStyle] = [
            .label, .secondaryLabel, .tertiaryLabel, .quaternaryLabel, .fill, .secondaryFill, .tertiaryFill, .separator,
        ]
        // UIVibrancyEffect.h declares the styles in this order from 0.
        #expect(styles.map(\.rawValue) == Array(0...7))
        for style in styles { vibrancyView.effect = UIVibrancyEffect(blurEffect: blur, style: style) }
        let effect: UIVisualEffect = UIVibrancyEffect(blurEffect: blur, style: .separator)
        vibrancyView.effect = effect
        #expect(vibrancyView.effect === effect)
    }
}
