import CCairo

/// A Cairo image surface and context over a frame's pixel memory, kept from one frame to the next
/// while the frame is drawn into the same memory: making them costs several allocations, which a
/// steady animation should not pay every frame.
final class FrameTarget {
    let surface: OpaquePointer
    let cairo: OpaquePointer
    private let base: UnsafeMutableRawPointer
    private let width: Int, height: Int, stride: Int

    private init(_ base: UnsafeMutableRawPointer, width: Int, height: Int, stride: Int) {
        (self.base, self.width, self.height, self.stride) = (base, width, height, stride)
        surface = cairo_image_surface_create_for_data(
            base.assumingMemoryBound(to: UInt8.self), CAIRO_FORMAT_ARGB32, Int32(width), Int32(height), Int32(stride))!
        cairo = cairo_create(surface)!
    }

    deinit {
        cairo_destroy(cairo)
        cairo_surface_finish(surface)
        cairo_surface_destroy(surface)
    }

    /// The last frame's target if it draws into the same memory with the same geometry and its
    /// context still works, else a new one; its context's state is saved (`finish()` restores it,
    /// so each frame starts from Cairo's defaults).
    @MainActor
    static func over(_ base: UnsafeMutablePointer<UInt8>, width: Int, height: Int, stride: Int) -> FrameTarget {
        let target: FrameTarget
        if let last, last.base == UnsafeMutableRawPointer(base), last.width == width, last.height == height,
            last.stride == stride, cairo_status(last.cairo) == CAIRO_STATUS_SUCCESS
        {
            target = last
        } else {
            self.last = nil
            target = FrameTarget(base, width: width, height: height, stride: stride)
            self.last = target
        }
        cairo_save(target.cairo)
        return target
    }

    @MainActor private static var last: FrameTarget?

    /// Ends the frame: restores the context's state and tells Cairo its pixels were written directly.
    func finish() {
        cairo_restore(cairo)
        cairo_surface_mark_dirty(surface)
    }
}
