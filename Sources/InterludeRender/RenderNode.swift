import Synchronization
import InterludeUIKit

/// One layer of the frame being drawn: its presentation values at the frame's time and its place
/// in the tree. Nodes are stored in pre-order; a node's descendants are the nodes up to `subtreeEnd`.
struct RenderNode {
    let layer: CALayer
    var state: LayerState
    /// Maps the layer's bounds coordinates to its superlayer's bounds coordinates.
    var toSuperlayer: Homography
    /// Index one past the node's last descendant.
    var subtreeEnd: Int
    /// Whether the layer had `contents` or drew its own content when the tree was built: when
    /// not, a frame skips asking (both can change only with the tree's revision; a delegate that
    /// goes away only stops drawing).
    var mayDrawContent = true
    /// What the layer's class draws itself. The fields from here on are read from the layer when
    /// the tree is built (each change to them is a change of the tree's revision), so that a frame
    /// asks no layer for them: a property read of a layer costs as much as filling a small one.
    var drawing = CALayer.BuiltInDrawing.none
    /// Whether the layer has a `mask`.
    var hasMask = false
    /// Whether one of its animations is a `CATransition`.
    var hasTransition = false

    /// Whether the layer keeps its sublayers' depth (a transform layer, a depth-preserving
    /// replicator): it draws only its sublayers, back to front, each faded by its opacity.
    var keepsDepth: Bool { drawing.keepsDepth }

    /// Whether the layer is drawn as it faces: a one-sided layer (`isDoubleSided` false) turned over
    /// in its superlayer's plane is not, sublayers and all.
    var showsFront: Bool {
        state.isDoubleSided
            || toSuperlayer.keepsOrientation(atX: Double(state.bounds.midX), y: Double(state.bounds.midY))
    }
}

/// The presentation tree at one clock time, flattened into pre-order, and kept between frames.
///
/// While no layer changed (`LayerTreeRevision`) since the tree was built for the same root, the
/// next frame only re-evaluates the nodes whose layers have animations (and the maps their values
/// move), in pre-order, from the model values and the same functions a fresh build uses: the
/// result is the tree a fresh build would make (`RenderTreeReuseTests`). Anything else rebuilds it.
struct RenderTree {
    private(set) var nodes: [RenderNode] = []
    /// Each node's `DrawRecord`, made whenever the node's state or map is set.
    private(set) var records: [DrawRecord] = []

    /// The nodes whose local time a reusing update needs, in pre-order: every animated node and its
    /// ancestors (their time mappings compose its local time).
    private var timed: [TimedNode] = []
    /// `timed[k]`'s local time in the frame being updated.
    private var localTimes: [Double] = []
    /// What `timed[k]`'s sublayers' maps read of it, as last evaluated (its children's maps were
    /// made from it).
    private var geometries: [SuperlayerGeometry] = []
    /// The animations of the animated timed nodes as tracks, node after node, each node's in add
    /// order (`TimedNode.tracks`): a frame evaluates them from here rather than through the
    /// animation objects (see `AnimationTrack`).
    private var tracks = AnimationTrackStorage()
    /// What the tree was built from: the root, and the layer and animation timing revisions at the
    /// start of the build (tracks copy the timing).
    private var builtRoot: ObjectIdentifier?
    private var builtRevision = 0
    private var builtTimingRevision = 0
    /// Whether the last update reused the tree (for tests and benchmarks).
    private(set) var lastUpdateReused = false
    /// Whether the tree holds a replicator, transform or emitter layer: some maps and local times
    /// then depend on more than what a reusing update recomputes (instance transforms and delays,
    /// 3-D maps through a transform layer, an emitter's time), so each frame rebuilds it.
    private var rebuildsEachFrame = false
    /// The depth of each sublayer of a transform layer (or a depth-preserving replicator): the z of
    /// its bounds' centre in the space of its flattening ancestor, by node index. Such sublayers are
    /// drawn back to front by it (see `ReplicaDrawing.swift`).
    private(set) var depths: [Int: Double] = [:]
    /// The local time of each emitter layer's node, by node index: its particles are drawn at it
    /// (see `ParticleDrawing.swift`).
    private(set) var emitterTimes: [Int: Double] = [:]

