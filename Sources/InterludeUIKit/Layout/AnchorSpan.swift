/// The distance between two positions on one axis, `to − from`: what a dimension made by
/// `anchorWithOffset(to:)` stands for. Its items are held weakly, as a constraint's are.
@MainActor
struct AnchorSpan {
    /// The item of the position the distance starts at.
    weak var fromItem: (any LayoutItem)?
    /// The attribute of the position the distance starts at.
    let fromAttribute: NSLayoutConstraint.Attribute
    /// The item of the position the distance ends at.
    weak var toItem: (any LayoutItem)?
    /// The attribute of the position the distance ends at.
    let toAttribute: NSLayoutConstraint.Attribute

    /// The span from `from` to `to`; stops as other anchor calls do when an anchor's item is gone.
    init<Axis>(from: NSLayoutAnchor<Axis>, to: NSLayoutAnchor<Axis>) {
        guard let fromItem = from.layoutItem, let toItem = to.layoutItem else {
            invalidArgument("NSLayoutAnchor: the anchor's view or layout guide no longer exists")
        }
        self.fromItem = fromItem
        fromAttribute = from.attribute
        self.toItem = toItem
        toAttribute = to.attribute
    }

    /// Both items, while they exist.
    var items: (from: any LayoutItem, to: any LayoutItem)? {
        guard let fromItem, let toItem else { return nil }
        return (fromItem, toItem)
    }

    /// The distance as an equation term: `(UIView:0x2.leading - UIView:0x1.trailing)`.
    var description: String {
        func position(_ item: (any LayoutItem)?, _ attribute: NSLayoutConstraint.Attribute) -> String {
            "\(item?.layoutDescription ?? "(nil)").\(attribute.descriptionName)"
        }
        return "(\(position(toItem, toAttribute)) - \(position(fromItem, fromAttribute)))"
    }
}

/// One side of a constraint: an attribute of an item, or the distance between two positions.
@MainActor
enum ConstraintSide {
    case attribute(any LayoutItem, NSLayoutConstraint.Attribute)
    case span(AnchorSpan)
}

extension NSLayoutAnchor {
    /// The anchor as one side of a constraint.
    func side() -> ConstraintSide {
        if let span { return .span(span) }
        guard let layoutItem else {
            invalidArgument("NSLayoutAnchor: the anchor's view or layout guide no longer exists")
        }
        return .attribute(layoutItem, attribute)
    }
}
