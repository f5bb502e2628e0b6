import UIKit
import Testing

/// A palette as iOS apps write one: Display P3 brand colors and light/dark pairs.
enum Palette {
    static let brand = UIColor(displayP3Red: 1, green: 0.1, blue: 0.2, alpha: 1)
    static let card = UIColor { traits in
        traits.userInterfaceStyle == .dark ? UIColor(white: 0.1, alpha: 1) : .white
    }
    static let border = UIColor(dynamicProvider: { (traits: UITraitCollection) -> UIColor in
        traits.userInterfaceStyle == .dark ? .lightGray : .darkGray
    })
}

/// A card that keeps its layer's border (a `CGColor`, which does not adapt) in step with the
/// appearance, the way Apple's dark-mode guide tells iOS code to.
final class CardView: UIView {
    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = Palette.card
        layer.borderWidth = 1
        layer.borderColor = Palette.border.resolvedColor(with: traitCollection).cgColor
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        if traitCollection.hasDifferentColorAppearance(comparedTo: previousTraitCollection) {
            layer.borderColor = Palette.border.cgColor
        }
    }
}

@MainActor
@Suite("iOS-style client code: Display P3 and dynamic colors")
struct DynamicColorCallShapesTests {
    @Test("A card follows its window into the dark appearance")
    func card() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        window.makeKeyAndVisible()
        let card = CardView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        window.addSubview(card)
        #expect(card.layer.borderColor == UIColor.darkGray.cgColor)
        window.overrideUserInterfaceStyle = .dark
        #expect(card.layer.borderColor == UIColor.lightGray.cgColor)
        #expect(card.layer.backgroundColor == UIColor(white: 0.1, alpha: 1).cgColor)
        let resolved: UIColor = UIColor.label.resolvedColor(with: card.traitCollection)
        #expect(resolved == .white)
        var red: CGFloat = 0
        Palette.brand.getRed(&red, green: nil, blue: nil, alpha: nil)
        #expect(red > 1, "P3 red is beyond sRGB's")
    }
}