    /// A node on the time chain of an animated node.
    private struct TimedNode {
        /// The node's index in `nodes`.
        var node: Int32
        /// The index in `timed` of the nearest timed ancestor (its parent), or −1 for the root.
        var parent: Int32
        /// Whether the node's layer has animations (its values are evaluated every frame).
        var isAnimated: Bool
        /// Whether its sublayers were added to the tree (it was neither hidden nor transparent).
        var showsSublayers: Bool
        /// Its layer's map from its superlayer's time (kept here, so that a frame reads no layer
        /// that has no animations, and no animated layer's timing).
        var timing: TimeMapping
        /// Where its animations' tracks are in `tracks`; nil when one of them has no track and the
        /// node is evaluated through its layer's animation objects.
        var tracks: AnimationTrackStorage.LayerTracks? = nil
        /// Whether it is updated apart from the others, concurrently (`leaves`).
        var isLeaf = false
    }

    /// The timed nodes (their indices in `timed`) an update may do in any order, on several
    /// threads: animated, evaluated from tracks alone, without sublayers in the tree, and under a
    /// layer that is not animated. Each reads only its own node, tracks and time and its
    /// superlayer's geometry, which no update changes, and writes only its own node and record.
    private var leaves: [Int32] = []
    /// Whether a leaf stopped or started showing sublayers in the update under way (a static
    /// object: an atomic captured by the update's closures would be boxed on the heap).
    private static let leafShowingChanged = Atomic(false)
    /// Fewer leaves than this are updated on the calling thread (lowered by tests): waking a
    /// worker that sleeps would cost more (see `FillBatch.minimumRowsToShare`).
    nonisolated(unsafe) static var minimumLeavesToShare = 256
    /// Whether the last update had enough leaves to share them.
    var sharesLeaves: Bool { leaves.count >= Self.minimumLeavesToShare }

    /// Whether the tree was last built from `root`.
    func isBuilt(from root: CALayer) -> Bool { !nodes.isEmpty && builtRoot == ObjectIdentifier(root) }

    /// Brings the tree to `root`'s presentation subtree at clock time `t`: re-evaluates the
    /// animated nodes when nothing else can have changed since the last build of `root`, else
    /// builds it afresh. Hidden and fully transparent layers keep their node but lose their
    /// descendants (nothing of them is drawn).
    @MainActor mutating func build(root: CALayer, atClockTime t: Double) {
        if !rebuildsEachFrame, builtRoot == ObjectIdentifier(root), builtRevision == LayerTreeRevision.current,
            builtTimingRevision == AnimationTimingRevision.current, !nodes.isEmpty,
            reevaluate(rootParentTime: root.superlayerTime(atClockTime: t))
        {
            lastUpdateReused = true
            return
        }
        rebuild(root: root, atClockTime: t)
    }

    /// Evaluates `root`'s presentation subtree at clock time `t` from scratch.
    @MainActor mutating func rebuild(root: CALayer, atClockTime t: Double) {
        lastUpdateReused = false
        builtRevision = LayerTreeRevision.current
        builtTimingRevision = AnimationTimingRevision.current
        builtRoot = ObjectIdentifier(root)
        nodes.removeAll(keepingCapacity: true)
        timed.removeAll(keepingCapacity: true)
        if !depths.isEmpty { depths.removeAll(keepingCapacity: true) }
        if !emitterTimes.isEmpty { emitterTimes.removeAll(keepingCapacity: true) }
        rebuildsEachFrame = false
        add(root, parentTime: root.superlayerTime(atClockTime: t), parent: nil, timedParent: -1)
        pruneTimedNodes()
        collectTracks()
        localTimes.removeAll(keepingCapacity: true)
        localTimes.append(contentsOf: repeatElement(0, count: timed.count))
        geometries.removeAll(keepingCapacity: true)
        for entry in timed { geometries.append(SuperlayerGeometry(nodes[Int(entry.node)].state)) }
        records.removeAll(keepingCapacity: true)
        nodes.withUnsafeBufferPointer { nodes in
            for index in nodes.indices { records.append(DrawRecord(nodes.baseAddress! + index, index: index)) }
        }
    }

