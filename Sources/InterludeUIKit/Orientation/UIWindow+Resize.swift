extension UIWindow {
    /// How long ``resize(to:duration:)`` animates by default, in seconds (Interlude's choice,
    /// about as long as an iPhone's rotation).
    public static let defaultResizeDuration: TimeInterval = 0.4

    /// Resizes the window as a device rotation or an iPad window resize does — the call for a host
    /// that changes the window's size.
    ///
    /// In order: when the size classes change, `willTransition(to:with:)` on the root view
    /// controller and on the presentation controller of every presented controller (each with its
    /// traits to come); then `viewWillTransition(to:with:)` on the same, which forward to their
    /// children and presented controllers; then, in one ease-in–ease-out animation of `duration`
    /// seconds, the window takes `size` (autoresizing its subviews; the controllers and views whose
    /// traits change hear `traitCollectionDidChange(_:)`), lays out (safe areas and bars follow)
    /// and runs the coordinator's alongside animations; the coordinator's completions run when the
    /// duration has passed on the window's clock. A resize during another one ends the first (its
    /// completions run) before it starts. View-controller transitions under way go on.
    ///
    /// The window's origin stays; `duration` 0 resizes at once. A size that is not finite and
    /// positive is reported and ignored; the current size does nothing.
    public func resize(to size: CGSize, duration: TimeInterval = UIWindow.defaultResizeDuration) {
        guard size.width.isFinite, size.height.isFinite, size.width > 0, size.height > 0, duration.isFinite, duration >= 0
        else {
            return Diagnostics.report(
                "UIWindow.resize(to: \(size), duration: \(duration)): the size must be finite and positive and the duration finite and ≥ 0; ignored"
            )
        }
        guard size != bounds.size else { return }
        sizeTransition?.end()
        let coordinator = SizeTransitionCoordinator(window: self, size: size, duration: duration)
        sizeTransition = coordinator
        let recipients = sizeTransitionRecipients
        let newSizeClasses = UITraitCollection.phone(size: size, style: .unspecified)
        let sizeClassOverride = UITraitCollection(traitsFrom: [
            UITraitCollection(horizontalSizeClass: newSizeClasses.horizontalSizeClass),
            UITraitCollection(verticalSizeClass: newSizeClasses.verticalSizeClass),
        ])
        if !traitCollection.containsTraits(in: sizeClassOverride) {
            for recipient in recipients {
                recipient.willTransition(to: recipient.traitCollection.overridden(by: sizeClassOverride), with: coordinator)
            }
        }
        for recipient in recipients { recipient.viewWillTransition(to: size, with: coordinator) }
        let wasLandscape = DeviceMetrics.isLandscape(bounds.size)
        // The deprecated status bar notifications, around the change, for the key window's bar:
        // "will" once the new size decides the bar, before anything is laid out at it.
        let oldStatusBar = statusBarManager.statusBarFrame
        coordinator.run { [self] in
            frame = CGRect(origin: frame.origin, size: size)
            if isKeyWindow, case let newStatusBar = statusBarManager.frameOnUpdate, newStatusBar != oldStatusBar {
                UIApplication.shared.postStatusBarFrameChange(
                    UIApplication.willChangeStatusBarFrameNotification, frame: newStatusBar)
            }
            layoutIfNeeded()
            _statusBarManager?.update()
        }
        if isKeyWindow, statusBarManager.statusBarFrame != oldStatusBar {
            UIApplication.shared.postStatusBarFrameChange(
                UIApplication.didChangeStatusBarFrameNotification, frame: statusBarManager.statusBarFrame)
        }
        if isKeyWindow, wasLandscape != DeviceMetrics.isLandscape(size) { UIDevice.current.postOrientationChange() }
    }

    /// The root view controller, then the presentation controller of every controller presented
    /// in the window (presenters before what they present).
    private var sizeTransitionRecipients: [any UIContentContainer & UITraitEnvironment] {
        guard let root = rootViewController else { return [] }
        var recipients: [any UIContentContainer & UITraitEnvironment] = [root]
        for controller in root.controllerTree {
            if let presented = controller._presentedViewController, let presentation = presented._presentationController {
                recipients.append(presentation)
            }
        }
        return recipients
    }

    /// The window's interface orientation: `.landscapeRight` when wider than tall, else `.portrait`.
    var interfaceOrientation: UIInterfaceOrientation { .of(size: bounds.size) }
}

extension UIApplication {
    /// The key window's interface orientation (`.portrait` before any window is key); deprecated
    /// in UIKit since iOS 13 in favour of the window scene's, kept for older code.
    public var statusBarOrientation: UIInterfaceOrientation { keyWindow?.interfaceOrientation ?? .portrait }

    /// The orientations view controllers in `window` may take: `.allButUpsideDown`, the iPhone
    /// default (Interlude has no Info.plist to read them from).
    public func supportedInterfaceOrientations(for window: UIWindow?) -> UIInterfaceOrientationMask { .allButUpsideDown }
}
