/// How a button shows its `configuration`: the update cycle, the views it fills and their layout.
///
/// A configured button draws with the views a plain one uses (`titleLabel`, `imageView`) plus a
/// subtitle label, an activity indicator and a background view behind them, so the renderer draws
/// it as any view tree. Content sits in the bounds inset by `contentInsets`: the image on the
/// `imagePlacement` edge, `imagePadding` from the text; the subtitle under the title,
/// `titlePadding` apart; the whole block placed by the control's content alignments (centred by
/// default). Titles and images set per state with `setTitle(_:for:)` and `setImage(_:for:)` take
/// the place of the configuration's.
extension UIButton {
    /// Closure type run on each configuration update.
    public typealias ConfigurationUpdateHandler = @MainActor (UIButton) -> Void

    /// A button showing `configuration`, performing `primaryAction` when tapped. The action's
    /// title and image, when it has them, replace the configuration's
    /// (https://developer.apple.com/documentation/uikit/uibutton/init(configuration:primaryaction:)).
    public convenience init(configuration: Configuration, primaryAction: UIAction? = nil) {
        self.init(type: .system)
        var configuration = configuration
        if let primaryAction {
            addAction(primaryAction, for: .primaryActionTriggered)
            if !primaryAction.title.isEmpty { configuration.title = primaryAction.title }
            if let image = primaryAction.image { configuration.image = image }
        }
        self.configuration = configuration
    }

    /// Shows a new configuration at once and asks for an update. Inside an update (a subclass's
    /// `updateConfiguration()` or the handler) the new value is shown when the update ends.
    func configurationDidChange() {
        if isUpdatingConfiguration { return }
        if configurationStorage == nil, shownConfiguration != nil { return removeConfiguredContent() }
        applyConfiguration()
        setNeedsUpdateConfiguration()
    }

    /// Runs a requested update: `updateConfiguration()`, then the handler, then shows the result.
    func updateConfigurationIfNeeded() {
        guard needsConfigurationUpdate else { return }
        needsConfigurationUpdate = false
        isUpdatingConfiguration = true
        updateConfiguration()
        configurationUpdateHandler?(self)
        isUpdatingConfiguration = false
        if configurationStorage == nil, shownConfiguration != nil { return removeConfiguredContent() }
        applyConfiguration()
    }

    /// Fills the title, subtitle, image, indicator and background from the configuration.
    func applyConfiguration() {
        guard let configuration = configurationStorage else { return }
        let shown = automaticallyUpdatesConfiguration ? configuration.updated(for: self) : configuration
        let oldSize = shownConfiguration.map { configuredFittingSize($0, width: nil) }
        shownConfiguration = shown
        let tint: UIColor = tintColor
        let foreground = shown.resolvedForegroundColor(tint: tint)
        let traits = traitCollection

        let label = titleStore
        label.numberOfLines = 0
        label.font = .preferredFont(forTextStyle: Configuration.titleTextStyle(for: shown.buttonSize), compatibleWith: traits)
        label.textColor = foreground
        label.text = title(for: state) ?? shown.title

        if let subtitle = shown.subtitle {
            let sub = subtitleStore
            sub.numberOfLines = 0
            sub.font = .preferredFont(
                forTextStyle: Configuration.subtitleTextStyle(for: shown.buttonSize), compatibleWith: traits)
            sub.textColor = foreground
            sub.text = subtitle
            sub.isHidden = false
        } else {
            existingSubtitleLabel?.isHidden = true
        }

        var image = image(for: state) ?? shown.image
        if let shownImage = image, shownImage.renderingMode == .automatic {
            image = shownImage.withRenderingMode(.alwaysTemplate)
        }
        if image != nil || existingImageView != nil {
            let view = imageStore
            if view.image !== image { view.image = image }
            view.tintColor = shown.imageColorTransformer?(foreground) ?? foreground
            view.isHidden = shown.showsActivityIndicator
        }
        if shown.showsActivityIndicator {
            let indicator = activityIndicatorStore
            indicator.color = shown.activityIndicatorColorTransformer?(foreground) ?? foreground
            indicator.isHidden = false
            if !indicator.isAnimating { indicator.startAnimating() }
        } else if let indicator = existingActivityIndicator {
            indicator.stopAnimating()
            indicator.isHidden = true
        }

        let background = backgroundStore
        background.backgroundColor = shown.resolvedBackgroundFill(tint: tint)
        background.strokeColor = shown.background.resolvedStrokeColor(for: tint)

        if oldSize != configuredFittingSize(shown, width: nil) { invalidateIntrinsicContentSize() }
        setNeedsLayout()
    }

