/// An animatable key path of `CALayer`, parsed once when an animation is added.
///
/// Supported: `position`, `position.x/y`, `anchorPoint`, `bounds`, `bounds.origin`, `bounds.size`,
/// `bounds.size.width/height`, `zPosition`, `opacity`, `hidden`, `transform`, the transform
/// function paths (`transform.rotation[.x|.y|.z]`, `transform.scale[.x|.y|.z]`,
/// `transform.translation[.x|.y|.z]`), `sublayerTransform`, `backgroundColor`, `cornerRadius`,
/// `borderWidth`, `borderColor`, `shadowColor`, `shadowOpacity`, `shadowOffset`, `shadowRadius`,
/// `contentsRect`, and `CAShapeLayer`'s `fillColor`, `strokeColor`, `strokeStart`, `strokeEnd`,
/// `lineWidth`, `miterLimit`, `lineDashPhase`, and `CAGradientLayer`'s `startPoint`, `endPoint`.
package enum LayerKeyPath: Hashable {
    case position, positionX, positionY, anchorPoint
    case bounds, boundsOrigin, boundsSize, boundsWidth, boundsHeight
    case zPosition, opacity, hidden
    case transform, sublayerTransform
    case transformFunction(TransformFunction)
    case backgroundColor, cornerRadius, borderWidth, borderColor
    case shadowColor, shadowOpacity, shadowOffset, shadowRadius
    case backdropBlurRadius, backdropTint
    case contentsRect
    case fillColor, strokeColor, strokeStart, strokeEnd, lineWidth, miterLimit, lineDashPhase
    case startPoint, endPoint

    /// A transform sub-path: the animated value builds this one function, applied on top of the model transform.
    package enum TransformFunction: Hashable {
        case rotationX, rotationY, rotationZ, scale, scaleX, scaleY, scaleZ, translation, translationX, translationY, translationZ
    }

    /// Parses a key path string (`"position.x"`, `"transform.rotation"`, …); nil when it is not animatable.
    package init?(_ path: String) {
        guard let parsed = Self.byName[path] else { return nil }
        self = parsed
    }

    /// The key path's name, as animations, actions and `CALayer`'s setters spell it.
    package var name: String { Self.names[self]! }

    /// Every animatable key path with its name: the one list parsing and `name` read, so the
    /// strings used by setters, actions and animations cannot disagree.
    private static let table: [(LayerKeyPath, String)] = [
        (.position, "position"), (.positionX, "position.x"), (.positionY, "position.y"),
        (.anchorPoint, "anchorPoint"), (.bounds, "bounds"), (.boundsOrigin, "bounds.origin"),
        (.boundsSize, "bounds.size"), (.boundsWidth, "bounds.size.width"), (.boundsHeight, "bounds.size.height"),
        (.zPosition, "zPosition"), (.opacity, "opacity"), (.hidden, "hidden"),
        (.transform, "transform"), (.sublayerTransform, "sublayerTransform"),
        (.transformFunction(.rotationZ), "transform.rotation.z"), (.transformFunction(.rotationX), "transform.rotation.x"),
        (.transformFunction(.rotationY), "transform.rotation.y"), (.transformFunction(.scale), "transform.scale"),
        (.transformFunction(.scaleX), "transform.scale.x"), (.transformFunction(.scaleY), "transform.scale.y"),
        (.transformFunction(.scaleZ), "transform.scale.z"), (.transformFunction(.translation), "transform.translation"),
        (.transformFunction(.translationX), "transform.translation.x"),
        (.transformFunction(.translationY), "transform.translation.y"),
        (.transformFunction(.translationZ), "transform.translation.z"),
        (.backgroundColor, "backgroundColor"), (.cornerRadius, "cornerRadius"), (.borderWidth, "borderWidth"),
        (.borderColor, "borderColor"), (.shadowColor, "shadowColor"), (.shadowOpacity, "shadowOpacity"),
        (.shadowOffset, "shadowOffset"), (.shadowRadius, "shadowRadius"),
        (.backdropBlurRadius, "backdropBlurRadius"), (.backdropTint, "backdropTint"),
        (.contentsRect, "contentsRect"),
        (.fillColor, "fillColor"), (.strokeColor, "strokeColor"), (.strokeStart, "strokeStart"), (.strokeEnd, "strokeEnd"),
        (.lineWidth, "lineWidth"), (.miterLimit, "miterLimit"), (.lineDashPhase, "lineDashPhase"),
        (.startPoint, "startPoint"), (.endPoint, "endPoint"),
    ]
    /// Other spellings Core Animation accepts for the same paths.
    private static let aliases: [String: LayerKeyPath] = [
        "isHidden": .hidden, "transform.rotation": .transformFunction(.rotationZ),
    ]
    private static let names = Dictionary(uniqueKeysWithValues: table)
    private static let byName = Dictionary(uniqueKeysWithValues: table.map { ($0.1, $0.0) }).merging(aliases) { first, _ in first
    }

    var kind: ValueKind {
        switch self {
        case .position, .anchorPoint, .boundsOrigin, .startPoint, .endPoint: return .point
        case .bounds, .contentsRect: return .rect
        case .boundsSize, .shadowOffset: return .size
        case .transform, .sublayerTransform: return .transform
        case .transformFunction(let f): return f == .translation ? .size : .scalar
        case .backgroundColor, .borderColor, .shadowColor, .backdropTint, .fillColor, .strokeColor: return .color
        case .hidden: return .bool
        case .positionX, .positionY, .boundsWidth, .boundsHeight, .zPosition, .opacity, .cornerRadius, .borderWidth,
            .shadowOpacity, .shadowRadius, .backdropBlurRadius, .strokeStart, .strokeEnd, .lineWidth, .miterLimit, .lineDashPhase:
            return .scalar
        }
    }

    /// The value of this path in `state` (a transform function reads as its identity value).
    package func read(_ s: LayerState) -> AnimatableValue {
        switch self {
        case .position: return .point(s.position)
        case .positionX: return .scalar(Double(s.position.x))
        case .positionY: return .scalar(Double(s.position.y))
        case .anchorPoint: return .point(s.anchorPoint)
        case .bounds: return .rect(s.bounds)
        case .boundsOrigin: return .point(s.bounds.origin)
        case .boundsSize: return .size(s.bounds.size)
        case .boundsWidth: return .scalar(Double(s.bounds.width))
        case .boundsHeight: return .scalar(Double(s.bounds.height))
        case .zPosition: return .scalar(Double(s.zPosition))
        case .opacity: return .scalar(Double(s.opacity))
        case .hidden: return .bool(s.isHidden)
        case .transform: return .transform(s.transform)
        case .sublayerTransform: return .transform(s.sublayerTransform)
        case .transformFunction(let f): return f.identityValue
        case .backgroundColor: return .color(s.backgroundColor)
        case .cornerRadius: return .scalar(Double(s.cornerRadius))
        case .borderWidth: return .scalar(Double(s.borderWidth))
        case .borderColor: return .color(s.borderColor)
        case .shadowColor: return .color(s.shadowColor)
        case .shadowOpacity: return .scalar(Double(s.shadowOpacity))
        case .shadowOffset: return .size(s.shadowOffset)
        case .shadowRadius: return .scalar(Double(s.shadowRadius))
        case .backdropBlurRadius: return .scalar(Double(s.backdropBlurRadius))
        case .backdropTint: return .color(s.backdropTint)
        case .contentsRect: return .rect(s.contentsRect)
        case .fillColor: return .color(s.fillColor)
        case .strokeColor: return .color(s.strokeColor)
        case .strokeStart: return .scalar(Double(s.strokeStart))
        case .strokeEnd: return .scalar(Double(s.strokeEnd))
        case .lineWidth: return .scalar(Double(s.lineWidth))
        case .miterLimit: return .scalar(Double(s.miterLimit))
        case .lineDashPhase: return .scalar(Double(s.lineDashPhase))
        case .startPoint: return .point(s.startPoint)
        case .endPoint: return .point(s.endPoint)
        }
    }

    /// Writes `value` into `s`; a value of the wrong shape is ignored.
    package func write(_ value: AnimatableValue, into s: inout LayerState) {
        switch (self, value) {
        case (.position, .point(let p)): s.position = p
        case (.positionX, .scalar(let v)): s.position.x = CGFloat(v)
        case (.positionY, .scalar(let v)): s.position.y = CGFloat(v)
        case (.anchorPoint, .point(let p)): s.anchorPoint = p
        case (.bounds, .rect(let r)): s.bounds = r
        case (.boundsOrigin, .point(let p)): s.bounds.origin = p
        case (.boundsSize, .size(let z)): s.bounds.size = z
        case (.boundsWidth, .scalar(let v)): s.bounds.size.width = CGFloat(v)
        case (.boundsHeight, .scalar(let v)): s.bounds.size.height = CGFloat(v)
        case (.zPosition, .scalar(let v)): s.zPosition = CGFloat(v)
        case (.opacity, .scalar(let v)): s.opacity = Float(v)
        case (.hidden, .bool(let b)): s.isHidden = b
        case (.transform, .transform(let t)): s.transform = t
        case (.sublayerTransform, .transform(let t)): s.sublayerTransform = t
        case (.transformFunction(let f), _): s.transform = CATransform3DConcat(f.transform(for: value), s.transform)
        case (.backgroundColor, .color(let c)): s.backgroundColor = c
        case (.cornerRadius, .scalar(let v)): s.cornerRadius = CGFloat(v)
        case (.borderWidth, .scalar(let v)): s.borderWidth = CGFloat(v)
        case (.borderColor, .color(let c)): s.borderColor = c
        case (.shadowColor, .color(let c)): s.shadowColor = c
        case (.shadowOpacity, .scalar(let v)): s.shadowOpacity = Float(v)
        case (.shadowOffset, .size(let z)): s.shadowOffset = z
        case (.shadowRadius, .scalar(let v)): s.shadowRadius = CGFloat(v)
        case (.backdropBlurRadius, .scalar(let v)): s.backdropBlurRadius = CGFloat(v)
        case (.backdropTint, .color(let c)): s.backdropTint = c
        case (.contentsRect, .rect(let r)): s.contentsRect = r
        case (.fillColor, .color(let c)): s.fillColor = c
        case (.strokeColor, .color(let c)): s.strokeColor = c
        case (.strokeStart, .scalar(let v)): s.strokeStart = CGFloat(v)
        case (.strokeEnd, .scalar(let v)): s.strokeEnd = CGFloat(v)
        case (.lineWidth, .scalar(let v)): s.lineWidth = CGFloat(v)
        case (.miterLimit, .scalar(let v)): s.miterLimit = CGFloat(v)
        case (.lineDashPhase, .scalar(let v)): s.lineDashPhase = CGFloat(v)
        case (.startPoint, .point(let p)): s.startPoint = p
        case (.endPoint, .point(let p)): s.endPoint = p
        default: break
        }
    }
}

