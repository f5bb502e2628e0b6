import Testing
import UIKit

/// A price tag as iOS code draws one: the old price struck through, the new one beside it.
final class PriceTagView: UIView {
    var oldPrice = "$24"
    var newPrice = "$12"

    override func draw(_ rect: CGRect) {
        let font = UIFont.boldSystemFont(ofSize: 18)
        let struck: [NSAttributedString.Key: Any] = [
            .font: font, .foregroundColor: UIColor.gray,
            .strikethroughStyle: NSUnderlineStyle.single.rawValue, .strikethroughColor: UIColor.red,
        ]
        (oldPrice as NSString).draw(at: CGPoint(x: 4, y: 4), withAttributes: struck)
        let offset = oldPrice.size(withAttributes: struck).width + 8
        newPrice.draw(at: CGPoint(x: 4 + offset, y: 4), withAttributes: [.font: font, .foregroundColor: UIColor.black])
    }
}

/// Text helpers of the kind most apps carry.
enum TextMetrics {
    /// The height a label needs for `text` at `width`, the classic way.
    static func height(of text: String, width: CGFloat, font: UIFont) -> CGFloat {
        let rect = text.boundingRect(
            with: CGSize(width: width, height: .greatestFiniteMagnitude),
            options: [.usesLineFragmentOrigin, .usesFontLeading], attributes: [.font: font], context: nil)
        return ceil(rect.height)
    }

    static func titleText(_ text: String) -> NSAttributedString {
        let style = NSParagraphStyle.default.mutableCopy() as! NSMutableParagraphStyle
        style.lineSpacing = 4
        style.alignment = .center
        style.lineBreakMode = .byWordWrapping
        return NSAttributedString(
            string: text,
            attributes: [.font: UIFont.systemFont(ofSize: 22, weight: .bold), .paragraphStyle: style, .kern: 1.2])
    }

    static let forgotPassword = NSAttributedString(
        string: "Forgot password?",
        attributes: [.underlineStyle: NSUnderlineStyle.single.rawValue, .foregroundColor: UIColor.systemBlue])
}

@MainActor
@Suite("iOS-style client code: styled text and string drawing")
struct StyledTextCallShapesTests {
    @Test("boundingRect-based heights grow with the text; a label takes a centred paragraph style")
    func metrics() {
        let font = UIFont.systemFont(ofSize: 15)
        let short = TextMetrics.height(of: "Short", width: 200, font: font)
        let long = TextMetrics.height(
            of: String(repeating: "A longer description that wraps. ", count: 6), width: 200, font: font)
        #expect(short == ceil(font.lineHeight) && long > 3 * short)
        let label = UILabel()
        label.numberOfLines = 0
        label.attributedText = TextMetrics.titleText("Interlude\nTransitions")
        #expect(label.textAlignment == .center)
        #expect(label.intrinsicContentSize.height >= 2 * UIFont.systemFont(ofSize: 22, weight: .bold).lineHeight + 4)
        #expect(TextMetrics.forgotPassword.size().width > 0)
        let forgot = UIButton(type: .system)
        forgot.setAttributedTitle(TextMetrics.forgotPassword, for: .normal)
        #expect(forgot.currentAttributedTitle?.string == "Forgot password?")
    }

    @Test("A view's draw(_:) draws strings with attributes into its layer")
    func priceTag() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 120, height: 40))
        window.makeKeyAndVisible()
        window.backgroundColor = .white
        let tag = PriceTagView(frame: window.bounds)
        tag.backgroundColor = .white
        window.addSubview(tag)
        let frame = window.renderFrame(scale: 1)
        // The red strikethrough crosses the old price.
        let red = (0..<frame.height).contains { y in
            (0..<frame.width).contains { x in
                let p = frame.pixel(x: x, y: y)
                return p.r > 200 && p.g < 60 && p.b < 60
            }
        }
        #expect(red)
    }
}

/// A custom font that follows Dynamic Type, as iOS 11+ code scales one.
@MainActor
@Suite("iOS-style client code: scaled custom fonts")
struct ScaledFontCallShapesTests {
    @Test("UIFontMetrics scales a custom font and spacing; the label adjusts with the category")
    func scaledCustomFont() {
        let label = UILabel()
        let custom = UIFont(name: "AvenirNext-Medium", size: 16) ?? .systemFont(ofSize: 16)
        label.font = UIFontMetrics(forTextStyle: .body).scaledFont(for: custom)
        label.adjustsFontForContentSizeCategory = true
        let spacing = UIFontMetrics.default.scaledValue(for: 8)
        #expect(label.font.pointSize == 16 && spacing == 8)
        let big = UITraitCollection(preferredContentSizeCategory: .extraExtraLarge)
        #expect(UIFontMetrics(forTextStyle: .headline).scaledFont(for: custom, compatibleWith: big).pointSize > 16)
    }
}

