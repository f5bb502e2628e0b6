/// A transition from one controller to another, named by an identifier.
///
/// There are no storyboards in Interlude: a controller registers its segues in code with
/// ``UIViewController/registerSegue(withIdentifier:kind:destination:)``, and
/// `performSegue(withIdentifier:sender:)` then works as in UIKit — it makes the destination,
/// calls `prepare(for:sender:)`, and performs the segue. Subclass and override ``perform()``
/// for a custom segue.
@preconcurrency @MainActor
open class UIStoryboardSegue: NSObject {
    /// The segue's name.
    public let identifier: String?
    /// The controller the segue starts from.
    public let source: UIViewController
    /// The controller the segue shows.
    public let destination: UIViewController
    private let performHandler: (() -> Void)?

    /// Creates a segue; subclasses override ``perform()``.
    public required init(identifier: String?, source: UIViewController, destination: UIViewController) {
        self.identifier = identifier
        self.source = source
        self.destination = destination
        performHandler = nil
    }

    /// Creates a segue whose ``perform()`` runs `performHandler`.
    public init(
        identifier: String?, source: UIViewController, destination: UIViewController, performHandler: @escaping () -> Void
    ) {
        self.identifier = identifier
        self.source = source
        self.destination = destination
        self.performHandler = performHandler
    }

    /// Shows the destination. The default runs the perform handler.
    open func perform() { performHandler?() }
}

/// How a registered segue shows its destination.
public enum UIStoryboardSegueKind {
    /// `show(_:sender:)`: pushed when the source is in a navigation controller, else presented.
    case show
    /// `present(_:animated:completion:)`, animated.
    case presentModally
    /// A `UIStoryboardSegue` subclass whose `perform()` does the work.
    case custom(UIStoryboardSegue.Type)
}

/// A segue registered on a controller: its kind and how to make its destination.
struct SegueTemplate {
    let kind: UIStoryboardSegueKind
    let destination: @MainActor () -> UIViewController
}

extension UIViewController {
    /// Registers the segue `identifier`: what `performSegue(withIdentifier:sender:)` will do.
    public func registerSegue(
        withIdentifier identifier: String, kind: UIStoryboardSegueKind,
        destination: @escaping @MainActor () -> UIViewController
    ) {
        segueTemplates[identifier] = SegueTemplate(kind: kind, destination: destination)
    }

    func performRegisteredSegue(withIdentifier identifier: String, sender: Any?) {
        guard let template = segueTemplates[identifier] else {
            invalidArgument("Receiver (\(self)) has no segue with identifier '\(identifier)'")
        }
        let destination = template.destination()
        let segue: UIStoryboardSegue
        switch template.kind {
        case .show:
            segue = UIStoryboardSegue(identifier: identifier, source: self, destination: destination) { [unowned self] in
                self.show(destination, sender: sender)
            }
        case .presentModally:
            segue = UIStoryboardSegue(identifier: identifier, source: self, destination: destination) { [unowned self] in
                self.present(destination, animated: true)
            }
        case .custom(let type):
            segue = type.init(identifier: identifier, source: self, destination: destination)
        }
        prepare(for: segue, sender: sender)
        segue.perform()
    }
}
