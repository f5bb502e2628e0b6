import Testing
@testable import InterludeUIKit
import InterludeRender

// Apple's pages: a vibrancy effect view goes in the `contentView` of a view with a `UIBlurEffect`
// and is made with that blur (https://developer.apple.com/documentation/uikit/uivibrancyeffect,
// .../uivibrancyeffect/init(blureffect:style:)); the styles are named after the semantic colors
// (.../uivibrancyeffectstyle). How the content blends is undocumented: Interlude keeps its alpha
// and paints the style's color resolved for the blur's appearance (see `UIVibrancyEffect`).
@MainActor
@Suite("Vibrancy effect")
struct VibrancyEffectTests {
    /// A blur view filling a white 120 × 60 window, with a vibrancy view filling its content view.
    func vibrancyScene(blur: UIBlurEffect, vibrancy: UIVibrancyEffect, style: UIUserInterfaceStyle = .light) -> (
        window: UIWindow, vibrancyView: UIVisualEffectView
    ) {
        let window = makeWhiteWindow(width: 120, height: 60)
        window.overrideUserInterfaceStyle = style
        let blurView = UIVisualEffectView(effect: blur)
        blurView.frame = window.bounds
        window.addSubview(blurView)
        let vibrancyView = UIVisualEffectView(effect: vibrancy)
        vibrancyView.frame = blurView.contentView.bounds
        blurView.contentView.addSubview(vibrancyView)
        return (window, vibrancyView)
    }

    /// A square of side 20 at (x, 10) in `view`'s content view, filled with `color`.
    @discardableResult
    func addSquare(_ color: UIColor, x: CGFloat, to view: UIVisualEffectView) -> UIView {
        let square = UIView(frame: CGRect(x: x, y: 10, width: 20, height: 20))
        square.backgroundColor = color
        view.contentView.addSubview(square)
        return square
    }

    /// `color` at `coverage` of its alpha over `backdrop`, in 0…255 channels.
    func painted(_ color: CGColor, coverage: Double, over backdrop: RGBA) -> RGBA {
        let a = Double(color.alpha) * coverage
        func blend(_ c: CGFloat, _ b: Int) -> Int { Int((a * Double(c) * 255 + (1 - a) * Double(b)).rounded()) }
        return RGBA(blend(color.red, backdrop.r), blend(color.green, backdrop.g), blend(color.blue, backdrop.b))
    }

    @Test("over a dark blur, .secondaryLabel paints white and red content alike in its dark color, by the content's alpha")
    func secondaryLabelOverDarkBlur() {
        let blur = UIBlurEffect(style: .dark)
        let (window, vibrancyView) = vibrancyScene(
            blur: blur, vibrancy: UIVibrancyEffect(blurEffect: blur, style: .secondaryLabel))
        addSquare(.white, x: 10, to: vibrancyView)
        addSquare(.red, x: 40, to: vibrancyView)
        addSquare(UIColor(white: 1, alpha: 0.5), x: 70, to: vibrancyView)
        addSquare(.clear, x: 95, to: vibrancyView)
        let frame = window.renderFrame(scale: 1)
        vibrancyView.isHidden = true
        let backdrop = window.renderFrame(scale: 1)
        // secondaryLabel, dark: 235, 235, 245 at 60 % (the HIG's color table, as `UIColor` has it).
        let dark = UIColor.secondaryLabel.resolvedColor(with: UITraitCollection(userInterfaceStyle: .dark)).cgColor
        #expect(dark == CGColor(red: 235 / 255, green: 235 / 255, blue: 245 / 255, alpha: 0.6))
        for (x, coverage) in [(20, 1.0), (50, 1.0), (80, 0.5)] {
            let expected = painted(dark, coverage: coverage, over: RGBA(backdrop.pixel(x: x, y: 20)))
            expectPixel(frame, x, 20, expected, tolerance: 2, "coverage \(coverage)")
        }
        // Transparent content (a clear square, the space between squares) paints nothing.
        for x in [105, 35, 65] { expectPixel(frame, x, 20, RGBA(backdrop.pixel(x: x, y: 20)), tolerance: 0) }
        expectPixel(frame, 60, 50, RGBA(backdrop.pixel(x: 60, y: 50)), tolerance: 0)
    }