extension LayerKeyPath {
    // Typed shortcuts for the per-frame path: the same reads and writes as `read(_:)` and
    // `write(_:into:)`, without building an `AnimatableValue` (a 129-byte enum) for each.

    /// `read(s)` of a scalar path, as a `Double`.
    @inline(__always)
    func readScalar(_ s: LayerState) -> Double {
        switch self {
        case .positionX: return Double(s.position.x)
        case .positionY: return Double(s.position.y)
        case .opacity: return Double(s.opacity)
        case .zPosition: return Double(s.zPosition)
        case .cornerRadius: return Double(s.cornerRadius)
        case .borderWidth: return Double(s.borderWidth)
        case .strokeStart: return Double(s.strokeStart)
        case .strokeEnd: return Double(s.strokeEnd)
        default: return read(s).scalarValue
        }
    }

    /// `write(.scalar(v), into: &s)`.
    @inline(__always)
    func writeScalar(_ v: Double, into s: inout LayerState) {
        switch self {
        case .positionX: s.position.x = CGFloat(v)
        case .positionY: s.position.y = CGFloat(v)
        case .opacity: s.opacity = Float(v)
        case .zPosition: s.zPosition = CGFloat(v)
        case .cornerRadius: s.cornerRadius = CGFloat(v)
        case .borderWidth: s.borderWidth = CGFloat(v)
        case .strokeStart: s.strokeStart = CGFloat(v)
        case .strokeEnd: s.strokeEnd = CGFloat(v)
        default: write(.scalar(v), into: &s)
        }
    }

