/// A view that updates configurations for its state before it lays out (cells, headers and
/// footers): the layout pass asks it first (see `UIView+Layout.swift`).
@MainActor
protocol ConfigurationUpdating: AnyObject {
    /// Runs a requested configuration update, if one is pending.
    func updateConfigurationIfNeeded()
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
