/// The cubic calculation modes' curve through keyframes: a Kochanek–Bartels (tension, continuity,
/// bias) Hermite spline, as Core Animation documents `tensionValues`, `continuityValues` and
/// `biasValues` (https://developer.apple.com/documentation/quartzcore/cakeyframeanimation/tensionvalues).
/// With all three 0 it is the Catmull–Rom spline. The ends repeat the first and last keyframe, so
/// the curve leaves the first and reaches the last with the slope of its neighbour's chord halved.
/// Numbers, points, sizes and rectangles follow it; other values (transforms, colors, flags)
/// interpolate linearly.
struct KeyframeSpline {
    /// Tension, continuity and bias of each keyframe (0 where none was given).
    let parameters: [(tension: Double, continuity: Double, bias: Double)]

    init(count: Int, tension: [NSNumber]?, continuity: [NSNumber]?, bias: [NSNumber]?) {
        func value(_ list: [NSNumber]?, _ index: Int) -> Double {
            guard let list, index < list.count else { return 0 }
            let v = list[index].doubleValue
            return v.isFinite ? v : 0
        }
        parameters = (0..<count).map { (value(tension, $0), value(continuity, $0), value(bias, $0)) }
    }

    /// The point a fraction `s` along segment `i` (from frame i to frame i + 1) of `frames`, each
    /// frame given by its components.
    func point(in frames: [[Double]], segment i: Int, fraction s: Double) -> [Double] {
        let n = frames.count
        let p0 = frames[max(i - 1, 0)], p1 = frames[i], p2 = frames[i + 1], p3 = frames[min(i + 2, n - 1)]
        let (t1, c1, b1) = i < parameters.count ? parameters[i] : (0, 0, 0)
        let (t2, c2, b2) = i + 1 < parameters.count ? parameters[i + 1] : (0, 0, 0)
        // Outgoing tangent at p1 and incoming tangent at p2.
        let outBefore = (1 - t1) * (1 + b1) * (1 - c1) / 2, outAfter = (1 - t1) * (1 - b1) * (1 + c1) / 2
        let inBefore = (1 - t2) * (1 + b2) * (1 + c2) / 2, inAfter = (1 - t2) * (1 - b2) * (1 - c2) / 2
        let s2 = s * s, s3 = s2 * s
        let h00 = 2 * s3 - 3 * s2 + 1, h10 = s3 - 2 * s2 + s, h01 = -2 * s3 + 3 * s2, h11 = s3 - s2
        return (0..<p1.count).map { k in
            let outgoing = outBefore * (p1[k] - p0[k]) + outAfter * (p2[k] - p1[k])
            let incoming = inBefore * (p2[k] - p1[k]) + inAfter * (p3[k] - p2[k])
            return h00 * p1[k] + h10 * outgoing + h01 * p2[k] + h11 * incoming
        }
    }

    /// The components of a value the spline can follow; nil for the others.
    static func components(_ value: AnimatableValue) -> [Double]? {
        switch value {
        case .scalar(let v): return [v]
        case .point(let p): return [Double(p.x), Double(p.y)]
        case .size(let s): return [Double(s.width), Double(s.height)]
        case .rect(let r): return [Double(r.origin.x), Double(r.origin.y), Double(r.size.width), Double(r.size.height)]
        default: return nil
        }
    }

    /// A value of `like`'s kind from `components`.
    static func value(like: AnimatableValue, _ c: [Double]) -> AnimatableValue {
        switch like {
        case .scalar: return .scalar(c[0])
        case .point: return .point(CGPoint(x: c[0], y: c[1]))
        case .size: return .size(CGSize(width: c[0], height: c[1]))
        case .rect: return .rect(CGRect(x: c[0], y: c[1], width: c[2], height: c[3]))
        default: return like
        }
    }
}
