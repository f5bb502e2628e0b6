import InterludeConstraintSolver

/// The Auto Layout engine of one view hierarchy (a window, or a view with no superview), UIKit's
/// `NSISEngine`: every active constraint of the hierarchy in one incremental Cassowary solver.
///
/// Each view or guide a constraint mentions takes part as an ``EngineItem`` — four variables for
/// its rectangle in the root view's coordinates — together with its superviews, which carry
/// their own placement: the root's origin and (with `translatesAutoresizingMaskIntoConstraints`)
/// size, and for every other view that translates its mask, the autoresizing constraints of its
/// frame (UIKit's `NSAutoresizingMaskLayoutConstraint`). Views that do not translate their mask
/// get hugging and compression-resistance constraints of their intrinsic size instead.
///
/// The engine never iterates a hash table: items, constraints and owners live in arrays in the
/// order they came, and the solver is deterministic, so the same calls give the same frames.
///
/// Solving happens as constraints change (the solver is incremental); frames are applied in the
/// layout pass: ``prepareForLayout()`` marks the superviews of views whose solved frame differs
/// from their frame, and their `layoutSubviews()` sets the frames (``applyFrames(toSubviewsOf:)``).
@MainActor
final class LayoutEngine {
    /// The solver; a value, so a copy can be explored without touching the engine's (fitting sizes, ambiguity).
    var solver = ConstraintSolver()
    /// Who made each constraint in the solver, by `ConstraintID.index`.
    var owners: [ConstraintOwner?] = []
    /// The items, in the order they joined.
    private(set) var items: [EngineItem] = []
    /// Each item's position in ``items``, by object (looked up, never iterated).
    private var itemIndex: [ObjectIdentifier: Int] = [:]
    /// The view whose hierarchy this is.
    weak var root: UIView?
    /// Whether the hierarchy changed under the engine (views moved): rebuilt before it is next used.
    var isStale = false
    /// Whether the solution may have changed since frames were last compared.
    var solutionChanged = false
    /// Items whose intrinsic size must be measured again.
    private var itemsWithStaleIntrinsicSize: [EngineItem] = []
    /// Active constraints whose solver constant depends on a view's margins or baselines.
    private var dynamicConstraints: [NSLayoutConstraint] = []
    /// Guide items whose edges follow their owning view's insets (safe area, layout margins).
    private var insetGuides: [EngineItem] = []
    /// Guide items at their owning view's content origin with a weakly held size (a scroll view's
    /// content layout guide).
    private var contentGuides: [EngineItem] = []
    /// Whether frames are being applied (their setters must not feed back into the engine).
    private(set) var isApplyingFrames = false
    /// Set when ``prepareForLayout()`` marks views for layout; the layout loop clears it before
    /// each pass and runs another when a pass ends with it set.
    var markedViewsForLayout = false

    init(root: UIView) { self.root = root }

    // MARK: Items

    /// The item of `object`, made (with its superviews') when it is not in the engine yet.
    @discardableResult
    func item(for object: any LayoutItem) -> EngineItem? {
        if let index = itemIndex[ObjectIdentifier(object)] { return items[index] }
        if let view = object as? UIView { return makeItem(for: view) }
        if let guide = object as? UILayoutGuide { return makeItem(for: guide) }
        return nil
    }

    private func makeItem(for view: UIView) -> EngineItem {
        var parent: EngineItem?
        if let superview = view._superview { parent = item(for: superview) }
        let item = EngineItem(
            engine: self, view: view, guide: nil, parent: parent, variables: (0..<4).map { _ in solver.makeVariable() })
        register(item, object: view)
        view.autoLayout.engineItem = item
        define(item)
        return item
    }

