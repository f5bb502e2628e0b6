/// The curve of a layer's rounded corners
/// (https://developer.apple.com/documentation/quartzcore/calayercornercurve).
///
/// Interlude draws both as circular arcs of `cornerRadius`: a `.continuous` corner (Apple's
/// smoother curve, which starts bending before the arc and so looks slightly larger) is drawn as a
/// `.circular` one.
public struct CALayerCornerCurve: RawRepresentable, Hashable, Sendable {
    /// The curve's name, as Core Animation spells it (`"circular"`).
    public let rawValue: String
    /// A curve named `rawValue`.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Quarter circles of `cornerRadius`, the default.
    public static let circular = CALayerCornerCurve(rawValue: "circular")
    /// Apple's continuous curve; drawn as `.circular` here.
    public static let continuous = CALayerCornerCurve(rawValue: "continuous")
}
