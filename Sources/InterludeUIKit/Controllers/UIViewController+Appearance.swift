/// Where a controller stands between "not on screen" and "on screen".
enum AppearanceState: Sendable {
    case disappeared, appearing, appeared, disappearing
}

extension UIViewController {
    /// Starts an appearance change: sends `viewWillAppear(_:)` or `viewWillDisappear(_:)`.
    ///
    /// Repeating the change already under way does nothing; reversing it (appear while
    /// disappearing, or the opposite) sends the other "will" call, as a cancelled interactive
    /// transition does.
    public func beginAppearanceTransition(_ isAppearing: Bool, animated: Bool) {
        beginAppearance(isAppearing, animated: animated)
        if isAppearing { sendViewIsAppearingIfReady() }
    }

    /// The "will" half of an appearance change, forwarded down the children; `viewIsAppearing`
    /// follows separately, parents first.
    private func beginAppearance(_ isAppearing: Bool, animated: Bool) {
        if isAppearing {
            guard appearanceState == .disappeared || appearanceState == .disappearing else { return }
            appearanceState = .appearing
            appearanceIsAnimated = animated
            owesViewIsAppearing = true
            loadViewIfNeeded()
            AppearanceCallbackObservation.notify(self, .viewWillAppear, animated: animated)
            viewWillAppear(animated)
        } else {
            guard appearanceState == .appeared || appearanceState == .appearing else { return }
            appearanceState = .disappearing
            appearanceIsAnimated = animated
            owesViewIsAppearing = false
            AppearanceCallbackObservation.notify(self, .viewWillDisappear, animated: animated)
            viewWillDisappear(animated)
        }
        if shouldAutomaticallyForwardAppearanceMethods {
            for child in appearanceForwardingTargets { child.beginAppearance(isAppearing, animated: animated) }
        }
    }

    /// Ends the appearance change under way: sends `viewDidAppear(_:)` or `viewDidDisappear(_:)`.
    public func endAppearanceTransition() {
        switch appearanceState {
        case .appearing:
            sendViewIsAppearingIfReady()
            appearanceState = .appeared
            owesViewIsAppearing = false
            AppearanceCallbackObservation.notify(self, .viewDidAppear, animated: appearanceIsAnimated)
            viewDidAppear(appearanceIsAnimated)
        case .disappearing:
            appearanceState = .disappeared
            AppearanceCallbackObservation.notify(self, .viewDidDisappear, animated: appearanceIsAnimated)
            viewDidDisappear(appearanceIsAnimated)
        case .appeared, .disappeared:
            return
        }
        if shouldAutomaticallyForwardAppearanceMethods {
            for child in appearanceForwardingTargets { child.endAppearanceTransition() }
        }
    }

    /// Who appears and disappears with this controller: its children that receive appearance,
    /// then the controllers its children present over their own context (and those present in
    /// turn) whose views are inside this controller's view — a tab switch or a pop takes them
    /// off screen too. Those covered by a later current-context presentation are not shown, and
    /// are left alone.
    var appearanceForwardingTargets: [UIViewController] {
        let children = childrenReceivingAppearance
        guard let root = viewIfLoaded else { return children }
        let hosted = _children.flatMap { child in
            child._presentedViewController == nil
                ? [] : child.presentedChain.filter { $0.viewIfLoaded?.isDescendant(of: root) == true }
        }
        return children + hosted
    }

    /// The children whose views are inside this controller's view.
    var childrenInsideView: [UIViewController] {
        guard let root = viewIfLoaded else { return [] }
        return _children.filter { $0.viewIfLoaded?.isDescendant(of: root) ?? false }
    }

    /// Sends `viewIsAppearing(_:)` once the appearing view is in a window, laid out; then to the
    /// children appearing with it.
    func sendViewIsAppearingIfReady() {
        if owesViewIsAppearing, appearanceState == .appearing, isViewLoaded, case let view = containedView, view.window != nil {
            owesViewIsAppearing = false
            view.layoutIfNeeded()
            AppearanceCallbackObservation.notify(self, .viewIsAppearing, animated: appearanceIsAnimated)
            viewIsAppearing(appearanceIsAnimated)
        }
        if shouldAutomaticallyForwardAppearanceMethods {
            for child in appearanceForwardingTargets where child.appearanceState == .appearing {
                child.sendViewIsAppearingIfReady()
            }
        }
    }

    /// Whether the controller's view is on screen or on its way there.
    var isVisibleOrAppearing: Bool { appearanceState == .appeared || appearanceState == .appearing }
}
