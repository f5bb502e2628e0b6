/// Turns a sequence of touches into a gesture and reports it to targets, UIKit's `UIGestureRecognizer`.
///
/// ## States
/// A discrete recognizer (a tap) goes `.possible → .recognized` (= `.ended`) or `.possible → .failed`.
/// A continuous one (a pan) goes `.possible → .began → .changed… → .ended` or `→ .cancelled`, or
/// `.possible → .failed`. Targets are called on `.began`, `.changed`, `.ended` (`.recognized`) and
/// `.cancelled`. Once the touch sequence is over, a finished recognizer resets to `.possible`
/// (``reset()`` runs), after its targets heard the final state.
///
/// ## Target-action
/// UIKit takes a selector; here the action is an unapplied method reference taking nothing, the
/// recognizer as `UIGestureRecognizer`, or the recognizer as its own class:
/// `UIScreenEdgePanGestureRecognizer(target: self, action: PageViewController.handlePan)`. The
/// target is held weakly. `addAction(_:)` and `init(handler:)` are the closure forms.
///
/// ## Arbitration
/// When a recognizer begins or recognizes: the delegate's `gestureRecognizerShouldBegin` and the
/// touched views' `gestureRecognizerShouldBegin(_:)` may veto it (it fails); it waits while a
/// recognizer it requires to fail (``require(toFail:)``, the delegate's failure requirements) is
/// undecided; it fails if another recognizer of the same touches already began, unless the two
/// recognize simultaneously; and it makes the other undecided recognizers of its touches fail.
/// With ``cancelsTouchesInView`` (the default) the touched view then gets `touchesCancelled`.
@preconcurrency @MainActor
open class UIGestureRecognizer: NSObject {
    /// The stages of recognition (UIKit's raw values).
    public enum State: Int, Sendable {
        /// Touches are being evaluated; nothing recognized yet. The initial state.
        case possible
        /// A continuous gesture started.
        case began
        /// A continuous gesture changed.
        case changed
        /// A continuous gesture ended, or a discrete one was recognized.
        case ended
        /// A continuous gesture was cancelled.
        case cancelled
        /// The touches are not this gesture.
        case failed

        /// A discrete gesture was recognized; the same as `.ended`.
        public static var recognized: State { .ended }
    }

    var currentState = State.possible
    /// A recognition waiting for recognizers this one requires to fail.
    var pendingRecognition: State?
    var targetActions: [TargetActionEntry<UIGestureRecognizer>] = []
    /// Touches delivered to the recognizer since its last reset.
    var trackedTouches: [UITouch] = []
    /// Recognizers that must fail before this one may recognize (``require(toFail:)``).
    var requiredToFail: [WeakRecognizer] = []

    /// The view the recognizer is attached to (`UIView.addGestureRecognizer(_:)`).
    public internal(set) weak var view: UIView?
    /// The delegate, held weakly.
    open weak var delegate: UIGestureRecognizerDelegate?
    /// A name for debugging. Defaults to nil.
    open var name: String?
    /// Whether the recognizer receives touches. Defaults to true; disabling an active recognizer
    /// cancels it.
    open var isEnabled = true {
        didSet {
            guard !isEnabled, oldValue else { return }
            if currentState == .began || currentState == .changed {
                state = .cancelled
            } else if currentState == .possible {
                state = .failed
            }
            resetIfFinished(force: true)
        }
    }
    /// Whether the touched view gets `touchesCancelled` when the gesture is recognized. Defaults to true.
    open var cancelsTouchesInView = true
    /// Whether the touched view's `touchesBegan` waits until this recognizer fails. Defaults to false.
    open var delaysTouchesBegan = false
    /// Whether the touched view's `touchesEnded` waits until this recognizer fails or recognizes.
    /// Defaults to true.
    open var delaysTouchesEnded = true

    /// A recognizer with no target yet.
    public override init() {}

    // Associated objects (`objc_setAssociatedObject`) are released with the recognizer.
    deinit { AssociatedObjects.objectWillDeallocate(ObjectIdentifier(self)) }

    /// A recognizer calling `action` (an unapplied method taking nothing) on `target`, held weakly.
    public init<Target: AnyObject>(target: Target, action: @escaping (Target) -> () -> Void) {
        super.init()
        addTarget(target, action: action)
    }

    /// A recognizer calling `action` on `target` (held weakly) with the recognizer; `Sender` may be
    /// `UIGestureRecognizer`, the recognizer's own class or `Any`.
    public init<Target: AnyObject, Sender>(target: Target, action: @escaping (Target) -> (Sender) -> Void) {
        super.init()
        addTarget(target, action: action)
    }

    /// A recognizer with no action yet, as UIKit's `init(target: nil, action: nil)` (the form
    /// subclasses pass to `super`); actions come later through `addTarget(_:action:)`. Without an
    /// action there is nothing to call on `target`, so it is not kept.
    public init(target: Any?, action: Never?) {
        super.init()
    }

    /// A recognizer calling `handler` with itself on every reported state.
    public init(handler: @escaping @MainActor (UIGestureRecognizer) -> Void) {
        super.init()
        addAction(handler)
    }

    // MARK: State

    /// The current stage. Subclasses set it from their `touches…` methods; targets are called on
    /// each reported change (see the type's documentation for the legal transitions).
    open var state: State {
        get { currentState }
        set { transition(to: newValue) }
    }

