import InterludeUIKit

/// What a frame reads of a node that is only a coloured rectangle — the commonest layer — kept
/// beside the tree's nodes in a record of some 150 bytes, plain data.
///
/// A node is some 800 bytes, and the fields the compositor reads of it are spread over most of
/// them: with thousands of layers a frame's reads of nodes miss the caches. A plain fill needs its
/// map, bounds, colour, opacity and two flags, which fit in three cache lines here. `RenderTree`
/// makes a node's record whenever it sets the node's state or map, so the two never disagree.
struct DrawRecord: Equatable {
    /// The node's `toSuperlayer`.
    var toSuperlayer: Homography
    var bounds: CGRect
    /// The background colour (clear when there is none).
    var background: CGColor
    var opacity: Float
    /// Whether the layer shows: not hidden, not transparent, and facing front or double-sided.
    var isShown: Bool
    /// Whether drawing the layer is filling its bounds with its background and nothing else: no
    /// contents or drawing of its own, sublayers, mask, running transition, shadow, backdrop,
    /// vibrancy, visible border or rounded corners.
    var isPlainFill: Bool

    init(_ node: UnsafePointer<RenderNode>, index: Int) {
        toSuperlayer = node.pointee.toSuperlayer
        bounds = node.pointee.state.bounds
        opacity = node.pointee.state.opacity
        background = node.pointee.state.backgroundColor ?? CGColor(red: 0, green: 0, blue: 0, alpha: 0)
        isShown = opacity > 0 && !node.pointee.state.isHidden && node.pointee.showsFront
        isPlainFill =
            !node.pointee.hasTransition && !node.pointee.hasMask && node.pointee.drawing == .none
            && !node.pointee.mayDrawContent && node.pointee.subtreeEnd == index + 1 && background.alpha > 0
            && bounds.width > 0 && bounds.height > 0
            && Self.hasSquareCorners(node.pointee.state) && !node.pointee.state.castsShadow
            && !node.pointee.state.showsBackdrop && !Self.hasVisibleBorder(node.pointee.state)
            && node.pointee.state.vibrancyFill == nil
    }

    private static func hasSquareCorners(_ s: LayerState) -> Bool { s.cornerRadius <= 0 || s.maskedCorners.isEmpty }

    private static func hasVisibleBorder(_ s: LayerState) -> Bool { s.borderWidth > 0 && (s.borderColor?.alpha ?? 0) > 0 }
}

extension LayerState {
    /// Whether the layer casts a shadow. `masksToBounds` clips the shadow away too, as in Core Animation.
    var castsShadow: Bool { shadowOpacity > 0 && (shadowColor?.alpha ?? 0) > 0 && !masksToBounds }

    /// Whether the layer blurs or tints what lies behind it.
    var showsBackdrop: Bool { backdropBlurRadius > 0 || (backdropTint?.alpha ?? 0) > 0 }
}
