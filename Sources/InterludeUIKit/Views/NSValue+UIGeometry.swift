import Foundation

// UIKit's NSValue boxes of its own geometry (UIGeometry.h), beside Core Animation's in
// InterludeQuartzCore. Keyboard and layout code reads insets and offsets back from user-info
// dictionaries and animation values this way.

extension NSValue {
    /// A value holding `insets`.
    public convenience init(uiEdgeInsets insets: UIEdgeInsets) {
        self.init(boxingDoubles: [insets.top, insets.left, insets.bottom, insets.right])
    }

    /// A value holding `insets`.
    public convenience init(directionalEdgeInsets insets: NSDirectionalEdgeInsets) {
        self.init(boxingDoubles: [insets.top, insets.leading, insets.bottom, insets.trailing])
    }

    /// A value holding `offset`.
    public convenience init(uiOffset offset: UIOffset) {
        self.init(boxingDoubles: [offset.horizontal, offset.vertical])
    }

    /// The edge insets held (a directional value reads leading as left), or `.zero` when the value
    /// holds something else.
    public var uiEdgeInsetsValue: UIEdgeInsets {
        guard let d = boxedDoubles(count: 4) else { return .zero }
        return UIEdgeInsets(top: d[0], left: d[1], bottom: d[2], right: d[3])
    }

    /// The directional insets held, or `.zero` when the value holds something else.
    public var directionalEdgeInsetsValue: NSDirectionalEdgeInsets {
        guard let d = boxedDoubles(count: 4) else { return .zero }
        return NSDirectionalEdgeInsets(top: d[0], leading: d[1], bottom: d[2], trailing: d[3])
    }

    /// The offset held, or `.zero` when the value holds something else.
    public var uiOffsetValue: UIOffset {
        guard let d = boxedDoubles(count: 2) else { return .zero }
        return UIOffset(horizontal: d[0], vertical: d[1])
    }
}
