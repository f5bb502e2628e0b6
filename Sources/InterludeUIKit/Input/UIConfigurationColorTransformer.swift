/// A function from one color to another that configurations apply to the colors they resolve,
/// UIKit's `UIConfigurationColorTransformer`.
///
/// Two transformers are equal only when they are the same value (copies of one transformer), as
/// closures cannot be compared.
public struct UIConfigurationColorTransformer: Hashable, @unchecked Sendable {
    /// The function the transformer applies.
    public let transform: (UIColor) -> UIColor
    private let identity = Identity()

    /// A transformer applying `transform`.
    public init(_ transform: @escaping (UIColor) -> UIColor) { self.transform = transform }

    /// `transform(input)`.
    public func callAsFunction(_ input: UIColor) -> UIColor { transform(input) }

    public static func == (lhs: Self, rhs: Self) -> Bool { lhs.identity === rhs.identity }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(identity)) }

    private final class Identity: Sendable {}
}
