import Foundation
import Interlude
import InterludeExport
import InterludeSnapshotTesting
import InterludeTestSupport
import Testing

/// Runs a strategy on `value` and returns what it produced (the strategies here answer at once).
func take<Value, Format>(_ value: Value, as strategy: Snapshotting<Value, Format>) -> Format {
    var result: Format?
    strategy.snapshot(value).run { result = $0 }
    return result!
}

/// A 120 × 80 card: blue, rounded, a label inside.
@MainActor
func makeCard() -> UIView {
    let card = UIView(frame: CGRect(x: 30, y: 40, width: 120, height: 80))
    card.backgroundColor = .systemBlue
    card.layer.cornerRadius = 12
    let dot = UIView(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
    dot.backgroundColor = .white
    dot.alpha = 0.5
    card.addSubview(dot)
    return card
}

/// A controller with a colored view and a title.
@MainActor
final class ColorViewController: UIViewController {
    let color: UIColor
    init(title: String, color: UIColor) {
        self.color = color
        super.init(nibName: nil, bundle: nil)
        self.title = title
    }
    required init?(coder: NSCoder) { nil }
    override func loadView() {
        view = UIView()
        view.backgroundColor = color
    }
}

@MainActor
@Suite("Snapshot strategies")
struct SnapshotStrategyTests {
    @Test("a view outside any window is drawn at its own size and put back afterwards")
    func viewImage() throws {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let card = makeCard()
        container.addSubview(card)
        let image = take(card, as: .image(scale: 2))
        #expect(image.size == CGSize(width: 120, height: 80))
        #expect(image.scale == 2)
        let frame = RenderedFrame(pngData: image.pngData()!, scale: 2)!
        #expect(frame.width == 240 && frame.height == 160)
        // Blue in the middle, transparent in the rounded-off corner.
        let middle = frame.pixel(x: 120, y: 120)
        #expect(middle.a == 255 && middle.b > 200 && middle.r < 80)
        #expect(frame.pixel(x: 0, y: 0).a == 0)
        #expect(card.superview === container && card.frame == CGRect(x: 30, y: 40, width: 120, height: 80))
    }

    @Test("recursiveDescription: one view a line, UIKit's format, no addresses")
    func recursiveDescription() {
        let card = makeCard()
        let label = UILabel(frame: CGRect(x: 40, y: 30, width: 70, height: 21))
        label.text = "Card"
        card.addSubview(label)
        card.transform = CGAffineTransform(scaleX: 0.5, y: 0.5)
        #expect(
            take(card, as: .recursiveDescription) == """
                <UIView; frame = (30 20; 60 40); transform = [0.5, 0, 0, 0.5, 0, 0]; layer = <CALayer>>
                   | <UIView; frame = (10 10; 20 20); alpha = 0.5; layer = <CALayer>>
                   | <UILabel; frame = (40 30; 70 21); opaque = NO; userInteractionEnabled = NO; text = 'Card'; layer = <CALayer>>
                """)
    }

    @Test("a controller on a device: its window's size, appeared, then taken down")
    func controllerOnDevice() {
        let controller = ColorViewController(title: "Home", color: .systemGreen)
        let image = take(controller as UIViewController, as: .image(on: .iPhoneSe, scale: 1))
        #expect(image.size == CGSize(width: 320, height: 568))
        let frame = SnapshotImagePixels(image)
        let center = frame.pixel(x: 160, y: 284)
        #expect(center.g > 150 && center.r < 100)
        #expect(controller.viewIfLoaded?.window == nil)
    }

    @Test("hierarchy: presentation frames, alpha and transforms of a presentation in flight")
    func hierarchyInFlight() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let home = ColorViewController(title: "Home", color: .white)
        window.rootViewController = home
        window.makeKeyAndVisible()
        window.advance(by: 0.1)
        let card = ColorViewController(title: "Card", color: .systemBlue)
        card.modalPresentationStyle = .fullScreen
        home.present(card, animated: true)
        window.advance(by: 0.1)
        let text = take(home as UIViewController, as: .hierarchy)
        let lines = text.split(separator: "\n").map(String.init)
        #expect(lines.count == 2)
        #expect(lines[0].hasPrefix("<ColorViewController \"Home\">, state: disappearing, view: <UIView> frame = (0 0; 390 844)"))
        #expect(lines[1].hasPrefix("   + <ColorViewController \"Card\">, state: appearing, view: <UIView> frame = (0 "))
        // Mid-flight the card is on its way up: its presented top edge is below 0 and above the bottom.
        let top = Double(lines[1].split(separator: "(")[1].split(separator: " ")[1].split(separator: ";")[0])!
        #expect(top > 0 && top < 844)
    }

    @Test(
        "a scene at a moment equals `interlude render` at that time, pixel for pixel, in another process",
        .enabled(if: interludeBinary != nil))
    func sceneMomentMatchesRender() throws {
        let binary = try #require(interludeBinary)
        let folder = try makeTemporaryFolder(prefix: "snapshot-render")
        defer { try? FileManager.default.removeItem(at: folder) }
        let image = take(SceneCatalog.builtIn.scene(named: "slide")!, as: .image(at: 0.25, scale: 1))
        let process = Process()
        process.executableURL = binary
        process.arguments = [
            "render", "slide", "--time", "0.25", "--scale", "1", "-o", folder.appendingPathComponent("slide.png").path,
        ]
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        let rendered = try #require(RenderedFrame(contentsOfFile: folder.appendingPathComponent("slide.png").path))
        let snapshot = SnapshotImagePixels(image)
        #expect(snapshot.width == rendered.width && snapshot.height == rendered.height)
        #expect(FrameComparison(snapshot, rendered, tolerance: 0)?.differingPixels == 0)
    }

    @Test("frames(at:): the moments side by side over a gray strip, labelled")
    func filmstrip() {
        let strip = SnapshotImagePixels(
            take(
                SceneCatalog.builtIn.scene(named: "slide")!,
                as: .frames(at: [0, 0.25, 0.5], size: CGSize(width: 100, height: 200))))
        // 8-pixel gutters around three 100 × 200 frames; a 13-pixel label band at @1x.
        #expect(strip.width == 8 + 3 * (100 + 8))
        #expect(strip.height == 8 + 200 + 13 + 8)
        let gutter = strip.pixel(x: 4, y: 4)
        #expect(gutter.r == 0xF0 && gutter.g == 0xF0 && gutter.b == 0xF0)
    }

    @Test("appearanceLog(over:): the callbacks of the rest of a transition under way, timed from now")
    func controllerAppearanceLog() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let home = ColorViewController(title: "Home", color: .white)
        window.rootViewController = home
        window.makeKeyAndVisible()
        window.advance(by: 0.1)
        let card = ColorViewController(title: "Card", color: .systemBlue)
        card.modalPresentationStyle = .fullScreen
        home.present(card, animated: true)
        let log = take(home as UIViewController, as: .appearanceLog(over: 0.6))
        // The will-callbacks were sent by present(_:animated:) itself, before the log started; the
        // cover-vertical animation lasts 0.5 s and the did-callbacks follow its completion, in the
        // frame that reaches it (the lifecycle contract: the leaving controller's viewDidDisappear,
        // then the arriving one's viewDidAppear).
        #expect(
            log == """
                0.500 s  ColorViewController "Home": viewDidDisappear(true)
                0.500 s  ColorViewController "Card": viewDidAppear(true)
                """)
        #expect(card.viewIfLoaded?.window === window)
    }

    @Test("appearanceLog(over:) of a controller not on screen: it appears at 0, and nothing else happens")
    func offscreenControllerAppearanceLog() {
        let home = ColorViewController(title: "Home", color: .white)
        let log = take(home as UIViewController, as: .appearanceLog(over: 0.1))
        #expect(
            log == """
                0.000 s  ColorViewController "Home": viewWillAppear(false)
                0.000 s  ColorViewController "Home": viewIsAppearing(false)
                0.000 s  ColorViewController "Home": viewDidAppear(false)
                """)
        #expect(home.viewIfLoaded?.window == nil)
    }

    @Test("appearanceLog: every appearance callback of a scene, with its time")
    func appearanceLog() {
        let scene = ScriptedScene(name: "present-card", summary: "Home presents a card.", duration: 1) { window in
            let home = ColorViewController(title: "Home", color: .white)
            window.rootViewController = home
            return SceneScript(cues: [
                Cue(at: 0.1) {
                    let card = ColorViewController(title: "Card", color: .systemBlue)
                    card.modalPresentationStyle = .fullScreen
                    home.present(card, animated: true)
                }
            ])
        }
        let log = take(scene, as: .appearanceLog)
        let lines = log.split(separator: "\n").map(String.init)
        #expect(lines.first == "0.000 s  ColorViewController \"Home\": viewWillAppear(false)")
        #expect(lines.contains("0.100 s  ColorViewController \"Card\": viewWillAppear(true)"))
        #expect(lines.contains("0.100 s  ColorViewController \"Home\": viewWillDisappear(true)"))
        #expect(lines.contains { $0.hasSuffix("ColorViewController \"Home\": viewDidDisappear(true)") }, "\(log)")
    }
}