    /// Appends `layer`'s node and its subtree's. The presentation is evaluated in place, in the
    /// node's own storage: the model state is copied once, into the node.
    ///
    /// `through`, given for the sublayers of a replicator or transform layer, is the 3-D map from
    /// the superlayer's coordinates to those the node's map should reach: a replica's instance
    /// transform, then (inside a transform layer) the map on to the flattening ancestor.
    @MainActor private mutating func add(
        _ layer: CALayer, parentTime: Double, parent: SuperlayerGeometry?, timedParent: Int32,
        through: CATransform3D? = nil
    ) {
        let local = layer.localTime(fromParentTime: parentTime)
        let index = nodes.count
        nodes.append(
            RenderNode(
                layer: layer, state: layer.modelState, toSuperlayer: .identity, subtreeEnd: index + 1,
                mayDrawContent: layer.contents != nil || layer.drawsCustomContent()))
        layer.applyAnimations(to: &nodes[index].state, atLocalTime: local)
        let drawing = layer.builtInDrawing
        nodes[index].drawing = drawing
        nodes[index].hasMask = layer.mask != nil
        nodes[index].hasTransition = layer.hasTransitionAnimation
        if drawing == .emitter {
            // Particles move with time alone: the tree is built afresh each frame, as for a replicator.
            emitterTimes[index] = local
            rebuildsEachFrame = true
        }
        if through == nil && !drawing.keepsDepth {
            nodes[index].toSuperlayer = Self.map(nodes[index].state, superlayer: parent)
        }
        let shows = Self.showsSublayers(nodes[index].state)
        // Every node is entered here; `pruneTimedNodes` keeps those on an animated node's time chain.
        let timedIndex = Int32(timed.count)
        timed.append(
            TimedNode(
                node: Int32(index), parent: timedParent, isAnimated: layer.hasAnimations, showsSublayers: shows,
                timing: layer.timeMapping))
        if through != nil || drawing.keepsDepth || drawing == .replicator {
            addIn3D(index, drawing: drawing, shows: shows, local: local, parent: parent, timed: timedIndex, through: through)
        } else if shows {
            let sublayers = layer.orderedSublayers
            if !sublayers.isEmpty {
                let geometry = SuperlayerGeometry(nodes[index].state)
                for sublayer in sublayers { add(sublayer, parentTime: local, parent: geometry, timedParent: timedIndex) }
            }
        }
        nodes[index].subtreeEnd = nodes.count
    }

    /// `add`'s second half for a node whose map goes `through` a replica or transform layer, or
    /// that is a replicator or transform layer itself: its map, its depth, and its sublayers — each
    /// copy of them for a replicator (copy k `k × instanceDelay` seconds behind in time, moved by
    /// `instanceTransform` k times about the centre) — mapped in 3-D past a transform layer, which
    /// itself gets the identity map (it draws nothing of its own; its sublayers' maps reach its
    /// superlayer).
    @MainActor private mutating func addIn3D(
        _ index: Int, drawing: CALayer.BuiltInDrawing, shows: Bool, local: Double, parent: SuperlayerGeometry?,
        timed timedIndex: Int32, through: CATransform3D?
    ) {
        rebuildsEachFrame = true
        let state = nodes[index].state
        // The node's 3-D map to the coordinates its node map reaches.
        var toTarget = Homography.layerToSuperlayerTransform(state, superlayer: parent)
        if let through {
            toTarget = CATransform3DConcat(toTarget, through)
            depths[index] = Self.depth(ofCentreOf: state.bounds, under: toTarget)
        }
        nodes[index].toSuperlayer = drawing.keepsDepth ? .identity : Homography(toTarget)
        let sublayers = nodes[index].layer.orderedSublayers
        let replicates = drawing == .replicator || drawing == .transformReplicator
        guard shows, replicates || drawing.keepsDepth, !sublayers.isEmpty else {
            if shows { addSublayers(of: index, sublayers, local: local, timed: timedIndex) }
            return
        }
        let geometry = SuperlayerGeometry(state)
        // What the sublayers' maps go through: nothing more for a flat layer, on to the target for a
        // transform layer.
        let container: CATransform3D? = drawing.keepsDepth ? toTarget : nil
        guard replicates else {
            for sublayer in sublayers {
                add(sublayer, parentTime: local, parent: geometry, timedParent: timedIndex, through: container)
            }
            return
        }
        let replicas = ReplicaSettings(state)
        let centre = (x: state.bounds.midX, y: state.bounds.midY)
        let step = CATransform3DConcat(
            CATransform3DConcat(CATransform3DMakeTranslation(-centre.x, -centre.y, 0), replicas.transform),
            CATransform3DMakeTranslation(centre.x, centre.y, 0))
        var instance = CATransform3DIdentity
        for k in 0..<replicas.count {
            let shifted = local - Double(k) * replicas.delay
            let through = container.map { CATransform3DConcat(instance, $0) } ?? instance
            for sublayer in sublayers {
                add(sublayer, parentTime: shifted, parent: geometry, timedParent: timedIndex, through: through)
            }
            instance = CATransform3DConcat(instance, step)
        }
    }