/// An outlined title with a soft shadow, the way iOS code styles one.
enum OutlinedTitle {
    static func make(_ title: String) -> NSAttributedString {
        let shadow = NSShadow()
        shadow.shadowOffset = CGSize(width: 1, height: 2)
        shadow.shadowBlurRadius = 3
        shadow.shadowColor = UIColor.black.withAlphaComponent(0.5)
        return NSAttributedString(
            string: title,
            attributes: [
                .font: UIFont.boldSystemFont(ofSize: 24), .foregroundColor: UIColor.white,
                .strokeColor: UIColor.black, .strokeWidth: -3.0, .shadow: shadow,
            ])
    }
}

@Test("Outline and shadow attributes compile as iOS code writes them and draw")
@MainActor
func outlinedTitleCallShapes() {
    let title = OutlinedTitle.make("Score")
    let copy = (title.attribute(.shadow, at: 0, effectiveRange: nil) as? NSShadow)?.copy() as? NSShadow
    #expect(copy?.shadowBlurRadius == 3)
    let label = UILabel()
    label.attributedText = title
    label.sizeToFit()
    #expect(label.bounds.width > 0)
    let image = UIGraphicsImageRenderer(size: CGSize(width: 100, height: 40)).image { _ in
        title.draw(at: .zero)
    }
    #expect(image.size == CGSize(width: 100, height: 40))
}

/// An invoice line as iOS code lays one out: a label, then amounts on right and decimal tabs.
enum InvoiceLine {
    static func make(_ item: String, _ amount: String) -> NSAttributedString {
        let style = NSMutableParagraphStyle()
        style.tabStops = [
            NSTextTab(textAlignment: .left, location: 20),
            NSTextTab(
                textAlignment: .right, location: 180,
                options: [NSTextTab.OptionKey.columnTerminators: NSTextTab.columnTerminators(for: Locale.current)]),
        ]
        style.addTabStop(NSTextTab(textAlignment: .center, location: 240, options: [:]))
        style.defaultTabInterval = 36
        let heading = NSMutableParagraphStyle()
        heading.alignment = .center
        heading.paragraphSpacing = 6
        let text = NSMutableAttributedString(
            string: "Invoice\n", attributes: [.paragraphStyle: heading, .font: UIFont.boldSystemFont(ofSize: 17)])
        text.append(NSAttributedString(string: "\t\(item)\t\(amount)", attributes: [.paragraphStyle: style]))
        return text
    }
}

@Test("Tab stops and per-paragraph styles compile as iOS code writes them")
@MainActor
func invoiceLineCallShapes() {
    let line = InvoiceLine.make("Coffee", "3.50")
    let style = line.attribute(.paragraphStyle, at: line.length - 1, effectiveRange: nil) as? NSParagraphStyle
    let stops: [NSTextTab] = style?.tabStops ?? []
    #expect(stops.map(\.location) == [20, 180, 240])
    #expect(stops[0].alignment == .left && stops[1].options[.columnTerminators] != nil)
    #expect(style?.defaultTabInterval == 36)
    #expect(line.size().height > 2 * UIFont.systemFont(ofSize: 12).lineHeight)
}

/// A badge before a title, as iOS code puts an icon in a label.
@Test("Text attachments compile as iOS code writes them")
@MainActor
func attachmentCallShapes() {
    let attachment = NSTextAttachment()
    attachment.image = UIImage(systemName: "star.fill")
    let font = UIFont.systemFont(ofSize: 17)
    attachment.bounds = CGRect(x: 0, y: font.descender, width: 16, height: 16)
    let title = NSMutableAttributedString(attachment: attachment)
    title.append(NSAttributedString(string: " Favorites", attributes: [.font: font]))
    let label = UILabel()
    label.attributedText = title
    #expect(label.intrinsicContentSize.width > 16)
    let fromData = NSTextAttachment(data: nil, ofType: nil)
    #expect(fromData.contents == nil && NSAttributedString(attachment: fromData).length == 1)
}
