import Foundation

/// The region a text view lays its text out in, TextKit's `NSTextContainer`: the members that
/// shape the lines of a `UITextView` (its ``UITextView/textContainer``).
///
/// Its width is the text view's width less the text container inset (it tracks the text view);
/// lines are laid out inside it, ``lineFragmentPadding`` in from each side.
@preconcurrency @MainActor
open class NSTextContainer: NSObject {
    /// Space, in points, between each side of the container and the text: 5 by default, as Apple
    /// documents (https://developer.apple.com/documentation/uikit/nstextcontainer/linefragmentpadding).
    open var lineFragmentPadding: CGFloat = 5 { didSet { layoutDidChange() } }
    /// The most lines laid out; 0 (the default) means no limit.
    open var maximumNumberOfLines = 0 { didSet { layoutDidChange() } }
    /// How the last line allowed ends when text is left over. Defaults to `.byWordWrapping`.
    open var lineBreakMode: NSLineBreakMode = .byWordWrapping { didSet { layoutDidChange() } }

    /// Called when a member changes (the text view lays its text out again).
    var onChange: (() -> Void)?

    private func layoutDidChange() { onChange?() }
}
