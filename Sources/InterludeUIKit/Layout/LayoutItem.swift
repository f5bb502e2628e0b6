/// Something a constraint can refer to: a view or a layout guide.
@MainActor
protocol LayoutItem: AnyObject {
    /// The view whose hierarchy the item belongs to: the view itself, or the guide's owning view.
    var layoutHostView: UIView? { get }
    /// The item as UIKit names it in constraint descriptions: `UIView:0x…`, `UILabel:0x…'text'`,
    /// `UILayoutGuide:0x…'identifier'`.
    var layoutDescription: String { get }
}

extension UIView: LayoutItem {
    var layoutHostView: UIView? { self }
    var layoutDescription: String {
        let name = "\(Swift.type(of: self)):\(addressText(of: self))"
        if let label = self as? UILabel, let text = label.text { return "\(name)'\(text)'" }
        return name
    }
}

extension UILayoutGuide: LayoutItem {
    var layoutHostView: UIView? { owningView }
    var layoutDescription: String {
        // The safe-area and margins guides are private subclasses; UIKit prints them as guides.
        let isOwnGuide = self is SafeAreaLayoutGuide || self is LayoutMarginsGuide || self is ReadableContentGuide
        let name = "\(isOwnGuide ? "UILayoutGuide" : "\(Swift.type(of: self))"):\(addressText(of: self))"
        return identifier.isEmpty ? name : "\(name)'\(identifier)'"
    }
}

/// The object's address as UIKit's descriptions print it, `0x…` in hexadecimal.
func addressText(of object: AnyObject) -> String {
    "0x" + String(UInt(bitPattern: Unmanaged.passUnretained(object).toOpaque()), radix: 16)
}

/// The item a constraint initializer was given, as a view or guide; nil for anything else.
@MainActor
func layoutItem(_ value: Any?) -> (any LayoutItem)? {
    if let view = value as? UIView { return view }
    if let guide = value as? UILayoutGuide { return guide }
    return nil
}
