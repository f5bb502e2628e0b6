import CCairo
import InterludeUIKit

/// A projective map of the plane, the 2-D part of a `CATransform3D` acting on a layer's z = 0 plane.
///
/// Row-vector convention like Core Animation: [x y 1] × M = (X, Y, W) and the point is (X/W, Y/W).
/// `a.then(b)` applies `a` first. Each layer's plane is flattened into its parent's, so the map from
/// a layer's bounds coordinates to device pixels is the product of these 3 × 3 maps along the chain.
struct Homography: Equatable {
    var m11, m12, m13: Double
    var m21, m22, m23: Double
    var m31, m32, m33: Double

    static let identity = Homography(m11: 1, m12: 0, m13: 0, m21: 0, m22: 1, m23: 0, m31: 0, m32: 0, m33: 1)

    @inline(__always)
    static func translation(_ x: Double, _ y: Double) -> Homography {
        Homography(m11: 1, m12: 0, m13: 0, m21: 0, m22: 1, m23: 0, m31: x, m32: y, m33: 1)
    }

    static func scale(_ sx: Double, _ sy: Double) -> Homography {
        Homography(m11: sx, m12: 0, m13: 0, m21: 0, m22: sy, m23: 0, m31: 0, m32: 0, m33: 1)
    }

    /// The map of the z = 0 plane by `t`, dropping the output z (rows x, y, translation; columns x, y, w).
    init(_ t: CATransform3D) {
        self.init(
            m11: Double(t.m11), m12: Double(t.m12), m13: Double(t.m14),
            m21: Double(t.m21), m22: Double(t.m22), m23: Double(t.m24),
            m31: Double(t.m41), m32: Double(t.m42), m33: Double(t.m44))
    }

    init(m11: Double, m12: Double, m13: Double, m21: Double, m22: Double, m23: Double, m31: Double, m32: Double, m33: Double) {
        (self.m11, self.m12, self.m13) = (m11, m12, m13)
        (self.m21, self.m22, self.m23) = (m21, m22, m23)
        (self.m31, self.m32, self.m33) = (m31, m32, m33)
    }

    /// `self` applied first, then `b`.
    @inline(__always)
    func then(_ b: Homography) -> Homography {
        Homography(
            m11: m11 * b.m11 + m12 * b.m21 + m13 * b.m31, m12: m11 * b.m12 + m12 * b.m22 + m13 * b.m32,
            m13: m11 * b.m13 + m12 * b.m23 + m13 * b.m33,
            m21: m21 * b.m11 + m22 * b.m21 + m23 * b.m31, m22: m21 * b.m12 + m22 * b.m22 + m23 * b.m32,
            m23: m21 * b.m13 + m22 * b.m23 + m23 * b.m33,
            m31: m31 * b.m11 + m32 * b.m21 + m33 * b.m31, m32: m31 * b.m12 + m32 * b.m22 + m33 * b.m32,
            m33: m31 * b.m13 + m32 * b.m23 + m33 * b.m33)
    }

    /// Whether the map is affine (no perspective terms, up to rounding noise).
    var isAffine: Bool { abs(m13) < 1e-12 && abs(m23) < 1e-12 && abs(m33 - 1) < 1e-12 }

    /// Maps a point, with the perspective divide; `w` is returned so callers can reject points behind the eye.
    func apply(_ x: Double, _ y: Double) -> (x: Double, y: Double, w: Double) {
        let w = x * m13 + y * m23 + m33
        return ((x * m11 + y * m21 + m31) / w, (x * m12 + y * m22 + m32) / w, w)
    }

    /// Whether the map keeps the plane's orientation around (x, y): the sign of its Jacobian
    /// there, det / w³. A layer whose map to its superlayer turns it over (a turn of more than a
    /// quarter about the x or y axis, or a mirroring) shows its back.
    func keepsOrientation(atX x: Double, y: Double) -> Bool {
        let w = x * m13 + y * m23 + m33
        let det = m11 * (m22 * m33 - m23 * m32) - m12 * (m21 * m33 - m23 * m31) + m13 * (m21 * m32 - m22 * m31)
        return det * w > 0
    }

