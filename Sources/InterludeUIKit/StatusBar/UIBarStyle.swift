/// The look of a bar, UIKit's `UIBarStyle`, with its raw values. A navigation bar's decides the
/// status bar style its navigation controller asks for.
public enum UIBarStyle: Int, Sendable {
    /// Light background, dark content. The default.
    case `default` = 0
    /// Dark background, light content.
    case black = 1
    /// The deprecated translucent black style; treated as `.black`.
    case blackTranslucent = 2

    /// The deprecated opaque black style: `.black`.
    public static var blackOpaque: UIBarStyle { .black }
}