    /// Adds `index`'s sublayers as `add` does for a flat layer.
    @MainActor private mutating func addSublayers(of index: Int, _ sublayers: [CALayer], local: Double, timed: Int32) {
        guard !sublayers.isEmpty else { return }
        let geometry = SuperlayerGeometry(nodes[index].state)
        for sublayer in sublayers { add(sublayer, parentTime: local, parent: geometry, timedParent: timed) }
    }

    /// The z of `bounds`' centre mapped by `m` (after the perspective divide); larger is nearer.
    private static func depth(ofCentreOf bounds: CGRect, under m: CATransform3D) -> Double {
        let (x, y) = (Double(bounds.midX), Double(bounds.midY))
        let z = x * Double(m.m13) + y * Double(m.m23) + Double(m.m43)
        let w = x * Double(m.m14) + y * Double(m.m24) + Double(m.m44)
        return abs(w) > 1e-12 ? z / w : z
    }

    /// The node's map to its superlayer (`rootMap` for the root).
    private static func map(_ state: LayerState, superlayer parent: SuperlayerGeometry?) -> Homography {
        guard let parent else { return rootMap(state) }
        return Homography.layerToSuperlayer(state, superlayer: parent)
    }

    /// The root is drawn in its own coordinates: its position and transform place it in a
    /// superlayer we do not draw.
    private static func rootMap(_ state: LayerState) -> Homography {
        Homography.translation(-Double(state.bounds.minX), -Double(state.bounds.minY))
    }

    /// Where a node keeps its layer reference.
    private static let layerOffset = MemoryLayout<RenderNode>.offset(of: \RenderNode.layer)!
    /// Where a node keeps its state.
    private static let stateOffset = MemoryLayout<RenderNode>.offset(of: \RenderNode.state)!

    /// Whether a layer presented as `state` shows its sublayers.
    private static func showsSublayers(_ state: LayerState) -> Bool { !state.isHidden && state.opacity > 0 }

    /// Keeps only the timed nodes that are animated or have an animated descendant, their parent
    /// links renumbered (`timed` holds every node, in pre-order, when this runs).
    private mutating func pruneTimedNodes() {
        var needed = timed.map(\.isAnimated)
        for k in timed.indices.reversed() where needed[k] {
            let parent = Int(timed[k].parent)
            if parent >= 0 { needed[parent] = true }
        }
        var renumbered = [Int32](repeating: -1, count: timed.count)
        var kept = 0
        for k in timed.indices where needed[k] {
            var entry = timed[k]
            if entry.parent >= 0 { entry.parent = renumbered[Int(entry.parent)] }
            renumbered[k] = Int32(kept)
            timed[kept] = entry
            kept += 1
        }
        timed.removeLast(timed.count - kept)
    }

    /// Gives each animated timed node its animations' tracks, when all of them have one, and
    /// finds the `leaves`.
    @MainActor private mutating func collectTracks() {
        tracks.removeAll()
        leaves.removeAll(keepingCapacity: true)
        for k in timed.indices where timed[k].isAnimated {
            let node = Int(timed[k].node), parent = Int(timed[k].parent)
            timed[k].tracks = tracks.append(nodes[node].layer)
            timed[k].isLeaf =
                timed[k].tracks != nil && nodes[node].subtreeEnd == node + 1 && (parent < 0 || !timed[parent].isAnimated)
            if timed[k].isLeaf { leaves.append(Int32(k)) }
        }
    }