    private func makeItem(for guide: UILayoutGuide) -> EngineItem? {
        guard let owner = guide.owningView, let parent = item(for: owner) else { return nil }
        let item = EngineItem(
            engine: self, view: nil, guide: guide, parent: parent, variables: (0..<4).map { _ in solver.makeVariable() })
        register(item, object: guide)
        guide.engineItem = item
        if let insets = guide.definingInsets {
            insetGuides.append(item)
            defineGuide(item, insets: insets)
        } else if let size = guide.definingContentSize {
            contentGuides.append(item)
            defineContentGuide(item, size: size)
        }
        return item
    }

    private func register(_ item: EngineItem, object: AnyObject) {
        itemIndex[ObjectIdentifier(object)] = items.count
        items.append(item)
    }

    /// The item's rectangle in the root view's coordinates.
    func solvedRect(of item: EngineItem) -> CGRect {
        CGRect(
            x: value(item.left), y: value(item.top), width: value(item.width), height: value(item.height))
    }

    /// A variable's value, snapped to 2⁻²⁰ points so that sums like `left − parent.left` lose the
    /// last bits of rounding noise (UIKit rounds to pixels; Interlude keeps fractions of pixels).
    func value(_ variable: Variable) -> CGFloat {
        let scale = 1_048_576.0
        return CGFloat((solver.value(of: variable) * scale).rounded() / scale)
    }

    /// A view item's frame in its superview (untransformed: the rectangle of its bounds around its center).
    func frame(of item: EngineItem) -> CGRect {
        let own = solvedRect(of: item)
        guard let parent = item.parent else { return own }
        let origin = solvedRect(of: parent).origin
        return CGRect(x: own.minX - origin.x, y: own.minY - origin.y, width: own.width, height: own.height)
    }

    // MARK: App constraints

    /// Adds an activated constraint (its items join the engine first).
    func add(_ constraint: NSLayoutConstraint) {
        guard !isStale else { return } // the rebuild adds it
        guard let first = sideExpression(first: true, of: constraint) else { return }
        var second: LinearExpression?
        if constraint.secondSpan != nil || constraint.secondLayoutItem != nil {
            guard let expression = sideExpression(first: false, of: constraint) else { return }
            second = expression
        }
        let solverConstraint = makeSolverConstraint(constraint, first: first, second: second)
        if constraint.usesDynamicOffsets { dynamicConstraints.append(constraint) }
        if let id = insert(solverConstraint, owner: .user(constraint)) {
            constraint.engineEntry = EngineEntry(engine: self, id: id)
        }
    }

    /// One side of the constraint as a linear expression of its items' variables (the items join
    /// the engine first), without its offsets; a distance is `to − from`. Nil when an item is gone.
    private func sideExpression(first isFirst: Bool, of constraint: NSLayoutConstraint) -> LinearExpression? {
        let rightToLeft = constraint.resolvesRightToLeft
        if let span = isFirst ? constraint.firstSpan : constraint.secondSpan {
            guard let ends = span.items, let from = item(for: ends.from), let to = item(for: ends.to) else { return nil }
            return directedExpression(span.toAttribute, of: to, rightToLeft: rightToLeft)
                - directedExpression(span.fromAttribute, of: from, rightToLeft: rightToLeft)
        }
        guard let object = isFirst ? constraint.firstLayoutItem : constraint.secondLayoutItem, let item = item(for: object)
        else { return nil }
        let attribute = isFirst ? constraint.firstAttribute : constraint.secondAttribute
        return directedExpression(attribute, of: item, rightToLeft: rightToLeft)
    }

    /// Removes a deactivated constraint.
    func remove(_ constraint: NSLayoutConstraint) {
        if constraint.usesDynamicOffsets { dynamicConstraints.removeAll { $0 === constraint } }
        guard let entry = constraint.engineEntry, entry.engine === self else { return }
        delete(entry.id)
        constraint.engineEntry = nil
    }

    /// The constraint's constant changed: moves it in place in the solver.
    func constantChanged(of constraint: NSLayoutConstraint) {
        guard let entry = constraint.engineEntry, !isStale else { return }
        updateConstant(of: entry.id, to: solverConstant(of: constraint), owner: .user(constraint))
    }

