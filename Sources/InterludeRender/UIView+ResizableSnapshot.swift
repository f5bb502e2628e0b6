import InterludeUIKit

extension UIView {
    /// A view showing a picture of `rect` of this view (in its bounds coordinates), whose edges
    /// keep their size when the view is resized while the part inside `capInsets` stretches, as
    /// UIKit's `resizableSnapshotView(from:afterScreenUpdates:withCapInsets:)` does
    /// (https://developer.apple.com/documentation/uikit/uiview/resizablesnapshotview(from:afterscreenupdates:withcapinsets:)).
    ///
    /// The picture is drawn once, as the hierarchy is presented now (with `afterUpdates`, after
    /// pending layout), at the screen's scale; later changes to this view do not reach it. The
    /// returned view is `rect`'s size; its layer shows the picture with `contentsCenter` set from
    /// the insets, so a resize stretches the middle only. Zero insets stretch the whole picture.
    /// An empty `rect` gives nil.
    public func resizableSnapshotView(
        from rect: CGRect, afterScreenUpdates afterUpdates: Bool, withCapInsets capInsets: UIEdgeInsets
    ) -> UIView? {
        let rect = rect.standardized
        guard rect.width > 0, rect.height > 0, rect.width.isFinite, rect.height.isFinite else { return nil }
        if afterUpdates { layoutIfNeeded() }
        let format = UIGraphicsImageRendererFormat()
        format.scale = window?.screen.scale ?? UIScreen.main.scale
        let picture = UIGraphicsImageRenderer(size: rect.size, format: format).image { context in
            // `render(in:)` draws the layer with its bounds origin at the context's origin.
            context.cgContext.translateBy(x: bounds.minX - rect.minX, y: bounds.minY - rect.minY)
            layer.render(in: context.cgContext)
        }
        let snapshot = UIView(frame: CGRect(origin: .zero, size: rect.size))
        snapshot.backgroundColor = nil
        snapshot.isOpaque = false
        snapshot.layer.contents = picture.cgImage
        snapshot.layer.contentsScale = picture.scale
        snapshot.layer.contentsGravity = .resize
        snapshot.layer.contentsCenter = Self.stretchableUnitRect(of: rect.size, capInsets: capInsets)
        return snapshot
    }

    /// The part inside `capInsets` of a picture of `size`, in unit coordinates (the whole picture
    /// when the insets leave nothing, or are zero).
    static func stretchableUnitRect(of size: CGSize, capInsets: UIEdgeInsets) -> CGRect {
        let left = min(max(0, capInsets.left), size.width), top = min(max(0, capInsets.top), size.height)
        let right = min(max(0, capInsets.right), size.width - left)
        let bottom = min(max(0, capInsets.bottom), size.height - top)
        let inner = CGRect(
            x: left / size.width, y: top / size.height, width: (size.width - left - right) / size.width,
            height: (size.height - top - bottom) / size.height)
        return inner.width > 0 && inner.height > 0 ? inner : CGRect(x: 0, y: 0, width: 1, height: 1)
    }
}
