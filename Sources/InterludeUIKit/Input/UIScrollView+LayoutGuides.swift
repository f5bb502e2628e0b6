/// The scroll view's Auto Layout guides
/// (https://developer.apple.com/documentation/uikit/uiscrollview/contentlayoutguide,
/// https://developer.apple.com/documentation/uikit/uiscrollview/framelayoutguide).
///
/// Constraints between a scroll view's content and its ``UIScrollView/contentLayoutGuide`` size
/// the content: the guide's rectangle is the content's, from the content origin, and once its size
/// is decided by constraints (a content view pinned to its edges, with a width or height of its
/// own), the layout pass sets ``UIScrollView/contentSize`` to it. Unconstrained, the guide keeps
/// the content size set in code. The ``UIScrollView/frameLayoutGuide`` is the scroll view's visible
/// rectangle: its size is the frame's, and views pinned to its edges stay in view as the content
/// scrolls (each scroll asks for a layout pass).
extension UIScrollView {
    /// The guide for the content's rectangle: origin at the content origin, size the content size.
    public var contentLayoutGuide: UILayoutGuide {
        if let guide = layoutGuideList.first(where: { $0 is ScrollContentLayoutGuide }) { return guide }
        let guide = ScrollContentLayoutGuide()
        guide.identifier = "UIScrollView-contentLayoutGuide"
        addLayoutGuide(guide)
        return guide
    }

    /// The guide for the scroll view's visible rectangle: its bounds, which move with the content offset.
    public var frameLayoutGuide: UILayoutGuide {
        if let guide = layoutGuideList.first(where: { $0 is ScrollFrameLayoutGuide }) { return guide }
        let guide = ScrollFrameLayoutGuide()
        guide.identifier = "UIScrollView-frameLayoutGuide"
        addLayoutGuide(guide)
        return guide
    }

    /// After a layout pass: the content size follows the content guide when constraints placed it.
    func adoptContentLayoutGuideSize() {
        guard let guide = layoutGuideList.first(where: { $0 is ScrollContentLayoutGuide }),
            let item = guide.engineItem, let engine = item.engine
        else { return }
        let size = engine.solvedRect(of: item).size
        if size != contentSize { contentSize = size }
    }

    /// A scroll moves the frame guide: views pinned to it are placed again in the next layout pass.
    func frameLayoutGuideMayHaveMoved() {
        guard layoutGuideList.contains(where: { $0 is ScrollFrameLayoutGuide && $0.engineItem != nil }) else { return }
        setNeedsLayout()
    }
}

/// The guide of ``UIScrollView/contentLayoutGuide``: pinned to the content origin, its size held at
/// the content size only weakly, so the constraints on it decide.
@MainActor
final class ScrollContentLayoutGuide: UILayoutGuide {
    /// Priority of the constraints that hold the guide at the content size set in code: below
    /// hugging (250), so constraints on the content win. Interlude's value.
    static let contentSizePriority: Float = 50

    override var layoutFrame: CGRect {
        if let item = engineItem, let engine = item.engine {
            return CGRect(origin: .zero, size: engine.solvedRect(of: item).size)
        }
        return CGRect(origin: .zero, size: (owningView as? UIScrollView)?.contentSize ?? .zero)
    }

    override var definingContentSize: CGSize? { (owningView as? UIScrollView)?.contentSize ?? .zero }
}

/// The guide of ``UIScrollView/frameLayoutGuide``: the scroll view's bounds, in its content's coordinates.
@MainActor
final class ScrollFrameLayoutGuide: UILayoutGuide {
    override var layoutFrame: CGRect { owningView?.bounds ?? .zero }

    /// The owning view's edges moved by the content offset (the engine places subviews from the
    /// content origin).
    override var definingInsets: UIEdgeInsets? {
        guard let offset = owningView?.bounds.origin else { return .zero }
        return UIEdgeInsets(top: offset.y, left: offset.x, bottom: -offset.y, right: -offset.x)
    }
}
