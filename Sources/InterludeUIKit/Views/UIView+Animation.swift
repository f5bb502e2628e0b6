extension UIView {
    /// Animates the changes made in `animations` over `duration` seconds.
    ///
    /// Each changed property animates from its value on screen to the new value. Position,
    /// bounds and transform animate additively, as since iOS 8: on top of animations already
    /// running on them, which run on to their end; other properties replace a running animation.
    /// With `delay` the old value shows until the animation begins. `completion` runs after
    /// every animation of the block has stopped, with `true` unless one was interrupted; when
    /// nothing animates (no change, or `duration` ≤ 0) it runs on the next clock step with `true`.
    public class func animate(
        withDuration duration: TimeInterval, delay: TimeInterval,
        options: AnimationOptions = [], animations: @escaping () -> Void,
        completion: ((Bool) -> Void)? = nil
    ) {
        guard
            let (duration, delay) = validated(
                duration, delay, call: "UIView.animate(withDuration:delay:options:animations:completion:)")
        else {
            return
        }
        run(
            duration: duration, delay: delay, options: options, pacing: .curve(options.curve.timingFunction),
            animations: animations, completion: completion)
    }

    /// Repeats the animations of the changes made in `animations` `count` times (fractions
    /// allowed, 0 runs once), each repetition running back after forward when `autoreverses`.
    ///
    /// Call it inside an enclosing animation block, whose duration, delay and curve the changes
    /// keep; the count and `autoreverses` replace the block's `.repeat` and `.autoreverse`
    /// options (https://developer.apple.com/documentation/uikit/uiview/modifyanimations(withrepeatcount:autoreverses:animations:)).
    /// As with any repeating animation, each view shows its new value once the animations end.
    /// Outside a `UIView.animate` block (in no block, a keyframe block or a property animator's
    /// animations) the changes are made as the enclosing block would make them, once.
    public class func modifyAnimations(
        withRepeatCount count: CGFloat, autoreverses: Bool, animations: () -> Void
    ) {
        guard count >= 0 else {
            Diagnostics.report(
                "UIView.modifyAnimations(withRepeatCount:autoreverses:animations:): count \(count) must be ≥ 0; the changes were made without repeating"
            )
            return animations()
        }
        ViewAnimationContext.withRepetition(count: Float(count), autoreverses: autoreverses, animations)
    }

    /// Animates the changes made in `animations` over `duration` seconds, without delay and with the
    /// ease-in-ease-out curve; see ``animate(withDuration:delay:options:animations:completion:)``.
    public class func animate(
        withDuration duration: TimeInterval, animations: @escaping () -> Void,
        completion: ((Bool) -> Void)? = nil
    ) {
        animate(withDuration: duration, delay: 0, options: [], animations: animations, completion: completion)
    }

    /// Animates the changes made in `animations` over `duration` seconds, without delay and with the
    /// ease-in-ease-out curve, with no completion handler.
    public class func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void) {
        animate(withDuration: duration, delay: 0, options: [], animations: animations, completion: nil)
    }

    /// Animates with a spring fitted so that it settles in `duration`: `dampingRatio` 1 does not
    /// oscillate, towards 0 oscillates more; `velocity` is in total distances per second.
    public class func animate(
        withDuration duration: TimeInterval, delay: TimeInterval,
        usingSpringWithDamping dampingRatio: CGFloat, initialSpringVelocity velocity: CGFloat,
        options: AnimationOptions = [], animations: @escaping () -> Void,
        completion: ((Bool) -> Void)? = nil
    ) {
        let call =
            "UIView.animate(withDuration:delay:usingSpringWithDamping:initialSpringVelocity:options:animations:completion:)"
        guard let (duration, delay) = validated(duration, delay, call: call) else { return }
        guard dampingRatio.isFinite, velocity.isFinite else {
            return Diagnostics.report(
                "\(call): damping \(dampingRatio) and velocity \(velocity) must be finite; nothing was animated")
        }
        let spring = SpringParameters.fitting(
            duration: duration, dampingRatio: Double(dampingRatio),
            initialVelocity: Double(velocity))
        run(
            duration: duration, delay: delay, options: options,
            pacing: .spring(
                mass: spring.mass, stiffness: spring.stiffness, damping: spring.damping, initialVelocity: Double(velocity)),
            animations: animations, completion: completion)
    }

    /// Animates with a spring of perceptual `duration` and `bounce` (iOS 17); the animation lasts
    /// until the spring settles.
    public class func animate(
        springDuration duration: TimeInterval = 0.5, bounce: CGFloat = 0,
        initialSpringVelocity velocity: CGFloat = 0, delay: TimeInterval = 0,
        options: AnimationOptions = [], animations: @escaping () -> Void,
        completion: ((Bool) -> Void)? = nil
    ) {
        let call = "UIView.animate(springDuration:bounce:initialSpringVelocity:delay:options:animations:completion:)"
        guard let (duration, delay) = validated(duration, delay, call: call) else { return }
        guard bounce.isFinite, bounce > -1, velocity.isFinite else {
            return Diagnostics.report("\(call): bounce \(bounce) must be finite and > -1, velocity finite; nothing was animated")
        }
        let spring = SpringParameters(duration: duration, bounce: Double(bounce))
        let unit = UnitSpring(
            mass: spring.mass, stiffness: spring.stiffness, damping: spring.damping,
            initialVelocity: Double(velocity))
        run(
            duration: duration > 0 ? unit.settlingDuration(epsilon: 0.001) : 0, delay: delay, options: options,
            pacing: .spring(
                mass: spring.mass, stiffness: spring.stiffness, damping: spring.damping, initialVelocity: Double(velocity)),
            animations: animations, completion: completion)
    }

    /// Runs `actionsWithoutAnimation` with animations disabled, even inside an animation block.
    public class func performWithoutAnimation(_ actionsWithoutAnimation: () -> Void) {
        let context = ViewAnimationContext(
            duration: 0, delay: 0, options: [], pacing: .curve(CAMediaTimingFunction(name: .linear)),
            mode: .disabled, group: nil)
        withoutActuallyEscaping(actionsWithoutAnimation) { body in ViewAnimationContext.with(context, body) }
    }

    /// Whether block animations are enabled: true unless `setAnimationsEnabled(false)` turned them
    /// off or the code runs inside `performWithoutAnimation(_:)` (which UIKit does by turning
    /// them off for the block).
    public static var areAnimationsEnabled: Bool {
        get {
            if let context = ViewAnimationContext.current, case .disabled = context.mode { return false }
            return animationsEnabled
        }
        set { animationsEnabled = newValue }
    }

    /// Enables or disables block animations globally.
    public class func setAnimationsEnabled(_ enabled: Bool) { animationsEnabled = enabled }

    /// Duration of the enclosing animation block, or 0 outside one.
    public static var inheritedAnimationDuration: TimeInterval {
        guard let context = ViewAnimationContext.current, case .block = context.mode else { return 0 }
        return context.duration
    }

    private static var animationsEnabled = true

    /// Pushes a block context, runs the block, then seals the completion group.
    static func run(
        duration: Double, delay: Double, options: AnimationOptions, pacing: ViewAnimationContext.Pacing,
        animations: () -> Void, completion: ((Bool) -> Void)?
    ) {
        let group = ViewAnimationGroup(completion: completion)
        let mode: ViewAnimationContext.Mode = animationsEnabled && duration > 0 ? .block : .disabled
        let context = ViewAnimationContext(
            duration: duration, delay: delay, options: options, pacing: pacing,
            mode: mode, group: group)
        ViewAnimationContext.with(context) {
            animations()
            if options.contains(.layoutSubviews) { layoutAnimatedViews() }
        }
        group.seal()
    }

    /// Checks a duration and delay: non-finite or negative values are reported and the call ignored.
    static func validated(_ duration: Double, _ delay: Double, call: String) -> (Double, Double)? {
        guard duration.isFinite, delay.isFinite, delay >= 0 else {
            Diagnostics.report(
                "\(call): duration \(duration) and delay \(delay) must be finite (delay ≥ 0); nothing was animated")
            return nil
        }
        return (max(0, duration), delay)
    }

    /// `.layoutSubviews`: lays out pending views inside the block so layout changes animate too.
    private static func layoutAnimatedViews() {
        for window in UIWindow.allWindows { window.layoutIfNeeded() }
    }
}