    /// Back to the per-state look after the configuration is set to nil.
    private func removeConfiguredContent() {
        shownConfiguration = nil
        existingSubtitleLabel?.removeFromSuperview()
        existingActivityIndicator?.removeFromSuperview()
        subviews.first(where: { $0 is ButtonBackgroundView })?.removeFromSuperview()
        if let label = subviews.first(where: { $0 is ButtonTitleLabel }) as? ButtonTitleLabel {
            label.numberOfLines = 1
            label.font = .systemFont(ofSize: 15)
        }
        existingImageView?.isHidden = false
        updateTitleForState()
        updateImageForState()
        invalidateIntrinsicContentSize()
        setNeedsLayout()
    }

    // MARK: Measuring and placing

    /// Sizes of the pieces of configured content and of the block they make.
    private struct ConfiguredPieces {
        var image: CGSize
        var title: CGSize
        var subtitle: CGSize
        var imageGap: CGFloat
        var titleGap: CGFloat
        var horizontal: Bool
        var text: CGSize { CGSize(width: max(title.width, subtitle.width), height: title.height + titleGap + subtitle.height) }
        var block: CGSize {
            horizontal
                ? CGSize(width: image.width + imageGap + text.width, height: max(image.height, text.height))
                : CGSize(width: max(image.width, text.width), height: image.height + imageGap + text.height)
        }
    }

    /// Measures the pieces, text wrapped to `width` (the content width) when given.
    private func configuredPieces(_ shown: Configuration, width: CGFloat?) -> ConfiguredPieces {
        let horizontal = shown.imagePlacement != .top && shown.imagePlacement != .bottom
        var image = CGSize.zero
        if shown.showsActivityIndicator {
            image = existingActivityIndicator?.bounds.size ?? .zero
        } else if let view = existingImageView, let shownImage = view.image {
            image = shownImage.size
        }
        let label = subviews.first(where: { $0 is ButtonTitleLabel }) as? ButtonTitleLabel
        let subtitle = existingSubtitleLabel.flatMap { $0.isHidden || ($0.text ?? "").isEmpty ? nil : $0 }
        let hasTitle = !(label?.text ?? "").isEmpty
        let hasText = hasTitle || subtitle != nil
        let imageGap = image != .zero && hasText ? shown.imagePadding : 0
        var textWidth: CGFloat = 0
        if let width { textWidth = max(1, horizontal ? width - image.width - imageGap : width) }
        let fit = CGSize(width: textWidth, height: 0)
        let titleSize = hasTitle ? (label?.sizeThatFits(fit) ?? .zero) : .zero
        let subtitleSize = subtitle?.sizeThatFits(fit) ?? .zero
        return ConfiguredPieces(
            image: image, title: titleSize, subtitle: subtitleSize, imageGap: imageGap,
            titleGap: hasTitle && subtitle != nil ? shown.titlePadding : 0, horizontal: horizontal)
    }

    /// The content block plus the content insets, text wrapped to fit `width` when given.
    func configuredFittingSize(_ shown: Configuration, width: CGFloat?) -> CGSize {
        let insets = shown.contentInsets
        let block = configuredPieces(shown, width: width.map { $0 - insets.leading - insets.trailing }).block
        return CGSize(
            width: block.width + insets.leading + insets.trailing, height: block.height + insets.top + insets.bottom)
    }

