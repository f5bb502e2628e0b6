/// Interpolation between two fixed transforms with the decompositions worked out once, when an
/// animation is added, instead of on every frame.
///
/// `value(at:)` returns exactly `CATransform3D.interpolate(from:to:fraction:)`: the same checks in
/// the same order, the same decompositions, the same recomposition. A class, so that animations
/// hold a reference and frames read it in place (it is several hundred bytes).
final class TransformInterpolation {
    private let route: Route
    let from: CATransform3D
    let to: CATransform3D

    private enum Route {
        /// Both ends equal: every fraction gives `from`.
        case same
        /// Both ends affine: through `CGAffineTransform`'s decomposition. `equalAffine` mirrors
        /// `CGAffineTransform.interpolate`'s own early exit.
        case affine(from: CGAffineTransform, start: AffineDecomposition, end: AffineDecomposition, equalAffine: Bool)
        /// Through the 3-D decomposition (boxed: it is more than twice the size of the others).
        indirect case decomposed(start: Transform3DDecomposition, end: Transform3DDecomposition)
        /// An end cannot be decomposed: `from` below 0.5, `to` from 0.5 on.
        case discrete
    }

    init(from: CATransform3D, to: CATransform3D) {
        self.from = from
        self.to = to
        if from == to {
            route = .same
        } else if CATransform3DIsAffine(from) && CATransform3DIsAffine(to) {
            let (a, b) = (CATransform3DGetAffineTransform(from), CATransform3DGetAffineTransform(to))
            route = .affine(from: a, start: a.decomposed(), end: b.decomposed(), equalAffine: a == b)
        } else if let start = from.decomposed(), let end = to.decomposed() {
            route = .decomposed(start: start, end: end)
        } else {
            route = .discrete
        }
    }

    /// The transform `fraction` of the way from `from` to `to` (see `CATransform3D.interpolate`).
    func value(at fraction: Double) -> CATransform3D {
        if fraction == 0 { return from }
        switch route {
        case .same:
            return from
        case let .affine(affineFrom, start, end, equalAffine):
            if fraction == 1 { return to }
            if equalAffine { return CATransform3DMakeAffineTransform(affineFrom) }
            let affine = CGAffineTransform(AffineDecomposition.interpolate(from: start, to: end, fraction: fraction))
            return CATransform3DMakeAffineTransform(affine)
        case let .decomposed(start, end):
            if fraction == 1 { return to }
            return CATransform3D(Transform3DDecomposition.interpolate(from: start, to: end, fraction: fraction))
        case .discrete:
            if fraction == 1 { return to }
            return fraction < 0.5 ? from : to
        }
    }
}