    /// The constraint's priority changed between two non-required values: moves it to the new level.
    func priorityChanged(of constraint: NSLayoutConstraint) {
        guard let entry = constraint.engineEntry, !isStale else { return }
        do {
            try solver.updateStrength(of: entry.id, to: Strength(priority: constraint.priority.rawValue))
            solutionChanged = true
        } catch {
            Diagnostics.report("NSLayoutConstraint.priority: \(error)")
        }
    }

    /// The solver's form of `first.attr1 relation m × second.attr2 + c`: the attribute
    /// expressions moved to the left, their offsets (margins, baselines) into the constant.
    private func makeSolverConstraint(
        _ constraint: NSLayoutConstraint, first lhs: LinearExpression, second rhs: LinearExpression?
    ) -> Constraint {
        var expression = lhs
        if let rhs, constraint.multiplier != 0 {
            expression = lhs - Double(constraint.multiplier) * rhs
        }
        let relation: Relation =
            switch constraint.relation {
            case .equal: .equal
            case .lessThanOrEqual: .lessThanOrEqual
            case .greaterThanOrEqual: .greaterThanOrEqual
            }
        return Constraint(
            expression, relation, solverConstant(of: constraint),
            strength: Strength(priority: constraint.priority.rawValue))
    }

    /// `c + m × offset₂ − offset₁`: the constant once the attributes' offsets move to the right side.
    func solverConstant(of constraint: NSLayoutConstraint) -> Double {
        var result = Double(constraint.constant) - sideOffset(first: true, of: constraint)
        if constraint.multiplier != 0 {
            result += Double(constraint.multiplier) * sideOffset(first: false, of: constraint)
        }
        return result
    }

    /// What a side's attributes add to its expression (a distance: the `to` offset less the `from` one).
    private func sideOffset(first isFirst: Bool, of constraint: NSLayoutConstraint) -> Double {
        let rightToLeft = constraint.resolvesRightToLeft
        if let span = isFirst ? constraint.firstSpan : constraint.secondSpan {
            guard let ends = span.items else { return 0 }
            return directedOffset(span.toAttribute, of: ends.to, rightToLeft: rightToLeft)
                - directedOffset(span.fromAttribute, of: ends.from, rightToLeft: rightToLeft)
        }
        guard let object = isFirst ? constraint.firstLayoutItem : constraint.secondLayoutItem else { return 0 }
        let attribute = isFirst ? constraint.firstAttribute : constraint.secondAttribute
        return directedOffset(attribute, of: object, rightToLeft: rightToLeft)
    }

    /// A constraint read right to left measures horizontal positions leftwards from the trailing
    /// side: leading and trailing are the right and left edges, and every x position is negated,
    /// so `a.leading == b.leading + 20` puts `a` 20 points inside `b`'s right edge, as UIKit does.
    private func directedExpression(
        _ attribute: NSLayoutConstraint.Attribute, of item: EngineItem, rightToLeft: Bool
    ) -> LinearExpression {
        let physical = expression(attribute.resolved(rightToLeft: rightToLeft), of: item)
        return rightToLeft && attribute.kind == .xPosition ? -physical : physical
    }

    /// The offset of ``directedExpression(_:of:rightToLeft:)``'s attribute, negated with it.
    private func directedOffset(_ attribute: NSLayoutConstraint.Attribute, of object: any LayoutItem, rightToLeft: Bool)
        -> Double
    {
        let physical = offset(attribute.resolved(rightToLeft: rightToLeft), of: object)
        return rightToLeft && attribute.kind == .xPosition ? -physical : physical
    }

