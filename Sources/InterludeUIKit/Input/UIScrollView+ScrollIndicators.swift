/// The scroll indicators: thin bars at the trailing and bottom edges showing which part of the
/// content is visible, as UIKit draws them.
///
/// They show while a finger drags the content, while it decelerates or bounces back, while it
/// zooms, and during an animated scroll (`setContentOffset(_:animated: true)`,
/// `scrollRectToVisible(_:animated: true)`, a scroll to the top); ``UIScrollView/flashScrollIndicators()``
/// and ``UIScrollView/withScrollIndicatorsShown(forContentOffsetChanges:)`` show them too. When
/// nothing moves the content any more they wait `scrollIndicatorFadeDelay` on the
/// window clock, then fade out over `scrollIndicatorFadeDuration`. Only an axis
/// whose content (with the adjusted insets) is larger than the view has an indicator, and only
/// while its `shows…ScrollIndicator` is true.
///
/// Geometry: each indicator runs along a track inset from the view's edges by the indicator
/// insets (plus the safe area with ``UIScrollView/automaticallyAdjustsScrollIndicatorInsets``)
/// and `scrollIndicatorMargin`. Its length is the track's times the visible
/// fraction of the content (at least `scrollIndicatorMinimumLength`), its position
/// the offset's fraction of the scroll range; past an edge it shrinks by the distance past it
/// (down to `scrollIndicatorMinimumOverscrollLength`) and stays at that end.
///
/// As in UIKit, the indicators are subviews of the scroll view, added the first time they show
/// and kept in front of the content (also when content views are added later); they ignore
/// touches. UIKit documents none of the numbers; Interlude's values are those Flutter's Cupertino
/// scroll bar measured on iOS (see Decisions).
extension UIScrollView {
    /// The look of the scroll indicators, with UIKit's raw values
    /// (https://developer.apple.com/documentation/uikit/uiscrollview/indicatorstyle-swift.enum).
    public enum IndicatorStyle: Int, Sendable {
        /// Dark on a light interface style and light on a dark one, so it shows on any
        /// background (UIKit's default since iOS 13; Apple's page still describes the older black
        /// indicator with a white border).
        case `default` = 0
        /// A black indicator, narrower than the default, for light content.
        case black = 1
        /// A white indicator, narrower than the default, for dark content.
        case white = 2
    }

    /// How long, in seconds, the indicators stay after the content stops moving or is flashed:
    /// 1.2 (Interlude's value; UIKit documents none).
    static let scrollIndicatorFadeDelay: TimeInterval = 1.2
    /// How long, in seconds, the indicators take to fade out: 0.25.
    static let scrollIndicatorFadeDuration: TimeInterval = 0.25
    /// Thickness, in points, of a `.default` indicator: 3 (`.black` and `.white` are half a point thinner).
    static let scrollIndicatorThickness: CGFloat = 3
    /// Distance, in points, between an indicator and the edges of its track: 3.
    static let scrollIndicatorMargin: CGFloat = 3
    /// The shortest an indicator gets from the proportion alone, in points: 36.
    static let scrollIndicatorMinimumLength: CGFloat = 36
    /// The shortest an indicator gets while the content is past an edge, in points: 8.
    static let scrollIndicatorMinimumOverscrollLength: CGFloat = 8

    /// ``flashScrollIndicators()``: the scrollable axes' indicators, then the wait to fade.
    func flashIndicators() {
        guard window != nil else { return }
        showScrollIndicators(vertical: true, horizontal: true)
        scheduleScrollIndicatorFade()
    }

    /// ``withScrollIndicatorsShown(forContentOffsetChanges:)``: offset changes while `changes`
    /// runs show their axes' indicators (see `scrollIndicatorsFollowBounds(from:)`).
    func showingIndicatorsForOffsetChanges(_ changes: () -> Void) {
        scrollIndicators.showsForOffsetChanges += 1
        changes()
        scrollIndicators.showsForOffsetChanges -= 1
        if scrollIndicators.showsForOffsetChanges == 0 { scheduleScrollIndicatorFade() }
    }

    // MARK: Showing and fading

    /// Whether a finger, a deceleration or bounce, a zoom or an animated scroll moves the content.
    var movesContentForIndicators: Bool { isDragging || motion != nil || isZooming }

    /// A drag, motion or zoom began or ended: the indicators show, or start waiting to fade.
    func scrollIndicatorActivityChanged() {
        if movesContentForIndicators {
            showScrollIndicators(vertical: true, horizontal: true)
        } else {
            scheduleScrollIndicatorFade()
        }
    }

    /// The bounds changed: shown indicators follow, an axis that came to scroll during a motion
    /// shows its own, and an offset change inside
    /// ``withScrollIndicatorsShown(forContentOffsetChanges:)`` shows the indicator of its axis.
    func scrollIndicatorsFollowBounds(from old: CGRect) {
        if scrollIndicators.showsForOffsetChanges > 0 {
            let vertical = bounds.minY != old.minY, horizontal = bounds.minX != old.minX
            if vertical || horizontal { showScrollIndicators(vertical: vertical, horizontal: horizontal, placedFor: old) }
        } else if movesContentForIndicators {
            showScrollIndicators(vertical: true, horizontal: true)
        }
        layoutShownScrollIndicators()
    }