    /// Re-evaluates the animated nodes at their local times under the root's parent time
    /// `rootParentTime`; false (the tree is then half updated, to be rebuilt) when a node's
    /// sublayers appeared or disappeared. Works through pointers into the tree's storage, so that
    /// no node (some 800 bytes) is copied. The `leaves` first, shared among threads, then the
    /// other animated nodes in order (a node's map reads its parent's geometry, which an
    /// animated parent sets first).
    @MainActor private mutating func reevaluate(rootParentTime: Double) -> Bool {
        let count = timed.count
        let stateOffset = Self.stateOffset
        let leaves = self.leaves
        return self.tracks.withContents { tracks in
            timed.withUnsafeBufferPointer { timed in
                localTimes.withUnsafeMutableBufferPointer { localTimes in
                    for k in 0..<count {
                        let parent = Int(timed[k].parent)
                        localTimes[k] = timed[k].timing.local(fromParent: parent < 0 ? rootParentTime : localTimes[parent])
                    }
                    return geometries.withUnsafeMutableBufferPointer { geometries in
                        nodes.withUnsafeMutableBufferPointer { nodes in
                            records.withUnsafeMutableBufferPointer { records in
                                let tree = TreeStorage(
                                    timed: timed, localTimes: UnsafeBufferPointer(localTimes),
                                    geometries: UnsafeBufferPointer(geometries), nodes: nodes, records: records,
                                    tracks: tracks)
                                guard Self.update(leaves, tree) else { return false }
                                for k in 0..<count {
                                    let entry = timed[k]
                                    guard entry.isAnimated, !entry.isLeaf else { continue }
                                    let node = nodes.baseAddress! + Int(entry.node)
                                    let parent = Int(entry.parent)
                                    Self.present(
                                        node, entry.tracks, tracks, into: &node.pointee.state, atLocalTime: localTimes[k])
                                    let shows = !node.pointee.state.isHidden && node.pointee.state.opacity > 0
                                    let reused = shows == entry.showsSublayers || Self.layer(of: node).orderedSublayers.isEmpty
                                    guard reused else { return false }
                                    if parent < 0 {
                                        node.pointee.toSuperlayer = Self.rootMap(node.pointee.state)
                                    } else {
                                        // (A pointer made by arithmetic: a closure here would check its actor each time.)
                                        let state = UnsafeRawPointer(node).advanced(by: stateOffset)
                                            .assumingMemoryBound(to: LayerState.self)
                                        node.pointee.toSuperlayer = Homography.layerToSuperlayer(
                                            state, superlayer: geometries.baseAddress! + parent)
                                    }
                                    records[Int(entry.node)] = DrawRecord(node, index: Int(entry.node))
                                    // The children's maps read this node's sublayer transform, bounds and anchor point.
                                    guard node.pointee.subtreeEnd > Int(entry.node) + 1 else { continue }
                                    let geometry = SuperlayerGeometry(node)
                                    if !geometry.isBitwiseEqual(to: geometries[k]) {
                                        var child = Int(entry.node) + 1
                                        while child < node.pointee.subtreeEnd {
                                            let c = nodes.baseAddress! + child
                                            c.pointee.toSuperlayer = Homography.layerToSuperlayer(
                                                c.pointee.state, superlayer: geometry)
                                            records[child] = DrawRecord(c, index: child)
                                            child = c.pointee.subtreeEnd
                                        }
                                        geometries[k] = geometry
                                    }
                                }
                                return true
                            }
                        }
                    }
                }
            }
        }
    }

    /// The tree's storage during an update, in place.
    private struct TreeStorage {
        let timed: UnsafeBufferPointer<TimedNode>
        let localTimes: UnsafeBufferPointer<Double>
        let geometries: UnsafeBufferPointer<SuperlayerGeometry>
        let nodes: UnsafeMutableBufferPointer<RenderNode>
        let records: UnsafeMutableBufferPointer<DrawRecord>
        let tracks: AnimationTrackStorage.Contents
    }

    /// Updates the `leaves` (on several threads when there are many); false when one of them
    /// stopped or started showing sublayers it has (the tree must be rebuilt).
    @MainActor private static func update(_ leaves: [Int32], _ tree: TreeStorage) -> Bool {
        // Shared safely: each leaf writes only its own node and record (see `leaves`).
        leafShowingChanged.store(false, ordering: .relaxed)
        leaves.withUnsafeBufferPointer { leaves in
            let parts = FrameParallelism.threads(for: leaves.count, minimum: minimumLeavesToShare)
            withUnsafePointer(to: LeafWork(leaves: leaves, parts: parts, tree: tree)) { work in
                FrameParallelism.perform(iterations: parts, context: work) { work, k in
                    let work = work.assumingMemoryBound(to: LeafWork.self).pointee
                    var changed = false
                    for leaf in work.leaves[FrameParallelism.part(k, of: work.leaves.count, parts: work.parts)]
                    where !RenderTree.updateLeaf(Int(leaf), work.tree) {
                        changed = true
                    }
                    if changed { RenderTree.leafShowingChanged.store(true, ordering: .relaxed) }
                }
            }
        }
        guard leafShowingChanged.load(ordering: .relaxed) else { return true }
        // A leaf has no sublayers in the tree, but may have some that were not added.
        return leaves.allSatisfy { k in
            let node = tree.nodes.baseAddress! + Int(tree.timed[Int(k)].node)
            return showsSublayers(node.pointee.state) == tree.timed[Int(k)].showsSublayers
                || layer(of: node).orderedSublayers.isEmpty
        }
    }