    /// The attribute as a linear expression of the item's variables (without its offset).
    func expression(_ attribute: NSLayoutConstraint.Attribute, of item: EngineItem) -> LinearExpression {
        let left = LinearExpression(item.left), top = LinearExpression(item.top)
        let width = LinearExpression(item.width), height = LinearExpression(item.height)
        let expression: LinearExpression =
            switch attribute {
            case .left, .leading, .leftMargin, .leadingMargin: left
            case .right, .trailing, .rightMargin, .trailingMargin: left + width
            case .centerX, .centerXWithinMargins: left + 0.5 * width
            case .width: width
            case .top, .topMargin: top
            case .bottom, .bottomMargin: top + height
            case .centerY, .centerYWithinMargins: top + 0.5 * height
            case .height: height
            case .firstBaseline, .lastBaseline:
                // A label's baseline sits at a fixed offset from its centre (its text is centred
                // vertically); other views' baselines are their bottom edge.
                item.view is UILabel ? top + 0.5 * height : top + height
            case .notAnAttribute: LinearExpression()
            }
        return expression
    }

    /// What the attribute adds to its expression: a margin, or a label's baseline below its centre.
    func offset(_ attribute: NSLayoutConstraint.Attribute, of object: any LayoutItem) -> Double {
        let view = object as? UIView
        switch attribute {
        case .leftMargin, .leadingMargin: return Double(view?.layoutMargins.left ?? 0)
        case .rightMargin, .trailingMargin: return -Double(view?.layoutMargins.right ?? 0)
        case .topMargin: return Double(view?.layoutMargins.top ?? 0)
        case .bottomMargin: return -Double(view?.layoutMargins.bottom ?? 0)
        case .centerXWithinMargins:
            let margins = view?.layoutMargins ?? .zero
            return Double(margins.left - margins.right) / 2
        case .centerYWithinMargins:
            let margins = view?.layoutMargins ?? .zero
            return Double(margins.top - margins.bottom) / 2
        case .firstBaseline, .lastBaseline:
            guard let label = view as? UILabel else { return 0 }
            let metrics = label.baselineMetrics
            let baseline = attribute == .firstBaseline ? metrics.first : metrics.last
            return Double(baseline - metrics.textHeight / 2)
        default: return 0
        }
    }

    // MARK: Adding and removing, with conflict recovery

    /// Adds `constraint` to the solver. A required constraint that cannot hold is reported as
    /// UIKit reports it, and one constraint is broken: the new one when it is the app's, else the
    /// newest of the app's constraints it conflicts with (UIKit keeps autoresizing and content
    /// constraints and breaks the app's). Returns the new identifier, or nil when broken.
    @discardableResult
    func insert(_ constraint: Constraint, owner: ConstraintOwner) -> ConstraintID? {
        do {
            let id = try solver.add(constraint)
            setOwner(owner, of: id)
            solutionChanged = true
            return id
        } catch {
            guard case .unsatisfiableConstraint(_, let others) = error else {
                Diagnostics.report("Auto Layout: \(error); the constraint is ignored")
                return nil
            }
            let conflicting = others.compactMap { owners[$0.index] } + [owner]
            if case .user(let constraint) = owner {
                reportUnsatisfiable(conflicting, breaking: owner)
                constraint.isBroken = true
                return nil
            }
            guard let victim = others.last(where: { if case .user = owners[$0.index] { true } else { false } }),
                case .user(let broken) = owners[victim.index]
            else {
                reportUnsatisfiable(conflicting, breaking: owner)
                return nil
            }
            reportUnsatisfiable(conflicting, breaking: .user(broken))
            delete(victim)
            broken.engineEntry = nil
            broken.isBroken = true
            return insert(constraint, owner: owner)
        }
    }

    /// Removes a constraint from the solver.
    func delete(_ id: ConstraintID) {
        guard (try? solver.remove(id)) != nil else { return }
        owners[id.index] = nil
        solutionChanged = true
    }

    /// Moves a constraint's constant; a required one that cannot take it is reported and broken.
    func updateConstant(of id: ConstraintID, to constant: Double, owner: ConstraintOwner) {
        do {
            try solver.updateConstant(of: id, to: constant)
            solutionChanged = true
        } catch {
            guard case .unsatisfiableConstant(_, _, let others) = error else {
                return Diagnostics.report("Auto Layout: \(error); the constant is unchanged")
            }
            reportUnsatisfiable(others.compactMap { owners[$0.index] } + [owner], breaking: owner)
            delete(id)
            if case .user(let constraint) = owner {
                constraint.engineEntry = nil
                constraint.isBroken = true
            }
        }
    }