    /// The inverse map (adjugate; the overall scale does not matter projectively), nil when singular.
    var inverse: Homography? {
        let c11 = m22 * m33 - m23 * m32, c12 = -(m21 * m33 - m23 * m31), c13 = m21 * m32 - m22 * m31
        let det = m11 * c11 + m12 * c12 + m13 * c13
        guard det.isFinite, abs(det) > 1e-300 else { return nil }
        let inv = 1 / det
        return Homography(
            m11: c11 * inv, m12: -(m12 * m33 - m13 * m32) * inv, m13: (m12 * m23 - m13 * m22) * inv,
            m21: c12 * inv, m22: (m11 * m33 - m13 * m31) * inv, m23: -(m11 * m23 - m13 * m21) * inv,
            m31: c13 * inv, m32: -(m11 * m32 - m12 * m31) * inv, m33: (m11 * m22 - m12 * m21) * inv)
    }

    /// The affine part as Cairo's matrix (valid when `isAffine`).
    var cairoMatrix: cairo_matrix_t {
        cairo_matrix_t(xx: m11, yx: m12, xy: m21, yy: m22, x0: m31, y0: m32)
    }

    /// The map with a pure translation snapped to whole pixels (at most half a pixel off), so
    /// compositing copies instead of resampling; other maps unchanged.
    var snappedToPixels: Homography {
        guard isAffine, abs(m11 - 1) < 1e-9, abs(m22 - 1) < 1e-9, abs(m12) < 1e-9, abs(m21) < 1e-9 else { return self }
        return Homography.translation(m31.rounded(), m32.rounded())
    }

    /// Whether the map is a translation by whole pixels (compositing then needs no resampling).
    var isIntegerTranslation: Bool {
        isAffine && m11 == 1 && m12 == 0 && m21 == 0 && m22 == 1 && m31 == m31.rounded() && m32 == m32.rounded()
    }
}

extension Homography {
    /// The map from a layer's bounds coordinates to its superlayer's bounds coordinates, Core
    /// Animation's geometry: move the anchor point to the origin, apply `transform`, move to
    /// `position` (and `zPosition` in depth), then the superlayer's `sublayerTransform` about the
    /// superlayer's anchor point. Computed in 3-D, then restricted to the z = 0 plane.
    static func layerToSuperlayer(_ s: LayerState, superlayer parent: SuperlayerGeometry) -> Homography {
        withUnsafePointer(to: s) { s in withUnsafePointer(to: parent) { layerToSuperlayer(s, superlayer: $0) } }
    }

    /// `layerToSuperlayer(_:superlayer:)` reading both in place (a state is some 700 bytes).
    static func layerToSuperlayer(
        _ s: UnsafePointer<LayerState>, superlayer parent: UnsafePointer<SuperlayerGeometry>
    ) -> Homography {
        // The common case, a flat transform under a superlayer without a sublayer transform: as
        // 3 × 3 products (inlined), instead of 4 × 4 ones.
        if parent.pointee.hasIdentitySublayerTransform, s.pointee.zPosition == 0, s.pointee.anchorPointZ == 0,
            isAffine(s.pointee.transform)
        {
            return flatLayerToSuperlayer(s.pointee)
        }
        return generalLayerToSuperlayer(s.pointee, superlayer: parent.pointee)
    }

    /// `CATransform3DIsAffine(t)`, inlined: the same comparisons.
    @inline(__always)
    private static func isAffine(_ t: CATransform3D) -> Bool {
        t.m13 == 0 && t.m14 == 0 && t.m23 == 0 && t.m24 == 0 && t.m31 == 0 && t.m32 == 0 && t.m33 == 1 && t.m34 == 0
            && t.m43 == 0 && t.m44 == 1
    }

    @inline(__always)
    private static func anchor(of s: LayerState) -> (x: Double, y: Double) {
        (
            x: Double(s.bounds.minX + s.bounds.width * s.anchorPoint.x),
            y: Double(s.bounds.minY + s.bounds.height * s.anchorPoint.y)
        )
    }

    @inline(__always)
    private static func flatLayerToSuperlayer(_ s: LayerState) -> Homography {
        let anchor = anchor(of: s)
        let t = s.transform
        return Homography.translation(-anchor.x, -anchor.y)
            .then(
                Homography(
                    m11: Double(t.m11), m12: Double(t.m12), m13: 0, m21: Double(t.m21), m22: Double(t.m22), m23: 0,
                    m31: Double(t.m41), m32: Double(t.m42), m33: 1)
            )
            .then(.translation(Double(s.position.x), Double(s.position.y)))
    }

