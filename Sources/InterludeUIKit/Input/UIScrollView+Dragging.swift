/// Dragging, deceleration and animated scrolling of a scroll view.
extension UIScrollView {
    /// What moves the content when no finger does.
    enum ScrollMotion {
        /// Deceleration or bounce after a drag, per axis, from `start` clock time.
        case deceleration(x: ScrollAxisMotion, y: ScrollAxisMotion, start: TimeInterval)
        /// `setContentOffset(_:animated: true)`, a scroll to the top, or the content moving back
        /// over a refresh control; `ending` says whom to tell when it ends.
        case animation(from: CGPoint, to: CGPoint, start: TimeInterval, ending: AnimationEnding)
        /// An animated zoom (`setZoomScale(_:animated: true)`, `zoom(to:animated: true)`, a pinch's
        /// bounce back): scale and offset move together.
        case zoom(from: (scale: CGFloat, offset: CGPoint), to: (scale: CGFloat, offset: CGPoint), start: TimeInterval)
    }

    /// What the delegate hears when an animated scroll ends.
    enum AnimationEnding {
        /// `scrollViewDidEndScrollingAnimation(_:)`: `setContentOffset(_:animated: true)`.
        case scrollingAnimation
        /// `scrollViewDidScrollToTop(_:)`: a tap on the status bar.
        case scrollToTop
        /// Nothing: the content moving back over a refresh control that ended.
        case silent
    }

    // MARK: Dragging

    func handlePan() {
        if handsDragToSheet() { return }
        switch scrollPan.state {
        case .began:
            dragStartOffset = contentOffset
            dragStartTranslation = scrollPan.translation(in: self)
            dragAxisLock = directionalLock(for: dragStartTranslation)
            isDragging = true
            delegate?.scrollViewWillBeginDragging(self)
            dismissKeyboardAtDragBegin()
        case .changed:
            // While pinching, the pinch moves the content with the fingers' centroid.
            guard !isZooming else { return }
            let t = scrollPan.translation(in: self)
            let raw = CGPoint(
                x: dragStartOffset.x - (t.x - dragStartTranslation.x),
                y: dragStartOffset.y - (t.y - dragStartTranslation.y))
            contentOffset = CGPoint(
                x: dragMovesHorizontally
                    ? resisted(raw.x, range: horizontalRange, size: bounds.width, bounces: bouncesHorizontally)
                    : contentOffset.x,
                y: dragMovesVertically
                    ? resisted(raw.y, range: verticalRange, size: bounds.height, bounces: bouncesVertically)
                    : contentOffset.y)
        case .ended, .cancelled:
            endDragging()
        default:
            break
        }
    }

    /// A scroll view in a sheet, at its top edge: a drag down moves the sheet (towards a smaller
    /// detent or dismissal), and a drag up expands a sheet below its largest detent when it
    /// `prefersScrollingExpandsWhenScrolledToEdge`; the content stays. Decided when the drag
    /// begins, for the whole drag. Returns whether the sheet took this step.
    private func handsDragToSheet() -> Bool {
        let fingerY = scrollPan.translation(in: nil).y
        if scrollPan.state == .began {
            sheetDrag = nil
            guard let driver = enclosingSheetDriver(), driver.canBegin, let sheet = driver.sheet,
                contentOffset.y <= verticalRange.lowerBound + 0.5
            else { return false }
            let expands = fingerY < 0 && sheet.prefersScrollingExpandsWhenScrolledToEdge && !sheet.restsAtLargestDetent
            guard fingerY > 0 || expands else { return false }
            sheetDrag = driver
        }
        guard let driver = sheetDrag else { return false }
        let state = scrollPan.state
        driver.drag(state: state, translation: fingerY, velocity: scrollPan.velocity(in: nil).y)
        if state == .ended || state == .cancelled || state == .failed { sheetDrag = nil }
        return true
    }

    /// The drag driver of the sheet this scroll view is in, if any.
    private func enclosingSheetDriver() -> SheetDragDriver? {
        var current = superview
        while let view = current {
            if let container = view as? PresentationContainerView {
                return container.presentationController?.shownSheet?.dragDriver
            }
            current = view.superview
        }
        return nil
    }

    /// A finger went down: any deceleration or animation stops where it is.
    func touchDidGoDown() {
        guard motion != nil else { return }
        let wasDecelerating = isDecelerating
        stopMotion()
        if wasDecelerating { delegate?.scrollViewDidEndDecelerating(self) }
    }

