import InterludeTestSupport
import Testing
@testable import InterludeUIKit

/// `UIButton.Configuration` (iOS 15) and the button's configuration update cycle.
///
/// Sources: UIButton.h and UIButtonConfiguration.h (iOS 17 SDK) — `automaticallyUpdatesConfiguration`
/// defaults to YES, the handler "is called after -updateConfiguration", `cornerStyle` defaults to
/// dynamic, `imagePlacement` to leading; Apple's pages for `setNeedsUpdateConfiguration()` ("If you
/// call this method multiple times before the system calls updateConfiguration(), the system calls
/// updateConfiguration() once"), `borderless()`/`bordered()`/`borderedTinted()`/
/// `borderedProminent()` (alternative names for plain, gray, tinted, filled) and
/// `init(configuration:primaryAction:)` (the action's title and image are copied); the default
/// medium content insets (7, 12, 7, 12) from a UIKit engineer
/// (https://developer.apple.com/forums/thread/733541). Numbers Apple does not give are
/// Interlude's (Decisions, "Configured buttons").
@MainActor
@Suite("UIButton.Configuration")
struct ButtonConfigurationTests {
    /// The size `text` takes in the title font of a medium button.
    func bodySize(_ text: String) -> CGSize {
        let label = UILabel()
        label.font = .preferredFont(forTextStyle: .body)
        label.text = text
        return label.sizeThatFits(.zero)
    }

    func subheadlineSize(_ text: String) -> CGSize {
        let label = UILabel()
        label.font = .preferredFont(forTextStyle: .subheadline)
        label.text = text
        return label.sizeThatFits(.zero)
    }

    func background(of button: UIButton) -> ButtonBackgroundView? {
        button.subviews.first(where: { $0 is ButtonBackgroundView }) as? ButtonBackgroundView
    }

    @Test("The bordered constructors are other names for plain, gray, tinted and filled")
    func aliases() {
        #expect(UIButton.Configuration.borderless() == .plain())
        #expect(UIButton.Configuration.bordered() == .gray())
        #expect(UIButton.Configuration.borderedTinted() == .tinted())
        #expect(UIButton.Configuration.borderedProminent() == .filled())
        #expect(UIButton.Configuration.plain() != .filled())
        #expect(UIButton.Configuration.gray() != .tinted())
    }

    @Test("Defaults: leading image, no paddings, dynamic corners, medium size with its insets")
    func defaults() {
        let configuration = UIButton.Configuration.filled()
        #expect(configuration.imagePlacement == .leading)
        #expect(configuration.imagePadding == 0 && configuration.titlePadding == 0)
        #expect(configuration.cornerStyle == .dynamic && configuration.buttonSize == .medium)
        #expect(configuration.titleAlignment == .automatic && configuration.macIdiomStyle == .automatic)
        #expect(configuration.contentInsets == NSDirectionalEdgeInsets(top: 7, leading: 12, bottom: 7, trailing: 12))
        #expect(configuration.title == nil && configuration.subtitle == nil && configuration.image == nil)
        #expect(configuration.baseForegroundColor == nil && configuration.baseBackgroundColor == nil)
        #expect(!configuration.showsActivityIndicator)
        #expect(configuration.background.backgroundColor == nil && configuration.background.strokeWidth == 0)
        #expect(configuration.background.cornerRadius == 8)
        let button = UIButton(configuration: configuration)
        #expect(button.automaticallyUpdatesConfiguration && button.configurationUpdateHandler == nil)
        #expect(button.configuration == configuration && button.buttonType == .system)
    }

