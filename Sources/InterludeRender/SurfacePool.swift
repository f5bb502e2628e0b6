import CCairo
import InterludeUIKit

/// Scratch surfaces reused from frame to frame (opacity groups, perspective planes, blur buffers),
/// so a steady animation allocates no pixel memory per frame.
///
/// Sizes are rounded up to multiples of 64 pixels so slightly different requests share a surface;
/// callers use the top-left `width × height` part. Surfaces unused for two frames are freed.
final class SurfacePool {
    private struct Entry {
        let surface: CairoImageSurface
        var inUse: Bool
        var lastUsedFrame: Int
    }
    private var entries: [Entry] = []
    private var frame = 0

    /// A surface at least `width × height`, its top-left `width × height` part cleared to transparent.
    func acquire(width: Int, height: Int, clear: Bool = true) -> CairoImageSurface? {
        let w = (width + 63) & ~63, h = (height + 63) & ~63
        var best: Int?
        for (i, e) in entries.enumerated()
        where !e.inUse && e.surface.width >= w && e.surface.height >= h
            && e.surface.width * e.surface.height <= 2 * w * h
        {
            if best.map({ entries[$0].surface.width * entries[$0].surface.height > e.surface.width * e.surface.height }) ?? true {
                best = i
            }
        }
        let index: Int
        if let best {
            index = best
            if clear { Self.clear(entries[index].surface, width: width, height: height) }
        } else {
            guard let surface = CairoImageSurface(width: w, height: h) else { return nil }
            entries.append(Entry(surface: surface, inUse: false, lastUsedFrame: frame))
            index = entries.count - 1
        }
        entries[index].inUse = true
        entries[index].lastUsedFrame = frame
        return entries[index].surface
    }

    /// Returns a surface taken with `acquire`.
    func release(_ surface: CairoImageSurface) {
        if let i = entries.firstIndex(where: { $0.surface === surface }) { entries[i].inUse = false }
    }

    /// Ends a frame: frees surfaces nobody used in this frame or the previous one.
    func endFrame() {
        entries.removeAll { !$0.inUse && $0.lastUsedFrame < frame - 1 }
        frame += 1
    }

    private static func clear(_ surface: CairoImageSurface, width: Int, height: Int) {
        surface.flush()
        let rowBytes = min(width, surface.width) * 4
        for y in 0..<min(height, surface.height) {
            (surface.data + y * surface.stride).update(repeating: 0, count: rowBytes)
        }
        surface.markDirty()
    }
}