    private func setOwner(_ owner: ConstraintOwner, of id: ConstraintID) {
        while owners.count <= id.index { owners.append(nil) }
        owners[id.index] = owner
    }

    /// Logs UIKit's report of unsatisfiable constraints through `Diagnostics`.
    private func reportUnsatisfiable(_ constraints: [ConstraintOwner], breaking broken: ConstraintOwner) {
        Diagnostics.report(UnsatisfiableConstraintsReport(constraints: constraints, broken: broken).text)
    }

    // MARK: The engine's own constraints

    /// Adds the constraints that place a view from its own state: the root's origin (and size
    /// when it translates its mask), a translating view's autoresizing constraints, or a
    /// non-translating view's content size constraints.
    private func define(_ item: EngineItem) {
        guard let view = item.view else { return }
        let (constraints, kinds) = definingConstraints(of: item, view: view)
        item.definitionConstraints = constraints
        item.definition = zip(constraints, kinds).compactMap { insert($0, owner: .system($1)) }
        if !view.translatesAutoresizingMaskIntoConstraints { refreshContentSize(of: item) }
    }

    /// The defining constraints of a view item, with their descriptions.
    private func definingConstraints(of item: EngineItem, view: UIView) -> ([Constraint], [SystemConstraint]) {
        let name = view.layoutDescription
        guard let parent = item.parent, let superview = view._superview else {
            var constraints = [Constraint(item.left, .equal, 0), Constraint(item.top, .equal, 0)]
            var kinds = [
                SystemConstraint(kind: .root, equation: "\(name).minX == 0"),
                SystemConstraint(kind: .root, equation: "\(name).minY == 0"),
            ]
            if view.translatesAutoresizingMaskIntoConstraints {
                let size = view.bounds.size
                constraints += [
                    Constraint(item.width, .equal, Double(size.width)), Constraint(item.height, .equal, Double(size.height)),
                ]
                kinds += [
                    SystemConstraint(kind: .root, equation: "\(name).width == \(NSLayoutConstraint.number(size.width))"),
                    SystemConstraint(kind: .root, equation: "\(name).height == \(NSLayoutConstraint.number(size.height))"),
                ]
            }
            return (constraints, kinds)
        }
        guard view.translatesAutoresizingMaskIntoConstraints else { return ([], []) }
        let rules = AutoresizingConstraints(
            frame: view.untransformedFrame, container: superview.bounds.size, mask: view.autoresizingMask)
        let constraints = rules.constraints(item: item, superview: parent)
        let kinds = rules.equations(view: name, superview: superview.layoutDescription).map {
            SystemConstraint(kind: .autoresizingMask(rules.maskText), equation: $0)
        }
        return (constraints, kinds)
    }

    /// Makes the item's defining constraints follow its view's frame, size, mask or
    /// `translatesAutoresizingMaskIntoConstraints`: constants move in place when only they changed.
    func refreshDefinition(of item: EngineItem) {
        guard let view = item.view, !isStale, !isApplyingFrames else { return }
        let (constraints, kinds) = definingConstraints(of: item, view: view)
        let sameShape =
            constraints.count == item.definitionConstraints.count
            && zip(constraints, item.definitionConstraints).allSatisfy {
                LinearExpression(terms: $0.expression.terms) == LinearExpression(terms: $1.expression.terms)
            }
        if sameShape && constraints.count == item.definition.count {
            for (index, constraint) in constraints.enumerated()
            where constraint.constant != item.definitionConstraints[index].constant {
                updateConstant(of: item.definition[index], to: constraint.constant, owner: .system(kinds[index]))
            }
        } else {
            for id in item.definition { delete(id) }
            item.definition = zip(constraints, kinds).compactMap { insert($0, owner: .system($1)) }
        }
        item.definitionConstraints = constraints
        if view.translatesAutoresizingMaskIntoConstraints {
            for id in item.contentSize { delete(id) }
            item.contentSize = []
            item.contentSizeInputs = nil
        } else {
            refreshContentSize(of: item)
        }
    }

