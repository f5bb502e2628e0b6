/// The accessibility values set on a view, kept apart so that views nobody describes pay one
/// pointer for them. Nil fields fall back to the class's defaults.
final class AccessibilityAttributes {
    var label: String?
    var hint: String?
    var value: String?
    var identifier: String?
    var isElement: Bool?
    var traits: UIAccessibilityTraits?
    var viewIsModal: Bool?
    var elementsHidden: Bool?
    var frame: CGRect?
}
