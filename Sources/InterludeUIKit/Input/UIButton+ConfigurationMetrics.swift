/// The numbers and colors a `UIButton.Configuration` resolves to: Interlude's choices where Apple
/// documents none (see [Decisions](/documentation/interlude/decisions), "Configured buttons").
extension UIButton.Configuration {
    /// The content insets of each size. Medium is UIKit's (7, 12, 7, 12), as a UIKit engineer
    /// gave it (https://developer.apple.com/forums/thread/733541); the others scale it.
    static func defaultContentInsets(for size: Size) -> NSDirectionalEdgeInsets {
        switch size {
        case .mini: NSDirectionalEdgeInsets(top: 3, leading: 8, bottom: 3, trailing: 8)
        case .small: NSDirectionalEdgeInsets(top: 5, leading: 10, bottom: 5, trailing: 10)
        case .medium: NSDirectionalEdgeInsets(top: 7, leading: 12, bottom: 7, trailing: 12)
        case .large: NSDirectionalEdgeInsets(top: 14, leading: 20, bottom: 14, trailing: 20)
        }
    }

    /// The text style of the title for each size.
    static func titleTextStyle(for size: Size) -> UIFont.TextStyle {
        switch size {
        case .mini: .footnote
        case .small: .subheadline
        case .medium, .large: .body
        }
    }

    /// The text style of the subtitle for each size.
    static func subtitleTextStyle(for size: Size) -> UIFont.TextStyle {
        switch size {
        case .mini: .caption2
        case .small: .footnote
        case .medium, .large: .subheadline
        }
    }

    /// The corner radius a style's background starts with, in points.
    static let styleCornerRadius: CGFloat = 8
    /// The radii `.small`, `.medium` and `.large` corner styles substitute, in points.
    static let smallCornerRadius: CGFloat = 4
    static let mediumCornerRadius: CGFloat = 8
    static let largeCornerRadius: CGFloat = 12
    /// The fraction of their alpha the style's colors keep while the button is highlighted.
    static let highlightedAlphaFactor: CGFloat = 0.7
    /// The alpha of the tinted style's background (the tint color, or the base background color).
    static let tintedBackgroundAlpha: CGFloat = 0.15

    /// The foreground color (title, subtitle, template image, indicator) for `tint`.
    func resolvedForegroundColor(tint: UIColor) -> UIColor {
        if appliedState.contains(.disabled) { return .tertiaryLabel }
        let color = baseForegroundColor ?? (style == .filled ? .white : tint)
        return appliedState.contains(.highlighted) ? Self.scalingAlpha(of: color, by: Self.highlightedAlphaFactor) : color
    }

    /// The fill color for `tint`: the background's own color when set, else the style's.
    func resolvedBackgroundFill(tint: UIColor) -> UIColor {
        let color: UIColor
        if let own = background.backgroundColor {
            color = own
        } else if appliedState.contains(.disabled) {
            color = style == .plain ? (baseBackgroundColor ?? .clear) : .tertiarySystemFill
        } else {
            let styleColor: UIColor
            switch style {
            case .plain: styleColor = baseBackgroundColor ?? .clear
            case .gray: styleColor = baseBackgroundColor ?? .tertiarySystemFill
            case .tinted: styleColor = Self.scalingAlpha(of: baseBackgroundColor ?? tint, by: Self.tintedBackgroundAlpha)
            case .filled: styleColor = baseBackgroundColor ?? tint
            }
            color =
                appliedState.contains(.highlighted)
                ? Self.scalingAlpha(of: styleColor, by: Self.highlightedAlphaFactor) : styleColor
        }
        return background.backgroundColorTransformer?(color) ?? color
    }

    /// The corner radius drawn on a background of `size`, in points.
    func resolvedCornerRadius(size: CGSize, traitCollection: UITraitCollection) -> CGFloat {
        switch cornerStyle {
        case .fixed: background.cornerRadius
        case .dynamic: UIFontMetrics.default.scaledValue(for: background.cornerRadius, compatibleWith: traitCollection)
        case .small: Self.smallCornerRadius
        case .medium: Self.mediumCornerRadius
        case .large: Self.largeCornerRadius
        case .capsule: min(size.width, size.height) / 2
        }
    }

    /// `color` with its alpha multiplied by `factor`, resolved per trait collection so dynamic
    /// colors stay dynamic.
    static func scalingAlpha(of color: UIColor, by factor: CGFloat) -> UIColor {
        UIColor { traits in
            let resolved = color.resolvedColor(with: traits)
            return resolved.withAlphaComponent(resolved.cgColor.alpha * factor)
        }
    }
}