    /// The edges of a safe-area or margins guide: its owning view's edges moved in by `insets`.
    private func defineGuide(_ item: EngineItem, insets: UIEdgeInsets) {
        guard let owner = item.parent else { return }
        define(item, by: guideConstraints(item, owner: owner, insets: insets))
    }

    /// Moves the guide's definition to `constraints` (the same equations, new constants).
    private func redefine(_ item: EngineItem, by constraints: [Constraint]) {
        for (index, constraint) in constraints.enumerated()
        where index < item.definition.count && constraint.constant != item.definitionConstraints[index].constant {
            updateConstant(
                of: item.definition[index], to: constraint.constant,
                owner: owners[item.definition[index].index] ?? .system(SystemConstraint(kind: .guide, equation: "")))
        }
        item.definitionConstraints = constraints
    }

    /// Makes `constraints` (on the guide's left, top, width and height, in that order) the guide's definition.
    private func define(_ item: EngineItem, by constraints: [Constraint]) {
        guard let guide = item.guide else { return }
        let name = guide.layoutDescription
        let equations = ["\(name).left", "\(name).top", "\(name).width", "\(name).height"]
        item.definitionConstraints = constraints
        item.definition = zip(constraints, equations).compactMap { constraint, equation in
            insert(constraint, owner: .system(SystemConstraint(kind: .guide, equation: "\(equation) == \(constraint.constant)")))
        }
    }

    private func guideConstraints(_ item: EngineItem, owner: EngineItem, insets: UIEdgeInsets) -> [Constraint] {
        [
            Constraint(item.left - owner.left, .equal, Double(insets.left)),
            Constraint(item.top - owner.top, .equal, Double(insets.top)),
            Constraint(item.width - owner.width, .equal, -Double(insets.left + insets.right)),
            Constraint(item.height - owner.height, .equal, -Double(insets.top + insets.bottom)),
        ]
    }

    /// A content guide: its origin at the owning view's content origin (required), its size at
    /// `size` (weakly, so constraints on the guide decide).
    private func defineContentGuide(_ item: EngineItem, size: CGSize) {
        guard let owner = item.parent else { return }
        define(item, by: contentGuideConstraints(item, owner: owner, size: size))
    }

    private func contentGuideConstraints(_ item: EngineItem, owner: EngineItem, size: CGSize) -> [Constraint] {
        let weak = Strength(priority: ScrollContentLayoutGuide.contentSizePriority)
        return [
            Constraint(item.left - owner.left, .equal, 0),
            Constraint(item.top - owner.top, .equal, 0),
            Constraint(LinearExpression(item.width), .equal, Double(size.width), strength: weak),
            Constraint(LinearExpression(item.height), .equal, Double(size.height), strength: weak),
        ]
    }

    /// Marks a view's intrinsic size for measuring before the next layout pass.
    func intrinsicSizeChanged(of item: EngineItem) {
        guard !item.intrinsicSizeIsStale else { return }
        item.intrinsicSizeIsStale = true
        itemsWithStaleIntrinsicSize.append(item)
    }

