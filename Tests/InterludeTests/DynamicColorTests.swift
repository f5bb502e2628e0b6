import InterludeTestSupport
import Testing
@testable import InterludeUIKit

/// Display P3 and dynamic colors: resolving, and when views resolve them. Apple's rules:
/// `resolvedColor(with:)` turns a dynamic color into a fixed one; `cgColor` and
/// `getRed(_:green:blue:alpha:)` resolve with `UITraitCollection.current`
/// (https://developer.apple.com/documentation/uikit/uicolor/resolvedcolor(with:)), and the
/// `cgColor` does not follow later appearance changes
/// (https://developer.apple.com/documentation/uikit/uicolor/cgcolor).
@MainActor
@Suite("Display P3 and dynamic colors")
struct DynamicColorTests {
    static let dark = UITraitCollection(userInterfaceStyle: .dark)
    static let light = UITraitCollection(userInterfaceStyle: .light)

    /// Light red, dark blue.
    static let redOrBlue = UIColor { $0.userInterfaceStyle == .dark ? .blue : .red }

    final class StyleRecordingView: UIView {
        var labelColorsInTraitChange: [CGColor] = []
        override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
            super.traitCollectionDidChange(previousTraitCollection)
            labelColorsInTraitChange.append(UIColor.label.cgColor)
        }
    }

    // Reference values: the P3 → sRGB conversion (linear matrix from the primaries and D65) that
    // ColorSync and CSS Color 4 use; P3 red is sRGB (1.0931, −0.2267, −0.1501) extended.
    @Test(
        "Display P3 colors convert to extended sRGB",
        arguments: [
            ((1.0, 0.0, 0.0), (1.093_066, -0.226_742, -0.150_135)),
            ((0.0, 1.0, 0.0), (-0.511_605, 1.018_266, -0.310_675)),
            ((0.0, 0.0, 1.0), (0.0, 0.0, 1.042_022)),
            ((1.0, 1.0, 1.0), (1.0, 1.0, 1.0)),
            ((0.5, 0.5, 0.5), (0.5, 0.5, 0.5)),
        ])
    func displayP3(p3: (Double, Double, Double), sRGB: (Double, Double, Double)) {
        let color = UIColor(displayP3Red: p3.0, green: p3.1, blue: p3.2, alpha: 0.5).cgColor
        expectClose(color.red, sRGB.0, tolerance: 1e-4, "red")
        expectClose(color.green, sRGB.1, tolerance: 1e-4, "green")
        expectClose(color.blue, sRGB.2, tolerance: 1e-4, "blue")
        #expect(color.alpha == 0.5)
    }

    @Test("resolvedColor(with:) picks the provider's color for the traits; fixed colors resolve to themselves")
    func resolving() {
        #expect(Self.redOrBlue.resolvedColor(with: Self.dark) == .blue)
        #expect(Self.redOrBlue.resolvedColor(with: Self.light) == .red)
        #expect(UIColor.red.resolvedColor(with: Self.dark) === UIColor.red)
        // A provider may answer with another dynamic color; resolving goes on to a fixed one.
        let nested = UIColor { _ in Self.redOrBlue }
        #expect(nested.resolvedColor(with: Self.dark) == .blue)
        // A dynamic color equals only itself.
        #expect(Self.redOrBlue == Self.redOrBlue)
        #expect(Self.redOrBlue != UIColor { $0.userInterfaceStyle == .dark ? .blue : .red })
        #expect(Self.redOrBlue != .red)
    }

    @Test("cgColor and getRed resolve with UITraitCollection.current, which performAsCurrent sets")
    func currentTraits() {
        #expect(Self.redOrBlue.cgColor == UIColor.red.cgColor)
        var red: CGFloat = -1, blue: CGFloat = -1
        Self.dark.performAsCurrent {
            #expect(Self.redOrBlue.cgColor == UIColor.blue.cgColor)
            Self.redOrBlue.getRed(&red, green: nil, blue: &blue, alpha: nil)
        }
        #expect(red == 0 && blue == 1)
        #expect(Self.redOrBlue.cgColor == UIColor.red.cgColor)
    }

    @Test("withAlphaComponent of a dynamic color stays dynamic")
    func alphaOfDynamic() {
        let faded = Self.redOrBlue.withAlphaComponent(0.25)
        #expect(faded.resolvedColor(with: Self.dark).cgColor == CGColor(red: 0, green: 0, blue: 1, alpha: 0.25))
        #expect(faded.resolvedColor(with: Self.light).cgColor == CGColor(red: 1, green: 0, blue: 0, alpha: 0.25))
        // The same color with the same alpha compares equal, as UIKit's derived colors do.
        #expect(faded == Self.redOrBlue.withAlphaComponent(0.25))
        #expect(faded != Self.redOrBlue.withAlphaComponent(0.5))
    }

    // Light and dark values from the Human Interface Guidelines' color specifications
    // (https://developer.apple.com/design/human-interface-guidelines/color#Specifications) and
    // WWDC19 "Implementing Dark Mode on iOS" (systemBlue, label).
    @Test(
        "System colors have Apple's light and dark values",
        arguments: [
            (UIColor.systemBlue, (0.0, 122.0, 255.0, 1.0), (10.0, 132.0, 255.0, 1.0)),
            (UIColor.label, (0, 0, 0, 1), (255, 255, 255, 1)),
            (UIColor.systemBackground, (255, 255, 255, 1), (0, 0, 0, 1)),
            (UIColor.secondaryLabel, (60, 60, 67, 0.6), (235, 235, 245, 0.6)),
            (UIColor.systemRed, (255, 59, 48, 1), (255, 69, 58, 1)),
            (UIColor.systemGroupedBackground, (242, 242, 247, 1), (0, 0, 0, 1)),
            (UIColor.separator, (60, 60, 67, 0.29), (84, 84, 88, 0.6)),
        ])
    func systemColors(
        color: UIColor, light: (Double, Double, Double, Double), dark: (Double, Double, Double, Double)
    ) {
        for (traits, expected) in [(Self.light, light), (Self.dark, dark)] {
            let c = color.resolvedColor(with: traits).cgColor
            expectClose(c.red * 255, expected.0, tolerance: 1e-9)
            expectClose(c.green * 255, expected.1, tolerance: 1e-9)
            expectClose(c.blue * 255, expected.2, tolerance: 1e-9)
            expectClose(c.alpha, expected.3, tolerance: 1e-9)
        }
        // Unspecified resolves as light.
        #expect(color.resolvedColor(with: UITraitCollection()).cgColor == color.resolvedColor(with: Self.light).cgColor)
    }

    @Test("A view's dynamic background resolves with its traits and again when its window turns dark")
    func backgroundFollowsAppearance() {
        let window = makeWindow(width: 100, height: 100)
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        window.addSubview(view)
        view.backgroundColor = Self.redOrBlue
        #expect(view.layer.backgroundColor == UIColor.red.cgColor)
        #expect(view.backgroundColor === Self.redOrBlue, "the getter gives back the dynamic color")
        window.overrideUserInterfaceStyle = .dark
        #expect(view.layer.backgroundColor == UIColor.blue.cgColor)
        window.overrideUserInterfaceStyle = .light
        #expect(view.layer.backgroundColor == UIColor.red.cgColor)
        // A view set to dark resolves its own background dark.
        view.overrideUserInterfaceStyle = .dark
        #expect(view.layer.backgroundColor == UIColor.blue.cgColor)
    }

    @Test("A layer color set from cgColor keeps the color resolved when it was set")
    func layerColorsResolveEarly() {
        let window = makeWindow(width: 100, height: 100)
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        window.addSubview(view)
        view.layer.borderColor = Self.redOrBlue.cgColor
        window.overrideUserInterfaceStyle = .dark
        #expect(view.layer.borderColor == UIColor.red.cgColor)
    }

    @Test("traitCollectionDidChange runs with the view's traits as the current ones")
    func currentInTraitChange() {
        let window = makeWindow(width: 100, height: 100)
        let view = StyleRecordingView(frame: .zero)
        window.addSubview(view)
        window.overrideUserInterfaceStyle = .dark
        #expect(view.labelColorsInTraitChange == [CGColor(red: 1, green: 1, blue: 1, alpha: 1)])
    }

    @Test("A view moved into a dark window resolves its dynamic background dark")
    func movingIntoDarkWindow() {
        let window = makeWindow(width: 100, height: 100)
        window.overrideUserInterfaceStyle = .dark
        let view = UIView(frame: .zero)
        view.backgroundColor = .systemBackground
        #expect(view.layer.backgroundColor == CGColor(red: 1, green: 1, blue: 1, alpha: 1))
        window.addSubview(view)
        #expect(view.layer.backgroundColor == CGColor(red: 0, green: 0, blue: 0, alpha: 1))
    }
}
