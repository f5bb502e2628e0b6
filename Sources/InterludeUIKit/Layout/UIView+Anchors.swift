extension UIView {
    /// The leading edge (the left edge, left to right).
    public var leadingAnchor: NSLayoutXAxisAnchor { anchor(.leading) }
    /// The trailing edge (the right edge, left to right).
    public var trailingAnchor: NSLayoutXAxisAnchor { anchor(.trailing) }
    /// The left edge.
    public var leftAnchor: NSLayoutXAxisAnchor { anchor(.left) }
    /// The right edge.
    public var rightAnchor: NSLayoutXAxisAnchor { anchor(.right) }
    /// The horizontal centre.
    public var centerXAnchor: NSLayoutXAxisAnchor { anchor(.centerX) }
    /// The top edge.
    public var topAnchor: NSLayoutYAxisAnchor { anchor(.top) }
    /// The bottom edge.
    public var bottomAnchor: NSLayoutYAxisAnchor { anchor(.bottom) }
    /// The vertical centre.
    public var centerYAnchor: NSLayoutYAxisAnchor { anchor(.centerY) }
    /// The baseline of the first line of text (a label's, from its font; other views: the bottom edge).
    public var firstBaselineAnchor: NSLayoutYAxisAnchor { anchor(.firstBaseline) }
    /// The baseline of the last line of text (a label's, from its font; other views: the bottom edge).
    public var lastBaselineAnchor: NSLayoutYAxisAnchor { anchor(.lastBaseline) }
    /// The width.
    public var widthAnchor: NSLayoutDimension { anchor(.width) }
    /// The height.
    public var heightAnchor: NSLayoutDimension { anchor(.height) }

    /// The anchor of `attribute`, made once per view.
    private func anchor<Anchor: NSObject>(_ attribute: NSLayoutConstraint.Attribute) -> Anchor {
        let state = autoLayout
        if let anchor = state.anchors[attribute.rawValue] as? Anchor { return anchor }
        let anchor: NSObject =
            switch attribute.kind {
            case .xPosition: NSLayoutXAxisAnchor(item: self, attribute: attribute)
            case .yPosition: NSLayoutYAxisAnchor(item: self, attribute: attribute)
            default: NSLayoutDimension(item: self, attribute: attribute)
            }
        state.anchors[attribute.rawValue] = anchor
        return anchor as! Anchor
    }
}

extension UILayoutGuide {
    /// The leading edge (the left edge, left to right).
    public var leadingAnchor: NSLayoutXAxisAnchor { anchor(.leading) }
    /// The trailing edge (the right edge, left to right).
    public var trailingAnchor: NSLayoutXAxisAnchor { anchor(.trailing) }
    /// The left edge.
    public var leftAnchor: NSLayoutXAxisAnchor { anchor(.left) }
    /// The right edge.
    public var rightAnchor: NSLayoutXAxisAnchor { anchor(.right) }
    /// The horizontal centre.
    public var centerXAnchor: NSLayoutXAxisAnchor { anchor(.centerX) }
    /// The top edge.
    public var topAnchor: NSLayoutYAxisAnchor { anchor(.top) }
    /// The bottom edge.
    public var bottomAnchor: NSLayoutYAxisAnchor { anchor(.bottom) }
    /// The vertical centre.
    public var centerYAnchor: NSLayoutYAxisAnchor { anchor(.centerY) }
    /// The width.
    public var widthAnchor: NSLayoutDimension { anchor(.width) }
    /// The height.
    public var heightAnchor: NSLayoutDimension { anchor(.height) }

    /// The anchor of `attribute`, made once per guide.
    private func anchor<Anchor: NSObject>(_ attribute: NSLayoutConstraint.Attribute) -> Anchor {
        if let anchor = anchors[attribute.rawValue] as? Anchor { return anchor }
        let anchor: NSObject =
            switch attribute.kind {
            case .xPosition: NSLayoutXAxisAnchor(item: self, attribute: attribute)
            case .yPosition: NSLayoutYAxisAnchor(item: self, attribute: attribute)
            default: NSLayoutDimension(item: self, attribute: attribute)
            }
        anchors[attribute.rawValue] = anchor
        return anchor as! Anchor
    }
}