/// The pixels of a snapshot image.
func SnapshotImagePixels(_ image: UIImage) -> RenderedFrame {
    RenderedFrame(pngData: image.pngData()!, scale: image.scale)!
}

/// The `interlude` tool built beside the tests, when it was built.
let interludeBinary: URL? = {
    let candidate = Bundle.main.bundleURL.deletingLastPathComponent().appendingPathComponent("interlude")
    if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
    let beside = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("interlude")
    return FileManager.default.isExecutableFile(atPath: beside.path) ? beside : nil
}()

@MainActor
@Suite("Device safe areas")
struct DeviceSafeAreaTests {
    /// The navigation bar's line in a recursive description of a navigation controller on `config`.
    private func navigationBarLine(on config: ViewImageConfig) -> String? {
        let navigation = UINavigationController(rootViewController: ColorViewController(title: "Home", color: .white))
        let text = take(navigation as UIViewController, as: .recursiveDescription(on: config))
        return text.split(separator: "\n").map(String.init).first { $0.contains("UINavigationBar") }
    }

    // On iOS, swift-snapshot-testing's window reports the configuration's safe area as its
    // `safeAreaInsets`; a navigation bar (44 points on phones, 32 in a compact height as iOS
    // draws it in landscape — see Decisions) sits below the top inset.
    @Test("a controller on a device gets the device's safe area: the bar sits below its top inset")
    func navigationBarBelowTheConfiguredInset() throws {
        let se = try #require(navigationBarLine(on: .iPhoneSe))
        #expect(se.contains("frame = (0 20; 320 44)"), "\(se)")
        let thirteen = try #require(navigationBarLine(on: .iPhone13))
        #expect(thirteen.contains("frame = (0 47; 390 44)"), "\(thirteen)")
        let landscape = try #require(navigationBarLine(on: .iPhoneSe(.landscape)))
        #expect(landscape.contains("frame = (0 0; 568 32)"), "\(landscape)")
    }

    @Test("a view snapshotted alone has no safe area, as on iOS")
    func viewAloneHasNoSafeArea() {
        final class InsetsRecordingView: UIView {
            var seen: UIEdgeInsets?
            override func layoutSubviews() { seen = safeAreaInsets }
        }
        let view = InsetsRecordingView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        _ = take(view, as: .image)
        #expect(view.seen == .zero)
    }
}