    @Test(
        "the alpha of the vibrancy view or of its content view fades the style color as group opacity",
        arguments: [false, true])
    func viewAlphaFadesTheFill(onContentView: Bool) {
        let blur = UIBlurEffect(style: .dark)
        let (window, vibrancyView) = vibrancyScene(blur: blur, vibrancy: UIVibrancyEffect(blurEffect: blur, style: .label))
        addSquare(.red, x: 10, to: vibrancyView)
        // Overlapping content counts once: the group's alpha, not each square's.
        addSquare(.blue, x: 20, to: vibrancyView)
        (onContentView ? vibrancyView.contentView : vibrancyView).alpha = 0.5
        let frame = window.renderFrame(scale: 1)
        vibrancyView.isHidden = true
        let backdrop = window.renderFrame(scale: 1)
        let white = CGColor(red: 1, green: 1, blue: 1, alpha: 1) // label, dark
        for x in [15, 25, 35] {
            expectPixel(frame, x, 20, painted(white, coverage: 0.5, over: RGBA(backdrop.pixel(x: x, y: 20))), tolerance: 2)
        }
    }

    @Test(
        "init(blurEffect:) paints .label's color for the blur's appearance: dark blurs white, light blurs black",
        arguments: [
            (UIBlurEffect.Style.dark, UIUserInterfaceStyle.light, 255), (.light, .dark, 0), (.extraLight, .dark, 0),
            (.regular, .dark, 0), (.systemMaterial, .dark, 255), (.systemMaterial, .light, 0),
            (.systemChromeMaterialLight, .dark, 0), (.systemThinMaterialDark, .light, 255),
        ])
    func labelColorFollowsTheBlur(style: UIBlurEffect.Style, appearance: UIUserInterfaceStyle, gray: Int) {
        let blur = UIBlurEffect(style: style)
        let (window, vibrancyView) = vibrancyScene(blur: blur, vibrancy: UIVibrancyEffect(blurEffect: blur), style: appearance)
        addSquare(.systemRed, x: 10, to: vibrancyView)
        // A content view with only a background (a leaf layer) is painted too.
        let leaf = UIVisualEffectView(effect: UIVibrancyEffect(blurEffect: blur))
        leaf.frame = CGRect(x: 60, y: 10, width: 20, height: 20)
        leaf.contentView.backgroundColor = .systemBlue
        vibrancyView.superview!.addSubview(leaf)
        let frame = window.renderFrame(scale: 1)
        // label is opaque (black, dark: white), so the backdrop does not show through.
        expectPixel(frame, 20, 20, RGBA(gray, gray, gray), tolerance: 0, "\(style), \(appearance)")
        expectPixel(frame, 70, 20, RGBA(gray, gray, gray), tolerance: 0, "leaf, \(style), \(appearance)")
    }

    @Test("the color follows the appearance when an adaptive material's view changes it")
    func adaptiveMaterialFollowsTraitChange() {
        let blur = UIBlurEffect(style: .systemMaterial)
        let (window, vibrancyView) = vibrancyScene(blur: blur, vibrancy: UIVibrancyEffect(blurEffect: blur), style: .light)
        addSquare(.red, x: 10, to: vibrancyView)
        expectPixel(window.renderFrame(scale: 1), 20, 20, RGBA(0, 0, 0), tolerance: 0)
        window.overrideUserInterfaceStyle = .dark
        expectPixel(window.renderFrame(scale: 1), 20, 20, RGBA(255, 255, 255), tolerance: 0)
    }

    @Test("setting the effect to nil draws the content in its own colors again")
    func removingTheEffectRestoresColors() {
        let blur = UIBlurEffect(style: .dark)
        let (window, vibrancyView) = vibrancyScene(blur: blur, vibrancy: UIVibrancyEffect(blurEffect: blur, style: .fill))
        addSquare(.red, x: 10, to: vibrancyView)
        vibrancyView.effect = nil
        expectPixel(window.renderFrame(scale: 1), 20, 20, RGBA(255, 0, 0), tolerance: 0)
    }
}
