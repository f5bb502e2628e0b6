import Interlude

/// Part 23: the settings. Edit (its handler is set in `tableView(_:cellForRowAt:)`) presents them with ``PresentTransition`` (the blur rides along as
/// an aux animation); pulling the list down past 30 pt presents them interactively, scrubbed over
/// the next 90 pt and finished above half when the finger lifts; and a touch during Edit's
/// presentation pauses it, after which a swipe of 40 pt down finishes it or up cancels it.
extension LockScreenViewController: UIViewControllerTransitioningDelegate, UITableViewDelegate {
    func presentSettings() {
        presentTransition.auxAnimations = blurAnimations(true)
        presentTransition.auxAnimationsCancel = blurAnimations(false)
        settingsController = SettingsViewController(log: log)
        settingsController.modalPresentationStyle = .overFullScreen
        settingsController.transitioningDelegate = self
        settingsController.didDismiss = { [unowned self] in
            self.toggleBlur(false)
        }
        present(settingsController, animated: true, completion: nil)
    }

    // MARK: UIViewControllerTransitioningDelegate

    package func animationController(
        forPresented presented: UIViewController, presenting: UIViewController,
        source: UIViewController
    ) -> UIViewControllerAnimatedTransitioning? {
        return presentTransition
    }

    package func interactionControllerForPresentation(using animator: UIViewControllerAnimatedTransitioning)
        -> UIViewControllerInteractiveTransitioning?
    {
        return presentTransition
    }

    // MARK: Pull down to present

    /// The pull's progress: 0 at 30 pt past the top, 1 at 120 pt.
    static func pullProgress(_ scrollView: UIScrollView) -> CGFloat {
        max(0.0, min(1.0, ((-scrollView.contentOffset.y) - 30) / 90.0))
    }

    package func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {
        isDragging = true
    }

    package func scrollViewDidScroll(_ scrollView: UIScrollView) {
        guard isDragging else { return }

        if !isPresentingSettings && scrollView.contentOffset.y < -30 {
            isPresentingSettings = true
            presentTransition.wantsInteractiveStart = true
            presentSettings()
            return
        }

        if isPresentingSettings {
            presentTransition.update(Self.pullProgress(scrollView))
        }
    }

    package func scrollViewWillEndDragging(
        _ scrollView: UIScrollView, withVelocity velocity: CGPoint,
        targetContentOffset: UnsafeMutablePointer<CGPoint>
    ) {
        if isPresentingSettings {
            if Self.pullProgress(scrollView) > 0.5 {
                presentTransition.finish()
            } else {
                presentTransition.cancel()
            }
        }
        isPresentingSettings = false
        isDragging = false
    }
}
