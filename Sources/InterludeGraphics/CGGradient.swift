import CCairo

/// A color gradient, Core Graphics' `CGGradient`: colors at locations 0…1, drawn with
/// `CGContext.drawLinearGradient` or `drawRadialGradient`.
///
/// Colors are interpolated between neighbouring locations (in sRGB). Locations default to evenly
/// spaced, the first color at 0 and the last at 1; before the first location the first color
/// holds, after the last the last color.
public final class CGGradient: @unchecked Sendable {
    /// The colors, in order.
    package let colors: [CGColor]
    /// Where each color sits, 0…1, one per color.
    package let locations: [CGFloat]

    /// A gradient of `colors` (`CGColor`s, e.g. `[a, b] as CFArray`) at `locations` (one per color,
    /// or nil for evenly spaced). The space is accepted and, as everywhere in Interlude, read as
    /// sRGB. Nil when `colors` is empty or holds something that is not a `CGColor`.
    public convenience init?(colorsSpace space: CGColorSpace?, colors: CFArray, locations: UnsafePointer<CGFloat>?) {
        var parsed: [CGColor] = []
        for element in colors {
            guard let color = element as? CGColor else { return nil }
            parsed.append(color)
        }
        guard !parsed.isEmpty else { return nil }
        self.init(colors: parsed, locations: locations.map { Array(UnsafeBufferPointer(start: $0, count: parsed.count)) })
    }

    /// A gradient of `count` colors given as components in `space` (for an RGB space red, green,
    /// blue, alpha per color; for a gray space gray, alpha) at `locations` (or evenly spaced).
    /// Nil when `count` is not positive.
    public convenience init?(
        colorSpace space: CGColorSpace, colorComponents components: UnsafePointer<CGFloat>,
        locations: UnsafePointer<CGFloat>?, count: Int
    ) {
        guard count > 0 else { return nil }
        let stride = space.numberOfComponents + 1
        let colors = (0..<count).map { index -> CGColor in
            let c = components + index * stride
            return stride == 2 ? CGColor(gray: c[0], alpha: c[1]) : CGColor(red: c[0], green: c[1], blue: c[2], alpha: c[3])
        }
        self.init(colors: colors, locations: locations.map { Array(UnsafeBufferPointer(start: $0, count: count)) })
    }

    /// A gradient of `colors` at `locations` (one per color), or evenly spaced when nil or when
    /// the count does not match.
    package init(colors: [CGColor], locations: [CGFloat]?) {
        self.colors = colors
        if let locations, locations.count == colors.count {
            self.locations = locations
        } else {
            self.locations = colors.count == 1 ? [0] : colors.indices.map { CGFloat($0) / CGFloat(colors.count - 1) }
        }
    }

    /// Adds the gradient's colors to a Cairo gradient `pattern`, their alpha multiplied by `alpha`.
    package func addStops(to pattern: OpaquePointer, alpha: Double) {
        func unit(_ v: CGFloat) -> Double { Double(min(1, max(0, v))) }
        for (color, location) in zip(colors, locations) {
            cairo_pattern_add_color_stop_rgba(
                pattern, unit(location), unit(color.red), unit(color.green), unit(color.blue),
                unit(color.alpha) * alpha)
        }
    }
}

/// Whether a gradient is also drawn before its start and after its end.
public struct CGGradientDrawingOptions: OptionSet, Sendable {
    /// The option bits (Core Graphics' values).
    public let rawValue: UInt32
    /// Options from Core Graphics' bits.
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    /// The first color also fills the area before the start point (or inside the start circle).
    public static let drawsBeforeStartLocation = CGGradientDrawingOptions(rawValue: 1 << 0)
    /// The last color also fills the area after the end point (or outside the end circle).
    public static let drawsAfterEndLocation = CGGradientDrawingOptions(rawValue: 1 << 1)
}
