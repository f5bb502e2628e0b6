/// The name of a ``CAValueFunction``, as Core Animation spells it (`"rotateZ"`).
public struct CAValueFunctionName: RawRepresentable, Hashable, Sendable {
    /// The function's name.
    public let rawValue: String
    /// A function name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// A rotation about x by one value, in radians.
    public static let rotateX = CAValueFunctionName(rawValue: "rotateX")
    /// A rotation about y by one value, in radians.
    public static let rotateY = CAValueFunctionName(rawValue: "rotateY")
    /// A rotation about z by one value, in radians.
    public static let rotateZ = CAValueFunctionName(rawValue: "rotateZ")
    /// A scale by three values (x, y, z).
    public static let scale = CAValueFunctionName(rawValue: "scale")
    /// A scale along x by one value.
    public static let scaleX = CAValueFunctionName(rawValue: "scaleX")
    /// A scale along y by one value.
    public static let scaleY = CAValueFunctionName(rawValue: "scaleY")
    /// A scale along z by one value.
    public static let scaleZ = CAValueFunctionName(rawValue: "scaleZ")
    /// A translation by three values (x, y, z).
    public static let translate = CAValueFunctionName(rawValue: "translate")
    /// A translation along x by one value.
    public static let translateX = CAValueFunctionName(rawValue: "translateX")
    /// A translation along y by one value.
    public static let translateY = CAValueFunctionName(rawValue: "translateY")
    /// A translation along z by one value.
    public static let translateZ = CAValueFunctionName(rawValue: "translateZ")
}

/// A function from an animation's interpolated numbers to the transform it sets
/// (https://developer.apple.com/documentation/quartzcore/cavaluefunction).
///
/// Given as a property animation's ``CAPropertyAnimation/valueFunction`` on a transform key path
/// (`"transform"`, `"sublayerTransform"`), the animation's values are numbers (one, or an array of
/// three for `scale` and `translate`): they are interpolated as numbers, then made into the
/// transform, which replaces the property's value (or is added to it, `isAdditive`). So
/// `fromValue = 0, toValue = 2π` with `.rotateZ` turns a full turn, which interpolating two equal
/// matrices never does. An end left nil starts or stops at the function's identity (angle and
/// translation 0, scale 1). Keyframe animations interpolate their values linearly, discretely or
/// paced; `isCumulative` is not applied.
nonisolated open class CAValueFunction: NSObject {
    /// The function's name.
    public let name: CAValueFunctionName

    /// The function named `name`; nil for a name Core Animation does not define.
    public init?(name: CAValueFunctionName) {
        guard Self.inputCounts[name] != nil else { return nil }
        self.name = name
        super.init()
    }

    private static let inputCounts: [CAValueFunctionName: Int] = [
        .rotateX: 1, .rotateY: 1, .rotateZ: 1, .scale: 3, .scaleX: 1, .scaleY: 1, .scaleZ: 1,
        .translate: 3, .translateX: 1, .translateY: 1, .translateZ: 1,
    ]

    /// How many numbers the function takes.
    var inputCount: Int { Self.inputCounts[name] ?? 1 }

    /// The numbers that give the identity transform.
    var identityInputs: [Double] {
        let isScale = [.scale, .scaleX, .scaleY, .scaleZ].contains(name)
        return Array(repeating: isScale ? 1 : 0, count: inputCount)
    }

    /// The numbers `value` gives the function: a number, or an array of `inputCount` numbers; nil
    /// when it is neither.
    func inputs(from value: Any?) -> [Double]? {
        guard let value else { return nil }
        if inputCount == 1, let number = KeyValue.number(value) { return [number] }
        let array: [Any]? = (value as? [Any]) ?? (value as? NSArray).map { Array($0) }
        guard let array, array.count == inputCount else { return nil }
        let numbers = array.compactMap(KeyValue.number)
        return numbers.count == inputCount ? numbers : nil
    }

    /// The transform the function makes of `inputs`.
    func transform(_ inputs: [Double]) -> CATransform3D {
        let v = inputs.map { CGFloat($0) }
        switch name {
        case .rotateX: return CATransform3DMakeRotation(v[0], 1, 0, 0)
        case .rotateY: return CATransform3DMakeRotation(v[0], 0, 1, 0)
        case .rotateZ: return CATransform3DMakeRotation(v[0], 0, 0, 1)
        case .scale: return CATransform3DMakeScale(v[0], v[1], v[2])
        case .scaleX: return CATransform3DMakeScale(v[0], 1, 1)
        case .scaleY: return CATransform3DMakeScale(1, v[0], 1)
        case .scaleZ: return CATransform3DMakeScale(1, 1, v[0])
        case .translate: return CATransform3DMakeTranslation(v[0], v[1], v[2])
        case .translateX: return CATransform3DMakeTranslation(v[0], 0, 0)
        case .translateY: return CATransform3DMakeTranslation(0, v[0], 0)
        default: return CATransform3DMakeTranslation(0, 0, v[0])
        }
    }

    /// The numbers a fraction `f` of the way from `a` to `b`.
    static func interpolate(_ a: [Double], _ b: [Double], fraction f: Double) -> [Double] {
        zip(a, b).map { $0 + ($1 - $0) * f }
    }
}
