/// A relation between two attributes of views or layout guides that Auto Layout keeps true,
/// UIKit's `NSLayoutConstraint`: `firstItem.firstAttribute relation multiplier ×
/// secondItem.secondAttribute + constant`.
///
/// A constraint does nothing until it is active (``isActive``, ``activate(_:)``): it is then
/// installed on the nearest common ancestor of its items and solved with the other active
/// constraints of the window (or of the topmost view) by a Cassowary solver. Changing
/// ``constant`` or a non-required ``priority`` of an active constraint re-solves in place (no
/// rebuild), and the frames change at the next layout pass — inside an animation block, that
/// pass animates them.
///
/// Items are held weakly, as in UIKit; a constraint whose item is gone does nothing.
@preconcurrency @MainActor
open class NSLayoutConstraint: NSObject {
    /// The first item, a view or layout guide.
    weak var firstLayoutItem: (any LayoutItem)?
    /// The second item, or nil for a constraint to a constant.
    weak var secondLayoutItem: (any LayoutItem)?
    /// The first side when it is a distance (`anchorWithOffset(to:)`); then there is no first item.
    let firstSpan: AnchorSpan?
    /// The second side when it is a distance; then there is no second item.
    let secondSpan: AnchorSpan?
    /// Storage of ``firstAttribute``.
    let _firstAttribute: Attribute
    /// Storage of ``secondAttribute``.
    let _secondAttribute: Attribute
    /// Storage of ``relation``.
    let _relation: Relation
    /// Storage of ``multiplier``.
    let _multiplier: CGFloat
    /// Storage of ``constant``.
    var _constant: CGFloat
    /// Storage of ``priority``.
    var _priority = UILayoutPriority.required
    /// The view the constraint is installed on while active.
    weak var installedView: UIView?
    /// Where the constraint is in its engine, while it is in one.
    var engineEntry: EngineEntry?
    /// Whether the engine broke the constraint to recover from a conflict (it stays active, unsatisfied).
    var isBroken = false
    /// The order of creation, to list constraints deterministically.
    let serial: UInt64
    private static var nextSerial: UInt64 = 0

    /// A constraint `view1.attr1 relation multiplier × view2.attr2 + c`; `view2` nil (with
    /// `.notAnAttribute`) makes a constraint to the constant `c`. Items are views or layout guides.
    ///
    /// Stops with UIKit's `NSInvalidArgumentException` for pairs UIKit refuses: a position to a
    /// size, a horizontal to a vertical attribute, leading/trailing to left/right, or a position
    /// equal to a constant.
    public init(
        item view1: Any, attribute attr1: Attribute, relatedBy relation: Relation, toItem view2: Any?,
        attribute attr2: Attribute, multiplier: CGFloat, constant c: CGFloat
    ) {
        guard let first = layoutItem(view1) else {
            invalidArgument("NSLayoutConstraint for \(view1): Constraint items must each be a view or layout guide.")
        }
        let second = layoutItem(view2)
        if view2 != nil && second == nil {
            invalidArgument("NSLayoutConstraint for \(view2!): Constraint items must each be a view or layout guide.")
        }
        Self.checkPairing(first: attr1, second: second == nil ? .notAnAttribute : attr2, multiplier: multiplier)
        firstLayoutItem = first
        secondLayoutItem = second
        firstSpan = nil
        secondSpan = nil
        _firstAttribute = attr1
        _secondAttribute = second == nil ? .notAnAttribute : attr2
        _relation = relation
        _multiplier = multiplier
        _constant = c
        serial = Self.nextSerial
        Self.nextSerial += 1
        super.init()
    }

    /// A constraint between dimensions of which one at least is a distance made by
    /// `anchorWithOffset(to:)` (`second` nil: to the constant). A distance side has no item
    /// (``firstItem``/``secondItem`` nil, `.notAnAttribute`); its anchor is the distance.
    init(first: ConstraintSide, relatedBy relation: Relation, second: ConstraintSide?, multiplier: CGFloat, constant c: CGFloat) {
        switch first {
        case .attribute(let item, let attribute): (firstLayoutItem, _firstAttribute, firstSpan) = (item, attribute, nil)
        case .span(let span): (firstLayoutItem, _firstAttribute, firstSpan) = (nil, .notAnAttribute, span)
        }
        switch second {
        case .attribute(let item, let attribute)?: (secondLayoutItem, _secondAttribute, secondSpan) = (item, attribute, nil)
        case .span(let span)?: (secondLayoutItem, _secondAttribute, secondSpan) = (nil, .notAnAttribute, span)
        case nil: (secondLayoutItem, _secondAttribute, secondSpan) = (nil, .notAnAttribute, nil)
        }
        _relation = relation
        _multiplier = multiplier
        _constant = c
        serial = Self.nextSerial
        Self.nextSerial += 1
        super.init()
    }