    // MARK: Targets

    /// Adds a target-action pair; `action` takes nothing.
    @discardableResult
    public func addTarget<Target: AnyObject>(_ target: Target, action: @escaping (Target) -> () -> Void) -> ActionRegistration {
        let entry = TargetActionEntry<UIGestureRecognizer>(target: target) { target, _, _ in action(target)() }
        targetActions.append(entry)
        return entry.registration
    }

    /// Adds a target-action pair; `action` takes the recognizer as `Sender` (reported and not added
    /// when the recognizer is not a `Sender`).
    @discardableResult
    public func addTarget<Target: AnyObject, Sender>(
        _ target: Target,
        action: @escaping (Target) -> (Sender) -> Void
    ) -> ActionRegistration? {
        guard self is Sender else {
            Diagnostics.report(
                "\(type(of: self)).addTarget(_:action:): the action takes a \(Sender.self), "
                    + "but the recognizer is a \(type(of: self)); the target was not added")
            return nil
        }
        let entry = TargetActionEntry<UIGestureRecognizer>(target: target) { target, recognizer, _ in
            if let sender = recognizer as? Sender { action(target)(sender) }
        }
        targetActions.append(entry)
        return entry.registration
    }

    /// Adds a closure called with the recognizer on every reported state.
    /// (Final: an overridable method taking a main-actor closure was mangled differently by
    /// separately compiled files, which broke incremental links.)
    @discardableResult
    public final func addAction(_ handler: @escaping @MainActor (UIGestureRecognizer) -> Void) -> ActionRegistration {
        let entry = TargetActionEntry<UIGestureRecognizer> { recognizer, _ in handler(recognizer) }
        targetActions.append(entry)
        return entry.registration
    }

    /// Removes the pair `action` names, or every action of `target` when `action` is nil (every
    /// target-action pair when both are nil).
    public func removeTarget(_ target: AnyObject?, action: ActionRegistration?) {
        targetActions.removeAll { $0.matches(target: target, registration: action) }
    }

    /// Makes this recognizer wait until `otherGestureRecognizer` fails before it recognizes (it
    /// fails if the other recognizes).
    public func require(toFail otherGestureRecognizer: UIGestureRecognizer) {
        guard otherGestureRecognizer !== self,
            !requiredToFail.contains(where: { $0.recognizer === otherGestureRecognizer })
        else { return }
        requiredToFail.append(WeakRecognizer(recognizer: otherGestureRecognizer))
    }

    // MARK: Touches and location

    /// Number of touches the recognizer is following (touches that ended still count until the
    /// recognizer reports its end).
    open var numberOfTouches: Int { trackedTouches.count }

    /// Centroid of the recognizer's touches in `view`'s coordinates (the window's when nil).
    open func location(in view: UIView?) -> CGPoint {
        guard !trackedTouches.isEmpty else { return .zero }
        let points = trackedTouches.map { $0.location(in: view) }
        let count = CGFloat(points.count)
        return CGPoint(x: points.reduce(0) { $0 + $1.x } / count, y: points.reduce(0) { $0 + $1.y } / count)
    }

    /// Location of touch number `touchIndex` in `view`'s coordinates.
    open func location(ofTouch touchIndex: Int, in view: UIView?) -> CGPoint {
        guard trackedTouches.indices.contains(touchIndex) else {
            Diagnostics.report("\(type(of: self)).location(ofTouch: \(touchIndex), in:): only \(trackedTouches.count) touches")
            return .zero
        }
        return trackedTouches[touchIndex].location(in: view)
    }

    // MARK: Subclass hooks (UIGestureRecognizerSubclass)

    /// Clears per-gesture state; called after the recognizer returns to `.possible`. Call super.
    open func reset() {}

    /// Stops delivering `touch` to this recognizer.
    open func ignore(_ touch: UITouch, for event: UIEvent) {
        trackedTouches.removeAll { $0 === touch }
        touch.recognizers.removeAll { $0 === self }
    }

    /// Whether recognizing this gesture makes `preventedGestureRecognizer` fail. Default true.
    open func canPrevent(_ preventedGestureRecognizer: UIGestureRecognizer) -> Bool { true }
    /// Whether `preventingGestureRecognizer` recognizing makes this one fail. Default true.
    open func canBePrevented(by preventingGestureRecognizer: UIGestureRecognizer) -> Bool { true }
    /// Whether this recognizer waits for `otherGestureRecognizer` to fail. Default false.
    open func shouldRequireFailure(of otherGestureRecognizer: UIGestureRecognizer) -> Bool { false }
    /// Whether `otherGestureRecognizer` waits for this one to fail. Default false.
    open func shouldBeRequiredToFail(by otherGestureRecognizer: UIGestureRecognizer) -> Bool { false }

    /// Touches went down. Subclasses evaluate them; the default does nothing.
    open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {}
    /// Touches moved.
    open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {}
    /// Touches lifted.
    open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {}
    /// Touches were cancelled. The default cancels an active gesture and fails an undecided one.
    open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        if state == .began || state == .changed { state = .cancelled } else if state == .possible { state = .failed }
    }

    /// Weak reference used by failure requirements.
    struct WeakRecognizer { weak var recognizer: UIGestureRecognizer? }
}
