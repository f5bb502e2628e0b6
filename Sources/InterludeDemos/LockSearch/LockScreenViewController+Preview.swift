import Interlude

/// Part 22: pressing an icon. The icon's snapshot rises above the blur with the menu under it;
/// the press scrubs the grow animator (kept within 0.01…0.99), lifting early reverses it, and a
/// full press finishes it and springs the menu open. A tap on the blur then resets everything.
extension LockScreenViewController: WidgetsOwnerProtocol {
    func startPreview(for forView: UIView) {
        log.add("preview started")
        previewView?.removeFromSuperview()
        previewView = forView.snapshotView(afterScreenUpdates: false)
        view.insertSubview(previewView!, aboveSubview: blurView)
        previewView?.frame = forView.convert(forView.bounds, to: view)
        startFrame = previewView?.frame
        addEffectView(below: previewView!)
        previewAnimator = AnimatorFactory.grow(view: previewEffectView, blurView: blurView)
    }

    func addEffectView(below forView: UIView) {
        previewEffectView.removeFromSuperview()
        previewEffectView.frame = forView.frame
        forView.superview?.insertSubview(previewEffectView, belowSubview: forView)
    }

    func updatePreview(percent: CGFloat) {
        previewAnimator?.fractionComplete = max(0.01, min(0.99, percent))
    }

    func cancelPreview() {
        log.add("preview cancelled")
        if let previewAnimator = previewAnimator {
            previewAnimator.isReversed = true
            previewAnimator.startAnimation()
            previewAnimator.addCompletion { position in
                switch position {
                case .start:
                    self.previewView?.removeFromSuperview()
                    self.previewEffectView.removeFromSuperview()
                default:
                    break
                }
            }
        }
    }

    func finishPreview() {
        log.add("preview finished")
        previewAnimator?.stopAnimation(false)
        previewAnimator?.finishAnimation(at: .end)
        previewAnimator = nil
        AnimatorFactory.complete(view: previewEffectView).startAnimation()
        blurView.effect = UIBlurEffect(style: .dark)
        // The seed adds a new tap recognizer here each time; the one added in viewDidLoad is
        // enabled by turning on the blur's user interaction.
        blurView.isUserInteractionEnabled = true
    }

    func dismissMenu() {
        log.add("menu dismissed")
        let reset = AnimatorFactory.reset(frame: startFrame!, view: previewEffectView, blurView: blurView)
        reset.addCompletion { _ in
            self.previewEffectView.removeFromSuperview()
            self.previewView?.removeFromSuperview()
            self.blurView.isUserInteractionEnabled = false
        }
        reset.startAnimation()
    }
}
