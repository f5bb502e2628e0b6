/// Which views may hear a new touch, UIKit's `isMultipleTouchEnabled` and `isExclusiveTouch` rules
/// (https://developer.apple.com/documentation/uikit/uiview/ismultipletouchenabled and
/// .../isexclusivetouch, with the Event Handling Guide's wording of the exclusive case):
///
/// - A view with multiple touch off hears only the first touch of a sequence that starts in it:
///   a touch starting in it while another touch it hears is down never reaches it.
/// - A touch starting in an exclusive-touch view reaches it only when no other view is tracking a
///   touch; a touch starting in any other view reaches it only when no exclusive-touch view is
///   tracking one.
///
/// A withheld touch still goes to the gesture recognizers (both properties leave them alone), and
/// its view hears none of its phases, not even after the blocking touch ends.
extension UIWindow {
    /// Marks the touches of `touches` that are beginning and that their views may not hear. The
    /// touches already down and heard count as tracking, and so does each new touch admitted
    /// before the next one is judged.
    func withholdNewTouchesFromViews(_ touches: [UITouch]) {
        var tracking = touches.filter { touch in
            touch.phase != .began && !touch.isFinished && !touch.isWithheldFromView && touch.view != nil
        }
        for touch in touches where touch.phase == .began {
            guard let view = touch.view else { continue }
            touch.isWithheldFromView = tracking.contains { other in
                guard let otherView = other.view else { return false }
                if otherView === view { return !view.isMultipleTouchEnabled }
                return view.isExclusiveTouch || otherView.isExclusiveTouch
            }
            if !touch.isWithheldFromView { tracking.append(touch) }
        }
    }
}
