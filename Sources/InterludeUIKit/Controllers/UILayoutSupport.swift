/// How far a view controller's top or bottom bars reach into its view, UIKit's `UILayoutSupport`
/// (the type of the `topLayoutGuide` and `bottomLayoutGuide` that iOS 11 deprecated in favour of
/// the safe area; libraries still read their `length` and constrain to their anchors).
@preconcurrency @MainActor
public protocol UILayoutSupport: NSObjectProtocol {
    /// The distance, in points, from the edge of the controller's view to the content's edge.
    var length: CGFloat { get }
    /// The top of the guide: the view's top for the top guide, the content's edge for the bottom one.
    var topAnchor: NSLayoutYAxisAnchor { get }
    /// The bottom of the guide: the content's edge for the top guide, the view's bottom for the bottom one.
    var bottomAnchor: NSLayoutYAxisAnchor { get }
    /// The guide's height: its ``length``.
    var heightAnchor: NSLayoutDimension { get }
}

/// The top or bottom layout guide of a view controller: the safe-area inset of its root view on
/// that edge without the controller's own `additionalSafeAreaInsets` (which UIKit added after
/// these guides).
@MainActor
final class ControllerLayoutSupport: NSObject, UILayoutSupport {
    enum Edge { case top, bottom }

    private weak var controller: UIViewController?
    private let edge: Edge

    init(controller: UIViewController, edge: Edge) {
        self.controller = controller
        self.edge = edge
    }

    var length: CGFloat {
        guard let controller, let view = controller.viewIfLoaded else { return 0 }
        let insets = view.safeAreaInsets, additional = controller.additionalSafeAreaInsets
        return max(0, edge == .top ? insets.top - additional.top : insets.bottom - additional.bottom)
    }

    var topAnchor: NSLayoutYAxisAnchor { guide.topAnchor }
    var bottomAnchor: NSLayoutYAxisAnchor { guide.bottomAnchor }
    var heightAnchor: NSLayoutDimension { guide.heightAnchor }

    /// The guide in the controller's view (loading it) that the anchors belong to, made on first use.
    private var guide: UILayoutGuide {
        guard let controller else { return UILayoutGuide() }
        let view = controller.view!
        if let guide = view.layoutGuides.first(where: { ($0 as? EdgeGuide)?.edge == edge }) { return guide }
        let guide = EdgeGuide(controller: controller, edge: edge)
        guide.identifier = edge == .top ? "_UIViewControllerTop" : "_UIViewControllerBottom"
        view.addLayoutGuide(guide)
        return guide
    }

    /// The guide of a top or bottom layout guide's anchors: the strip of the view ``length`` high
    /// along its edge, moved with the safe area in each layout pass.
    final class EdgeGuide: UILayoutGuide {
        let edge: Edge
        private weak var controller: UIViewController?

        init(controller: UIViewController, edge: Edge) {
            self.controller = controller
            self.edge = edge
        }

        override var definingInsets: UIEdgeInsets? {
            guard let controller, let view = owningView else { return .zero }
            let length = ControllerLayoutSupport(controller: controller, edge: edge).length
            let rest = max(0, view.bounds.height - length)
            return edge == .top
                ? UIEdgeInsets(top: 0, left: 0, bottom: rest, right: 0) : UIEdgeInsets(top: rest, left: 0, bottom: 0, right: 0)
        }

        override var layoutFrame: CGRect {
            guard let view = owningView, let insets = definingInsets else { return .zero }
            return view.bounds.inset(by: insets)
        }
    }
}

extension UIViewController {
    /// The extent of the status bar and the top bars over the root view (deprecated in UIKit
    /// since iOS 11: use the safe area).
    public var topLayoutGuide: any UILayoutSupport { ControllerLayoutSupport(controller: self, edge: .top) }

    /// The extent of the home indicator and the bottom bars over the root view (deprecated in
    /// UIKit since iOS 11: use the safe area).
    public var bottomLayoutGuide: any UILayoutSupport { ControllerLayoutSupport(controller: self, edge: .bottom) }
}