    @Test("Content insets follow the button size until set; setDefaultContentInsets() restores them")
    func contentInsetsPerSize() {
        var configuration = UIButton.Configuration.plain()
        configuration.buttonSize = .large
        #expect(configuration.contentInsets == NSDirectionalEdgeInsets(top: 14, leading: 20, bottom: 14, trailing: 20))
        configuration.buttonSize = .small
        #expect(configuration.contentInsets == NSDirectionalEdgeInsets(top: 5, leading: 10, bottom: 5, trailing: 10))
        configuration.buttonSize = .mini
        #expect(configuration.contentInsets == NSDirectionalEdgeInsets(top: 3, leading: 8, bottom: 3, trailing: 8))
        configuration.contentInsets = .zero
        configuration.buttonSize = .large
        #expect(configuration.contentInsets == .zero)
        configuration.setDefaultContentInsets()
        #expect(configuration.contentInsets.leading == 20)
    }

    @Test("The intrinsic size is the content plus the insets: image, padding, title over subtitle")
    func intrinsicSize() {
        var configuration = UIButton.Configuration.filled()
        configuration.title = "Continue"
        let button = UIButton(configuration: configuration)
        let title = bodySize("Continue")
        #expect(button.intrinsicContentSize == CGSize(width: title.width + 24, height: title.height + 14))
        #expect(button.titleLabel?.text == "Continue")
        #expect(button.titleLabel?.font == UIFont.preferredFont(forTextStyle: .body))

        configuration.image = blackSquare
        configuration.imagePadding = 6
        button.configuration = configuration
        #expect(button.intrinsicContentSize == CGSize(width: 20 + 6 + title.width + 24, height: max(20, title.height) + 14))

        configuration.subtitle = "Step 2"
        configuration.titlePadding = 3
        configuration.imagePlacement = .top
        button.configuration = configuration
        let subtitle = subheadlineSize("Step 2")
        let textHeight = title.height + 3 + subtitle.height
        #expect(
            button.intrinsicContentSize
                == CGSize(width: max(20, title.width, subtitle.width) + 24, height: 20 + 6 + textHeight + 14))
        #expect(button.subtitleLabel?.text == "Step 2")
        #expect(button.subtitleLabel?.font == UIFont.preferredFont(forTextStyle: .subheadline))
    }

    @Test("A button without a subtitle has no subtitle label")
    func noSubtitleLabel() {
        var configuration = UIButton.Configuration.plain()
        configuration.title = "A"
        #expect(UIButton(configuration: configuration).subtitleLabel == nil)
        configuration.subtitle = "B"
        let button = UIButton(configuration: configuration)
        #expect(button.subtitleLabel != nil)
        configuration.subtitle = nil
        button.configuration = configuration
        #expect(button.subtitleLabel == nil)
    }

    @Test("The image sits on the imagePlacement edge, imagePadding from the text, the block centred")
    func imagePlacement() {
        var configuration = UIButton.Configuration.plain()
        configuration.title = "Go"
        configuration.image = blackSquare
        configuration.imagePadding = 4
        configuration.contentInsets = .zero
        let button = UIButton(configuration: configuration)
        button.frame = CGRect(x: 0, y: 0, width: 200, height: 100)
        button.layoutIfNeeded()
        let title = bodySize("Go")
        let left = 100 - (20 + 4 + title.width) / 2
        expectRect(button.imageView!.frame, CGRect(x: left, y: 40, width: 20, height: 20))
        expectRect(
            button.titleLabel!.frame, CGRect(x: left + 24, y: 50 - title.height / 2, width: title.width, height: title.height))

        configuration.imagePlacement = .trailing
        button.configuration = configuration
        button.layoutIfNeeded()
        expectRect(button.titleLabel!.frame, CGRect(x: left, y: 50 - title.height / 2, width: title.width, height: title.height))
        expectClose(button.imageView!.frame.minX, left + title.width + 4, tolerance: 1e-9)

        configuration.imagePlacement = .bottom
        button.configuration = configuration
        button.layoutIfNeeded()
        let top = 50 - (title.height + 4 + 20) / 2
        expectClose(button.titleLabel!.frame.minY, top, tolerance: 1e-9)
        expectRect(button.imageView!.frame, CGRect(x: 90, y: top + title.height + 4, width: 20, height: 20))

        // Content alignments move the block against an edge of the content rectangle.
        configuration.imagePlacement = .leading
        configuration.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 10, bottom: 0, trailing: 10)
        button.configuration = configuration
        button.contentHorizontalAlignment = .leading
        button.layoutIfNeeded()
        #expect(button.imageView!.frame.minX == 10)
        button.contentHorizontalAlignment = .trailing
        button.layoutIfNeeded()
        expectClose(button.titleLabel!.frame.maxX, 190, tolerance: 1e-9)
    }

    @Test("Titles wrap to the width sizeThatFits is given")
    func wrapping() {
        var configuration = UIButton.Configuration.gray()
        configuration.title = "A title long enough to wrap onto a second line"
        let button = UIButton(configuration: configuration)
        let wide = button.sizeThatFits(.zero)
        let narrow = button.sizeThatFits(CGSize(width: 150, height: 0))
        #expect(narrow.width <= 150)
        #expect(narrow.height > wide.height)
    }

    @Test("Style colors: plain and gray and tinted draw the tint, filled draws white on the tint")
    func styleColors() {
        let tint = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
        func colors(_ configuration: UIButton.Configuration) -> (text: UIColor, fill: UIColor) {
            var configuration = configuration
            configuration.title = "T"
            let button = UIButton(configuration: configuration)
            button.tintColor = tint
            button.layoutIfNeeded()
            return (button.titleLabel!.textColor, background(of: button)!.backgroundColor!)
        }
        let plain = colors(.plain())
        #expect(plain.text == tint && plain.fill == .clear)
        let filled = colors(.filled())
        #expect(filled.text == .white && filled.fill == tint)
        let gray = colors(.gray())
        #expect(
            gray.text == tint
                && gray.fill.resolvedColor(with: UITraitCollection(userInterfaceStyle: .light))
                    == UIColor.tertiarySystemFill.resolvedColor(with: UITraitCollection(userInterfaceStyle: .light))
        )
        let tinted = colors(.tinted())
        #expect(tinted.text == tint)
        expectClose(tinted.fill.resolvedColor(with: UITraitCollection()).cgColor.alpha, 0.15, tolerance: 1e-9)

        var custom = UIButton.Configuration.filled()
        custom.baseForegroundColor = .black
        custom.baseBackgroundColor = .yellow
        let customColors = colors(custom)
        #expect(customColors.text == .black && customColors.fill == .yellow)
        custom.background.backgroundColor = .green
        #expect(colors(custom).fill == .green)
    }

    @Test("State follows the button: highlighted dims the style's colors, disabled grays them")
    func stateColors() {
        var configuration = UIButton.Configuration.filled()
        configuration.title = "T"
        let button = UIButton(configuration: configuration)
        button.tintColor = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
        let traits = UITraitCollection()
        func alphas() -> (text: CGFloat, fill: CGFloat) {
            button.layoutIfNeeded()
            return (
                button.titleLabel!.textColor.resolvedColor(with: traits).cgColor.alpha,
                background(of: button)!.backgroundColor!.resolvedColor(with: traits).cgColor.alpha
            )
        }
        #expect(alphas() == (1, 1))
        button.isHighlighted = true
        let highlighted = alphas()
        expectClose(highlighted.text, 0.7, tolerance: 1e-9)
        expectClose(highlighted.fill, 0.7, tolerance: 1e-9)
        #expect(button.configuration?.updated(for: button) != button.configuration)
        button.isHighlighted = false
        button.isEnabled = false
        button.layoutIfNeeded()
        #expect(button.titleLabel!.textColor == .tertiaryLabel)
        #expect(background(of: button)!.backgroundColor == .tertiarySystemFill)
        // Without automatic updates the button draws the configuration as set.
        button.automaticallyUpdatesConfiguration = false
        button.layoutIfNeeded()
        #expect(button.titleLabel!.textColor == .white)
        // The configuration read back is the one set, not the updated copy.
        #expect(button.configuration == configuration)
    }

    /// Records configuration updates and what the handler sees.
    final class RecordingButton: UIButton {
        var log: [String] = []
        override func updateConfiguration() {
            log.append("update \(state.contains(.highlighted) ? "highlighted" : "normal")")
            super.updateConfiguration()
        }
    }

    @Test("Requests coalesce into one update at the next layout: updateConfiguration, then the handler")
    func updateCycle() {
        let button = RecordingButton(configuration: .plain())
        button.configurationUpdateHandler = { button in (button as? RecordingButton)?.log.append("handler") }
        button.log.removeAll()
        button.setNeedsUpdateConfiguration()
        button.setNeedsUpdateConfiguration()
        button.isHighlighted = true
        #expect(button.log.isEmpty)
        button.layoutIfNeeded()
        #expect(button.log == ["update highlighted", "handler"])
        button.layoutIfNeeded()
        #expect(button.log.count == 2)
        button.tintColor = .red
        button.layoutIfNeeded()
        #expect(button.log.count == 4)
    }

    @Test("A handler that sets the configuration per state changes what a touch shows")
    func handlerPerState() {
        let window = makeWindow()
        var configuration = UIButton.Configuration.filled()
        configuration.title = "Buy"
        let button = UIButton(configuration: configuration)
        button.configurationUpdateHandler = { button in
            var updated = button.configuration
            updated?.title = button.isHighlighted ? "Buying" : "Buy"
            button.configuration = updated
        }
        button.frame = CGRect(x: 100, y: 100, width: 120, height: 44)
        window.addSubview(button)
        button.layoutIfNeeded()
        #expect(button.titleLabel?.text == "Buy")
        window.sendTouch(.began, at: CGPoint(x: 150, y: 120))
        button.layoutIfNeeded()
        #expect(button.titleLabel?.text == "Buying")
        window.sendTouch(.ended, at: CGPoint(x: 150, y: 120))
        button.layoutIfNeeded()
        #expect(button.titleLabel?.text == "Buy")
    }

    @Test("init(configuration:primaryAction:) shows the action's title and image and performs it on a tap")
    func primaryAction() {
        let window = makeWindow()
        var performed = 0
        let action = UIAction(title: "Send", image: blackSquare) { _ in performed += 1 }
        var configuration = UIButton.Configuration.tinted()
        configuration.title = "Ignored"
        let button = UIButton(configuration: configuration, primaryAction: action)
        #expect(button.configuration?.title == "Send" && button.configuration?.image === blackSquare)
        button.frame = CGRect(x: 0, y: 0, width: 120, height: 44)
        window.addSubview(button)
        window.tap(at: CGPoint(x: 60, y: 22))
        #expect(performed == 1)
        // An action without a title keeps the configuration's.
        let untitled = UIButton(configuration: configuration, primaryAction: UIAction { _ in })
        #expect(untitled.configuration?.title == "Ignored")
    }

    @Test("Per-state titles and images set on a configured button take the configuration's place")
    func perStateTitles() {
        var configuration = UIButton.Configuration.plain()
        configuration.title = "Configured"
        let button = UIButton(configuration: configuration)
        button.setTitle("Selected", for: .selected)
        button.layoutIfNeeded()
        #expect(button.titleLabel?.text == "Configured")
        button.isSelected = true
        button.layoutIfNeeded()
        #expect(button.titleLabel?.text == "Selected")
    }

    @Test("Setting the configuration to nil brings back the per-state look")
    func removingConfiguration() {
        var configuration = UIButton.Configuration.filled()
        configuration.title = "Configured"
        configuration.subtitle = "Sub"
        let button = UIButton(configuration: configuration)
        button.setTitle("Plain", for: .normal)
        button.configuration = nil
        button.layoutIfNeeded()
        #expect(button.titleLabel?.text == "Plain" && button.titleLabel?.font.pointSize == 15)
        #expect(background(of: button) == nil && button.subtitleLabel == nil)
        #expect(button.intrinsicContentSize.width < bodySize("Plain").width + 24)
    }

    @Test("Corner styles: fixed and dynamic use the background's radius, the others substitute theirs")
    func cornerStyles() {
        var configuration = UIButton.Configuration.filled()
        configuration.title = "T"
        let button = UIButton(configuration: configuration)
        button.frame = CGRect(x: 0, y: 0, width: 100, height: 40)
        func radius(_ style: UIButton.Configuration.CornerStyle, background: CGFloat = 8) -> CGFloat {
            var updated = configuration
            updated.cornerStyle = style
            updated.background.cornerRadius = background
            button.configuration = updated
            button.layoutIfNeeded()
            return self.background(of: button)!.layer.cornerRadius
        }
        #expect(radius(.dynamic) == 8)
        #expect(radius(.fixed, background: 3) == 3)
        #expect(radius(.small) == 4 && radius(.medium) == 8 && radius(.large) == 12)
        #expect(radius(.capsule) == 20)
    }

    @Test("The background's insets and stroke")
    func backgroundInsetsAndStroke() {
        var configuration = UIButton.Configuration.gray()
        configuration.background.backgroundInsets = NSDirectionalEdgeInsets(top: 2, leading: 4, bottom: 6, trailing: 8)
        configuration.background.strokeWidth = 2
        configuration.background.strokeColor = .red
        let button = UIButton(configuration: configuration)
        button.frame = CGRect(x: 0, y: 0, width: 100, height: 40)
        button.layoutIfNeeded()
        let background = background(of: button)!
        expectRect(background.frame, CGRect(x: 4, y: 2, width: 88, height: 32))
        #expect(background.strokeColor == .red && background.strokeWidth == 2)
        // A nil stroke color is the tint color.
        #expect(UIBackgroundConfiguration.clear().resolvedStrokeColor(for: .blue) == .blue)
        #expect(UIBackgroundConfiguration.clear().resolvedBackgroundColor(for: .blue) == .clear)
        var tinted = UIBackgroundConfiguration.clear()
        tinted.backgroundColor = nil
        tinted.backgroundColorTransformer = UIConfigurationColorTransformer { $0.withAlphaComponent(0.5) }
        #expect(tinted.resolvedBackgroundColor(for: .blue) == UIColor.blue.withAlphaComponent(0.5))
    }

    @Test("An activity indicator takes the image's place and spins in the foreground color")
    func activityIndicator() {
        var configuration = UIButton.Configuration.filled()
        configuration.title = "Saving"
        configuration.image = blackSquare
        configuration.showsActivityIndicator = true
        let button = UIButton(configuration: configuration)
        let indicator = button.subviews.compactMap { $0 as? UIActivityIndicatorView }.first
        #expect(indicator?.isAnimating == true && indicator?.color == .white)
        #expect(button.imageView?.isHidden == true)
        let title = bodySize("Saving")
        #expect(button.intrinsicContentSize.width == 20 + title.width + 24)
        configuration.showsActivityIndicator = false
        button.configuration = configuration
        #expect(indicator?.isAnimating == false && button.imageView?.isHidden == false)
    }

    @Test("Template images take the foreground color, through the image color transformer")
    func imageColor() {
        var configuration = UIButton.Configuration.filled()
        configuration.image = blackSquare
        let button = UIButton(configuration: configuration)
        #expect(button.imageView?.image?.renderingMode == .alwaysTemplate)
        #expect(button.imageView?.tintColor == .white)
        configuration.imageColorTransformer = UIConfigurationColorTransformer { _ in .green }
        button.configuration = configuration
        #expect(button.imageView?.tintColor == .green)
    }
}

/// Expects two rectangles within 1e-9 of each other in every component.
private func expectRect(_ actual: CGRect, _ expected: CGRect, sourceLocation: SourceLocation = #_sourceLocation) {
    let close = [
        (actual.minX, expected.minX), (actual.minY, expected.minY), (actual.width, expected.width),
        (actual.height, expected.height),
    ].allSatisfy { abs($0.0 - $0.1) <= 1e-9 }
    #expect(close, "\(actual) is not \(expected)", sourceLocation: sourceLocation)
}