    /// Places the background, image (or indicator), title and subtitle.
    func layoutConfiguredContent() {
        guard let shown = shownConfiguration else { return }
        let backgroundInsets = shown.background.backgroundInsets
        if let background = subviews.first(where: { $0 is ButtonBackgroundView }) as? ButtonBackgroundView {
            background.frame = bounds.inset(
                by: UIEdgeInsets(
                    top: backgroundInsets.top, left: backgroundInsets.leading, bottom: backgroundInsets.bottom,
                    right: backgroundInsets.trailing))
            background.layer.cornerRadius = shown.resolvedCornerRadius(
                size: background.bounds.size, traitCollection: traitCollection)
            background.strokeWidth = shown.background.strokeWidth
            background.strokeOutset = shown.background.strokeOutset
        }
        let insets = shown.contentInsets
        let content = bounds.inset(
            by: UIEdgeInsets(top: insets.top, left: insets.leading, bottom: insets.bottom, right: insets.trailing))
        let pieces = configuredPieces(shown, width: content.width)
        let block = pieces.block
        let x: CGFloat
        switch effectiveContentHorizontalAlignment {
        case .left: x = content.minX
        case .right: x = content.maxX - block.width
        default: x = content.midX - block.width / 2
        }
        let y: CGFloat
        switch contentVerticalAlignment {
        case .top: y = content.minY
        case .bottom: y = content.maxY - block.height
        default: y = content.midY - block.height / 2
        }
        let text = pieces.text
        var imageOrigin = CGPoint.zero
        var textOrigin = CGPoint.zero
        switch shown.imagePlacement {
        case .trailing:
            textOrigin = CGPoint(x: x, y: y + (block.height - text.height) / 2)
            imageOrigin = CGPoint(x: x + text.width + pieces.imageGap, y: y + (block.height - pieces.image.height) / 2)
        case .top:
            imageOrigin = CGPoint(x: x + (block.width - pieces.image.width) / 2, y: y)
            textOrigin = CGPoint(x: x + (block.width - text.width) / 2, y: y + pieces.image.height + pieces.imageGap)
        case .bottom:
            textOrigin = CGPoint(x: x + (block.width - text.width) / 2, y: y)
            imageOrigin = CGPoint(x: x + (block.width - pieces.image.width) / 2, y: y + text.height + pieces.imageGap)
        default:
            imageOrigin = CGPoint(x: x, y: y + (block.height - pieces.image.height) / 2)
            textOrigin = CGPoint(x: x + pieces.image.width + pieces.imageGap, y: y + (block.height - text.height) / 2)
        }
        let imageFrame = CGRect(origin: imageOrigin, size: pieces.image)
        if shown.showsActivityIndicator {
            existingActivityIndicator?.frame = imageFrame
        } else {
            existingImageView?.frame = imageFrame
        }

        let alignment = resolvedTitleAlignment(shown, hasImage: pieces.image != .zero)
        func placed(_ size: CGSize, y: CGFloat) -> CGRect {
            let offset: CGFloat
            switch alignment {
            case .leading: offset = 0
            case .trailing: offset = text.width - size.width
            default: offset = (text.width - size.width) / 2
            }
            return CGRect(x: textOrigin.x + offset, y: y, width: size.width, height: size.height)
        }
        let textAlignment: NSTextAlignment = alignment == .leading ? .left : alignment == .trailing ? .right : .center
        if let label = subviews.first(where: { $0 is ButtonTitleLabel }) as? ButtonTitleLabel {
            label.textAlignment = textAlignment
            label.frame = placed(pieces.title, y: textOrigin.y)
        }
        if let subtitle = existingSubtitleLabel {
            subtitle.textAlignment = textAlignment
            subtitle.frame = placed(pieces.subtitle, y: textOrigin.y + pieces.title.height + pieces.titleGap)
        }
    }

    /// `.automatic` follows a leading or trailing image; otherwise the text centres.
    private func resolvedTitleAlignment(_ shown: Configuration, hasImage: Bool) -> Configuration.TitleAlignment {
        guard shown.titleAlignment == .automatic else { return shown.titleAlignment }
        guard hasImage else { return .center }
        switch shown.imagePlacement {
        case .leading: return .leading
        case .trailing: return .trailing
        default: return .center
        }
    }

    // MARK: The views

    var existingSubtitleLabel: ButtonSubtitleLabel? {
        subviews.first(where: { $0 is ButtonSubtitleLabel }) as? ButtonSubtitleLabel
    }

    private var subtitleStore: ButtonSubtitleLabel {
        if let label = existingSubtitleLabel { return label }
        let label = ButtonSubtitleLabel(frame: .zero)
        addSubview(label)
        return label
    }

    private var existingActivityIndicator: ButtonActivityIndicator? {
        subviews.first(where: { $0 is ButtonActivityIndicator }) as? ButtonActivityIndicator
    }

    private var activityIndicatorStore: ButtonActivityIndicator {
        if let indicator = existingActivityIndicator { return indicator }
        let indicator = ButtonActivityIndicator(style: .medium)
        indicator.isUserInteractionEnabled = false
        addSubview(indicator)
        return indicator
    }

    private var backgroundStore: ButtonBackgroundView {
        if let view = subviews.first(where: { $0 is ButtonBackgroundView }) as? ButtonBackgroundView { return view }
        let view = ButtonBackgroundView(frame: bounds)
        view.isUserInteractionEnabled = false
        insertSubview(view, at: 0)
        return view
    }
}

/// A configured button's subtitle label.
@MainActor
final class ButtonSubtitleLabel: UILabel {}

/// A configured button's activity indicator.
@MainActor
final class ButtonActivityIndicator: UIActivityIndicatorView {}

/// A configured button's background: the fill (the view's own color and corner radius) and a
/// stroke drawn by a sublayer `strokeOutset` outside it.
@MainActor
final class ButtonBackgroundView: UIView {
    private let strokeLayer = CALayer()
    var strokeColor: UIColor = .clear { didSet { strokeLayer.borderColor = strokeColor.cgColor } }
    var strokeWidth: CGFloat = 0 { didSet { updateStroke() } }
    var strokeOutset: CGFloat = 0 { didSet { updateStroke() } }

    override init(frame: CGRect) {
        super.init(frame: frame)
        layer.addSublayer(strokeLayer)
    }

    required init?(coder: NSCoder) { return nil }

    override func layoutSubviews() {
        super.layoutSubviews()
        updateStroke()
    }

    private func updateStroke() {
        strokeLayer.frame = bounds.insetBy(dx: -strokeOutset, dy: -strokeOutset)
        strokeLayer.cornerRadius = max(0, layer.cornerRadius + strokeOutset)
        strokeLayer.borderWidth = strokeWidth
    }
}
