/// Zooming: the delegate's view for zooming is scaled by a pinch or in code.
///
/// As on iOS, the scroll view applies a zoom scale `s` by giving the view for zooming the transform
/// `CGAffineTransform(scaleX: s, y: s)`, putting its frame's origin at the content's origin and
/// setting ``UIScrollView/contentSize`` to its frame's size, so the content size follows the scale
/// (measured on iOS: a 1000 × 1000 view zoomed to 2 gives a 2000 × 2000 content size,
/// https://geek-answers.imtqy.com/articles/1325573/index.html). Zooming needs
/// ``UIScrollView/minimumZoomScale`` and ``UIScrollView/maximumZoomScale`` to differ and a
/// delegate whose `viewForZooming(in:)` returns a view (Apple's Scroll View Programming Guide,
/// "Basic Zooming Using the Pinch Gestures"); otherwise ``UIScrollView/pinchGestureRecognizer`` is
/// nil and setting the scale does nothing.
extension UIScrollView {
    /// How far a pinch may go past a zoom limit: past it the scale moves with the square root of
    /// the fingers' ratio (a pinch to twice the maximum shows √2 times it). Interlude's choice;
    /// UIKit does not document its resistance.
    public static let zoomBounceExponent: CGFloat = 0.5

    /// The recognizer that zooms the content; nil while zooming is impossible (the zoom scales are
    /// equal, or the delegate gives no view for zooming), as in UIKit.
    public var pinchGestureRecognizer: UIPinchGestureRecognizer? {
        zoomingView != nil && minimumZoomScale != maximumZoomScale ? scrollPinch : nil
    }

    /// ``setZoomScale(_:animated:)``.
    func zoomKeepingCenter(toScale scale: CGFloat, animated: Bool) {
        guard let view = zoomingView else { return }
        guard scale.isFinite, scale > 0 else {
            return Diagnostics.report(
                "UIScrollView.setZoomScale(\(scale), animated:): the scale must be finite and positive; ignored")
        }
        let target = clampedZoomScale(scale)
        let center = CGPoint(x: bounds.midX, y: bounds.midY)
        let anchor = self.convert(center, to: view)
        let offset = zoomedOffset(
            keeping: anchor, of: view, at: CGPoint(x: bounds.width / 2, y: bounds.height / 2), scale: target)
        zoom(
            view, to: target, offset: clampedOffset(offset, forContentSize: zoomedContentSize(of: view, scale: target)),
            animated: animated)
    }

    /// ``zoom(to:animated:)``.
    func zoomFitting(_ rect: CGRect, animated: Bool) {
        guard let view = zoomingView else { return }
        guard [rect.origin.x, rect.origin.y, rect.width, rect.height].allSatisfy(\.isFinite) else {
            return Diagnostics.report("UIScrollView.zoom(to: \(rect), animated:): the rectangle is not finite; ignored")
        }
        let fit = min(
            rect.width > 0 ? bounds.width / rect.width : .infinity,
            rect.height > 0 ? bounds.height / rect.height : .infinity)
        let target = clampedZoomScale(fit)
        let offset = zoomedOffset(
            keeping: CGPoint(x: rect.midX, y: rect.midY), of: view, at: CGPoint(x: bounds.width / 2, y: bounds.height / 2),
            scale: target)
        zoom(
            view, to: target, offset: clampedOffset(offset, forContentSize: zoomedContentSize(of: view, scale: target)),
            animated: animated)
    }

    // MARK: The view for zooming

    /// The delegate's view for zooming, when zooming is possible.
    var zoomingView: UIView? {
        guard minimumZoomScale != maximumZoomScale else { return nil }
        return delegate?.viewForZooming(in: self)
    }

    /// Adds the pinch while the zoom scales differ and there is a delegate, removes it otherwise.
    func updatePinchInstallation() {
        let wanted = minimumZoomScale != maximumZoomScale && delegate != nil
        let installed = scrollPinch.view === self
        if wanted && !installed { addGestureRecognizer(scrollPinch) }
        if !wanted && installed { removeGestureRecognizer(scrollPinch) }
    }

    /// Whether an animated zoom (or a pinch's bounce back) is running.
    var isAnimatingZoom: Bool {
        if case .zoom = motion { return true }
        return false
    }

    func clampedZoomScale(_ scale: CGFloat) -> CGFloat {
        min(max(scale, minimumZoomScale), maximumZoomScale)
    }

    /// The content size at `scale`: the view for zooming's bounds size scaled.
    func zoomedContentSize(of view: UIView, scale: CGFloat) -> CGSize {
        CGSize(width: view.bounds.width * scale, height: view.bounds.height * scale)
    }