    /// What each thread updating leaves reads: the leaves, in `parts` parts, and the tree.
    private struct LeafWork {
        let leaves: UnsafeBufferPointer<Int32>
        let parts: Int
        let tree: TreeStorage
    }

    /// Updates leaf `k` (an index in `timed`); false when it stopped or started showing its sublayers.
    private static func updateLeaf(_ k: Int, _ tree: TreeStorage) -> Bool {
        let entry = tree.timed[k]
        let node = tree.nodes.baseAddress! + Int(entry.node)
        tree.tracks.present(entry.tracks!, into: &node.pointee.state, atLocalTime: tree.localTimes[k])
        let parent = Int(entry.parent)
        if parent < 0 {
            node.pointee.toSuperlayer = rootMap(node.pointee.state)
        } else {
            let state = UnsafeRawPointer(node).advanced(by: stateOffset).assumingMemoryBound(to: LayerState.self)
            node.pointee.toSuperlayer = Homography.layerToSuperlayer(state, superlayer: tree.geometries.baseAddress! + parent)
        }
        tree.records[Int(entry.node)] = DrawRecord(node, index: Int(entry.node))
        return showsSublayers(node.pointee.state) == entry.showsSublayers
    }

    /// The node's layer, read without a retain and release (the node holds it).
    @inline(__always)
    private static func layer(of node: UnsafePointer<RenderNode>) -> CALayer {
        UnsafeRawPointer(node).load(fromByteOffset: layerOffset, as: Unmanaged<CALayer>.self).takeUnretainedValue()
    }

    /// An animated node's presentation at local time `t` in `state` (which holds the layer's
    /// model, or its last presentation): from its tracks when it has them (`layerTracks`), which
    /// rewrite only what they animate, else its whole model with its layer's animation objects applied.
    @MainActor @inline(__always)
    private static func present(
        _ node: UnsafePointer<RenderNode>, _ layerTracks: AnimationTrackStorage.LayerTracks?,
        _ tracks: AnimationTrackStorage.Contents, into state: inout LayerState, atLocalTime t: Double
    ) {
        if let layerTracks {
            tracks.present(layerTracks, into: &state, atLocalTime: t)
        } else {
            layer(of: node).present(into: &state, atLocalTime: t)
        }
    }

    /// The benchmarks' presentation phase: evaluates every animated node at the root's parent time
    /// `rootParentTime` as an update does (tracks, else animation objects) into one scratch state,
    /// storing nothing; returns the sum of the opacities (so that nothing is skipped). Meaningful
    /// right after an update of the same tree.
    @MainActor func evaluatePresentation(rootParentTime: Double) -> Double {
        var scratch = LayerState()
        var localTimes = [Double](repeating: 0, count: timed.count)
        var sum = 0.0
        tracks.withContents { tracks in
            nodes.withUnsafeBufferPointer { nodes in
                for (k, entry) in timed.enumerated() {
                    let parent = Int(entry.parent)
                    let local = entry.timing.local(fromParent: parent < 0 ? rootParentTime : localTimes[parent])
                    localTimes[k] = local
                    guard entry.isAnimated else { continue }
                    Self.present(nodes.baseAddress! + Int(entry.node), entry.tracks, tracks, into: &scratch, atLocalTime: local)
                    sum += Double(scratch.opacity)
                }
            }
        }
        return sum
    }

    /// The children of node `index` in drawing order: back to front, stably sorted by `zPosition`.
    func children(of index: Int, into buffer: inout [Int]) {
        buffer.removeAll(keepingCapacity: true)
        var i = index + 1
        var sortNeeded = false
        while i < nodes[index].subtreeEnd {
            buffer.append(i)
            if nodes[i].state.zPosition != 0 { sortNeeded = true }
            i = nodes[i].subtreeEnd
        }
        if sortNeeded {
            let zOrder = buffer.enumerated().sorted {
                let (za, zb) = (nodes[$0.element].state.zPosition, nodes[$1.element].state.zPosition)
                return za != zb ? za < zb : $0.offset < $1.offset
            }
            buffer = zOrder.map(\.element)
        }
    }

    func hasChildren(_ index: Int) -> Bool { nodes[index].subtreeEnd > index + 1 }
}
