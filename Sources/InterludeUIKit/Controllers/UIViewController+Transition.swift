extension UIViewController {
    /// The transition a controller prefers when it is pushed or presented, UIKit's
    /// `UIViewController.Transition` (iOS 18,
    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/transition): a zoom from a
    /// source view (push and modal presentation), or one of the modal transition styles.
    ///
    /// Set it as the pushed or presented controller's ``UIViewController/preferredTransition``.
    /// A navigation controller's or transitioning delegate's own animation controller still wins.
    @preconcurrency @MainActor
    public final class Transition: NSObject {
        enum Kind {
            case zoom(options: ZoomOptions?, sourceViewProvider: (ZoomSourceViewProviderContext) -> UIView?)
            case modal(UIModalTransitionStyle)
        }

        let kind: Kind

        private init(kind: Kind) { self.kind = kind }

        /// A zoom from the view `sourceViewProvider` returns (asked when presenting and again when
        /// dismissing) to the pushed or presented controller's view, and back into it. The zoomed
        /// view can be dragged down or pinched closed to dismiss it, and grabbed mid-flight.
        public static func zoom(
            options: ZoomOptions? = nil, sourceViewProvider: @escaping (ZoomSourceViewProviderContext) -> UIView?
        ) -> Transition {
            Transition(kind: .zoom(options: options, sourceViewProvider: sourceViewProvider))
        }

        /// The presented view slides up from the bottom (modal presentations only).
        public static func coverVertical() -> Transition { Transition(kind: .modal(.coverVertical)) }
        /// The presenter's view turns over (modal presentations only).
        public static func flipHorizontal() -> Transition { Transition(kind: .modal(.flipHorizontal)) }
        /// The presented view fades in (modal presentations only).
        public static func crossDissolve() -> Transition { Transition(kind: .modal(.crossDissolve)) }
        /// A page curl (modal presentations only; Interlude covers vertically instead).
        public static func partialCurl() -> Transition { Transition(kind: .modal(.partialCurl)) }

        /// Whether this is a zoom.
        var isZoom: Bool {
            if case .zoom = kind { return true }
            return false
        }

        /// The modal transition style this transition stands for, when it is not a zoom.
        var modalStyle: UIModalTransitionStyle? {
            if case .modal(let style) = kind { return style }
            return nil
        }

        /// What a source view provider learns: the controller that is zoomed and the one it zooms from.
        @preconcurrency @MainActor
        public final class ZoomSourceViewProviderContext: NSObject {
            /// The controller whose view holds the source view (the one pushing or presenting).
            public let sourceViewController: UIViewController
            /// The controller that zooms in (pushed or presented).
            public let zoomedViewController: UIViewController

            init(sourceViewController: UIViewController, zoomedViewController: UIViewController) {
                self.sourceViewController = sourceViewController
                self.zoomedViewController = zoomedViewController
            }
        }

        /// Options of a zoom transition, UIKit's `UIViewController.Transition.ZoomOptions`.
        @preconcurrency @MainActor
        public final class ZoomOptions: NSObject {
            /// Asked before a drag or pinch starts an interactive dismissal; false keeps the
            /// controller. Nil lets every downward drag and closing pinch begin.
            public var interactiveDismissShouldBegin: ((InteractionContext) -> Bool)?
            /// The rectangle, in the zoomed controller's view's coordinates, that lines up with the
            /// source view; nil uses the view's bounds.
            public var alignmentRectProvider: ((AlignmentRectContext) -> CGRect)?
            /// The color of the dimming behind the zoomed view; nil uses black at 25 %.
            public var dimmingColor: UIColor?
            /// A blur behind the zoomed view, faded in as it zooms in, instead of a color.
            public var dimmingVisualEffect: UIBlurEffect?

            /// Options with the system's defaults.
            public override init() {}

            /// What `interactiveDismissShouldBegin` learns about the gesture.
            @preconcurrency @MainActor
            public final class InteractionContext: NSObject {
                /// Where the gesture is, in the zoomed controller's view.
                public let location: CGPoint
                /// The gesture's velocity, in points per second.
                public let velocity: CGVector
                /// Whether the dismissal begins unless the answer is false.
                public let willBegin: Bool

                init(location: CGPoint, velocity: CGVector, willBegin: Bool) {
                    self.location = location
                    self.velocity = velocity
                    self.willBegin = willBegin
                }
            }

            /// What `alignmentRectProvider` learns: the source view and the zoomed controller.
            @preconcurrency @MainActor
            public final class AlignmentRectContext: NSObject {
                /// The source view of the transition.
                public let sourceView: UIView
                /// The controller that zooms.
                public let zoomedViewController: UIViewController

                init(sourceView: UIView, zoomedViewController: UIViewController) {
                    self.sourceView = sourceView
                    self.zoomedViewController = zoomedViewController
                }
            }
        }
    }
}
