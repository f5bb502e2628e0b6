extension UIView {
    /// A view showing a frozen copy of this view's content, sized to its bounds at origin zero
    /// (`snapshotView(afterScreenUpdates:)`).
    ///
    /// With `afterScreenUpdates` false the copy shows what is on screen now (presentation values);
    /// with true it shows the latest model values. The copy does not follow later changes.
    final func frozenSnapshot(afterScreenUpdates afterUpdates: Bool) -> UIView? {
        CATransaction.flushPending()
        let snapshot = UIView(frame: CGRect(origin: .zero, size: bounds.size))
        snapshot.backgroundColor = nil
        snapshot.isOpaque = false
        let copy = layer.frozenCopy(presented: !afterUpdates, atClockTime: layer.clock.now)
        copy.transform = CATransform3DIdentity
        copy.position = CGPoint(x: bounds.width * copy.anchorPoint.x, y: bounds.height * copy.anchorPoint.y)
        snapshot.layer.addSublayer(copy)
        return snapshot
    }
}
