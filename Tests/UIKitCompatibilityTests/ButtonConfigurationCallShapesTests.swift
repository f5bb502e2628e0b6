import UIKit
import Testing

/// A checkout button as iOS 15 code writes one: a filled configuration with an image, a subtitle
/// and a capsule, updated per state by a handler.
final class CheckoutButton: UIButton {
    var updates = 0

    convenience init() {
        var configuration = UIButton.Configuration.filled()
        configuration.title = "Checkout"
        configuration.subtitle = "2 items"
        configuration.image = UIImage(systemName: "cart")
        configuration.imagePlacement = .leading
        configuration.imagePadding = 8
        configuration.titlePadding = 2
        configuration.titleAlignment = .leading
        configuration.cornerStyle = .capsule
        configuration.buttonSize = .large
        configuration.baseBackgroundColor = .systemGreen
        configuration.baseForegroundColor = .white
        configuration.contentInsets = NSDirectionalEdgeInsets(top: 10, leading: 16, bottom: 10, trailing: 16)
        self.init(configuration: configuration, primaryAction: nil)
        configurationUpdateHandler = { button in
            var updated = button.configuration
            updated?.showsActivityIndicator = button.isSelected
            button.configuration = updated
        }
    }

    override func updateConfiguration() {
        super.updateConfiguration()
        updates += 1
    }
}

@MainActor
@Suite("iOS-style client code: button configurations")
struct ButtonConfigurationCallShapesTests {
    @Test("Configurations, their enums and the button's configuration members")
    func shapes() {
        let button = CheckoutButton()
        let configuration: UIButton.Configuration? = button.configuration
        #expect(configuration?.title == "Checkout")
        let size: UIButton.Configuration.Size = configuration?.buttonSize ?? .medium
        #expect(size == .large)
        let corner: UIButton.Configuration.CornerStyle = .capsule
        #expect(configuration?.cornerStyle == corner)
        let mac: UIButton.Configuration.MacIdiomStyle = .bordered
        #expect(mac != .automatic)
        let insets: NSDirectionalEdgeInsets = configuration?.contentInsets ?? .zero
        #expect(insets.leading == 16)
        let subtitle: UILabel? = button.subtitleLabel
        #expect(subtitle != nil)
        button.automaticallyUpdatesConfiguration = true
        button.setNeedsUpdateConfiguration()
        button.isSelected = true
        button.layoutIfNeeded()
        #expect(button.updates >= 1)

        var plain = UIButton.Configuration.plain()
        plain.setDefaultContentInsets()
        plain.background = .clear()
        plain.background.backgroundColor = .systemBackground
        plain.background.cornerRadius = 12
        plain.background.strokeColor = .separator
        plain.background.strokeWidth = 1
        plain.background.strokeOutset = 0
        plain.background.backgroundColorTransformer = UIConfigurationColorTransformer { color in
            color.withAlphaComponent(0.5)
        }
        let background: UIBackgroundConfiguration = plain.background
        let resolved: UIColor = background.resolvedBackgroundColor(for: .systemBlue)
        #expect(resolved != .systemBackground)
        let updated: UIButton.Configuration = plain.updated(for: button)
        #expect(updated.title == nil)
        let handler: UIButton.ConfigurationUpdateHandler? = button.configurationUpdateHandler
        #expect(handler != nil)
        let styles: [UIButton.Configuration] = [
            .tinted(), .gray(), .borderless(), .bordered(), .borderedTinted(), .borderedProminent(),
        ]
        for style in styles {
            let other = UIButton(configuration: style)
            #expect(other.configuration != nil)
        }
        let withAction = UIButton(configuration: .gray(), primaryAction: UIAction(title: "Go") { _ in })
        #expect(withAction.configuration?.title == "Go")
    }
}
