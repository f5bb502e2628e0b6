import Foundation

/// The view that shows a ``UIListContentConfiguration``, UIKit's `UIListContentView`: an image
/// view and two labels placed as the configuration's layout describes (see
/// ``UIListContentConfiguration``). It sizes itself to its content (``sizeThatFits(_:)`` at a
/// width, ``intrinsicContentSize`` unwrapped), so self-sizing rows and Auto Layout fit it.
@preconcurrency @MainActor
open class UIListContentView: UIView, UIContentView {
    private var listConfiguration: UIListContentConfiguration
    private let imageView = UIImageView(frame: .zero)
    private let textLabel = UILabel(frame: .zero)
    private let secondaryTextLabel = UILabel(frame: .zero)
    /// The margins the hosting cell, header or footer passes down on preserved axes (its layout
    /// margins where they overlap the view); nil outside one, where the superview's layout
    /// margins count.
    var inheritedMargins: NSDirectionalEdgeInsets? {
        didSet { if inheritedMargins != oldValue { contentDidChange() } }
    }

    /// A view showing `configuration`.
    public init(configuration: UIListContentConfiguration) {
        listConfiguration = configuration
        super.init(frame: .zero)
        isOpaque = false
        for view in [imageView, textLabel, secondaryTextLabel] {
            view.isHidden = true
            addSubview(view)
        }
        apply()
    }

    /// Storyboard decoding is not supported; views are built in code. Returns nil.
    public required init?(coder: NSCoder) { return nil }

    /// The configuration shown. Setting anything but a ``UIListContentConfiguration`` stops, as
    /// in UIKit.
    public var configuration: any UIContentConfiguration {
        get { listConfiguration }
        set {
            guard let list = newValue as? UIListContentConfiguration else {
                invalidArgument("Invalid configuration for UIListContentView: \(newValue). Use UIListContentConfiguration.")
            }
            guard list != listConfiguration else { return }
            listConfiguration = list
            apply()
        }
    }

    /// True only for list content configurations.
    public func supports(_ configuration: any UIContentConfiguration) -> Bool {
        configuration is UIListContentConfiguration
    }

    // MARK: Showing the configuration

    private func apply() {
        let configuration = listConfiguration
        alpha = configuration.alpha
        show(configuration.text, configuration.attributedText, configuration.textProperties, in: textLabel)
        show(
            configuration.secondaryText, configuration.secondaryAttributedText, configuration.secondaryTextProperties,
            in: secondaryTextLabel)
        imageView.image = configuration.image
        imageView.isHidden = configuration.image == nil
        imageView.contentMode = .scaleAspectFit
        imageView.layer.cornerRadius = configuration.imageProperties.cornerRadius
        imageView.clipsToBounds = configuration.imageProperties.cornerRadius > 0
        imageView.tintColor = configuration.imageProperties.resolvedTintColor(for: tintColor)
        contentDidChange()
    }

    private func show(
        _ text: String?, _ attributed: NSAttributedString?, _ properties: UIListContentConfiguration.TextProperties,
        in label: UILabel
    ) {
        label.font = properties.font
        label.textColor = properties.resolvedColor()
        label.numberOfLines = properties.numberOfLines
        label.lineBreakMode = properties.lineBreakMode
        label.adjustsFontSizeToFitWidth = properties.adjustsFontSizeToFitWidth
        label.minimumScaleFactor = properties.minimumScaleFactor
        label.adjustsFontForContentSizeCategory = properties.adjustsFontForContentSizeCategory
        switch properties.alignment {
        case .natural: label.textAlignment = .natural
        case .center: label.textAlignment = .center
        case .justified: label.textAlignment = .justified
        }
        if let attributed, attributed.length > 0 {
            label.attributedText = attributed
        } else {
            label.text = text.map(properties.transformed)
        }
        label.isHidden = (label.text ?? "").isEmpty
    }

    private func contentDidChange() {
        invalidateIntrinsicContentSize()
        setNeedsLayout()
    }

    /// A new tint shows in the image (its tint is the view's unless set).
    open override func tintColorDidChange() {
        super.tintColorDidChange()
        imageView.tintColor = listConfiguration.imageProperties.resolvedTintColor(for: tintColor)
    }

    // MARK: Layout

    /// Where the pieces go in a view `size` big, and the height the content needs at that width.
    private struct Placement {
        var image: CGRect?
        var text: CGRect?
        var secondaryText: CGRect?
        var fittingHeight: CGFloat
    }

    /// The margins used: the configuration's, at least the inherited ones on preserved axes.
    var effectiveMargins: NSDirectionalEdgeInsets {
        var margins = listConfiguration.directionalLayoutMargins
        let axes = listConfiguration.axesPreservingSuperviewLayoutMargins
        guard !axes.isEmpty else { return margins }
        let inherited = inheritedMargins ?? superviewMargins
        if axes.contains(.horizontal) {
            margins.leading = max(margins.leading, inherited.leading)
            margins.trailing = max(margins.trailing, inherited.trailing)
        }
        if axes.contains(.vertical) {
            margins.top = max(margins.top, inherited.top)
            margins.bottom = max(margins.bottom, inherited.bottom)
        }
        return margins
    }

    /// The superview's layout margins where they overlap the view.
    private var superviewMargins: NSDirectionalEdgeInsets {
        guard let superview else { return .zero }
        let outer = superview.directionalLayoutMargins
        let rtl = arrangesRightToLeft
        let leadingGap = rtl ? superview.bounds.maxX - frame.maxX : frame.minX - superview.bounds.minX
        let trailingGap = rtl ? frame.minX - superview.bounds.minX : superview.bounds.maxX - frame.maxX
        return NSDirectionalEdgeInsets(
            top: max(0, outer.top - (frame.minY - superview.bounds.minY)), leading: max(0, outer.leading - leadingGap),
            bottom: max(0, outer.bottom - (superview.bounds.maxY - frame.maxY)),
            trailing: max(0, outer.trailing - trailingGap))
    }

