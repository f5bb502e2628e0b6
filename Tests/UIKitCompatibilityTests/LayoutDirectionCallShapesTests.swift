import UIKit
import Testing

/// A scrubber as iOS code writes one: transport controls do not flip, and it arranges its own
/// content by its effective direction.
final class ScrubberView: UIView {
    override init(frame: CGRect) {
        super.init(frame: frame)
        semanticContentAttribute = .playback
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override var semanticContentAttribute: UISemanticContentAttribute {
        get { super.semanticContentAttribute }
        set { super.semanticContentAttribute = newValue }
    }

    override var effectiveUserInterfaceLayoutDirection: UIUserInterfaceLayoutDirection {
        super.effectiveUserInterfaceLayoutDirection
    }

    var isFlipped: Bool { effectiveUserInterfaceLayoutDirection == .rightToLeft }
}

@MainActor
@Suite("iOS-style client code: right-to-left layout")
struct LayoutDirectionCallShapesTests {
    @Test("semantic content attributes, effective directions and the direction class methods")
    func directionMembers() {
        let scrubber = ScrubberView(frame: CGRect(x: 0, y: 0, width: 200, height: 44))
        #expect(scrubber.semanticContentAttribute == .playback)
        #expect(!scrubber.isFlipped)
        let label = UILabel()
        label.semanticContentAttribute = .forceRightToLeft
        let direction: UIUserInterfaceLayoutDirection = label.effectiveUserInterfaceLayoutDirection
        #expect(direction == .rightToLeft)
        let app: UIUserInterfaceLayoutDirection = UIApplication.shared.userInterfaceLayoutDirection
        #expect(app == .leftToRight)
        let forAttribute: UIUserInterfaceLayoutDirection = UIView.userInterfaceLayoutDirection(for: .spatial)
        #expect(forAttribute == .leftToRight)
        let relative = UIView.userInterfaceLayoutDirection(for: .unspecified, relativeTo: .rightToLeft)
        #expect(relative == .rightToLeft)
        let attribute: UISemanticContentAttribute? = UISemanticContentAttribute(rawValue: 4)
        #expect(attribute == .forceRightToLeft)
    }

    @Test("a layout direction trait as a child's override, read back from its view")
    func layoutDirectionTrait() {
        let parent = UIViewController(), child = UIViewController()
        parent.addChild(child)
        parent.view.addSubview(child.view)
        child.didMove(toParent: parent)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.rootViewController = parent
        window.makeKeyAndVisible()
        parent.setOverrideTraitCollection(UITraitCollection(layoutDirection: .rightToLeft), forChild: child)
        let trait: UITraitEnvironmentLayoutDirection = child.view.traitCollection.layoutDirection
        #expect(trait == .rightToLeft)
        #expect(child.view.effectiveUserInterfaceLayoutDirection == .rightToLeft)
        let margins = NSDirectionalEdgeInsets(top: 0, leading: 12, bottom: 0, trailing: 4)
        child.view.directionalLayoutMargins = margins
        #expect(child.view.layoutMargins.right >= 12)
    }
}