    /// UIKit's checks of an attribute pair, with its messages.
    private static func checkPairing(first: Attribute, second: Attribute, multiplier: CGFloat) {
        let call = "+[NSLayoutConstraint constraintWithItem:attribute:relatedBy:toItem:attribute:multiplier:constant:]"
        guard let firstKind = first.kind else {
            invalidArgument("\(call): Unknown layout attribute")
        }
        if second == .notAnAttribute || multiplier == 0 {
            if firstKind != .size {
                invalidArgument(
                    "\(call): A multiplier of 0 or a nil second item together with a location for the first attribute "
                        + "creates an illegal constraint of a location equal to a constant. Location attributes must be "
                        + "specified in pairs.")
            }
            return
        }
        guard let secondKind = second.kind, (firstKind == .size) == (secondKind == .size) else {
            invalidArgument("\(call): Invalid pairing of layout attributes")
        }
        if firstKind != .size {
            if firstKind != secondKind { invalidArgument("\(call): Invalid pairing of layout attributes") }
            if (first.isDirectional && second.isAbsoluteDirection) || (first.isAbsoluteDirection && second.isDirectional) {
                invalidArgument(
                    "\(call): A constraint cannot be made between a leading/trailing attribute and a right/left "
                        + "attribute. Use leading/trailing for both or neither.")
            }
        }
    }

    /// An empty constraint, the placeholder iOS code keeps in a property until it makes the real
    /// one: no items, `.notAnAttribute` on both sides, `.equal`, multiplier 1, constant 0
    /// (Interlude's values: Apple documents none). Activating it does nothing but report that.
    public override init() {
        firstSpan = nil
        secondSpan = nil
        _firstAttribute = .notAnAttribute
        _secondAttribute = .notAnAttribute
        _relation = .equal
        _multiplier = 1
        _constant = 0
        serial = Self.nextSerial
        Self.nextSerial += 1
        super.init()
    }

    /// Constraints are made in code. Returns nil.
    public required init?(coder: NSCoder) { return nil }

    // MARK: The relation

    /// The first item (a view or layout guide), or nil when it no longer exists.
    open var firstItem: AnyObject? { firstLayoutItem }
    /// The second item, or nil for a constraint to a constant.
    open var secondItem: AnyObject? { secondLayoutItem }
    /// The attribute of the first item.
    open var firstAttribute: Attribute { _firstAttribute }
    /// The attribute of the second item (`.notAnAttribute` for a constraint to a constant).
    open var secondAttribute: Attribute { _secondAttribute }
    /// How the first attribute compares with the second side.
    open var relation: Relation { _relation }
    /// The factor applied to the second attribute.
    open var multiplier: CGFloat { _multiplier }

    /// The first item's anchor of the first attribute, or the distance the first side stands for.
    open var firstAnchor: NSLayoutAnchor<AnyObject> {
        NSLayoutAnchor<AnyObject>(item: firstLayoutItem, attribute: _firstAttribute, span: firstSpan)
    }

    /// The second item's anchor of the second attribute (or the distance the second side stands
    /// for), or nil for a constraint to a constant.
    open var secondAnchor: NSLayoutAnchor<AnyObject>? {
        if let secondSpan { return NSLayoutAnchor<AnyObject>(item: nil, attribute: .notAnAttribute, span: secondSpan) }
        return secondLayoutItem.map { NSLayoutAnchor<AnyObject>(item: $0, attribute: _secondAttribute) }
    }

    /// Every item the constraint mentions, while they all exist (nil when one is gone).
    var allLayoutItems: [any LayoutItem]? {
        var items: [any LayoutItem] = []
        if let firstSpan {
            guard let ends = firstSpan.items else { return nil }
            items += [ends.from, ends.to]
        } else {
            guard let firstLayoutItem else { return nil }
            items.append(firstLayoutItem)
        }
        if let secondSpan {
            guard let ends = secondSpan.items else { return nil }
            items += [ends.from, ends.to]
        } else if let secondLayoutItem {
            items.append(secondLayoutItem)
        }
        return items
    }

    /// The number added to the second side. Changing it on an active constraint re-solves in
    /// place (the solver's edit of one constant, not a rebuild); frames follow at the next layout pass.
    open var constant: CGFloat {
        get { _constant }
        set {
            guard newValue.isFinite else {
                return Diagnostics.report("NSLayoutConstraint.constant = \(newValue) is not finite; ignored")
            }
            guard newValue != _constant else { return }
            _constant = newValue
            engineEntry?.engine?.constantChanged(of: self)
        }
    }

