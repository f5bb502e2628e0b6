/// A half-turn of a flip: rotates about `axis` through `angles` during one half of the duration
/// (`halfOf` 0 = first, 1 = second), hidden during the other half, seen with perspective.
package final class FlipAnimation: CAAnimation {
    /// Eye distance of the flip's perspective, in points (m34 = −1/distance).
    package static let perspectiveDistance: CGFloat = 1000

    var axis: (x: CGFloat, y: CGFloat) = (0, 1)
    var angles: (CGFloat, CGFloat) = (0, 0)
    var half = 0

    package convenience init(axis: (x: CGFloat, y: CGFloat), angles: (CGFloat, CGFloat), halfOf half: Int) {
        self.init()
        self.axis = axis
        self.angles = angles
        self.half = half
    }

    package required init() { super.init() }

    package required init(copying other: CAAnimation) {
        super.init(copying: other)
        if let other = other as? FlipAnimation {
            axis = other.axis
            angles = other.angles
            half = other.half
        }
    }

    @MainActor override package func apply(to state: inout LayerState, layerTime t: Double) {
        guard let progress = progress(atLayerTime: t) else { return }
        let local = half == 0 ? progress.x * 2 : progress.x * 2 - 1
        if local < 0 || local > 1 {
            state.isHidden = true
            return
        }
        state.isHidden = false
        let angle = angles.0 + (angles.1 - angles.0) * CGFloat(local)
        var perspective = CATransform3DIdentity
        perspective.m34 = -1 / Self.perspectiveDistance
        let turn = CATransform3DConcat(CATransform3DMakeRotation(angle, axis.x, axis.y, 0), perspective)
        state.transform = CATransform3DConcat(state.transform, turn)
    }
}
