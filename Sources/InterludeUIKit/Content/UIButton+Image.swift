/// Images of a `UIButton`, per control state, and how the image and title are laid out.
///
/// UIKit's lookup: a state with no image of its own uses the `.normal` one
/// (https://developer.apple.com/documentation/uikit/uibutton/image(for:)). The image sits on the
/// leading side of the title (its right when the button lays out right to left, which is how
/// `semanticContentAttribute = .forceRightToLeft` puts an image after a title); together they are placed in the bounds inset by `contentEdgeInsets` per the
/// control's content alignments, then each rectangle is inset by `imageEdgeInsets` or
/// `titleEdgeInsets` (positive values move an edge inwards). A `.system` button draws an image of
/// `.automatic` rendering mode as a template in its tint color.
extension UIButton {
    /// Sets the image shown in `state` (nil removes it; `.normal`'s is the fallback).
    public func setImage(_ image: UIImage?, for state: UIControl.State) {
        stateImages[state.rawValue] = image
        updateImageForState()
        invalidateIntrinsicContentSize()
    }

    /// The image set for `state`, else the `.normal` image.
    public func image(for state: UIControl.State) -> UIImage? {
        stateImages[state.rawValue] ?? stateImages[UIControl.State.normal.rawValue]
    }

    /// The image shown now.
    public var currentImage: UIImage? { image(for: state) }

    /// The view showing the image (created on first use).
    public var imageView: UIImageView? { imageStore }

    /// Shows the image of the current state.
    func updateImageForState() {
        if configurationStorage != nil { return setNeedsUpdateConfiguration() }
        guard let view = existingImageView ?? (currentImage != nil ? imageStore : nil) else { return }
        var image = currentImage
        if let shown = image, buttonType == .system, shown.renderingMode == .automatic {
            image = shown.withRenderingMode(.alwaysTemplate)
        }
        if view.image !== image { view.image = image }
        layoutContent()
    }

    var existingImageView: ButtonImageView? {
        subviews.first(where: { $0 is ButtonImageView }) as? ButtonImageView
    }

    var imageStore: ButtonImageView {
        if let view = existingImageView { return view }
        let view = ButtonImageView(frame: .zero)
        // Above a configured button's background, under everything else.
        if let background = subviews.first(where: { $0 is ButtonBackgroundView }) {
            insertSubview(view, aboveSubview: background)
        } else {
            insertSubview(view, at: 0)
        }
        return view
    }

    /// Sets the frames of the image view and the title label.
    func layoutContent() {
        if configurationStorage != nil { return layoutConfiguredContent() }
        let label = subviews.first(where: { $0 is ButtonTitleLabel }) as? ButtonTitleLabel
        let content = bounds.inset(by: contentEdgeInsets)
        let horizontal = effectiveContentHorizontalAlignment
        guard let imageView = existingImageView, let image = imageView.image, !imageView.isHidden else {
            // The title alone: the label spans the content rectangle and aligns its text.
            existingImageView?.frame = .zero
            guard let label else { return }
            label.textAlignment = horizontal == .left ? .left : horizontal == .right ? .right : .center
            label.frame = verticallyPlaced(height: label.sizeThatFits(.zero).height, in: content, spanning: true)
                .inset(by: titleEdgeInsets)
            return
        }
        let imageSize = CGSize(width: min(image.size.width, content.width), height: min(image.size.height, content.height))
        let hasTitle = label?.text?.isEmpty == false
        var titleSize = hasTitle ? (label?.sizeThatFits(.zero) ?? .zero) : .zero
        titleSize.width = min(titleSize.width, max(0, content.width - imageSize.width))
        if horizontal == .fill { titleSize.width = max(0, content.width - imageSize.width) }
        let total = imageSize.width + titleSize.width
        let x: CGFloat
        switch horizontal {
        case .left, .fill: x = content.minX
        case .right: x = content.maxX - total
        default: x = content.midX - total / 2
        }
        // The image leads: right of the title when the button lays out right to left.
        let rightToLeft = arrangesRightToLeft
        var imageFrame = verticallyPlaced(height: imageSize.height, in: content, spanning: false)
        imageFrame.origin.x = rightToLeft ? x + titleSize.width : x
        imageFrame.size.width = imageSize.width
        imageView.frame = imageFrame.inset(by: imageEdgeInsets)
        guard let label else { return }
        var titleFrame = verticallyPlaced(height: titleSize.height, in: content, spanning: false)
        titleFrame.origin.x = rightToLeft ? x : x + imageSize.width
        titleFrame.size.width = titleSize.width
        label.textAlignment = horizontal == .fill ? .left : .center
        label.frame = titleFrame.inset(by: titleEdgeInsets)
    }

    /// A rectangle of `content`'s width and `height`, placed by the vertical alignment (the full
    /// height for `.fill`, and for `.center` when `spanning`: the label centres its text itself).
    private func verticallyPlaced(height: CGFloat, in content: CGRect, spanning: Bool) -> CGRect {
        let h = min(height, content.height)
        switch contentVerticalAlignment {
        case .fill: return content
        case .top: return CGRect(x: content.minX, y: content.minY, width: content.width, height: h)
        case .bottom: return CGRect(x: content.minX, y: content.maxY - h, width: content.width, height: h)
        case .center:
            if spanning { return content }
            return CGRect(x: content.minX, y: content.midY - h / 2, width: content.width, height: h)
        }
    }
}

/// A button's image view.
@MainActor
final class ButtonImageView: UIImageView {}
