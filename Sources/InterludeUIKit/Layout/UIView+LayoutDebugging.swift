import InterludeConstraintSolver

/// UIKit's `UIConstraintBasedLayoutDebugging`: whether constraints leave a view's frame open,
/// moving it among the frames they allow, and the constraints that place it.
///
/// A quantity of the frame (its x and y in the superview, its width and height) is ambiguous when
/// the constraints allow another value with every constraint satisfied just as well. The engine
/// finds out in a copy of its solver: it asks for the value ± 1 at a priority below any in use
/// (0.001); the priorities are kept strictly apart, so the quantity moves only if nothing
/// weightier resists.
extension UIView {
    /// Whether the constraints leave the view's frame open in some dimension. False for views
    /// Auto Layout does not place.
    public var hasAmbiguousLayout: Bool {
        guard let (engine, item) = debuggableEngineItem() else { return false }
        return LayoutAmbiguity.quantities(of: item).contains {
            LayoutAmbiguity.freedom(of: $0, in: engine.solver) != nil
        }
    }

    /// Moves an ambiguous view to another frame its constraints allow (the next layout pass shows
    /// it), alternating direction on each call — UIKit picks at random; Interlude stays
    /// deterministic. Does nothing when the layout is not ambiguous.
    public func exerciseAmbiguityInLayout() {
        guard let (engine, item) = debuggableEngineItem() else { return }
        if let old = item.exercise {
            engine.delete(old)
            item.exercise = nil
        }
        for quantity in LayoutAmbiguity.quantities(of: item) {
            guard let range = LayoutAmbiguity.freedom(of: quantity, in: engine.solver) else { continue }
            let target = item.exerciseDirection > 0 ? range.upperBound : range.lowerBound
            item.exerciseDirection = -item.exerciseDirection
            item.exercise = engine.insert(
                Constraint(quantity, .equal, target, strength: LayoutAmbiguity.probeStrength),
                owner: .system(SystemConstraint(kind: .root, equation: "\(layoutDescription) exercised")))
            _superview?.setNeedsLayout()
            return
        }
    }

    /// The constraints that take part in placing the view along `axis`: those on the view's
    /// variables of that axis, and through shared variables those that place the views they
    /// relate it to (the app's constraints only; the engine's own are described in conflict
    /// reports).
    public func constraintsAffectingLayout(for axis: NSLayoutConstraint.Axis) -> [NSLayoutConstraint] {
        guard let (engine, item) = debuggableEngineItem() else { return [] }
        var reached: Set<Variable> = axis == .horizontal ? [item.left, item.width] : [item.top, item.height]
        var included = Array(repeating: false, count: engine.owners.count)
        var grew = true
        while grew {
            grew = false
            for index in engine.owners.indices where !included[index] {
                guard let owner = engine.owners[index], let constraint = engine.constraint(at: index, owner: owner),
                    constraint.expression.terms.contains(where: { reached.contains($0.variable) })
                else { continue }
                included[index] = true
                grew = true
                for term in constraint.expression.terms { reached.insert(term.variable) }
            }
        }
        var result: [NSLayoutConstraint] = []
        for index in engine.owners.indices where included[index] {
            if case .user(let constraint) = engine.owners[index] { result.append(constraint) }
        }
        return result.sorted { $0.serial < $1.serial }
    }

    /// The view's engine, brought up to date, and its item in it.
    private func debuggableEngineItem() -> (LayoutEngine, EngineItem)? {
        updateConstraintsIfNeeded()
        layoutEngine(create: false)?.prepareForLayout()
        guard let item = layoutState?.engineItem, let engine = item.engine else { return nil }
        return (engine, item)
    }
}

/// Probing a solver for quantities the constraints leave open.
enum LayoutAmbiguity {
    /// Below any priority an app uses (UIKit's lowest is 1).
    static let probeStrength = Strength(priority: 0.001)
    /// How far a probe asks a quantity to move.
    static let probeDistance = 1.0

    /// A view's frame as expressions: x and y relative to the superview, width, height.
    @MainActor
    static func quantities(of item: EngineItem) -> [LinearExpression] {
        let x = item.parent.map { item.left - $0.left } ?? LinearExpression(item.left)
        let y = item.parent.map { item.top - $0.top } ?? LinearExpression(item.top)
        return [x, y, LinearExpression(item.width), LinearExpression(item.height)]
    }

    /// The values `quantity` can take nearby with every constraint as satisfied as now, or nil
    /// when it cannot move (found in copies of `solver`).
    static func freedom(of quantity: LinearExpression, in solver: ConstraintSolver) -> ClosedRange<Double>? {
        let current = evaluate(quantity, in: solver)
        var lower = current, upper = current
        for direction in [1.0, -1.0] {
            var probe = solver
            guard
                (try? probe.add(Constraint(quantity, .equal, current + direction * probeDistance, strength: probeStrength)))
                    != nil
            else { continue }
            let moved = evaluate(quantity, in: probe)
            if abs(moved - current) > 1e-7 {
                lower = min(lower, moved)
                upper = max(upper, moved)
            }
        }
        return lower < upper ? lower...upper : nil
    }

    /// The expression's value in the solver's solution.
    static func evaluate(_ expression: LinearExpression, in solver: ConstraintSolver) -> Double {
        expression.terms.reduce(expression.constant) { $0 + $1.coefficient * solver.value(of: $1.variable) }
    }
}

extension LayoutEngine {
    /// The solver's constraint at `index` for `owner`, when it is still in the solver.
    func constraint(at index: Int, owner: ConstraintOwner) -> Constraint? {
        switch owner {
        case .user(let constraint):
            guard let id = constraint.engineEntry?.id, id.index == index else { return nil }
            return solver.constraint(id)
        case .system:
            for item in items {
                for id in item.definition + item.contentSize + (item.exercise.map { [$0] } ?? []) where id.index == index {
                    return solver.constraint(id)
                }
            }
            return nil
        }
    }
}