    /// Makes the content size constraints follow the view's intrinsic size and priorities.
    func refreshContentSize(of item: EngineItem) {
        item.intrinsicSizeIsStale = false
        guard let view = item.view, !view.translatesAutoresizingMaskIntoConstraints, item.parent != nil else { return }
        let state = view.autoLayout
        let size = view.intrinsicContentSize
        state.measuredLayoutWidth = view.bounds.width
        let inputs = ContentSizeInputs(
            size: size, hugging: (state.hugging.horizontal.rawValue, state.hugging.vertical.rawValue),
            compressionResistance: (
                state.compressionResistance.horizontal.rawValue, state.compressionResistance.vertical.rawValue
            ))
        guard inputs != item.contentSizeInputs else { return }
        let old = item.contentSizeInputs
        item.contentSizeInputs = inputs
        let planned = contentSizeConstraints(item, view: view, inputs: inputs)
        // Same dimensions and priorities: only the sizes move, in place.
        if let old, old.hugging == inputs.hugging, old.compressionResistance == inputs.compressionResistance,
            (old.size.width >= 0) == (size.width >= 0), (old.size.height >= 0) == (size.height >= 0),
            planned.count == item.contentSize.count
        {
            for (index, entry) in planned.enumerated() {
                updateConstant(of: item.contentSize[index], to: entry.0.constant, owner: .system(entry.1))
            }
            return
        }
        for id in item.contentSize { delete(id) }
        item.contentSize = planned.compactMap { insert($0.0, owner: .system($0.1)) }
    }

    /// Width ≥ intrinsic at the compression resistance, ≤ at the hugging priority; the same for height.
    private func contentSizeConstraints(_ item: EngineItem, view: UIView, inputs: ContentSizeInputs)
        -> [(Constraint, SystemConstraint)]
    {
        var result: [(Constraint, SystemConstraint)] = []
        let name = view.layoutDescription
        let dimensions: [(Variable, CGFloat, Float, Float, String)] = [
            (item.width, inputs.size.width, inputs.hugging.horizontal, inputs.compressionResistance.horizontal, "width"),
            (item.height, inputs.size.height, inputs.hugging.vertical, inputs.compressionResistance.vertical, "height"),
        ]
        for (variable, length, hugging, resistance, label) in dimensions where length >= 0 {
            let kind = SystemConstraint.Kind.contentSize(hugging: hugging, compressionResistance: resistance)
            let equation = "\(name).\(label) == \(NSLayoutConstraint.number(length))"
            if resistance > 0 {
                result.append(
                    (
                        Constraint(
                            variable, .greaterThanOrEqual, Double(length), strength: Strength(priority: min(resistance, 1000))),
                        SystemConstraint(kind: kind, equation: equation)
                    ))
            }
            if hugging > 0 {
                result.append(
                    (
                        Constraint(variable, .lessThanOrEqual, Double(length), strength: Strength(priority: min(hugging, 1000))),
                        SystemConstraint(kind: kind, equation: equation)
                    ))
            }
        }
        return result
    }

    // MARK: The layout pass

    /// Brings the engine up to date before frames are applied: rebuilds it after hierarchy
    /// changes, measures intrinsic sizes again, moves the guides and the margin and baseline
    /// constants, then marks the superviews of views whose solved frame differs from their frame.
    /// Returns whether it marked any view.
    @discardableResult
    func prepareForLayout() -> Bool {
        rebuildIfStale()
        while !itemsWithStaleIntrinsicSize.isEmpty {
            let pending = itemsWithStaleIntrinsicSize
            itemsWithStaleIntrinsicSize = []
            for item in pending { refreshContentSize(of: item) }
        }
        for item in insetGuides {
            guard let guide = item.guide, let owner = item.parent, let insets = guide.definingInsets else { continue }
            redefine(item, by: guideConstraints(item, owner: owner, insets: insets))
        }
        for item in contentGuides {
            guard let guide = item.guide, let owner = item.parent, let size = guide.definingContentSize else { continue }
            redefine(item, by: contentGuideConstraints(item, owner: owner, size: size))
        }
        for constraint in dynamicConstraints {
            guard let entry = constraint.engineEntry, let current = solver.constraint(entry.id) else { continue }
            let constant = solverConstant(of: constraint)
            if constant != current.constant { updateConstant(of: entry.id, to: constant, owner: .user(constraint)) }
        }
        guard solutionChanged else { return false }
        solutionChanged = false
        var marked = false
        for item in items {
            guard let view = item.view, let superview = view._superview, !view.translatesAutoresizingMaskIntoConstraints
            else { continue }
            if frame(of: item) != view.untransformedFrame {
                superview.setNeedsLayout()
                marked = true
            }
        }
        if marked { markedViewsForLayout = true }
        return marked
    }

