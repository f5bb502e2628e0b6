import Foundation

extension UIListContentConfiguration {
    /// How a list configuration's image looks and how much room it takes, UIKit's
    /// `UIListContentConfiguration.ImageProperties`.
    public struct ImageProperties: Hashable, Sendable {
        /// Stands for the system's standard dimension in ``reservedLayoutSize`` (UIKit's
        /// `UIListContentImageStandardDimension`, −CGFloat.greatestFiniteMagnitude). Interlude's
        /// standard is the body font's line height, the height UIKit's table constants reserve
        /// for symbol images.
        public static let standardDimension: CGFloat = -.greatestFiniteMagnitude

        /// The tint of a template image (SF Symbols are); nil (the default) uses the view's tint
        /// color, white on a tinted sidebar selection.
        public var tintColor: UIColor? {
            get { storedTintColor }
            set {
                storedTintColor = newValue
                customizedTintColor = true
            }
        }
        /// Applied to the tint when it is resolved. Defaults to nil.
        public var tintColorTransformer: UIConfigurationColorTransformer?
        /// The corner radius of the image, in points. Defaults to 0.
        public var cornerRadius: CGFloat = 0
        /// The largest size the image is shown at, scaled down keeping its aspect ratio; 0 in a
        /// dimension means no limit. Defaults to zero.
        public var maximumSize: CGSize = .zero
        /// The least room the image takes (the image is centered in it), so rows line up whatever
        /// their images; 0 in a dimension means the image's own size, ``standardDimension`` the
        /// system's. Defaults to zero.
        public var reservedLayoutSize: CGSize = .zero

        private var storedTintColor: UIColor?
        private(set) var customizedTintColor = false

        init() {}

        /// The tint drawn: ``tintColor`` (or `tintColor`, the view's, when nil) passed through
        /// ``tintColorTransformer``.
        public func resolvedTintColor(for tintColor: UIColor) -> UIColor {
            let color = storedTintColor ?? tintColor
            return tintColorTransformer?(color) ?? color
        }

        /// Takes the style's tint unless it was set by hand.
        mutating func restyle(tintColor: UIColor?) {
            if !customizedTintColor { storedTintColor = tintColor }
        }

        /// The size `image` is shown at: its own, scaled down into ``maximumSize``.
        func displaySize(of image: UIImage) -> CGSize {
            var size = image.size
            if maximumSize.width > 0, size.width > maximumSize.width {
                size = CGSize(width: maximumSize.width, height: size.height * maximumSize.width / size.width)
            }
            if maximumSize.height > 0, size.height > maximumSize.height {
                size = CGSize(width: size.width * maximumSize.height / size.height, height: maximumSize.height)
            }
            return size
        }

        /// The room the image takes: its display size, at least ``reservedLayoutSize``
        /// (`standard` standing for ``standardDimension``).
        func layoutSize(of image: UIImage, standard: CGFloat) -> CGSize {
            let shown = displaySize(of: image)
            func reserved(_ value: CGFloat) -> CGFloat { value == Self.standardDimension ? standard : max(0, value) }
            return CGSize(
                width: max(shown.width, reserved(reservedLayoutSize.width)),
                height: max(shown.height, reserved(reservedLayoutSize.height)))
        }
    }
}