    /// `read(s)` of a point path, as a `CGPoint`.
    @inline(__always)
    func readPoint(_ s: LayerState) -> CGPoint {
        switch self {
        case .position: return s.position
        case .anchorPoint: return s.anchorPoint
        case .boundsOrigin: return s.bounds.origin
        default: return read(s).pointValue
        }
    }

    /// `write(.point(p), into: &s)`.
    @inline(__always)
    func writePoint(_ p: CGPoint, into s: inout LayerState) {
        switch self {
        case .position: s.position = p
        case .anchorPoint: s.anchorPoint = p
        case .boundsOrigin: s.bounds.origin = p
        default: write(.point(p), into: &s)
        }
    }

    /// `write(.transform(t), into: &s)`.
    @inline(__always)
    func writeTransform(_ t: CATransform3D, into s: inout LayerState) {
        switch self {
        case .transform: s.transform = t
        case .sublayerTransform: s.sublayerTransform = t
        default: write(.transform(t), into: &s)
        }
    }
}

extension LayerKeyPath.TransformFunction {
    /// The value that leaves the transform unchanged (0 for rotations and translations, 1 for scales).
    var identityValue: AnimatableValue {
        switch self {
        case .scale, .scaleX, .scaleY, .scaleZ: return .scalar(1)
        case .translation: return .size(.zero)
        default: return .scalar(0)
        }
    }

