/// A layer that fills its shape with a color gradient, drawn over its background color.
///
/// The gradient fills the bounds, rounded by `cornerRadius` at the `maskedCorners`, whatever
/// `masksToBounds`. `startPoint` and `endPoint` are in the unit coordinates of the bounds ((0, 0)
/// the top-left corner on a UIKit screen, (1, 1) the bottom-right). An axial gradient varies along
/// the line between them and pads beyond them with the end colors; a radial one is an ellipse
/// centred on `startPoint` whose half-width and half-height are `endPoint − startPoint` (in unit
/// coordinates), padded outside with the last color; a conic one turns about `startPoint` from
/// the direction of `endPoint` (see ``CAGradientLayerType/conic``). `startPoint` and `endPoint` are animatable;
/// `colors` and `locations`, animatable in Core Animation, are not here.
@preconcurrency @MainActor
open class CAGradientLayer: CALayer {
    /// The colors of the gradient stops, `CGColor`s (a color object offering `cgColor` is taken for
    /// its color). Other elements are skipped. Defaults to nil: nothing is drawn.
    public var colors: [Any]? { didSet { updateGradient() } }
    /// Where each color stop lies, fractions 0…1 increasing, one per color; nil (the default) or a
    /// count that does not match `colors` spreads the stops evenly from 0 to 1.
    public var locations: [NSNumber]? { didSet { updateGradient() } }
    /// Where the first stop is drawn, in unit coordinates of the bounds. Defaults to (0.5, 0), the
    /// middle of the top edge. Animatable.
    public var startPoint: CGPoint {
        get { modelState.startPoint }
        set { setAnimatable(\.startPoint, to: newValue) }
    }
    /// Where the last stop is drawn, in unit coordinates of the bounds. Defaults to (0.5, 1), the
    /// middle of the bottom edge. Animatable.
    public var endPoint: CGPoint {
        get { modelState.endPoint }
        set { setAnimatable(\.endPoint, to: newValue) }
    }
    /// The style of gradient. Defaults to `.axial`.
    public var type: CAGradientLayerType = .axial { didSet { setNeedsDisplay() } }

    /// The stops of `colors` and `locations`, made when they change (nil without colors).
    package private(set) var gradient: CGGradient?

    /// A gradient layer with Core Animation's defaults: no colors, a top-to-bottom axial gradient.
    public required init() { super.init() }

    /// A copy of `layer`'s model values (Core Animation uses this to make presentation layers).
    public required init(layer: Any) {
        super.init(layer: layer)
        if let other = layer as? CAGradientLayer {
            colors = other.colors
            locations = other.locations
            type = other.type
            gradient = other.gradient
        }
    }

    package override var builtInDrawing: BuiltInDrawing { .gradient }

    package override func propertyValue(forKey key: String) -> Any?? {
        switch key {
        case "colors": return .some(colors)
        case "locations": return .some(locations)
        case "type": return .some(type)
        default: return super.propertyValue(forKey: key)
        }
    }

    package override func setPropertyValue(_ value: Any?, forKey key: String) -> Bool {
        switch key {
        case "colors" where value == nil || value is [Any]: colors = value as? [Any]
        case "locations" where value == nil || value is [NSNumber]: locations = value as? [NSNumber]
        case "type" where value is CAGradientLayerType || value is String:
            type = (value as? CAGradientLayerType) ?? CAGradientLayerType(rawValue: value as! String)
        case "colors", "locations", "type":
            Diagnostics.report(
                "CALayer.setValue(_:forKey:): \(value.map { "\($0)" } ?? "nil") is not a value for '\(key)'; the layer was left unchanged"
            )
        default: return super.setPropertyValue(value, forKey: key)
        }
        return true
    }

    private func updateGradient() {
        let stops = (colors ?? []).compactMap { element -> CGColor? in
            if let color = element as? CGColor { return color }
            return (element as? CGColorConvertible)?.cgColor
        }
        gradient = stops.isEmpty ? nil : CGGradient(colors: stops, locations: locations?.map { CGFloat($0.doubleValue) })
        setNeedsDisplay()
    }
}

/// The style of gradient a `CAGradientLayer` draws.
public struct CAGradientLayerType: RawRepresentable, Hashable, Sendable {
    /// The style's name, as Core Animation spells it (`"axial"`).
    public let rawValue: String
    /// A style by name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Colors vary along the line from `startPoint` to `endPoint`; lines across it have one color
    /// (the default).
    public static let axial = CAGradientLayerType(rawValue: "axial")
    /// Colors vary from `startPoint` outwards to an ellipse whose half-axes are `endPoint − startPoint`.
    public static let radial = CAGradientLayerType(rawValue: "radial")
    /// Colors vary around `startPoint`: the first stop in the direction of `endPoint`, the others
    /// following clockwise (on screen, y down) over a full turn back to it. Apple's page
    /// (https://developer.apple.com/documentation/quartzcore/cagradientlayertype/conic) defines no
    /// more; this reading is Interlude's.
    public static let conic = CAGradientLayerType(rawValue: "conic")
}