    /// The offset that puts `anchor` (a point of `view`) at `point` of the visible area (measured
    /// from its top-left corner) when `view` is zoomed to `scale` with its frame at the origin.
    func zoomedOffset(keeping anchor: CGPoint, of view: UIView, at point: CGPoint, scale: CGFloat) -> CGPoint {
        let x = (anchor.x - view.bounds.minX) * scale, y = (anchor.y - view.bounds.minY) * scale
        return CGPoint(x: x - point.x, y: y - point.y)
    }

    /// Applies `scale` to `view` and moves the content to `offset`; tells the delegate `scrollViewDidZoom`.
    func applyZoom(_ scale: CGFloat, to view: UIView, offset: CGPoint) {
        currentZoomScale = scale
        view.transform = CGAffineTransform(scaleX: scale, y: scale)
        let size = view.frame.size
        view.center = CGPoint(x: size.width * view.layer.anchorPoint.x, y: size.height * view.layer.anchorPoint.y)
        contentSize = size
        if offset != contentOffset { contentOffset = offset }
        delegate?.scrollViewDidZoom(self)
    }

    private func zoom(_ view: UIView, to scale: CGFloat, offset: CGPoint, animated: Bool) {
        stopMotion()
        guard animated, let window, scale != zoomScale || offset != contentOffset else {
            if scale != zoomScale || offset != contentOffset { applyZoom(scale, to: view, offset: offset) }
            return
        }
        delegate?.scrollViewWillBeginZooming(self, with: view)
        startMotion(.zoom(from: (zoomScale, contentOffset), to: (scale, offset), start: window.clock.now), on: window)
    }

    /// One frame of an animated zoom, `elapsed` seconds in; at the end the delegate hears
    /// `scrollViewDidEndZooming(_:with:atScale:)`.
    func stepZoom(from: (scale: CGFloat, offset: CGPoint), to: (scale: CGFloat, offset: CGPoint), elapsed: TimeInterval) {
        guard let view = zoomingView else { return stopMotion() }
        let progress = min(1, elapsed / Self.scrollAnimationDuration)
        if progress >= 1 - ClockTimer.timeTolerance {
            applyZoom(to.scale, to: view, offset: to.offset)
            stopMotion()
            isZoomBouncing = false
            delegate?.scrollViewDidEndZooming(self, with: view, atScale: to.scale)
            return
        }
        let t = CGFloat(CubicBezier.easeInEaseOut.solve(progress))
        let scale = from.scale + (to.scale - from.scale) * t
        let offset = CGPoint(
            x: from.offset.x + (to.offset.x - from.offset.x) * t, y: from.offset.y + (to.offset.y - from.offset.y) * t)
        applyZoom(scale, to: view, offset: offset)
    }

    // MARK: Pinching

    func handlePinch() {
        guard let view = zoomingView else { return }
        let fingers = scrollPinch.location(in: self)
        let fingersInView = CGPoint(x: fingers.x - bounds.minX, y: fingers.y - bounds.minY)
        switch scrollPinch.state {
        case .began:
            stopMotion()
            isZoomBouncing = false
            isZooming = true
            pinchStart = (zoomScale, self.convert(fingers, to: view))
            delegate?.scrollViewWillBeginZooming(self, with: view)
        case .changed:
            let scale = pinchedZoomScale(pinchStart.scale * scrollPinch.scale)
            applyZoom(
                scale, to: view, offset: zoomedOffset(keeping: pinchStart.anchor, of: view, at: fingersInView, scale: scale))
        case .ended, .cancelled:
            isZooming = false
            if isDragging { rebaseDrag() }
            let scale = clampedZoomScale(zoomScale)
            let offset = clampedOffset(
                zoomedOffset(keeping: pinchStart.anchor, of: view, at: fingersInView, scale: scale),
                forContentSize: zoomedContentSize(of: view, scale: scale))
            guard let window, scale != zoomScale || offset != contentOffset else {
                delegate?.scrollViewDidEndZooming(self, with: view, atScale: zoomScale)
                return
            }
            isZoomBouncing = scale != zoomScale
            startMotion(.zoom(from: (zoomScale, contentOffset), to: (scale, offset), start: window.clock.now), on: window)
        default:
            break
        }
    }

    /// The scale a pinch shows for the fingers' `raw` scale: within the limits as is; past them with
    /// ``bouncesZoom`` resisted by ``zoomBounceExponent``, without it stopped at the limit.
    private func pinchedZoomScale(_ raw: CGFloat) -> CGFloat {
        let limit = clampedZoomScale(raw)
        guard bouncesZoom, raw != limit, limit > 0 else { return limit }
        return limit * pow(raw / limit, Self.zoomBounceExponent)
    }
}
