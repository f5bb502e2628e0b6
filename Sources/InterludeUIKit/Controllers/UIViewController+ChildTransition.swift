/// `transition(from:to:duration:options:animations:completion:)`, the custom container's swap of
/// two children (https://developer.apple.com/documentation/uikit/uiviewcontroller/transition(from:to:duration:options:animations:completion:)).
///
/// Both must be children of the receiver (else UIKit's `NSInvalidArgumentException` message);
/// `from`'s view must be in the hierarchy. When the container's view is in a window and it forwards
/// appearance automatically, `from` gets `viewWillDisappear`, `to` `viewWillAppear` (animated when
/// the duration is positive), then `to`'s view joins `from`'s superview (at `from`'s place, or
/// shown with `.showHideTransitionViews`) and `animations` runs in an animation of `duration` with
/// `options` — a transition option (flip, cross dissolve) animates the swap itself, as
/// `UIView.transition(from:to:duration:options:)` does. At the end `from`'s view leaves (or is
/// hidden), the "did" calls come, then `completion`. Containment (`addChild`, `willMove`,
/// `didMove`, `removeFromParent`) stays the caller's job, as in UIKit.
extension UIViewController {
    func performChildTransition(
        from fromViewController: UIViewController, to toViewController: UIViewController, duration: TimeInterval,
        options: UIView.AnimationOptions, animations: (() -> Void)?, completion: ((Bool) -> Void)?
    ) {
        guard fromViewController._parent === self, toViewController._parent === self else {
            invalidArgument(
                "Children view controllers \(fromViewController) and \(toViewController) must have a common parent view controller when calling -[UIViewController transitionFromViewController:toViewController:duration:options:animations:completion:]"
            )
        }
        let fromView = fromViewController.view!, toView = toViewController.view!
        guard let superview = fromView.superview else {
            return Diagnostics.report(
                "transition(from:to:duration:options:animations:completion:): the view of \(fromViewController) is not in a view hierarchy; nothing happened"
            )
        }
        let animated = duration > 0 && UIView.areAnimationsEnabled
        let forwards = shouldAutomaticallyForwardAppearanceMethods && viewIfLoaded?.window != nil
        if forwards {
            fromViewController.beginAppearanceTransition(false, animated: animated)
            toViewController.beginAppearanceTransition(true, animated: animated)
        }
        let showsAndHides = options.contains(.showHideTransitionViews)
        let swap = {
            if showsAndHides {
                fromView.isHidden = true
                toView.isHidden = false
                if toView.superview == nil { superview.insertSubview(toView, aboveSubview: fromView) }
            } else {
                superview.insertSubview(toView, aboveSubview: fromView)
            }
        }
        let finish: (Bool) -> Void = { finished in
            if !showsAndHides { fromView.removeFromSuperview() }
            if forwards {
                fromViewController.endAppearanceTransition()
                toViewController.endAppearanceTransition()
            }
            completion?(finished)
        }
        if TransitionKind(options: options) != nil {
            // The swap itself animates: old content turns or fades into the new.
            UIView.transition(
                with: superview, duration: duration, options: options,
                animations: {
                    swap()
                    animations?()
                }, completion: finish)
        } else {
            swap()
            UIView.animate(
                withDuration: max(0, duration), delay: 0, options: options, animations: { animations?() }, completion: finish)
        }
        if forwards { toViewController.sendViewIsAppearingIfReady() }
    }
}