    /// `offset` past an edge of `range` follows UIKit's rubber band; without bounces it is clamped.
    private func resisted(_ offset: CGFloat, range: ClosedRange<CGFloat>, size: CGFloat, bounces: Bool) -> CGFloat {
        let clamped = min(max(offset, range.lowerBound), range.upperBound)
        guard bounces, offset != clamped, size > 0 else { return clamped }
        let distance = abs(offset - clamped)
        let band = (1 - 1 / (distance * Self.rubberBandCoefficient / size + 1)) * size
        return clamped + (offset < clamped ? -band : band)
    }

    // MARK: Directional lock

    /// The axis a drag is locked to by ``isDirectionalLockEnabled``.
    enum DragAxisLock {
        case none, horizontal, vertical
    }

    /// Whether the current drag moves the content horizontally: the axis scrolls and the drag is
    /// not locked to the vertical one.
    var dragMovesHorizontally: Bool { canScrollHorizontally && dragAxisLock != .vertical }
    /// Whether the current drag moves the content vertically.
    var dragMovesVertically: Bool { canScrollVertically && dragAxisLock != .horizontal }

    /// The lock for a drag that began moving by `translation`: with ``isDirectionalLockEnabled``
    /// and both axes scrolling, the axis it is within ``directionalLockAngle`` of; none for a
    /// diagonal start.
    func directionalLock(for translation: CGPoint) -> DragAxisLock {
        guard isDirectionalLockEnabled, canScrollHorizontally, canScrollVertically else { return .none }
        let angle = atan2(abs(translation.y), abs(translation.x))
        if angle <= Self.directionalLockAngle { return .horizontal }
        if angle >= .pi / 2 - Self.directionalLockAngle { return .vertical }
        return .none
    }

    /// Makes the drag continue from the current offset and finger position (after a pinch moved the content).
    func rebaseDrag() {
        dragStartOffset = contentOffset
        dragStartTranslation = scrollPan.translation(in: self)
    }

    private func endDragging() {
        // A refresh that began or ended during the drag takes or gives its room now; the motion
        // below then comes to rest at the new top.
        let wasDragging = isDragging
        isDragging = false
        updateRefreshControlInset(movingContent: false)
        isDragging = wasDragging
        let fingerVelocity = scrollPan.velocity(in: self)
        dismissKeyboardAtDragEnd(fingerInWindow: scrollPan.location(in: nil), fingerVelocity: scrollPan.velocity(in: nil))
        if isZooming || isAnimatingZoom {
            // The pinch ends the motion (it bounces the scale and offset back itself).
            isDragging = false
            delegate?.scrollViewDidEndDragging(self, willDecelerate: false)
            return
        }
        if isPagingEnabled { return endDraggingOnPage(fingerVelocity: fingerVelocity) }
        // Content moves against the finger; UIKit reports points per millisecond.
        let velocity = CGPoint(
            x: dragMovesHorizontally ? -fingerVelocity.x / 1000 : 0,
            y: dragMovesVertically ? -fingerVelocity.y / 1000 : 0)
        let rate = decelerationRate.rawValue
        let natural = CGPoint(
            x: restingOffset(contentOffset.x, velocity.x, horizontalRange, rate),
            y: restingOffset(contentOffset.y, velocity.y, verticalRange, rate))
        var target = adjustedDragTarget(natural, velocity: velocity)
        if let delegate {
            withUnsafeMutablePointer(to: &target) { pointer in
                delegate.scrollViewWillEndDragging(self, withVelocity: velocity, targetContentOffset: pointer)
            }
        }
        isDragging = false
        let x = axisMotion(contentOffset.x, velocity.x, horizontalRange, natural.x, target.x, rate, bouncesHorizontally)
        let y = axisMotion(contentOffset.y, velocity.y, verticalRange, natural.y, target.y, rate, bouncesVertically)
        let willDecelerate = !(x.isAtRestImmediately && y.isAtRestImmediately)
        delegate?.scrollViewDidEndDragging(self, willDecelerate: willDecelerate)
        guard willDecelerate, let window else { return }
        isDecelerating = true
        delegate?.scrollViewWillBeginDecelerating(self)
        startMotion(.deceleration(x: x, y: y, start: window.clock.now), on: window)
    }

