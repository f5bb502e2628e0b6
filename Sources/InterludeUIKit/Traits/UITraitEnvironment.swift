/// An object with traits that can change — windows, views, view controllers, presentation
/// controllers, the screen — UIKit's `UITraitEnvironment`.
@preconcurrency @MainActor
public protocol UITraitEnvironment: NSObjectProtocol {
    /// The object's current traits.
    var traitCollection: UITraitCollection { get }
    /// Called after the object's traits changed, with the traits it had before.
    func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?)
}
