/// A view that turns touches into control events and sends them to targets, UIKit's `UIControl`.
///
/// A touch that goes down in an enabled control is tracked: the control highlights, sends
/// `.touchDown`, then `.touchDragInside`/`.touchDragOutside` (with `.touchDragEnter`/`.touchDragExit`
/// on crossings) while the finger moves, and `.touchUpInside` or `.touchUpOutside` when it lifts, or
/// `.touchCancel` when the touch is cancelled. "Inside" while tracking means within the bounds grown
/// by ``trackingMargin`` (70 points) on every side, as UIKit does, so a finger that slides a little
/// off a button still triggers it.
///
/// Targets are added with an unapplied method reference instead of a selector
/// (`button.addTarget(self, action: ViewController.buttonTapped, for: .touchUpInside)`), or with a
/// ``UIAction``; see `UIControl+TargetAction.swift`.
@preconcurrency @MainActor
open class UIControl: UIView {
    /// How far outside its bounds, in points, a tracked touch still counts as inside (UIKit: 70).
    public static let trackingMargin: CGFloat = 70

    /// Whether the control responds to touches. Defaults to true. A disabled control and its
    /// subviews are skipped by hit testing, so touches reach the view behind it.
    open var isEnabled = true {
        didSet {
            if !isEnabled, isTracking { cancelTrackingForDisable() }
            if oldValue != isEnabled { controlStateDidChange() }
        }
    }
    /// Whether the control is selected. Defaults to false; controls do not change it themselves.
    open var isSelected = false {
        didSet { if oldValue != isSelected { controlStateDidChange() } }
    }
    /// Whether a touch is down inside the control. Set and cleared automatically while tracking.
    open var isHighlighted = false {
        didSet { if oldValue != isHighlighted { controlStateDidChange() } }
    }

    /// Whether the control's menu is its primary action: shown on touch down (sending
    /// `.menuActionTriggered`) instead of a tap being tracked
    /// (https://developer.apple.com/documentation/uikit/uicontrol/showsmenuasprimaryaction). A
    /// `UIButton` with a `menu` has one; other controls have no menu. Defaults to false: a button
    /// shows its menu on a long press.
    open var showsMenuAsPrimaryAction = false

    /// The state flags derived from `isHighlighted`, `isEnabled` and `isSelected`.
    open var state: State {
        var state = State.normal
        if isHighlighted { state.insert(.highlighted) }
        if !isEnabled { state.insert(.disabled) }
        if isSelected { state.insert(.selected) }
        return state
    }

    /// How the content is placed across the bounds. Defaults to `.center`.
    open var contentHorizontalAlignment: ContentHorizontalAlignment = .center {
        didSet { if oldValue != contentHorizontalAlignment { setNeedsLayout() } }
    }
    /// How the content is placed up and down the bounds. Defaults to `.center`.
    open var contentVerticalAlignment: ContentVerticalAlignment = .center {
        didSet { if oldValue != contentVerticalAlignment { setNeedsLayout() } }
    }

    /// Whether the control is tracking a touch (``beginTracking(_:with:)`` returned true).
    public private(set) var isTracking = false
    /// Whether the tracked touch is inside the tracking bounds.
    public private(set) var isTouchInside = false

    var targetActions: [TargetActionEntry<UIControl>] = []
    var actionEntries: [(action: UIAction, events: Event)] = []
    var targetActionEvents: [ActionRegistration: Event] = [:]
    private weak var trackedTouch: UITouch?

    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// A control that performs `primaryAction` on `.primaryActionTriggered`.
    public convenience init(frame: CGRect, primaryAction: UIAction?) {
        self.init(frame: frame)
        if let primaryAction { addAction(primaryAction, for: .primaryActionTriggered) }
    }

    /// Storyboard decoding is not supported; controls are built in code. Returns nil.
    public required init?(coder: NSCoder) { return nil }

    override var isAccessibilityElementByDefault: Bool { true }
    override var accessibilityTraitsByDefault: UIAccessibilityTraits { isEnabled ? .none : .notEnabled }

    // MARK: Tracking (override points)