    /// The transform this function denotes at `value`.
    func transform(for value: AnimatableValue) -> CATransform3D {
        switch (self, value) {
        case (.rotationX, .scalar(let v)): return CATransform3DMakeRotation(CGFloat(v), 1, 0, 0)
        case (.rotationY, .scalar(let v)): return CATransform3DMakeRotation(CGFloat(v), 0, 1, 0)
        case (.rotationZ, .scalar(let v)): return CATransform3DMakeRotation(CGFloat(v), 0, 0, 1)
        case (.scale, .scalar(let v)): return CATransform3DMakeScale(CGFloat(v), CGFloat(v), CGFloat(v))
        case (.scaleX, .scalar(let v)): return CATransform3DMakeScale(CGFloat(v), 1, 1)
        case (.scaleY, .scalar(let v)): return CATransform3DMakeScale(1, CGFloat(v), 1)
        case (.scaleZ, .scalar(let v)): return CATransform3DMakeScale(1, 1, CGFloat(v))
        case (.translation, .size(let z)): return CATransform3DMakeTranslation(z.width, z.height, 0)
        case (.translationX, .scalar(let v)): return CATransform3DMakeTranslation(CGFloat(v), 0, 0)
        case (.translationY, .scalar(let v)): return CATransform3DMakeTranslation(0, CGFloat(v), 0)
        case (.translationZ, .scalar(let v)): return CATransform3DMakeTranslation(0, 0, CGFloat(v))
        default: return CATransform3DIdentity
        }
    }
}
