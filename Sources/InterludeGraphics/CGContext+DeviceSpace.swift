/// Conversions between the user space and the device space (pixels, y up: see `ctm`).
extension CGContext {
    /// The transform from user space to device space: `ctm`.
    public var userSpaceToDeviceSpaceTransform: CGAffineTransform { ctm }

    /// `point` in device space.
    public func convertToDeviceSpace(_ point: CGPoint) -> CGPoint { point.applying(ctm) }
    /// `point` (device space) in user space.
    public func convertToUserSpace(_ point: CGPoint) -> CGPoint { point.applying(ctm.inverted()) }
    /// `size` in device space (the transform without its translation).
    public func convertToDeviceSpace(_ size: CGSize) -> CGSize { size.applying(ctm) }
    /// `size` (device space) in user space.
    public func convertToUserSpace(_ size: CGSize) -> CGSize { size.applying(ctm.inverted()) }
    /// The smallest device-space rectangle holding `rect`'s corners mapped there.
    public func convertToDeviceSpace(_ rect: CGRect) -> CGRect { rect.applying(ctm) }
    /// The smallest user-space rectangle holding `rect`'s (device space) corners mapped there.
    public func convertToUserSpace(_ rect: CGRect) -> CGRect { rect.applying(ctm.inverted()) }
}