    /// Called when a touch goes down in the control; return false to stop tracking it. Default true.
    open func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool { true }
    /// Called when the tracked touch moves; return false to stop tracking it. Default true.
    open func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool { true }
    /// Called when the tracked touch lifts.
    open func endTracking(_ touch: UITouch?, with event: UIEvent?) {}
    /// Called when the tracked touch is cancelled.
    open func cancelTracking(with event: UIEvent?) {}

    /// Called after `isEnabled`, `isSelected` or `isHighlighted` changed; subclasses refresh content.
    func controlStateDidChange() {}

    // MARK: Sending actions

    /// Sends `controlEvents` to every target-action pair and action registered for any of them,
    /// in the order they were added (target-action pairs first). No touch event is attached.
    open func sendActions(for controlEvents: Event) {
        sendActions(for: controlEvents, with: nil)
    }

    /// Performs `action` with this control as its sender.
    open func sendAction(_ action: UIAction) {
        action.perform(sender: self)
    }

    /// Sends `controlEvents` with the touch event that caused them.
    func sendActions(for controlEvents: Event, with event: UIEvent?) {
        let due = targetActions.filter { !(targetActionEvents[$0.registration] ?? []).isDisjoint(with: controlEvents) }
        var orphaned: Set<ActionRegistration> = []
        for entry in due where !entry.perform(sender: self, event: event) { orphaned.insert(entry.registration) }
        if !orphaned.isEmpty {
            targetActions.removeAll { orphaned.contains($0.registration) }
            for registration in orphaned { targetActionEvents[registration] = nil }
        }
        for (action, events) in actionEntries where !events.isDisjoint(with: controlEvents) {
            action.perform(sender: self)
        }
    }

    // MARK: Hit testing

    open override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        guard isEnabled else { return nil }
        return super.hitTest(point, with: event)
    }

    /// Whether `point` (in the control's coordinates) counts as inside while tracking.
    func isInsideTrackingBounds(_ point: CGPoint, with event: UIEvent?) -> Bool {
        let margin = Self.trackingMargin
        return bounds.insetBy(dx: -margin, dy: -margin).contains(point) || self.point(inside: point, with: event)
    }

    // MARK: Touches

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard isEnabled, trackedTouch == nil, let touch = touches.first else { return }
        trackedTouch = touch
        isTouchInside = true
        isTracking = beginTracking(touch, with: event)
        isHighlighted = true
        guard isTracking else { return }
        var events: Event = .touchDown
        if touch.tapCount > 1 { events.insert(.touchDownRepeat) }
        sendActions(for: events, with: event)
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = trackedTouch, touches.contains(touch) else { return }
        let wasInside = isTouchInside
        isTouchInside = isInsideTrackingBounds(touch.location(in: self), with: event)
        isHighlighted = isTouchInside
        guard isTracking else { return }
        isTracking = continueTracking(touch, with: event)
        guard isTracking else { return }
        var events: Event = isTouchInside ? .touchDragInside : .touchDragOutside
        if !wasInside, isTouchInside { events.insert(.touchDragEnter) }
        if wasInside, !isTouchInside { events.insert(.touchDragExit) }
        sendActions(for: events, with: event)
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = trackedTouch, touches.contains(touch) else { return }
        isTouchInside = isInsideTrackingBounds(touch.location(in: self), with: event)
        isHighlighted = false
        if isTracking {
            endTracking(touch, with: event)
            for events in touchUpEvents(inside: isTouchInside) { sendActions(for: events, with: event) }
        }
        finishTracking()
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = trackedTouch, touches.contains(touch) else { return }
        isHighlighted = false
        if isTracking {
            cancelTracking(with: event)
            sendActions(for: .touchCancel, with: event)
        }
        finishTracking()
    }

    /// The events a lifting touch sends, one send each, in order; buttons add `.primaryActionTriggered`.
    func touchUpEvents(inside: Bool) -> [Event] { [inside ? .touchUpInside : .touchUpOutside] }

    private func finishTracking() {
        trackedTouch = nil
        isTracking = false
        isTouchInside = false
    }

    private func cancelTrackingForDisable() {
        isHighlighted = false
        cancelTracking(with: nil)
        finishTracking()
    }
}
