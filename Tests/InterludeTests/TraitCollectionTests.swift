import Testing
@testable import InterludeUIKit

/// Trait collections. An iPhone 14 has a compact width, and a regular height in portrait but a
/// compact one in landscape (the Human Interface Guidelines' device size classes,
/// https://developer.apple.com/design/human-interface-guidelines/layout#Device-size-classes).
@MainActor
@Suite("Trait collections and trait environments")
struct TraitCollectionTests {
    final class TraitLoggingController: UIViewController {
        var changes: [UITraitCollection?] = []
        override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
            super.traitCollectionDidChange(previousTraitCollection)
            changes.append(previousTraitCollection)
        }
    }

    final class TraitLoggingView: UIView {
        var changes: [UITraitCollection?] = []
        override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
            changes.append(previousTraitCollection)
        }
    }

    @Test("A window has an iPhone 14's traits: compact width, regular height (compact in landscape), light, 3×, phone")
    func windowTraits() {
        let traits = makeWindow(width: 390, height: 844).traitCollection
        #expect(traits.horizontalSizeClass == .compact)
        #expect(traits.verticalSizeClass == .regular)
        #expect(traits.userInterfaceStyle == .light)
        #expect(traits.displayScale == 3)
        #expect(traits.userInterfaceIdiom == .phone)
        #expect(traits.preferredContentSizeCategory == .large)
        #expect(traits.layoutDirection == .leftToRight)
        let landscape = makeWindow(width: 844, height: 390).traitCollection
        #expect(landscape.horizontalSizeClass == .compact)
        #expect(landscape.verticalSizeClass == .compact)
    }

    @Test("Combining collections takes each trait from the last one that specifies it; equality is by traits")
    func combining() {
        let compact = UITraitCollection(horizontalSizeClass: .compact)
        let dark = UITraitCollection(userInterfaceStyle: .dark)
        let regular = UITraitCollection(horizontalSizeClass: .regular)
        let combined = UITraitCollection(traitsFrom: [compact, dark, regular])
        #expect(combined.horizontalSizeClass == .regular)
        #expect(combined.userInterfaceStyle == .dark)
        #expect(combined.verticalSizeClass == .unspecified)
        #expect(combined.displayScale == 0)
        #expect(combined.containsTraits(in: dark))
        #expect(!combined.containsTraits(in: compact))
        #expect(combined.containsTraits(in: nil))
        #expect(combined == UITraitCollection(traitsFrom: [dark, regular]))
        #expect(combined.hash == UITraitCollection(traitsFrom: [dark, regular]).hash)
        #expect(combined != UITraitCollection(traitsFrom: [dark, compact]))
        #expect(combined.hasDifferentColorAppearance(comparedTo: compact))
        #expect(!combined.hasDifferentColorAppearance(comparedTo: dark))
        #expect(UITraitCollection().userInterfaceIdiom == .unspecified)
    }

    @Test("UIKit's raw values of the trait enumerations")
    func rawValues() {
        // UIUserInterfaceSizeClass, UIUserInterfaceStyle, UIUserInterfaceIdiom and
        // UIContentSizeCategory as UIKit declares them
        // (https://developer.apple.com/documentation/uikit/uiuserinterfaceidiom).
        #expect(UIUserInterfaceSizeClass.compact.rawValue == 1 && UIUserInterfaceSizeClass.regular.rawValue == 2)
        #expect(UIUserInterfaceStyle.light.rawValue == 1 && UIUserInterfaceStyle.dark.rawValue == 2)
        #expect(UIUserInterfaceIdiom.unspecified.rawValue == -1 && UIUserInterfaceIdiom.phone.rawValue == 0)
        #expect(UIUserInterfaceIdiom.pad.rawValue == 1 && UIUserInterfaceIdiom.mac.rawValue == 5)
        #expect(UIContentSizeCategory.large.rawValue == "UICTContentSizeCategoryL")
        #expect(UIContentSizeCategory.extraLarge > .large && UIContentSizeCategory.small < .medium)
        #expect(
            UIContentSizeCategory.accessibilityLarge.isAccessibilityCategory
                && !UIContentSizeCategory.large.isAccessibilityCategory)
    }

    @Test("Traits flow window → controller → child (with the parent's override) → views; a style override wins below it")
    func propagation() {
        let parent = UIViewController(), child = UIViewController()
        parent.addChild(child)
        parent.view.addSubview(child.view)
        child.didMove(toParent: parent)
        let window = makeWindow(root: parent)
        let label = UIView(frame: .zero)
        child.view.addSubview(label)
        #expect(child.traitCollection == window.traitCollection)
        parent.setOverrideTraitCollection(UITraitCollection(horizontalSizeClass: .regular), forChild: child)
        #expect(child.traitCollection.horizontalSizeClass == .regular)
        #expect(label.traitCollection.horizontalSizeClass == .regular)
        #expect(parent.traitCollection.horizontalSizeClass == .compact)
        #expect(parent.overrideTraitCollection(forChild: child)?.horizontalSizeClass == .regular)
        child.overrideUserInterfaceStyle = .dark
        #expect(label.traitCollection.userInterfaceStyle == .dark)
        #expect(parent.view.traitCollection.userInterfaceStyle == .light)
        label.overrideUserInterfaceStyle = .light
        #expect(label.traitCollection.userInterfaceStyle == .light)
    }

    @Test("A presented controller has its presentation controller's traits, with its override on top")
    func presentedTraits() {
        let root = UIViewController()
        let window = makeWindow(root: root)
        let presented = UIViewController()
        presented.modalPresentationStyle = .fullScreen
        root.present(presented, animated: false)
        window.advance(by: 0)
        #expect(presented.traitCollection == window.traitCollection)
        presented.presentationController?.overrideTraitCollection = UITraitCollection(userInterfaceStyle: .dark)
        #expect(presented.traitCollection.userInterfaceStyle == .dark)
        #expect(presented.view.traitCollection.userInterfaceStyle == .dark)
    }

    @Test("An override tells exactly the controllers and views whose traits change, with their previous traits")
    func changeDelivery() {
        let parent = TraitLoggingController(), child = TraitLoggingController()
        parent.addChild(child)
        parent.view.addSubview(child.view)
        child.didMove(toParent: parent)
        let window = makeWindow(root: parent)
        let inChild = TraitLoggingView(frame: .zero), inParent = TraitLoggingView(frame: .zero)
        child.view.addSubview(inChild)
        parent.view.addSubview(inParent)
        child.overrideUserInterfaceStyle = .dark
        #expect(child.changes.count == 1)
        #expect(child.changes.first??.userInterfaceStyle == .light)
        #expect(inChild.changes.count == 1)
        #expect(parent.changes.isEmpty && inParent.changes.isEmpty)
        child.overrideUserInterfaceStyle = .dark
        #expect(child.changes.count == 1)
        _ = window
    }
}
