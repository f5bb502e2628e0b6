import CPrefetch

extension CALayer {
    /// The presentation values at the current time.
    package func presentationState() -> LayerState {
        presentationState(atLocalTime: currentLocalTime)
    }

    /// The model with every attached animation applied at the layer's local time `t`, in add order.
    package func presentationState(atLocalTime t: Double) -> LayerState {
        var state = modelState
        applyAnimations(to: &state, atLocalTime: t)
        return state
    }

    /// Applies every attached animation at local time `t` on top of `state`, in add order.
    @inline(__always)
    private func applyAnimations(to state: inout LayerState, atLocalTime t: Double) {
        let entries = animationEntries
        for index in entries.indices {
            entries[index].animation.apply(to: &state, layerTime: t)
        }
    }

    /// Calls `body` for this layer and every descendant, back to front, with presentation values
    /// evaluated at clock time `t` (each layer's local time derived from its parent's, once).
    /// Nothing is allocated: each layer's state is built on the stack.
    package func forEachPresented(atClockTime t: Double, _ body: (CALayer, LayerState) -> Void) {
        let parentTime = _superlayer?.localTime(atClockTime: t) ?? t
        visitPresented(parentTime: parentTime, body)
    }

    /// The layer's local time and presentation values when its superlayer's local time is `parentTime`.
    package func presented(atParentTime parentTime: Double) -> (localTime: Double, state: LayerState) {
        let local = timeMapping.local(fromParent: parentTime)
        return (local, presentationState(atLocalTime: local))
    }

    /// The local time of this layer's superlayer at clock time `t` (`t` itself for a root layer).
    package func superlayerTime(atClockTime t: Double) -> Double {
        _superlayer?.localTime(atClockTime: t) ?? t
    }

    /// The current time of the clock this layer's tree runs on (its window's).
    package var currentClockTime: Double { clock.now }

    /// The sublayers back to front, without copying into an optional.
    package var orderedSublayers: [CALayer] { _sublayers }

    private func visitPresented(parentTime: Double, _ body: (CALayer, LayerState) -> Void) {
        let local = timeMapping.local(fromParent: parentTime)
        var state = modelState
        applyAnimations(to: &state, atLocalTime: local)
        body(self, state)
        let sublayers = _sublayers
        for index in sublayers.indices {
            if index + 1 < sublayers.count { Self.prefetchPresentationData(of: sublayers, after: index) }
            sublayers[index].visitPresented(parentTime: local, body)
        }
    }

    /// Starts loading what the walk will read for the next siblings, one hop of the pointer chain
    /// per sibling ahead, so that each read below finds its object already in cache and the
    /// misses of several siblings overlap instead of each layer waiting for its own chain:
    /// the layer object (4 ahead), its prefetch list (3), the ranges the list names (2). Only
    /// cached objects are dereferenced. A hint: it changes no value.
    @inline(__always)
    private static func prefetchPresentationData(of sublayers: [CALayer], after index: Int) {
        let count = sublayers.count
        if index + 4 < count {
            interlude_prefetch(Unmanaged.passUnretained(sublayers[index + 4]).toOpaque(), layerPrefetchBytes)
        }
        if index + 3 < count, let range = sublayers[index + 3].presentationPrefetchListMemory {
            interlude_prefetch(range.address, range.bytes)
        }
        if index + 2 < count {
            for range in sublayers[index + 2].presentationPrefetchList { interlude_prefetch(range.address, range.bytes) }
        }
    }

    /// The memory `applyAnimations` reads through `entries`.
    static func prefetchList(for entries: [(key: String?, animation: CAAnimation)]) -> [MemoryRange] {
        var list: [MemoryRange] = []
        if let range = entries.memoryRange() { list.append(range) }
        for entry in entries {
            list.append(
                MemoryRange(
                    address: UnsafeRawPointer(Unmanaged.passUnretained(entry.animation).toOpaque()),
                    bytes: animationPrefetchBytes))
            entry.animation.appendReferencedMemory(to: &list)
        }
        return list
    }
}

/// A stretch of memory to prefetch. The address is only a hint: it may be stale (prefetching
/// never faults), so it is never dereferenced.
struct MemoryRange {
    let address: UnsafeRawPointer
    let bytes: Int
}

/// Bytes of a layer object the walk reads (its header, model state and per-frame fields): 10 lines
/// before the contents rectangle, masked corners and the shape and gradient values grew the model
/// state by 192 bytes, 3 more since.
private let layerPrefetchBytes = 13 * 64
/// Bytes of an animation object every `apply` reads: the per-frame fields, declared first in each
/// class, through `CABasicAnimation.plan` (subclasses list what lies further).
private let animationPrefetchBytes = 5 * 64

extension Array {
    /// The memory of the array's header (32 bytes just before the elements in Swift's native
    /// storage) and its first `elements` elements (all by default).
    func memoryRange(elements: Int? = nil) -> MemoryRange? {
        let elements = elements ?? count
        return withUnsafeBufferPointer { buffer in
            buffer.baseAddress.map {
                MemoryRange(address: UnsafeRawPointer($0) - 32, bytes: 32 + elements * MemoryLayout<Element>.stride)
            }
        }
    }
}
