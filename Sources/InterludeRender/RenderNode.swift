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

    /// Appends `layer`'s node and its subtree's. The presentation is evaluated in place, in the
    /// node's own storage: the model state is copied once, into the node.
    @MainActor private mutating func add(
        _ layer: CALayer, parentTime: Double, parent: SuperlayerGeometry?, isRoot: Bool
    ) {
        let local = layer.localTime(fromParentTime: parentTime)
        let index = nodes.count
        nodes.append(RenderNode(layer: layer, state: layer.modelState, toSuperlayer: .identity, subtreeEnd: index + 1))
        layer.applyAnimations(to: &nodes[index].state, atLocalTime: local)
        // The root is drawn in its own coordinates: its position and transform place it in a superlayer we do not draw.
        nodes[index].toSuperlayer =
            isRoot
            ? Homography.translation(-Double(nodes[index].state.bounds.minX), -Double(nodes[index].state.bounds.minY))
            : Homography.layerToSuperlayer(nodes[index].state, superlayer: parent)
        if !nodes[index].state.isHidden && nodes[index].state.opacity > 0 {
            let sublayers = layer.orderedSublayers
            if !sublayers.isEmpty {
                let geometry = SuperlayerGeometry(nodes[index].state)
                for sublayer in sublayers { add(sublayer, parentTime: local, parent: geometry, isRoot: false) }
            }
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
