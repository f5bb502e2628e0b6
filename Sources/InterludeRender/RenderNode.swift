import InterludeUIKit

/// One layer of the frame being drawn: its presentation values at the frame's time and its place
/// in the tree. Nodes are stored in pre-order; a node's descendants are the nodes up to `subtreeEnd`.
struct RenderNode {
    let layer: CALayer
    let state: LayerState
    /// Maps the layer's bounds coordinates to its superlayer's bounds coordinates.
    let toSuperlayer: Homography
    /// Index one past the node's last descendant.
    var subtreeEnd: Int
}

/// The presentation tree at one clock time, flattened into pre-order (reused between frames).
struct RenderTree {
    private(set) var nodes: [RenderNode] = []

    /// Evaluates `root`'s presentation subtree at clock time `t`. Hidden and fully transparent
    /// layers keep their node but lose their descendants (nothing of them is drawn).
    @MainActor mutating func build(root: CALayer, atClockTime t: Double) {
        nodes.removeAll(keepingCapacity: true)
        add(root, parentTime: root.superlayerTime(atClockTime: t), parent: nil, isRoot: true)
    }

    @MainActor private mutating func add(_ layer: CALayer, parentTime: Double, parent: LayerState?, isRoot: Bool) {
        let (local, state) = layer.presented(atParentTime: parentTime)
        let index = nodes.count
        // The root is drawn in its own coordinates: its position and transform place it in a superlayer we do not draw.
        let map =
            isRoot
            ? Homography.translation(-Double(state.bounds.minX), -Double(state.bounds.minY))
            : Homography.layerToSuperlayer(state, superlayer: parent)
        nodes.append(RenderNode(layer: layer, state: state, toSuperlayer: map, subtreeEnd: index + 1))
        if !state.isHidden && state.opacity > 0 {
            for sublayer in layer.orderedSublayers { add(sublayer, parentTime: local, parent: state, isRoot: false) }
        }
        nodes[index].subtreeEnd = nodes.count
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
