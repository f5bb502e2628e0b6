import Foundation

extension UIListContentConfiguration {
    /// How a list configuration's text or secondary text looks, UIKit's
    /// `UIListContentConfiguration.TextProperties`.
    ///
    /// The style (``UIListContentConfiguration/cell()`` and the others) picks the font and color;
    /// a font or color you set is yours: ``UIListContentConfiguration/updated(for:)`` keeps it and
    /// restyles only what you left alone.
    public struct TextProperties: Hashable, Sendable {
        /// How the text lines up, UIKit's `UIListContentTextAlignment`.
        public enum TextAlignment: Int, Hashable, Sendable {
            /// Leading, following the layout direction.
            case natural = 0
            /// Centered.
            case center = 1
            /// Justified.
            case justified = 2
        }

        /// A change of case applied before the text is shown, UIKit's `UIListContentTextTransform`.
        public enum TextTransform: Int, Hashable, Sendable {
            /// The text as given.
            case none = 0
            /// All capitals (grouped headers use it).
            case uppercase = 1
            /// All lowercase.
            case lowercase = 2
            /// Each word capitalized.
            case capitalized = 3
        }

        /// The font; the style's by default.
        public var font: UIFont {
            get { storedFont }
            set {
                storedFont = newValue
                customizedFont = true
            }
        }
        /// The color; the style's for the state by default.
        public var color: UIColor {
            get { storedColor }
            set {
                storedColor = newValue
                customizedColor = true
            }
        }
        /// Applied to ``color`` when it is resolved. Defaults to nil.
        public var colorTransformer: UIConfigurationColorTransformer?
        /// How the lines line up. Defaults to `.natural`.
        public var alignment = TextAlignment.natural
        /// How a line that does not fit is cut. Defaults to `.byTruncatingTail`.
        public var lineBreakMode = NSLineBreakMode.byTruncatingTail
        /// The most lines shown; 0 (the default for lists, 1 for sidebars) means no limit.
        public var numberOfLines = 0
        /// Whether the font shrinks (down to ``minimumScaleFactor``) to fit the width. Defaults to
        /// false.
        public var adjustsFontSizeToFitWidth = false
        /// The smallest scale the font shrinks to with ``adjustsFontSizeToFitWidth``. Defaults to 0
        /// (0.9 for sidebars).
        public var minimumScaleFactor: CGFloat = 0
        /// Whether a text-style font follows the text size. Defaults to true.
        public var adjustsFontForContentSizeCategory = true
        /// A change of case. Defaults to `.none` (`.uppercase` for grouped headers).
        public var transform = TextTransform.none

        private var storedFont: UIFont
        private var storedColor: UIColor
        private(set) var customizedFont = false
        private(set) var customizedColor = false

        init(font: UIFont, color: UIColor) {
            storedFont = font
            storedColor = color
        }

        /// ``color`` passed through ``colorTransformer``.
        public func resolvedColor() -> UIColor { colorTransformer?(storedColor) ?? storedColor }

        /// Takes the style's font and color where they were not set by hand.
        mutating func restyle(font: UIFont, color: UIColor) {
            if !customizedFont { storedFont = font }
            if !customizedColor { storedColor = color }
        }

        /// `text` with ``transform`` applied.
        func transformed(_ text: String) -> String {
            switch transform {
            case .none: text
            case .uppercase: text.uppercased()
            case .lowercase: text.lowercased()
            case .capitalized: text.capitalized
            }
        }
    }
}
