// The emitter layer's named options, as Apple's pages list them
// (https://developer.apple.com/documentation/quartzcore/emitter-shape, emitter-modes, emitter-render-order).

/// The shape particles are born on: a subset of `emitterPosition`, `emitterZPosition`,
/// `emitterSize` and `emitterDepth` defines it.
public struct CAEmitterLayerEmitterShape: RawRepresentable, Hashable, Sendable {
    /// The shape's name, as Core Animation spells it (`"circle"`).
    public let rawValue: String
    /// A shape by name (an unknown name emits from a point).
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The point (`emitterPosition`, `emitterZPosition`) (the default).
    public static let point = CAEmitterLayerEmitterShape(rawValue: "point")
    /// The line from x − `emitterSize.width`/2 to x + `emitterSize.width`/2 through `emitterPosition`.
    public static let line = CAEmitterLayerEmitterShape(rawValue: "line")
    /// The rectangle of size `emitterSize` centred on `emitterPosition`.
    public static let rectangle = CAEmitterLayerEmitterShape(rawValue: "rectangle")
    /// The box of size `emitterSize` × `emitterDepth` centred on (`emitterPosition`, `emitterZPosition`).
    public static let cuboid = CAEmitterLayerEmitterShape(rawValue: "cuboid")
    /// The circle of radius `emitterSize.width` centred on `emitterPosition`, in the layer's plane.
    public static let circle = CAEmitterLayerEmitterShape(rawValue: "circle")
    /// The sphere of radius `emitterSize.width` centred on (`emitterPosition`, `emitterZPosition`).
    public static let sphere = CAEmitterLayerEmitterShape(rawValue: "sphere")
}

/// Which part of the emitter shape particles are born on.
public struct CAEmitterLayerEmitterMode: RawRepresentable, Hashable, Sendable {
    /// The mode's name, as Core Animation spells it (`"outline"`).
    public let rawValue: String
    /// A mode by name (an unknown name emits from the volume).
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The shape's corners (a point, a circle or a sphere: its centre).
    public static let points = CAEmitterLayerEmitterMode(rawValue: "points")
    /// The shape's outline: a line itself, a rectangle's edges, a circle, a cuboid's edges, a sphere's surface.
    public static let outline = CAEmitterLayerEmitterMode(rawValue: "outline")
    /// The shape's surface: a rectangle's or circle's inside, a cuboid's faces, a sphere's surface.
    public static let surface = CAEmitterLayerEmitterMode(rawValue: "surface")
    /// The shape's inside: a cuboid's or sphere's volume (the default).
    public static let volume = CAEmitterLayerEmitterMode(rawValue: "volume")
}

/// The order particles are drawn in, and how they are composited.
public struct CAEmitterLayerRenderMode: RawRepresentable, Hashable, Sendable {
    /// The mode's name, as Core Animation spells it (`"additive"`).
    public let rawValue: String
    /// A mode by name (an unknown name draws as `unordered`).
    public init(rawValue: String) { self.rawValue = rawValue }
    /// In no promised order (here: cell by cell, each cell's particles oldest first, each followed
    /// by its sub-particles) (the default).
    public static let unordered = CAEmitterLayerRenderMode(rawValue: "unordered")
    /// Oldest first: the youngest particles are drawn on top.
    public static let oldestFirst = CAEmitterLayerRenderMode(rawValue: "oldestFirst")
    /// Oldest last: the oldest particles are drawn on top.
    public static let oldestLast = CAEmitterLayerRenderMode(rawValue: "oldestLast")
    /// Farthest first, by z (larger z is nearer): the nearest particles are drawn on top.
    public static let backToFront = CAEmitterLayerRenderMode(rawValue: "backToFront")
    /// In `unordered`'s order, each particle's colour added to what is under it (saturating).
    public static let additive = CAEmitterLayerRenderMode(rawValue: "additive")
}
