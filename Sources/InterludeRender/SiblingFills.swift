import InterludeUIKit

/// The fills of many sibling layers, worked out on every processor before the siblings are drawn
/// in order.
///
/// With thousands of plain layers under one superlayer, the composite's walk over them — each
/// one's map to the device, colour and fill shape — is most of what stays on one thread once the
/// fills themselves are done in bands (`FillBatch`). A sibling's fill depends only on its own
/// record and the superlayer's map, so the siblings are split into contiguous parts, one per
/// thread, each writing only its own slots; the walk then only hands the prepared fills to the
/// batch, in order, and draws the siblings that are not plain fills the usual way where they
/// stand. The frame is the same, byte for byte (`FillBatchTests`).
struct SiblingFills {
    /// What a sibling needs.
    enum Step {
        /// Nothing: a plain fill that does not show.
        case skip
        /// This fill.
        case fill(FillBatch.Fill)
        /// Drawing the usual way (`LayerCompositor.drawLayer`).
        case draw
    }

    /// Fewer siblings than this are walked on the calling thread (lowered by tests): working one
    /// out costs under a microsecond, handing work to a kept thread some.
    nonisolated(unsafe) static var minimumToShare = defaultMinimumToShare
    static let defaultMinimumToShare = 512

    private(set) var steps: [Step] = []

    /// Works out the steps of `children` (indices into `records`) under `parentMap`, leaving
    /// rectangles that do not stay axis-aligned to Cairo unless `parallelograms`.
    mutating func prepare(
        _ children: [Int], records: [DrawRecord], parentMap: Homography, parallelograms: Bool
    ) {
        steps.removeAll(keepingCapacity: true)
        steps.append(contentsOf: repeatElement(.draw, count: children.count))
        let parts = FrameParallelism.threads(for: children.count, minimum: Self.minimumToShare)
        // Shared safely: every thread reads the records and writes only its own part's steps.
        children.withUnsafeBufferPointer { children in
            records.withUnsafeBufferPointer { records in
                steps.withUnsafeMutableBufferPointer { steps in
                    let work = Work(
                        children: children, records: records, steps: steps, parentMap: parentMap, parts: parts,
                        parallelograms: parallelograms)
                    withUnsafePointer(to: work) { work in
                        FrameParallelism.perform(iterations: parts, context: work) { work, k in
                            let work = work.assumingMemoryBound(to: Work.self).pointee
                            for i in FrameParallelism.part(k, of: work.children.count, parts: work.parts) {
                                work.steps[i] = SiblingFills.step(
                                    work.records[work.children[i]], parentMap: work.parentMap,
                                    parallelograms: work.parallelograms)
                            }
                        }
                    }
                }
            }
        }
    }

    /// What each thread reads, and the steps it writes.
    private struct Work {
        let children: UnsafeBufferPointer<Int>
        let records: UnsafeBufferPointer<DrawRecord>
        let steps: UnsafeMutableBufferPointer<Step>
        let parentMap: Homography
        let parts: Int
        let parallelograms: Bool
    }

    /// The step of a layer drawn as `record` says under `parentMap`: what `drawLayer` does first
    /// for a plain fill, without doing it.
    static func step(_ record: DrawRecord, parentMap: Homography, parallelograms: Bool) -> Step {
        guard record.isPlainFill else { return .draw }
        guard record.isShown else { return .skip }
        let map = record.toSuperlayer.then(parentMap)
        guard map.isAffine,
            let fill = FillBatch.Fill(
                record.bounds, record.background, map: map, opacity: Double(record.opacity),
                parallelograms: parallelograms)
        else { return .draw }
        return .fill(fill)
    }
}

extension LayerCompositor {
    /// Draws `children` (siblings, in order) under `parentMap` into `target`, whose plain fills
    /// are kept in a batch: their fills worked out on every processor first when there are many.
    func drawSiblings(_ children: [Int], parentMap: Homography, target: RenderTarget, depth: Int) {
        guard let direct = target.direct, let batch = target.pendingFills, FrameParallelism.threadCount > 1,
            children.count >= SiblingFills.minimumToShare
        else {
            for child in children { drawLayer(child, parentMap: parentMap, target: target, depth: depth) }
            return
        }
        // A sibling drawn the usual way may have many sublayers of its own: each depth keeps its steps.
        while depth >= siblingFills.count { siblingFills.append(SiblingFills()) }
        var prepared = SiblingFills()
        swap(&prepared, &siblingFills[depth])
        prepared.prepare(children, records: tree.records, parentMap: parentMap, parallelograms: direct.fillsParallelograms)
        for (i, child) in children.enumerated() {
            switch prepared.steps[i] {
            case .skip: continue
            case .fill(let fill): batch.append(fill, direct)
            case .draw: drawLayer(child, parentMap: parentMap, target: target, depth: depth)
            }
        }
        swap(&prepared, &siblingFills[depth])
    }
}
