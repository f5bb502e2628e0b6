/// What the text engine needs to know of a font: the installed family, the em size in points,
/// the OpenType weight class and the slant. `UIFont` is built on it.
package struct FontFace: Hashable, Sendable {
    package let familyName: String
    package let pointSize: CGFloat
    /// 100 (thin) … 900 (black).
    package let openTypeWeight: Int32
    package let isItalic: Bool

    package init(familyName: String, pointSize: CGFloat, openTypeWeight: Int32, isItalic: Bool) {
        self.familyName = familyName
        self.pointSize = pointSize
        self.openTypeWeight = openTypeWeight
        self.isItalic = isItalic
    }
}

/// A font object a layer can draw text in (`UIFont`; Core Text's fonts on iOS).
package protocol FontFaceProviding: AnyObject {
    var face: FontFace { get }
}
