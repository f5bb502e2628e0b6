/// A description of a view's content for a state, UIKit's `UIContentConfiguration`: it makes
/// the view that shows it (``makeContentView()``) and gives itself updated for a state
/// (``updated(for:)``). Set one on a cell's `contentConfiguration`, or use its view anywhere.
public protocol UIContentConfiguration {
    /// A new view showing this configuration.
    @MainActor func makeContentView() -> any UIView & UIContentView
    /// A copy of the configuration styled for `state`.
    func updated(for state: any UIConfigurationState) -> Self
}

/// A view that shows a content configuration, UIKit's `UIContentView`.
@MainActor
public protocol UIContentView: NSObjectProtocol {
    /// The configuration the view shows; setting one shows it.
    var configuration: any UIContentConfiguration { get set }
    /// Whether the view can show `configuration` (else a cell replaces the view with one the
    /// configuration makes).
    func supports(_ configuration: any UIContentConfiguration) -> Bool
}

extension UIContentView {
    /// True for a configuration of the type the view shows now: without an answer of its own, a
    /// content view is taken to support configurations of its current configuration's type
    /// (https://developer.apple.com/documentation/uikit/uicontentview/supports(_:)).
    public func supports(_ configuration: any UIContentConfiguration) -> Bool {
        ObjectIdentifier(type(of: configuration)) == ObjectIdentifier(type(of: self.configuration))
    }
}
