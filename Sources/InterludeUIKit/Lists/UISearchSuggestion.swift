import Foundation

/// What a search suggestion shows and carries, UIKit's `UISearchSuggestion`.
///
/// Only ``localizedSuggestion`` must be given; the other requirements are optional in UIKit's
/// Objective-C protocol and default to nil here (a type that keeps no ``representedObject``
/// ignores setting it).
@preconcurrency @MainActor
public protocol UISearchSuggestion: NSObjectProtocol {
    /// The suggested search text, shown in the suggestion's row.
    var localizedSuggestion: String? { get }
    /// A description for accessibility; not shown.
    var localizedDescription: String? { get }
    /// The icon shown before the text.
    var iconImage: UIImage? { get }
    /// Styled text shown in place of ``localizedSuggestion`` when not nil.
    var localizedAttributedSuggestion: NSAttributedString? { get }
    /// Any object the app attaches to the suggestion.
    var representedObject: Any? { get set }
}

extension UISearchSuggestion {
    /// Nil.
    public var localizedDescription: String? { nil }
    /// Nil.
    public var iconImage: UIImage? { nil }
    /// Nil.
    public var localizedAttributedSuggestion: NSAttributedString? { nil }
    /// Nil; setting it keeps nothing.
    public var representedObject: Any? {
        get { nil }
        set {}
    }
}

/// A search suggestion made of text, a description and an icon, UIKit's `UISearchSuggestionItem`.
@preconcurrency @MainActor
open class UISearchSuggestionItem: NSObject, UISearchSuggestion {
    /// The suggested text (the attributed text's string for an attributed suggestion).
    open private(set) var localizedSuggestion: String?
    /// The styled suggestion, for an item made from one.
    open private(set) var localizedAttributedSuggestion: NSAttributedString?
    /// The accessibility description.
    open private(set) var localizedDescription: String?
    /// The icon before the text.
    open private(set) var iconImage: UIImage?
    /// Any object the app attaches.
    open var representedObject: Any?

    /// A suggestion of `suggestion`.
    public convenience init(localizedSuggestion suggestion: String) {
        self.init(localizedSuggestion: suggestion, localizedDescription: nil, iconImage: nil)
    }

    /// A suggestion of `suggestion` with an accessibility description.
    public convenience init(localizedSuggestion suggestion: String, localizedDescription description: String?) {
        self.init(localizedSuggestion: suggestion, localizedDescription: description, iconImage: nil)
    }

    /// A suggestion of `suggestion` with a description and an icon.
    public init(localizedSuggestion suggestion: String, localizedDescription description: String?, iconImage: UIImage?) {
        localizedSuggestion = suggestion
        localizedDescription = description
        self.iconImage = iconImage
        super.init()
    }

    /// A suggestion of styled text.
    public convenience init(localizedAttributedSuggestion suggestion: NSAttributedString) {
        self.init(localizedAttributedSuggestion: suggestion, localizedDescription: nil, iconImage: nil)
    }

    /// A suggestion of styled text with an accessibility description.
    public convenience init(
        localizedAttributedSuggestion suggestion: NSAttributedString, localizedDescription description: String?
    ) {
        self.init(localizedAttributedSuggestion: suggestion, localizedDescription: description, iconImage: nil)
    }

    /// A suggestion of styled text with a description and an icon.
    public init(
        localizedAttributedSuggestion suggestion: NSAttributedString, localizedDescription description: String?,
        iconImage: UIImage?
    ) {
        localizedSuggestion = suggestion.string
        localizedAttributedSuggestion = suggestion
        localizedDescription = description
        self.iconImage = iconImage
        super.init()
    }
}

/// The delegate of a ``UISearchTextField``: a text field delegate told which search suggestion
/// was picked, UIKit's `UISearchTextFieldDelegate`.
@preconcurrency @MainActor
public protocol UISearchTextFieldDelegate: UITextFieldDelegate {
    /// The user picked `suggestion` from the field's ``UISearchTextField/searchSuggestions``
    /// (which the field has set to nil just before).
    func searchTextField(_ searchTextField: UISearchTextField, didSelect suggestion: any UISearchSuggestion)
}

extension UISearchTextFieldDelegate {
    /// Does nothing.
    public func searchTextField(_ searchTextField: UISearchTextField, didSelect suggestion: any UISearchSuggestion) {}
}