    /// The content size changed (by a zoom too): as for a setting, and an axis that came to
    /// scroll during a motion shows its indicator.
    func scrollIndicatorsFollowContentSize() {
        if movesContentForIndicators { showScrollIndicators(vertical: true, horizontal: true) }
        scrollIndicatorSettingsChanged()
    }

    /// A setting changed: indicators no longer allowed hide at once; the others take the new
    /// style and insets.
    func scrollIndicatorSettingsChanged() {
        for indicator in [scrollIndicators.vertical, scrollIndicators.horizontal].compactMap({ $0 })
        where indicator.isShown && !scrollIndicatorIsAllowed(vertical: indicator.isVertical) {
            hideScrollIndicator(indicator)
        }
        layoutShownScrollIndicators()
    }

    /// Shows the indicators of the requested axes that are allowed (at full opacity at once,
    /// stopping a fade), in front of the content, and cancels a pending fade. An indicator that
    /// was hidden first appears where it belongs for the bounds `placedFor` (the offset before a
    /// change, so an animated change moves it from there).
    func showScrollIndicators(vertical: Bool, horizontal: Bool, placedFor old: CGRect? = nil) {
        var showed = false
        for isVertical in [true, false] where (isVertical ? vertical : horizontal) {
            guard scrollIndicatorIsAllowed(vertical: isVertical) else { continue }
            showed = true
            let indicator = scrollIndicator(vertical: isVertical)
            guard !indicator.isShown else { continue }
            if indicator.superview !== self { addSubview(indicator) }
            UIView.performWithoutAnimation {
                indicator.layer.removeAllAnimations()
                indicator.alpha = 1
                indicator.frame = scrollIndicatorFrame(vertical: isVertical, besideOther: false, for: old)
            }
            indicator.isShown = true
        }
        guard showed else { return }
        scrollIndicators.fadeTimer?.invalidate()
        scrollIndicators.fadeTimer = nil
        keepScrollIndicatorsInFront()
        layoutShownScrollIndicators()
    }

    /// Starts the wait before the shown indicators fade, unless something still moves the content.
    func scheduleScrollIndicatorFade() {
        guard !movesContentForIndicators, scrollIndicators.showsForOffsetChanges == 0,
            scrollIndicators.vertical?.isShown == true || scrollIndicators.horizontal?.isShown == true,
            let window
        else { return }
        scrollIndicators.fadeTimer?.invalidate()
        scrollIndicators.fadeTimer = ClockTimer(
            clock: window.clock, fireTime: window.clock.now + Self.scrollIndicatorFadeDelay
        ) { [weak self] in
            guard let self else { return }
            self.scrollIndicators.fadeTimer = nil
            guard !self.movesContentForIndicators else { return }
            for indicator in [self.scrollIndicators.vertical, self.scrollIndicators.horizontal].compactMap({ $0 })
            where indicator.isShown {
                indicator.isShown = false
                UIView.animate(withDuration: Self.scrollIndicatorFadeDuration) { indicator.alpha = 0 }
            }
        }
    }

    private func hideScrollIndicator(_ indicator: ScrollIndicatorView) {
        indicator.isShown = false
        UIView.performWithoutAnimation {
            indicator.layer.removeAllAnimations()
            indicator.alpha = 0
        }
    }

    /// Whether an axis has an indicator now: its `shows…ScrollIndicator` is true and its content,
    /// with the adjusted insets, is larger than the view.
    func scrollIndicatorIsAllowed(vertical: Bool) -> Bool {
        let inset = adjustedContentInset
        if vertical {
            return showsVerticalScrollIndicator && contentSize.height + inset.top + inset.bottom > bounds.height
        }
        return showsHorizontalScrollIndicator && contentSize.width + inset.left + inset.right > bounds.width
    }

    private func scrollIndicator(vertical: Bool) -> ScrollIndicatorView {
        if let existing = vertical ? scrollIndicators.vertical : scrollIndicators.horizontal { return existing }
        let indicator = ScrollIndicatorView(vertical: vertical)
        if vertical { scrollIndicators.vertical = indicator } else { scrollIndicators.horizontal = indicator }
        return indicator
    }

    func keepScrollIndicatorsInFront() {
        for indicator in [scrollIndicators.vertical, scrollIndicators.horizontal].compactMap({ $0 })
        where indicator.superview === self && subviews.last !== indicator {
            bringSubviewToFront(indicator)
        }
    }

    // MARK: Geometry

