/// One attribute of a view or layout guide, for making constraints in a type-checked way,
/// UIKit's `NSLayoutAnchor`: `a.leadingAnchor.constraint(equalTo: b.leadingAnchor, constant: 20)`.
///
/// The subclasses keep the pairs UIKit allows: ``NSLayoutXAxisAnchor`` with x-axis anchors,
/// ``NSLayoutYAxisAnchor`` with y-axis anchors, ``NSLayoutDimension`` with dimensions (and
/// constants, and multipliers). Constraints made from anchors start inactive.
@preconcurrency @MainActor
open class NSLayoutAnchor<AnchorType: AnyObject>: NSObject {
    /// The view or guide the anchor belongs to, held weakly.
    weak var layoutItem: (any LayoutItem)?
    /// The attribute the anchor stands for.
    let attribute: NSLayoutConstraint.Attribute
    /// The two positions of a dimension made by `anchorWithOffset(to:)` (then there is no item).
    let span: AnchorSpan?

    init(item: (any LayoutItem)?, attribute: NSLayoutConstraint.Attribute, span: AnchorSpan? = nil) {
        self.layoutItem = item
        self.attribute = attribute
        self.span = span
        super.init()
    }

    /// Anchors are made by views and guides. Returns nil.
    public required init?(coder: NSCoder) { return nil }

    /// The view or layout guide the anchor belongs to.
    open var item: AnyObject? { layoutItem }

    /// The anchor's name, as in `UIView:0x….leading`; a distance between two positions is
    /// written `(UIView:0x2.leading - UIView:0x1.trailing)`.
    open var name: String {
        span?.description ?? "\(layoutItem?.layoutDescription ?? "(nil)").\(attribute.descriptionName)"
    }

    /// UIKit's description of the anchor in messages: `<NSLayoutXAxisAnchor:0x… "UIView:0x….leading">`.
    var anchorDescription: String { "<\(Swift.type(of: self)):\(addressText(of: self)) \"\(name)\">" }

    /// A constraint `self == anchor`.
    open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
        make(.equal, anchor, constant: 0)
    }

    /// A constraint `self >= anchor`.
    open func constraint(greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
        make(.greaterThanOrEqual, anchor, constant: 0)
    }

    /// A constraint `self <= anchor`.
    open func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
        make(.lessThanOrEqual, anchor, constant: 0)
    }

    /// A constraint `self == anchor + c`.
    open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint {
        make(.equal, anchor, constant: c)
    }

    /// A constraint `self >= anchor + c`.
    open func constraint(greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint {
        make(.greaterThanOrEqual, anchor, constant: c)
    }

    /// A constraint `self <= anchor + c`.
    open func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint {
        make(.lessThanOrEqual, anchor, constant: c)
    }

    /// The constraint `self relation multiplier × anchor + constant` (inactive).
    func make(
        _ relation: NSLayoutConstraint.Relation, _ anchor: NSLayoutAnchor<AnchorType>, multiplier: CGFloat = 1,
        constant: CGFloat
    ) -> NSLayoutConstraint {
        if span != nil || anchor.span != nil {
            return NSLayoutConstraint(
                first: side(), relatedBy: relation, second: anchor.side(), multiplier: multiplier, constant: constant)
        }
        guard let first = layoutItem, let second = anchor.layoutItem else {
            invalidArgument("NSLayoutAnchor: the anchor's view or layout guide no longer exists")
        }
        return NSLayoutConstraint(
            item: first, attribute: attribute, relatedBy: relation, toItem: second, attribute: anchor.attribute,
            multiplier: multiplier, constant: constant)
    }
}

/// A horizontal position of a view or guide: leading, trailing, left, right, centre x.
@preconcurrency @MainActor
open class NSLayoutXAxisAnchor: NSLayoutAnchor<NSLayoutXAxisAnchor> {
    /// The distance from this position to `otherAnchor` (`otherAnchor − self`, negative when it
    /// lies to the left), as a dimension: constrain it to a constant or to another dimension,
    /// e.g. to keep two gaps equal.
    open func anchorWithOffset(to otherAnchor: NSLayoutXAxisAnchor) -> NSLayoutDimension {
        NSLayoutDimension(span: AnchorSpan(from: self, to: otherAnchor))
    }

