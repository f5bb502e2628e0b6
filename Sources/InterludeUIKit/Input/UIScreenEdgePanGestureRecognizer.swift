/// Recognizes a pan that starts at an edge of the window, UIKit's `UIScreenEdgePanGestureRecognizer`.
///
/// The fingers must go down within ``edgeRegionWidth`` points of one of ``edges`` of the window and
/// move away from that edge (more across it than along it) past the pan hysteresis; otherwise
/// the recognizer fails. Translation and velocity are the pan's.
@preconcurrency @MainActor
open class UIScreenEdgePanGestureRecognizer: UIPanGestureRecognizer {
    /// Width, in points, of the band along an edge where the gesture may start (Interlude: 20).
    public static let edgeRegionWidth: CGFloat = 20

    /// The window edges the gesture may start from. Defaults to none (it never recognizes).
    open var edges: UIRectEdge = []

    /// The edge the current touches started at.
    private var startEdge: UIRectEdge = []

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesBegan(touches, with: event)
        guard state == .possible, let window = touches.first?.window else { return }
        let point = location(in: nil)
        let bounds = window.bounds
        let band = Self.edgeRegionWidth
        var near: UIRectEdge = []
        if point.x - bounds.minX <= band { near.insert(.left) }
        if bounds.maxX - point.x <= band { near.insert(.right) }
        if point.y - bounds.minY <= band { near.insert(.top) }
        if bounds.maxY - point.y <= band { near.insert(.bottom) }
        startEdge = near.intersection(edges)
        if startEdge.isEmpty { state = .failed }
    }

    override func shouldBegin(withTranslationInWindow t: CGPoint) -> Bool {
        (startEdge.contains(.left) && t.x > abs(t.y)) || (startEdge.contains(.right) && -t.x > abs(t.y))
            || (startEdge.contains(.top) && t.y > abs(t.x)) || (startEdge.contains(.bottom) && -t.y > abs(t.x))
    }

    open override func reset() {
        super.reset()
        startEdge = []
    }
}