    /// Where the content would come to rest: the projection `x0 + v·d/(1 − d)` clamped to the range.
    private func restingOffset(_ offset: CGFloat, _ velocity: CGFloat, _ range: ClosedRange<CGFloat>, _ rate: CGFloat) -> CGFloat
    {
        min(max(offset + velocity * rate / (1 - rate), range.lowerBound), range.upperBound)
    }

    /// The axis motion: natural, or aimed at the delegate's target with the velocity that projects onto it.
    func axisMotion(
        _ offset: CGFloat, _ velocity: CGFloat, _ range: ClosedRange<CGFloat>,
        _ natural: CGFloat, _ target: CGFloat, _ rate: CGFloat, _ bounces: Bool
    ) -> ScrollAxisMotion {
        guard target != natural, range.contains(offset) else {
            return ScrollAxisMotion(offset: offset, velocity: velocity, range: range, rate: rate, bounces: bounces)
        }
        let aimed = (target - offset) * (1 - rate) / rate
        let reach = min(range.lowerBound, target)...max(range.upperBound, target)
        return ScrollAxisMotion(offset: offset, velocity: aimed, range: reach, rate: rate, bounces: bounces)
    }

    // MARK: Motion on the clock

    func startMotion(_ newMotion: ScrollMotion, on window: UIWindow) {
        motion = newMotion
        if motionLink == nil {
            let link = CADisplayLink(target: self, selector: UIScrollView.stepMotion)
            link.add(to: window.clock)
            motionLink = link
        }
    }

    func stopMotion() {
        motion = nil
        isDecelerating = false
        isZoomBouncing = false
        motionLink?.invalidate()
        motionLink = nil
    }

    /// Ends the running motion where it is (``stopScrollingAndZooming()``): a deceleration leaves
    /// the content at the nearest resting offset (the edge it was past, or with paging the
    /// nearest page), an animated zoom at a scale within the limits. The delegate hears the end of
    /// a deceleration (as when a finger stops it) or of zooming, not of a scrolling animation.
    func stopMotionInPlace() {
        guard let stopped = motion else { return }
        let wasDecelerating = isDecelerating
        stopMotion()
        switch stopped {
        case .deceleration:
            var offset = clampedOffset(contentOffset, forContentSize: contentSize)
            if isPagingEnabled {
                offset = CGPoint(
                    x: Self.pageOffset(offset.x, velocity: 0, page: bounds.width, range: horizontalRange),
                    y: Self.pageOffset(offset.y, velocity: 0, page: bounds.height, range: verticalRange))
            }
            if offset != contentOffset { contentOffset = offset }
            if wasDecelerating { delegate?.scrollViewDidEndDecelerating(self) }
        case .animation:
            // As when a new `setContentOffset(_:animated:)` interrupts it: no report.
            break
        case .zoom:
            guard let view = zoomingView else { return }
            let scale = clampedZoomScale(zoomScale)
            if scale != zoomScale {
                let offset = clampedOffset(contentOffset, forContentSize: zoomedContentSize(of: view, scale: scale))
                applyZoom(scale, to: view, offset: offset)
            }
            delegate?.scrollViewDidEndZooming(self, with: view, atScale: zoomScale)
        }
    }

    private func stepMotion(_ link: CADisplayLink) {
        guard let motion else { return stopMotion() }
        switch motion {
        case let .deceleration(x, y, start):
            let t = link.timestamp - start
            let (ox, restX) = x.offset(at: t), (oy, restY) = y.offset(at: t)
            contentOffset = CGPoint(x: ox, y: oy)
            if restX && restY {
                stopMotion()
                delegate?.scrollViewDidEndDecelerating(self)
            }
        case let .animation(from, to, start, ending):
            let progress = min(1, (link.timestamp - start) / Self.scrollAnimationDuration)
            if progress >= 1 - ClockTimer.timeTolerance {
                contentOffset = to
                stopMotion()
                switch ending {
                case .scrollingAnimation: delegate?.scrollViewDidEndScrollingAnimation(self)
                case .scrollToTop: delegate?.scrollViewDidScrollToTop(self)
                case .silent: break
                }
                return
            }
            let eased = CGFloat(CubicBezier.easeInEaseOut.solve(progress))
            contentOffset = CGPoint(x: from.x + (to.x - from.x) * eased, y: from.y + (to.y - from.y) * eased)
        case let .zoom(from, to, start):
            stepZoom(from: from, to: to, elapsed: link.timestamp - start)
        }
    }
}