    /// Sets the solved frames of `view`'s subviews that do not translate their mask (the default
    /// `layoutSubviews()`).
    func applyFrames(toSubviewsOf view: UIView) {
        prepareForLayout()
        for subview in view._subviews {
            guard let item = subview.layoutState?.engineItem, item.engine === self,
                !subview.translatesAutoresizingMaskIntoConstraints
            else { continue }
            let frame = frame(of: item)
            guard frame != subview.untransformedFrame else { continue }
            let oldWidth = subview.bounds.width
            isApplyingFrames = true
            subview.untransformedFrame = frame
            isApplyingFrames = false
            if subview.bounds.width != oldWidth, subview.intrinsicSizeDependsOnWidth { intrinsicSizeChanged(of: item) }
        }
    }

    // MARK: Hierarchy changes

    /// Rebuilds the engine from the active constraints of the hierarchy after views moved.
    func rebuildIfStale() {
        guard isStale, let root else { return }
        isStale = false
        solver = ConstraintSolver()
        owners = []
        for item in items {
            item.view?.layoutState?.engineItem = nil
            item.guide?.engineItem = nil
        }
        items = []
        itemIndex = [:]
        itemsWithStaleIntrinsicSize = []
        dynamicConstraints = []
        insetGuides = []
        contentGuides = []
        var constraints: [NSLayoutConstraint] = []
        collectConstraints(in: root, into: &constraints)
        for constraint in constraints {
            constraint.engineEntry = nil
            constraint.isBroken = false
            add(constraint)
        }
        solutionChanged = true
    }

    private func collectConstraints(in view: UIView, into constraints: inout [NSLayoutConstraint]) {
        if let state = view.layoutState {
            state.engineItem = nil
            constraints += state.constraints
        }
        for guide in view.layoutGuideList { guide.engineItem = nil }
        for subview in view._subviews { collectConstraints(in: subview, into: &constraints) }
    }
}

extension NSLayoutConstraint {
    /// Whether the constraint's leading and trailing attributes are its right and left: the
    /// view it is installed on (whose coordinate system its numbers are read in, and whose
    /// content it arranges) lays out right to left. A rebuild of the engine follows every change
    /// of that direction, so the constraint's expression and constant always agree.
    var resolvesRightToLeft: Bool {
        guard usesDirectionalAttributes, let host = installedView else { return false }
        return host.arrangesRightToLeft
    }

    /// Whether an attribute of the constraint is leading or trailing.
    var usesDirectionalAttributes: Bool {
        func directional(_ span: AnchorSpan?) -> Bool {
            guard let span else { return false }
            return span.fromAttribute.isDirectional || span.toAttribute.isDirectional
        }
        return firstAttribute.isDirectional || secondAttribute.isDirectional || directional(firstSpan)
            || directional(secondSpan)
    }

    /// Whether the constraint's solver constant depends on margins or baselines, which can change.
    var usesDynamicOffsets: Bool {
        func dynamic(_ attribute: Attribute) -> Bool {
            switch attribute {
            case .leftMargin, .rightMargin, .topMargin, .bottomMargin, .leadingMargin, .trailingMargin,
                .centerXWithinMargins, .centerYWithinMargins:
                true
            case .firstBaseline, .lastBaseline: true
            default: false
            }
        }
        let spanAttributes = [firstSpan, secondSpan].compactMap { $0 }.flatMap { [$0.fromAttribute, $0.toAttribute] }
        return dynamic(firstAttribute) || (secondLayoutItem != nil && dynamic(secondAttribute))
            || spanAttributes.contains(where: dynamic)
    }
}
