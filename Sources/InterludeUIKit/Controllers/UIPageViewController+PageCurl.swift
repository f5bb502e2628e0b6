import Foundation

/// The `.pageCurl` style's turn, drawn as a simplified curl: a page turns flat-to-edge-on (90°,
/// with perspective) about the spine, or edge-on-to-flat onto the other side of it.
///
/// With an edge spine (``UIPageViewController/SpineLocation/min`` or `max`) going forward the
/// shown page turns away revealing the next one under it, and going back the previous page turns
/// in over the shown one. With a ``UIPageViewController/SpineLocation/mid`` spine a leaf turns in
/// two halves, as in a book: going forward the second page (right or bottom) turns up about the
/// spine, then the new first page — the leaf's back — comes down on the other side, over the old
/// first page, with the new second page under it all along; going back is the mirror image. The
/// back of a double-sided page turned about an edge spine lies outside the view, so it is not
/// drawn.
extension UIPageViewController {
    /// Which side of the spine a page lies on: after it (right or bottom: the spine is the page's
    /// leading edge) or before it (left or top).
    private enum Side { case after, before }

    /// Turns from the `previous` pages to the `next` ones (already given their resting frames),
    /// then calls `completion`.
    func curl(
        from previous: [UIViewController], to next: [UIViewController], forward: Bool,
        completion: @escaping (Bool) -> Void
    ) {
        if storedSpineLocation == .mid, previous.count == 2, next.count == 2 {
            let leaving = forward ? previous[1] : previous[0]
            let landing = forward ? next[0] : next[1]
            let under = forward ? next[1] : next[0]
            if under.view.superview !== view { view.insertSubview(under.view, belowSubview: leaving.view) }
            view.addSubview(landing.view)
            view.bringSubviewToFront(leaving.view)
            under.sendViewIsAppearingIfReady()
            landing.sendViewIsAppearingIfReady()
            let leavingSide: Side = forward ? .after : .before
            let landingSide: Side = forward ? .before : .after
            setTurn(landing.view, side: landingSide, turned: true)
            let half = Self.pageDuration / 2
            turn(leaving.view, side: leavingSide, toTurned: true, duration: half, timing: .easeIn) { [weak self] in
                self?.turn(landing.view, side: landingSide, toTurned: false, duration: half, timing: .easeOut) {
                    completion(true)
                }
            }
            return
        }
        let side: Side = storedSpineLocation == .max ? .before : .after
        let old = previous[0], new = next[0]
        if forward {
            view.insertSubview(new.view, belowSubview: old.view)
            new.sendViewIsAppearingIfReady()
            turn(old.view, side: side, toTurned: true, duration: Self.pageDuration, timing: .easeInEaseOut) {
                completion(true)
            }
        } else {
            view.addSubview(new.view)
            new.sendViewIsAppearingIfReady()
            setTurn(new.view, side: side, turned: true)
            turn(new.view, side: side, toTurned: false, duration: Self.pageDuration, timing: .easeInEaseOut) {
                completion(true)
            }
        }
    }

    /// The transform of a page on `side` turned edge-on (90° about the spine) or lying flat.
    private func turnTransform(side: Side, turned: Bool) -> CATransform3D {
        var perspective = CATransform3DIdentity
        perspective.m34 = -1 / 1000
        guard turned else { return perspective }
        // The free edge lifts towards the viewer on either side of the spine.
        let sign: CGFloat = side == .after ? 1 : -1
        return navigationOrientation == .horizontal
            ? CATransform3DRotate(perspective, -sign * .pi / 2, 0, 1, 0)
            : CATransform3DRotate(perspective, sign * .pi / 2, 1, 0, 0)
    }

    /// Puts `page`'s anchor on its spine edge (keeping its frame) and gives it the flat or turned transform.
    private func setTurn(_ page: UIView, side: Side, turned: Bool) {
        let layer = page.layer
        let frame = page.frame
        let spine: CGFloat = side == .after ? 0 : 1
        layer.anchorPoint =
            navigationOrientation == .horizontal ? CGPoint(x: spine, y: 0.5) : CGPoint(x: 0.5, y: spine)
        layer.position =
            navigationOrientation == .horizontal
            ? CGPoint(x: frame.minX + frame.width * spine, y: frame.midY)
            : CGPoint(x: frame.midX, y: frame.minY + frame.height * spine)
        layer.transform = turnTransform(side: side, turned: turned)
    }

    /// Animates `page` about its spine edge to turned (edge-on) or flat over `duration`, then puts
    /// its anchor back in the middle and calls `completion`.
    private func turn(
        _ page: UIView, side: Side, toTurned: Bool, duration: TimeInterval, timing: CAMediaTimingFunctionName,
        completion: @escaping () -> Void
    ) {
        setTurn(page, side: side, turned: !toTurned)
        let layer = page.layer
        let animation = CABasicAnimation(keyPath: "transform")
        animation.fromValue = NSValue(caTransform3D: turnTransform(side: side, turned: !toTurned))
        animation.toValue = NSValue(caTransform3D: turnTransform(side: side, turned: toTurned))
        animation.duration = duration
        animation.timingFunction = CAMediaTimingFunction(name: timing)
        CATransaction.begin()
        CATransaction.setCompletionBlock {
            // Back to a centred anchor at the same place, untransformed.
            let size = layer.bounds.size, anchor = layer.anchorPoint
            layer.transform = CATransform3DIdentity
            layer.anchorPoint = CGPoint(x: 0.5, y: 0.5)
            layer.position = CGPoint(
                x: layer.position.x + (0.5 - anchor.x) * size.width, y: layer.position.y + (0.5 - anchor.y) * size.height)
            completion()
        }
        layer.transform = turnTransform(side: side, turned: toTurned)
        layer.add(animation, forKey: "pageCurl")
        CATransaction.commit()
    }
}