    /// How far the text starts from the view's leading edge: a list separator's automatic inset.
    var textLeadingOffset: CGFloat {
        let placed = placement(in: bounds.size)
        return (placed.text ?? placed.secondaryText)?.minX ?? effectiveMargins.leading
    }

    private func placement(in size: CGSize) -> Placement {
        let configuration = listConfiguration
        let margins = effectiveMargins
        let hasText = !textLabel.isHidden, hasSecondary = !secondaryTextLabel.isHidden
        var imageBox = CGSize.zero
        if let image = configuration.image {
            let standard = UIFont.preferredFont(forTextStyle: .body, compatibleWith: traitCollection).lineHeight
            imageBox = configuration.imageProperties.layoutSize(of: image, standard: standard)
        }
        let left = margins.leading, right = max(left, size.width - margins.trailing)
        let textLeft = min(
            right,
            left + imageBox.width + (imageBox.width > 0 && (hasText || hasSecondary) ? configuration.imageToTextPadding : 0))
        let textWidth = right - textLeft
        var text = hasText ? CGRect(x: textLeft, y: 0, width: textWidth, height: 0) : nil
        var secondary = hasSecondary ? CGRect(x: textLeft, y: 0, width: textWidth, height: 0) : nil
        var block: CGFloat = 0
        let natural = (
            hasText ? textLabel.sizeThatFits(.zero) : .zero, hasSecondary ? secondaryTextLabel.sizeThatFits(.zero) : .zero
        )
        if configuration.prefersSideBySideTextAndSecondaryText, hasText, hasSecondary,
            natural.0.width + configuration.textToSecondaryTextHorizontalPadding + natural.1.width <= textWidth
        {
            text?.size = natural.0
            secondary = CGRect(x: right - natural.1.width, y: 0, width: natural.1.width, height: natural.1.height)
            block = max(natural.0.height, natural.1.height)
            text?.origin.y = (block - natural.0.height) / 2
            secondary?.origin.y = (block - natural.1.height) / 2
        } else {
            let fit = CGSize(width: max(1, textWidth), height: 0)
            let textHeight = hasText ? textLabel.sizeThatFits(fit).height : 0
            let secondaryHeight = hasSecondary ? secondaryTextLabel.sizeThatFits(fit).height : 0
            text?.size.height = textHeight
            secondary?.size.height = secondaryHeight
            let gap = hasText && hasSecondary ? configuration.textToSecondaryTextVerticalPadding : 0
            secondary?.origin.y = textHeight + gap
            block = textHeight + gap + secondaryHeight
        }
        let content = max(block, imageBox.height)
        let available = max(0, size.height - margins.top - margins.bottom)
        let blockTop = margins.top + (available - block) / 2
        text?.origin.y += blockTop
        secondary?.origin.y += blockTop
        var image: CGRect?
        if let shown = configuration.image.map(configuration.imageProperties.displaySize(of:)) {
            image = CGRect(
                x: left + (imageBox.width - shown.width) / 2, y: margins.top + (available - shown.height) / 2,
                width: shown.width, height: shown.height)
        }
        return Placement(
            image: image, text: text, secondaryText: secondary, fittingHeight: margins.top + content + margins.bottom)
    }

    /// Places the image and the labels.
    open override func layoutSubviews() {
        super.layoutSubviews()
        let placed = placement(in: bounds.size)
        let rtl = arrangesRightToLeft, width = bounds.width
        func mirrored(_ rect: CGRect) -> CGRect {
            rtl ? CGRect(x: width - rect.maxX, y: rect.minY, width: rect.width, height: rect.height) : rect
        }
        if let rect = placed.image { imageView.frame = mirrored(rect) }
        if let rect = placed.text { textLabel.frame = mirrored(rect) }
        if let rect = placed.secondaryText { secondaryTextLabel.frame = mirrored(rect) }
    }

    /// The content's size at `size.width` (the natural width when 0): the height the margins,
    /// the image and the wrapped text need.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        let width = size.width > 0 ? size.width : intrinsicWidth
        return CGSize(width: width, height: placement(in: CGSize(width: width, height: 0)).fittingHeight)
    }

    /// The unwrapped content's size.
    open override var intrinsicContentSize: CGSize {
        let width = intrinsicWidth
        return CGSize(width: width, height: placement(in: CGSize(width: width, height: 0)).fittingHeight)
    }

    /// Margins, image, padding and the unwrapped text (both texts and their padding side by side).
    private var intrinsicWidth: CGFloat {
        let configuration = listConfiguration, margins = effectiveMargins
        let text = textLabel.isHidden ? 0 : textLabel.sizeThatFits(.zero).width
        let secondary = secondaryTextLabel.isHidden ? 0 : secondaryTextLabel.sizeThatFits(.zero).width
        let texts =
            configuration.prefersSideBySideTextAndSecondaryText && text > 0 && secondary > 0
            ? text + configuration.textToSecondaryTextHorizontalPadding + secondary : max(text, secondary)
        var image: CGFloat = 0
        if let shown = configuration.image {
            let standard = UIFont.preferredFont(forTextStyle: .body, compatibleWith: traitCollection).lineHeight
            image = configuration.imageProperties.layoutSize(of: shown, standard: standard).width
            if texts > 0 { image += configuration.imageToTextPadding }
        }
        return margins.leading + image + texts + margins.trailing
    }
}