    /// A constraint `self == anchor + multiplier × 8`: the standard spacing of 8 points after `anchor`.
    open func constraint(equalToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint {
        make(.equal, anchor, constant: multiplier * standardSpacing)
    }

    /// A constraint `self >= anchor + multiplier × 8`.
    open func constraint(greaterThanOrEqualToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat)
        -> NSLayoutConstraint
    {
        make(.greaterThanOrEqual, anchor, constant: multiplier * standardSpacing)
    }

    /// A constraint `self <= anchor + multiplier × 8`.
    open func constraint(lessThanOrEqualToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat)
        -> NSLayoutConstraint
    {
        make(.lessThanOrEqual, anchor, constant: multiplier * standardSpacing)
    }
}

/// A vertical position of a view or guide: top, bottom, centre y, first and last baseline.
@preconcurrency @MainActor
open class NSLayoutYAxisAnchor: NSLayoutAnchor<NSLayoutYAxisAnchor> {
    /// The distance from this position down to `otherAnchor` (`otherAnchor − self`, negative
    /// when it lies above), as a dimension: constrain it to a constant or to another dimension.
    open func anchorWithOffset(to otherAnchor: NSLayoutYAxisAnchor) -> NSLayoutDimension {
        NSLayoutDimension(span: AnchorSpan(from: self, to: otherAnchor))
    }

    /// A constraint `self == anchor + multiplier × 8`: the standard spacing of 8 points below `anchor`.
    open func constraint(equalToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint {
        make(.equal, anchor, constant: multiplier * standardSpacing)
    }

    /// A constraint `self >= anchor + multiplier × 8`.
    open func constraint(greaterThanOrEqualToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat)
        -> NSLayoutConstraint
    {
        make(.greaterThanOrEqual, anchor, constant: multiplier * standardSpacing)
    }

    /// A constraint `self <= anchor + multiplier × 8`.
    open func constraint(lessThanOrEqualToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat)
        -> NSLayoutConstraint
    {
        make(.lessThanOrEqual, anchor, constant: multiplier * standardSpacing)
    }
}

/// A width or height of a view or guide: relates to other dimensions (with a multiplier) or to constants.
@preconcurrency @MainActor
open class NSLayoutDimension: NSLayoutAnchor<NSLayoutDimension> {
    /// A constraint `self == c`.
    open func constraint(equalToConstant c: CGFloat) -> NSLayoutConstraint { makeConstant(.equal, c) }

    /// A constraint `self >= c`.
    open func constraint(greaterThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint { makeConstant(.greaterThanOrEqual, c) }

    /// A constraint `self <= c`.
    open func constraint(lessThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint { makeConstant(.lessThanOrEqual, c) }

    /// A constraint `self == m × anchor`.
    open func constraint(equalTo anchor: NSLayoutDimension, multiplier m: CGFloat) -> NSLayoutConstraint {
        make(.equal, anchor, multiplier: m, constant: 0)
    }

    /// A constraint `self >= m × anchor`.
    open func constraint(greaterThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat) -> NSLayoutConstraint {
        make(.greaterThanOrEqual, anchor, multiplier: m, constant: 0)
    }

    /// A constraint `self <= m × anchor`.
    open func constraint(lessThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat) -> NSLayoutConstraint {
        make(.lessThanOrEqual, anchor, multiplier: m, constant: 0)
    }

    /// A constraint `self == m × anchor + c`.
    open func constraint(equalTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat) -> NSLayoutConstraint {
        make(.equal, anchor, multiplier: m, constant: c)
    }

    /// A constraint `self >= m × anchor + c`.
    open func constraint(greaterThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat)
        -> NSLayoutConstraint
    {
        make(.greaterThanOrEqual, anchor, multiplier: m, constant: c)
    }

    /// A constraint `self <= m × anchor + c`.
    open func constraint(lessThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat)
        -> NSLayoutConstraint
    {
        make(.lessThanOrEqual, anchor, multiplier: m, constant: c)
    }

    /// A dimension made by `anchorWithOffset(to:)`: the distance between two positions.
    convenience init(span: AnchorSpan) { self.init(item: nil, attribute: .notAnAttribute, span: span) }

    private func makeConstant(_ relation: NSLayoutConstraint.Relation, _ c: CGFloat) -> NSLayoutConstraint {
        if span != nil {
            return NSLayoutConstraint(first: side(), relatedBy: relation, second: nil, multiplier: 1, constant: c)
        }
        guard let first = layoutItem else {
            invalidArgument("NSLayoutDimension: the anchor's view or layout guide no longer exists")
        }
        return NSLayoutConstraint(
            item: first, attribute: attribute, relatedBy: relation, toItem: nil, attribute: .notAnAttribute,
            multiplier: 1, constant: c)
    }
}

/// UIKit's standard spacing between sibling views, in points (the `systemSpacing` anchors' unit).
let standardSpacing: CGFloat = 8
