import InterludeConstraintSolver

extension UIView {
    /// `systemLayoutSizeFitting`'s work: in a copy of the engine's solver, the view's own size
    /// constraints (a root's size, a translating view's autoresizing constraints) are lifted and
    /// its width and height are held to the target at the given priorities; the copy's solution is
    /// the answer, and the engine is left as it was. A view outside any engine answers with its
    /// intrinsic size where it has one, else its current size.
    func fittingSize(_ target: CGSize, horizontal: UILayoutPriority, vertical: UILayoutPriority) -> CGSize {
        updateConstraintsIfNeeded()
        layoutEngine(create: false)?.prepareForLayout()
        guard let item = layoutState?.engineItem, let engine = item.engine else {
            let intrinsic = intrinsicContentSize
            return CGSize(
                width: intrinsic.width >= 0 ? intrinsic.width : bounds.width,
                height: intrinsic.height >= 0 ? intrinsic.height : bounds.height)
        }
        var solver = engine.solver
        let lifted = item.parent == nil ? Array(item.definition.dropFirst(2)) : item.definition
        for id in lifted { try? solver.remove(id) }
        func hold(_ variable: Variable, to length: CGFloat, _ priority: UILayoutPriority) {
            let value = Double(length)
            guard value.isFinite else { return }
            let strength = Strength(priority: max(0.001, min(1000, priority.rawValue)))
            if (try? solver.add(Constraint(variable, .equal, value, strength: strength))) == nil {
                // A required target the constraints cannot meet: held as strongly as they allow.
                _ = try? solver.add(Constraint(variable, .equal, value, strength: Strength(priority: 999)))
            }
        }
        hold(item.width, to: target.width, horizontal)
        hold(item.height, to: target.height, vertical)
        return CGSize(width: solver.value(of: item.width), height: solver.value(of: item.height))
    }
}
