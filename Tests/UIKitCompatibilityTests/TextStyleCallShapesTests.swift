import UIKit
import Testing

/// A headline label as iOS code sets one up: Dynamic Type fonts, a bold variant through the
/// font descriptor, and autoshrink.
final class HeadlineLabel: UILabel {
    override init(frame: CGRect) {
        super.init(frame: frame)
        let base = UIFont.preferredFont(forTextStyle: .title2)
        if let descriptor = base.fontDescriptor.withSymbolicTraits(.traitBold) {
            font = UIFont(descriptor: descriptor, size: 0)
        }
        adjustsFontSizeToFitWidth = true
        minimumScaleFactor = 0.7
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

@MainActor
@Suite("iOS-style client code: text styles, descriptors and autoshrink")
struct TextStyleCallShapesTests {
    @Test("preferredFont, fontDescriptor and minimumScaleFactor")
    func headline() {
        let label = HeadlineLabel(frame: CGRect(x: 0, y: 0, width: 200, height: 30))
        #expect(label.font.pointSize == 22)
        let traits: UIFontDescriptor.SymbolicTraits = label.font.fontDescriptor.symbolicTraits
        #expect(traits.contains(.traitBold))
        let caption = UIFont.preferredFont(
            forTextStyle: .caption1, compatibleWith: UITraitCollection(preferredContentSizeCategory: .large))
        #expect(caption.pointSize == 12)
        let resized: UIFontDescriptor = caption.fontDescriptor.withSize(14)
        #expect(UIFont(descriptor: resized, size: 0).pointSize == 14)
        #expect(label.minimumScaleFactor == 0.7 && label.adjustsFontSizeToFitWidth)
    }

    @Test("attributedText with font and foreground color attributes")
    func styledText() {
        let label = UILabel()
        let price = NSMutableAttributedString(
            string: "$42", attributes: [.font: UIFont.boldSystemFont(ofSize: 24), .foregroundColor: UIColor.label])
        price.append(
            NSAttributedString(string: " / month", attributes: [NSAttributedString.Key.foregroundColor: UIColor.secondaryLabel]))
        label.attributedText = price
        let shown: NSAttributedString? = label.attributedText
        #expect(shown?.string == "$42 / month" && label.text == "$42 / month")
        #expect(label.font.pointSize == 24)
    }
}
