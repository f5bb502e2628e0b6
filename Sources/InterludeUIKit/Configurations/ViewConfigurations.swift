/// A view that updates configurations for its state before it lays out (cells, headers and
/// footers): the layout pass asks it first (see `UIView+Layout.swift`).
@MainActor
protocol ConfigurationUpdating: AnyObject {
    /// Runs a requested configuration update, if one is pending.
    func updateConfigurationIfNeeded()
}

/// A cell, header or footer with content and background configurations: what the shared steps
/// need from each (their public members are UIKit's, declared on each class).
@MainActor
protocol ConfigurationHosting: UIView, ConfigurationUpdating {
    associatedtype State: UIConfigurationState
    var configurations: ViewConfigurations { get }
    var contentView: UIView { get }
    var configurationState: State { get }
    /// The view's `updateConfiguration(using:)`, then its handler.
    func runConfigurationUpdate(using state: State)
    /// Takes `view` as the content view (it already took the old one's place).
    func adoptContentView(_ view: UIView)
}

extension ConfigurationHosting {
    /// Runs a pending update: the automatic restyling, `updateConfiguration(using:)`, the handler.
    func updateConfigurationIfNeeded() {
        configurations.runPendingUpdate(
            host: self, state: { configurationState }, showContent: { installContentView(for: $0, state: $1) },
            update: runConfigurationUpdate)
    }

    /// Shows a content configuration set on the view, updated for its current state.
    func showContentConfiguration(_ configuration: (any UIContentConfiguration)?) {
        installContentView(for: configuration, state: configurationState)
    }

    private func installContentView(for configuration: (any UIContentConfiguration)?, state: State) {
        configurations.install(configuration, state: state, host: self, contentView: contentView) { adoptContentView($0) }
    }
}

/// What a cell, header or footer keeps for its content and background configurations, and the
/// steps they share: a content configuration replaces the content view (or is shown by it, when
/// the view supports it), a background configuration draws in a ``BackgroundConfigurationView``
/// behind everything, and an update restyles both for the state (when they update automatically)
/// before the view's own `updateConfiguration(using:)` and its update handler run.
///
/// Setting a configuration shows it at once, updated for the current state when it updates
/// automatically (Interlude's reading: UIKit documents that state changes apply the updated
/// configuration back to the view, not whether setting one does).
@MainActor
final class ViewConfigurations {
    var content: (any UIContentConfiguration)?
    var background: UIBackgroundConfiguration?
    var updatesContent = true
    var updatesBackground = true
    /// True from creation, so that the first layout runs an update as UIKit does before a cell shows.
    var needsUpdate = true
    private(set) var backgroundView: BackgroundConfigurationView?

    /// Shows `configuration` (nil: none) in the view whose content view is `contentView`;
    /// returns the content view to use from now on: a new one the configuration makes when the
    /// current one cannot show it, a new empty one when the configuration goes.
    func setContent(
        _ configuration: (any UIContentConfiguration)?, state: any UIConfigurationState, contentView: UIView
    ) -> UIView {
        guard let configuration else {
            content = nil
            return contentView is UIContentView ? UIView(frame: contentView.frame) : contentView
        }
        let shown = updatesContent ? configuration.updated(for: state) : configuration
        content = shown
        if let current = contentView as? UIView & UIContentView, current.supports(shown) {
            current.configuration = shown
            return current
        }
        let made = shown.makeContentView()
        made.frame = contentView.frame
        return made
    }

    /// Runs a pending update for `host`: the automatic restyling for `state()` (a restyled
    /// content configuration shown through `showContent`), then `update` — the view's
    /// `updateConfiguration(using:)` and its handler, in that order (UITableViewCell.h; running
    /// the restyling first is Interlude's order, UIKit does not document it).
    func runPendingUpdate<State: UIConfigurationState>(
        host: UIView, state: () -> State, showContent: (any UIContentConfiguration, State) -> Void,
        update: (State) -> Void
    ) {
        guard needsUpdate else { return }
        needsUpdate = false
        let current = state()
        if let restyled = restyle(for: current, host: host) { showContent(restyled, current) }
        update(current)
    }

    /// Shows `configuration` in `host`, whose content view is `contentView`; when that view is
    /// replaced, `adopt` takes the new one (after it took the old one's place among the subviews).
    func install(
        _ configuration: (any UIContentConfiguration)?, state: any UIConfigurationState, host: UIView,
        contentView: UIView, adopt: (UIView) -> Void
    ) {
        let new = setContent(configuration, state: state, contentView: contentView)
        if new !== contentView {
            host.replaceSubview(contentView, with: new)
            adopt(new)
        }
        host.setNeedsLayout()
    }

    /// Shows `configuration` (nil: none) behind `host`'s other subviews.
    func setBackground(_ configuration: UIBackgroundConfiguration?, state: any UIConfigurationState, host: UIView) {
        guard let configuration else {
            background = nil
            backgroundView?.removeFromSuperview()
            backgroundView = nil
            return
        }
        let shown = updatesBackground ? configuration.updated(for: state) : configuration
        background = shown
        let view = backgroundView ?? BackgroundConfigurationView(frame: host.bounds)
        if view.superview !== host { host.insertSubview(view, at: 0) }
        backgroundView = view
        view.apply(shown, tint: host.tintColor)
        host.setNeedsLayout()
    }

    /// Restyles the configurations that update automatically for `state`, returning the content
    /// configuration to show when it changed.
    func restyle(for state: any UIConfigurationState, host: UIView) -> (any UIContentConfiguration)? {
        if updatesBackground, let background {
            setBackground(background.updated(for: state), state: state, host: host)
        }
        guard updatesContent, let content else { return nil }
        return content.updated(for: state)
    }

    /// Places the background view in `bounds` of a view with `margins`.
    func layoutBackground(in bounds: CGRect, margins: NSDirectionalEdgeInsets, rightToLeft: Bool) {
        guard let backgroundView, let background else { return }
        backgroundView.frame = BackgroundConfigurationView.frame(
            of: background, in: bounds, margins: margins, rightToLeft: rightToLeft)
    }

    /// The tint changed: nil colors of the background follow it.
    func tintDidChange(host: UIView) {
        if let background { backgroundView?.apply(background, tint: host.tintColor) }
    }
}

extension UIView {
    /// Puts `newView` where `oldView` is among the subviews (the content view swap).
    func replaceSubview(_ oldView: UIView, with newView: UIView) {
        guard oldView !== newView else { return }
        newView.isOpaque = false
        if oldView.superview === self {
            insertSubview(newView, aboveSubview: oldView)
            oldView.removeFromSuperview()
        } else {
            addSubview(newView)
        }
    }
}
