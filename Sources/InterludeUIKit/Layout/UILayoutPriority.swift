/// How much a layout constraint matters, UIKit's `UILayoutPriority`: a number from 1 to 1000.
///
/// Priority 1000 (``required``) must hold; lower priorities may be broken, and a higher one
/// always wins over any number of lower ones. Content hugging defaults to ``defaultLow`` and
/// compression resistance to ``defaultHigh``.
public struct UILayoutPriority: RawRepresentable, Hashable, Sendable {
    /// The priority as a number, 1…1000.
    public var rawValue: Float

    /// A priority of `rawValue`.
    public init(rawValue: Float) { self.rawValue = rawValue }

    /// A priority of `rawValue`.
    public init(_ rawValue: Float) { self.rawValue = rawValue }

    /// A constraint that must hold: 1000.
    public static let required = UILayoutPriority(1000)
    /// The priority of compression resistance: 750.
    public static let defaultHigh = UILayoutPriority(750)
    /// The priority of content hugging: 250.
    public static let defaultLow = UILayoutPriority(250)
    /// The priority with which a view wants to meet the target size of `systemLayoutSizeFitting(_:)`: 50.
    public static let fittingSizeLevel = UILayoutPriority(50)
    /// The priority of a drag that may resize the scene: 510.
    public static let dragThatCanResizeScene = UILayoutPriority(510)
    /// The priority with which a scene keeps its size: 500.
    public static let sceneSizeStayPut = UILayoutPriority(500)
    /// The priority of a drag that may not resize the scene: 490.
    public static let dragThatCannotResizeScene = UILayoutPriority(490)

    /// The priority `rhs` above `lhs`.
    public static func + (lhs: UILayoutPriority, rhs: Float) -> UILayoutPriority { UILayoutPriority(lhs.rawValue + rhs) }

    /// The priority `rhs` below `lhs`.
    public static func - (lhs: UILayoutPriority, rhs: Float) -> UILayoutPriority { UILayoutPriority(lhs.rawValue - rhs) }
}
