import UIKit
import Testing

/// A rating row as iOS code builds one: symbol images as templates, a tinted copy, and a
/// stretchable bubble behind it.
final class RatingView: UIView {
    let star = UIImageView(image: UIImage(systemName: "star.fill")!)
    let bubble = UIImageView()

    override init(frame: CGRect) {
        super.init(frame: frame)
        let base = UIImage(systemName: "bubble.left")?.withRenderingMode(.alwaysTemplate)
        bubble.image = base?.resizableImage(
            withCapInsets: UIEdgeInsets(top: 4, left: 4, bottom: 4, right: 4), resizingMode: .stretch)
        star.tintColor = .systemYellow
        addSubview(bubble)
        addSubview(star)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

@MainActor
@Suite("iOS-style client code: named, symbol, template and resizable images")
struct ImageModesCallShapesTests {
    @Test("Images by name, rendering modes and cap insets")
    func images() {
        let missing: UIImage? = UIImage(named: "AppIcon")
        #expect(missing == nil)
        let fromBundle: UIImage? = UIImage(named: "AppIcon", in: Bundle.main, compatibleWith: nil)
        #expect(fromBundle == nil)
        let view = RatingView(frame: CGRect(x: 0, y: 0, width: 100, height: 30))
        #expect(view.star.image?.isSymbolImage == true)
        let mode: UIImage.RenderingMode = view.bubble.image!.renderingMode
        #expect(mode == .alwaysTemplate)
        let resizing: UIImage.ResizingMode = view.bubble.image!.resizingMode
        #expect(resizing == .stretch)
        let tinted: UIImage = view.star.image!.withTintColor(.systemRed)
        let original: UIImage = tinted.withTintColor(.red, renderingMode: .alwaysOriginal)
        #expect(original.renderingMode == .alwaysOriginal)
        let tiled: UIImage = original.resizableImage(withCapInsets: .zero)
        #expect(tiled.capInsets == .zero)
    }
}