    private static func generalLayerToSuperlayer(_ s: LayerState, superlayer parent: SuperlayerGeometry?) -> Homography {
        Homography(layerToSuperlayerTransform(s, superlayer: parent))
    }

    /// The 3-D map `layerToSuperlayer(_:superlayer:)` restricts to the z = 0 plane, output z kept
    /// (replicas and transform layers compose it further); without a superlayer, the root's map.
    static func layerToSuperlayerTransform(_ s: LayerState, superlayer parent: SuperlayerGeometry?) -> CATransform3D {
        guard let parent else { return CATransform3DMakeTranslation(-s.bounds.minX, -s.bounds.minY, 0) }
        return layerToSuperlayerTransform(s, parent)
    }

    private static func layerToSuperlayerTransform(_ s: LayerState, _ parent: SuperlayerGeometry?) -> CATransform3D {
        let anchor = anchor(of: s)
        var m = CATransform3DMakeTranslation(CGFloat(-anchor.x), CGFloat(-anchor.y), -s.anchorPointZ)
        m = CATransform3DConcat(m, s.transform)
        m = CATransform3DConcat(m, CATransform3DMakeTranslation(s.position.x, s.position.y, s.zPosition))
        if let parent, !parent.hasIdentitySublayerTransform {
            let pa = CGPoint(
                x: parent.bounds.minX + parent.bounds.width * parent.anchorPoint.x,
                y: parent.bounds.minY + parent.bounds.height * parent.anchorPoint.y)
            m = CATransform3DConcat(m, CATransform3DMakeTranslation(-pa.x, -pa.y, 0))
            m = CATransform3DConcat(m, parent.sublayerTransform)
            m = CATransform3DConcat(m, CATransform3DMakeTranslation(pa.x, pa.y, 0))
        }
        return m
    }
}

/// What a layer's map to its superlayer reads of the superlayer: its sublayer transform and the
/// point it turns about (copied out of the superlayer's state, not the whole state).
struct SuperlayerGeometry {
    let sublayerTransform: CATransform3D
    let bounds: CGRect
    let anchorPoint: CGPoint
    /// `CATransform3DIsIdentity(sublayerTransform)`, worked out once for all the sublayers.
    let hasIdentitySublayerTransform: Bool

    init(_ state: LayerState) {
        sublayerTransform = state.sublayerTransform
        bounds = state.bounds
        anchorPoint = state.anchorPoint
        hasIdentitySublayerTransform = CATransform3DIsIdentity(sublayerTransform)
    }

    /// The geometry of `node`'s state, read in place.
    init(_ node: UnsafeMutablePointer<RenderNode>) {
        sublayerTransform = node.pointee.state.sublayerTransform
        bounds = node.pointee.state.bounds
        anchorPoint = node.pointee.state.anchorPoint
        hasIdentitySublayerTransform = CATransform3DIsIdentity(sublayerTransform)
    }

    /// Whether every field has the same bits as `other`'s (a map made from either is the same map;
    /// unlike `==`, a zero's sign and NaNs count).
    func isBitwiseEqual(to other: SuperlayerGeometry) -> Bool {
        func same(_ a: CGFloat, _ b: CGFloat) -> Bool { a.bitPattern == b.bitPattern }
        let (t, u) = (sublayerTransform, other.sublayerTransform)
        return same(t.m11, u.m11) && same(t.m12, u.m12) && same(t.m13, u.m13) && same(t.m14, u.m14)
            && same(t.m21, u.m21) && same(t.m22, u.m22) && same(t.m23, u.m23) && same(t.m24, u.m24)
            && same(t.m31, u.m31) && same(t.m32, u.m32) && same(t.m33, u.m33) && same(t.m34, u.m34)
            && same(t.m41, u.m41) && same(t.m42, u.m42) && same(t.m43, u.m43) && same(t.m44, u.m44)
            && same(bounds.origin.x, other.bounds.origin.x) && same(bounds.origin.y, other.bounds.origin.y)
            && same(bounds.size.width, other.bounds.size.width) && same(bounds.size.height, other.bounds.size.height)
            && same(anchorPoint.x, other.anchorPoint.x) && same(anchorPoint.y, other.anchorPoint.y)
    }
}
