/// A scroll view's ``UIScrollView/refreshControl``: where it sits, the pull that begins a refresh,
/// and the room a refreshing control keeps above the content.
///
/// - The control is the scroll view's first subview (behind the content), as wide as the scroll
///   view and `UIRefreshControl.defaultHeight` tall, its bottom edge at the top of the content
///   inset (y = −`contentInset.top`), so the content uncovers it as it is pulled down.
/// - While a finger drags, once the content is pulled `UIRefreshControl.refreshTriggerDistance`
///   points past its top (the top of ``UIScrollView/adjustedContentInset``), the control begins
///   refreshing and sends `.valueChanged`, once.
/// - While the control refreshes, ``UIScrollView/adjustedContentInset``'s top keeps
///   `UIRefreshControl.defaultHeight` more points, so the content comes to rest below the control.
///   The room comes and goes when no finger drags (a change during a drag waits for the finger to
///   lift, so the drag's rubber band does not jump); its change is reported as any inset change
///   is, but adding it does not move the content. When it goes with the content above the new
///   top, the content moves back up, animated.
extension UIScrollView {
    /// A new control replaced `old`: the old one leaves, the new one becomes the first subview.
    func refreshControlDidChange(from old: UIRefreshControl?) {
        guard old !== refreshControl else { return }
        if let old, old.superview === self { old.removeFromSuperview() }
        if let control = refreshControl {
            insertSubview(control, at: 0)
            layoutRefreshControl()
        }
        updateRefreshControlInset(movingContent: true)
    }

    /// Places the control above the content (see the extension's documentation).
    func layoutRefreshControl() {
        guard let control = refreshControl, control.superview === self else { return }
        let height = UIRefreshControl.defaultHeight
        control.frame = CGRect(x: 0, y: -contentInset.top - height, width: bounds.width, height: height)
    }

    /// The content moved: the control's drawing follows the pull, and a drag pulling past the
    /// trigger distance begins refreshing.
    func refreshControlContentDidScroll() {
        guard let control = refreshControl, control.superview === self else { return }
        let top = -(adjustedContentInset.top - refreshControlInset)
        let pulled = top - contentOffset.y
        control.pullProgress = max(0, pulled) / UIRefreshControl.refreshTriggerDistance
        if isDragging, !control.isRefreshing, pulled >= UIRefreshControl.refreshTriggerDistance {
            control.beginRefreshingFromPull()
        }
    }

    /// The control began or ended refreshing.
    func refreshControlRefreshingDidChange() {
        updateRefreshControlInset(movingContent: true)
    }

    /// Gives the refreshing control its room above the content, or takes it away, unless a
    /// finger drags (the drag's end calls again). With `movingContent`, content left above the
    /// new top moves back to it, animated when animations are enabled.
    func updateRefreshControlInset(movingContent: Bool) {
        let control = refreshControl
        let wanted = control?.isRefreshing == true && control?.superview === self ? UIRefreshControl.defaultHeight : 0
        guard wanted != refreshControlInset, !isDragging else { return }
        let removing = wanted < refreshControlInset
        refreshControlInset = wanted
        adjustedContentInsetMayHaveChanged(movingRestingOffset: false)
        guard removing, movingContent, contentOffset.y < verticalRange.lowerBound else { return }
        if isDecelerating {
            stopMotion()
            delegate?.scrollViewDidEndDecelerating(self)
        }
        stopMotion()
        let target = CGPoint(x: contentOffset.x, y: verticalRange.lowerBound)
        guard UIView.areAnimationsEnabled, let window else {
            contentOffset = target
            return
        }
        startMotion(.animation(from: contentOffset, to: target, start: window.clock.now, ending: .silent), on: window)
    }

}
