/// The value describing a configured button's look, UIKit's `UIButton.Configuration` (iOS 15).
///
/// A configuration holds what the button shows (title, subtitle, image, activity indicator) and
/// how (style, size, colors, paddings, background). The button keeps the configuration as set and
/// draws ``updated(for:)`` of it, which carries the button's state: the style then picks the
/// colors for that state. Apple documents the styles, not their numbers; Interlude's metrics are
/// listed in [Decisions](/documentation/interlude/decisions) ("Configured buttons") and pinned by tests.
extension UIButton {
    public struct Configuration: Hashable, Sendable {
        /// The predefined size of the button's elements (fonts and default content insets).
        public enum Size: Int, Sendable {
            /// Standard size. The default.
            case medium = 0
            /// Smaller than medium.
            case small = 1
            /// The smallest.
            case mini = 2
            /// Larger than medium.
            case large = 3
        }

        /// How the background's corner radius is chosen.
        public enum CornerStyle: Int, Sendable {
            /// The background's `cornerRadius`, as is.
            case fixed = -1
            /// The background's `cornerRadius`, scaled with Dynamic Type. The default.
            case dynamic = 0
            /// A small system radius.
            case small = 1
            /// A medium system radius.
            case medium = 2
            /// A large system radius.
            case large = 3
            /// Half the shorter side: a capsule.
            case capsule = 4
        }

        /// How the title and subtitle align with each other.
        public enum TitleAlignment: Int, Sendable {
            /// Leading beside a leading image, trailing beside a trailing image, centred otherwise.
            case automatic = 0
            /// Along their leading edges.
            case leading = 1
            /// Centred on each other.
            case center = 2
            /// Along their trailing edges.
            case trailing = 3
        }

        /// The style used under the Mac idiom (kept; iOS draws the configuration's own style).
        public enum MacIdiomStyle: Int, Sendable {
            /// Chosen by the system. The default.
            case automatic = 0
            /// Bordered.
            case bordered = 1
            /// Borderless.
            case borderless = 2
            /// Borderless and tinted.
            case borderlessTinted = 3
        }

        /// The four looks UIKit's constructors make (the bordered names are aliases).
        enum Style: Hashable, Sendable { case plain, gray, tinted, filled }

        let style: Style
        /// The state ``updated(for:)`` recorded; the colors are resolved for it.
        var appliedState: UIControl.State = .normal

        /// The background (fill, corner radius, stroke). Its color is nil, so the style picks it.
        public var background: UIBackgroundConfiguration = {
            var background = UIBackgroundConfiguration(backgroundColor: nil)
            background.cornerRadius = Configuration.styleCornerRadius
            return background
        }()
        /// How ``background``'s corner radius is used. Defaults to `.dynamic`.
        public var cornerStyle: CornerStyle = .dynamic
        /// The size of fonts and default insets. Defaults to `.medium`; changing it moves the
        /// content insets unless they were set.
        public var buttonSize: Size = .medium
        /// The style under the Mac idiom. Defaults to `.automatic`.
        public var macIdiomStyle: MacIdiomStyle = .automatic
        /// The color of the title, subtitle, template images and activity indicator; nil lets the
        /// style choose (the tint color, or white for the filled style).
        public var baseForegroundColor: UIColor?
        /// The color of the background; nil lets the style choose.
        public var baseBackgroundColor: UIColor?
        /// The image beside the text; nil by default.
        public var image: UIImage?
        /// Applied to the image's color (template images); nil by default.
        public var imageColorTransformer: UIConfigurationColorTransformer?
        /// Shows a spinning activity indicator where the image goes. Defaults to false.
        public var showsActivityIndicator = false
        /// Applied to the activity indicator's color; nil by default.
        public var activityIndicatorColorTransformer: UIConfigurationColorTransformer?
        /// The title; nil by default.
        public var title: String?
        /// The subtitle under the title; nil by default.
        public var subtitle: String?
        /// The insets from the button's bounds to its content. Defaults to the insets of
        /// ``buttonSize``; ``setDefaultContentInsets()`` restores them.
        public var contentInsets: NSDirectionalEdgeInsets {
            get { contentInsetsStorage ?? Self.defaultContentInsets(for: buttonSize) }
            set { contentInsetsStorage = newValue }
        }
        /// The edge of the content the image sits on: `.leading` (the default), `.trailing`,
        /// `.top` or `.bottom`.
        public var imagePlacement: NSDirectionalRectEdge = .leading
        /// The distance between the image and the text, when both show. Defaults to 0.
        public var imagePadding: CGFloat = 0
        /// The distance between the title and the subtitle, when both show. Defaults to 0.
        public var titlePadding: CGFloat = 0
        /// How the title and subtitle align with each other. Defaults to `.automatic`.
        public var titleAlignment: TitleAlignment = .automatic

        private var contentInsetsStorage: NSDirectionalEdgeInsets?

        init(style: Style) { self.style = style }

        /// A transparent background; the text in the tint color.
        public static func plain() -> Configuration { Configuration(style: .plain) }
        /// A tinted background (the tint color, mostly transparent); the text in the tint color.
        public static func tinted() -> Configuration { Configuration(style: .tinted) }
        /// A gray background; the text in the tint color.
        public static func gray() -> Configuration { Configuration(style: .gray) }
        /// A background filled with the tint color; white text.
        public static func filled() -> Configuration { Configuration(style: .filled) }
        /// Another name for ``plain()``
        /// (https://developer.apple.com/documentation/uikit/uibuttonconfiguration/borderlessbuttonconfiguration).
        public static func borderless() -> Configuration { Configuration(style: .plain) }
        /// Another name for ``gray()``
        /// (https://developer.apple.com/documentation/uikit/uibuttonconfiguration/borderedbuttonconfiguration).
        public static func bordered() -> Configuration { Configuration(style: .gray) }
        /// Another name for ``tinted()``.
        public static func borderedTinted() -> Configuration { Configuration(style: .tinted) }
        /// Another name for ``filled()``.
        public static func borderedProminent() -> Configuration { Configuration(style: .filled) }

        /// A copy for `button`'s current state: values set on the configuration are kept, and the
        /// style's colors follow the state (dimmed while highlighted, gray while disabled).
        @MainActor
        public func updated(for button: UIButton) -> Configuration {
            var copy = self
            copy.appliedState = button.state
            return copy
        }

        /// Makes ``contentInsets`` follow ``buttonSize`` again.
        public mutating func setDefaultContentInsets() { contentInsetsStorage = nil }
    }
}