    /// How much the constraint matters: `.required` (1000, the default) must hold. A constraint
    /// may move between non-required priorities while active; UIKit forbids moving an active
    /// constraint between required and non-required, and so does Interlude (it stops with
    /// UIKit's message).
    open var priority: UILayoutPriority {
        get { _priority }
        set {
            guard newValue.rawValue > 0, newValue.rawValue <= 1000 else {
                return Diagnostics.report(
                    "NSLayoutConstraint.priority = \(newValue.rawValue): a priority must be greater than 0 and at most 1000; ignored"
                )
            }
            guard newValue != _priority else { return }
            if isActive && (newValue == .required) != (_priority == .required) {
                programmerError(
                    "Mutating a priority from required to not on an installed constraint (or vice-versa) is not "
                        + "supported.  You passed priority \(newValue.rawValue) and the existing priority was \(_priority.rawValue)."
                )
            }
            _priority = newValue
            engineEntry?.engine?.priorityChanged(of: self)
        }
    }

    /// A name shown in the constraint's description and in conflict reports.
    open var identifier: String?

    /// Whether the constraint is archived with its view (Interlude archives nothing). Defaults to false.
    open var shouldBeArchived = false

    // MARK: Activation

    /// Whether the constraint takes part in layout. Setting true installs it on the nearest
    /// common ancestor of its items (stopping with UIKit's message when they have none); false
    /// removes it.
    open var isActive: Bool {
        get { installedView != nil }
        set {
            if newValue { install(on: nil) } else { uninstall() }
        }
    }

    /// Activates every constraint of `constraints`.
    open class func activate(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { constraint.isActive = true }
    }

    /// Deactivates every constraint of `constraints`.
    open class func deactivate(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { constraint.isActive = false }
    }

    /// Installs the constraint on `view` (nil: the items' nearest common ancestor) and adds it to the engine.
    func install(on view: UIView?) {
        guard installedView == nil else { return }
        guard let items = allLayoutItems else {
            if _firstAttribute == .notAnAttribute && firstSpan == nil {
                Diagnostics.report(
                    "NSLayoutConstraint.isActive = true: an empty constraint (NSLayoutConstraint()) has no items; not activated")
            }
            return
        }
        guard let host = view ?? nearestCommonAncestor(of: items) else {
            programmerError(
                "Unable to activate constraint with anchors \(firstAnchor.anchorDescription) and "
                    + "\(secondAnchor?.anchorDescription ?? "nil") because they have no common ancestor.  Does the "
                    + "constraint or its anchors reference items in different view hierarchies?  That's illegal.",
                exception: "NSGenericException")
        }
        host.autoLayout.constraints.append(self)
        installedView = host
        isBroken = false
        host.layoutEngine(create: true)?.add(self)
    }

    /// Removes the constraint from its view and its engine.
    func uninstall() {
        guard let host = installedView else { return }
        engineEntry?.engine?.remove(self)
        engineEntry = nil
        isBroken = false
        host.layoutState?.constraints.removeAll { $0 === self }
        installedView = nil
    }

    /// The nearest view all items are in (a guide is in its owning view).
    private func nearestCommonAncestor(of items: [any LayoutItem]) -> UIView? {
        var views: [UIView] = []
        for item in items {
            guard let view = item.layoutHostView else { return nil }
            views.append(view)
        }
        var candidate: UIView? = views.first
        while let view = candidate {
            if views.allSatisfy({ $0.isDescendant(of: view) }) { return view }
            candidate = view._superview
        }
        return nil
    }

    // MARK: Description

    /// UIKit's description: `<NSLayoutConstraint:0x… UIView:0x….width == 100   (active)>`.
    open override var description: String {
        // Constraints live on the main actor; their descriptions are asked for there.
        MainActor.assumeIsolated {
            var text = "<\(Swift.type(of: self)):\(addressText(of: self))"
            if let identifier { text += " '\(identifier)'" }
            return text + " \(equationDescription)   (\(isActive ? "active" : "inactive"))>"
        }
    }

    /// The relation as UIKit writes it: `UIView:0x1.leading == UIView:0x2.leading + 20 @750`.
    var equationDescription: String {
        let first =
            firstSpan?.description ?? "\(firstLayoutItem?.layoutDescription ?? "(nil)").\(_firstAttribute.descriptionName)"
        let relationText =
            switch _relation {
            case .equal: "=="
            case .lessThanOrEqual: "<="
            case .greaterThanOrEqual: ">="
            }
        var right = ""
        let secondText =
            secondSpan?.description
            ?? secondLayoutItem.map { "\($0.layoutDescription).\(_secondAttribute.descriptionName)" }
        if let item = secondText, _multiplier != 0 {
            right = _multiplier == 1 ? item : "\(Self.number(_multiplier))*\(item)"
            if _constant != 0 { right += _constant < 0 ? " - \(Self.number(-_constant))" : " + \(Self.number(_constant))" }
        } else {
            right = Self.number(_constant)
        }
        let priorityText = _priority == .required ? "" : " @\(Self.number(CGFloat(_priority.rawValue)))"
        return "\(first) \(relationText) \(right)\(priorityText)"
    }

    /// A number as UIKit prints it in descriptions: whole numbers without a fraction.
    nonisolated static func number(_ value: CGFloat) -> String {
        value == value.rounded() && abs(value) < 1e15 ? "\(Int(value))" : "\(value)"
    }
}