    /// Places and colours the shown indicators for the current offset, size and settings.
    func layoutShownScrollIndicators() {
        let vertical = scrollIndicators.vertical, horizontal = scrollIndicators.horizontal
        guard vertical?.isShown == true || horizontal?.isShown == true else { return }
        let both = vertical?.isShown == true && horizontal?.isShown == true
        for indicator in [vertical, horizontal].compactMap({ $0 }) where indicator.isShown {
            indicator.frame = scrollIndicatorFrame(vertical: indicator.isVertical, besideOther: both)
            indicator.apply(style: indicatorStyle, dark: traitCollection.userInterfaceStyle == .dark)
        }
    }

    /// The insets of an indicator's track from the view's edges.
    func scrollIndicatorTrackInsets(vertical: Bool) -> UIEdgeInsets {
        let own = vertical ? verticalScrollIndicatorInsets : horizontalScrollIndicatorInsets
        return automaticallyAdjustsScrollIndicatorInsets ? own.adding(safeAreaInsets) : own
    }

    /// The frame, in the scroll view's (content) coordinates, of an indicator for the bounds
    /// `visible` (the current ones by default); `besideOther` leaves the corner where the two
    /// tracks would meet to the other one.
    func scrollIndicatorFrame(vertical: Bool, besideOther: Bool, for visible: CGRect? = nil) -> CGRect {
        let bounds = visible ?? self.bounds
        let inset = scrollIndicatorTrackInsets(vertical: vertical)
        let margin = Self.scrollIndicatorMargin
        let thickness = Self.scrollIndicatorThickness - (indicatorStyle == .default ? 0 : 0.5)
        let corner = besideOther ? thickness + margin : 0
        let adjusted = adjustedContentInset
        if vertical {
            let start = bounds.minY + inset.top + margin
            let track = bounds.height - inset.top - inset.bottom - 2 * margin - corner
            let (position, length) = Self.scrollIndicatorSpan(
                offset: bounds.minY, range: verticalRange, visible: bounds.height,
                content: contentSize.height + adjusted.top + adjusted.bottom, track: track)
            return CGRect(
                x: bounds.maxX - inset.right - margin - thickness, y: start + position, width: thickness, height: length)
        }
        let start = bounds.minX + inset.left + margin
        let track = bounds.width - inset.left - inset.right - 2 * margin - corner
        let (position, length) = Self.scrollIndicatorSpan(
            offset: bounds.minX, range: horizontalRange, visible: bounds.width,
            content: contentSize.width + adjusted.left + adjusted.right, track: track)
        return CGRect(
            x: start + position, y: bounds.maxY - inset.bottom - margin - thickness, width: length, height: thickness)
    }

    /// Where along its track (from the track's start) an indicator sits and how long it is: the
    /// visible fraction of the content sets the length, the offset's place in its range the
    /// position; past an edge the length loses the distance past it and the indicator stays at
    /// that end.
    static func scrollIndicatorSpan(
        offset: CGFloat, range: ClosedRange<CGFloat>, visible: CGFloat, content: CGFloat, track: CGFloat
    ) -> (position: CGFloat, length: CGFloat) {
        guard track > 0, content > 0 else { return (0, max(0, track)) }
        let proportional = track * min(1, visible / content)
        var length = min(track, max(scrollIndicatorMinimumLength, proportional))
        let past = offset < range.lowerBound ? range.lowerBound - offset : max(0, offset - range.upperBound)
        if past > 0 { length = min(length, max(scrollIndicatorMinimumOverscrollLength, length - past)) }
        let span = range.upperBound - range.lowerBound
        let fraction = span > 0 ? min(1, max(0, (offset - range.lowerBound) / span)) : 0
        return (fraction * (track - length), length)
    }
}

/// A scroll view's indicator views and the timer that fades them.
@MainActor
struct ScrollIndicators {
    var vertical: ScrollIndicatorView?
    var horizontal: ScrollIndicatorView?
    var fadeTimer: ClockTimer?
    /// The depth of ``UIScrollView/withScrollIndicatorsShown(forContentOffsetChanges:)`` calls.
    var showsForOffsetChanges = 0
}

/// One scroll indicator: a rounded bar that ignores touches.
@MainActor
final class ScrollIndicatorView: UIView {
    let isVertical: Bool
    /// Whether the indicator is shown (false once its fade began).
    var isShown = false

    init(vertical: Bool) {
        isVertical = vertical
        super.init(frame: .zero)
        isUserInteractionEnabled = false
        alpha = 0
    }

    required init?(coder: NSCoder) { return nil }

    /// Colours the bar for `style`: `.default` is black at 35 % opacity on a light interface
    /// style and white at 50 % on a dark one; `.black` and `.white` keep one of those.
    func apply(style: UIScrollView.IndicatorStyle, dark: Bool) {
        let light: Bool
        switch style {
        case .default: light = dark
        case .black: light = false
        case .white: light = true
        }
        let color = light ? UIColor(white: 1, alpha: 0.5) : UIColor(white: 0, alpha: 0.35)
        if backgroundColor != color { backgroundColor = color }
        let radius = min(frame.width, frame.height) / 2
        if layer.cornerRadius != radius { layer.cornerRadius = radius }
    }
}
