import Foundation

/// The attributes of styled text that Interlude draws, with UIKit's names.
extension NSAttributedString.Key {
    /// The font of the text: a `UIFont`.
    public static let font = NSAttributedString.Key("NSFont")
    /// The color of the text: a `UIColor`.
    public static let foregroundColor = NSAttributedString.Key("NSColor")
}
