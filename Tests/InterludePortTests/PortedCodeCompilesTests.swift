import Foundation
import Interlude
import Testing
@testable import InterludePort

/// Seed-era UIKit code ported by the tool must compile against Interlude: the expected output is
/// `Ported/SeedMenu.swift`, which this test target compiles with `import Interlude`, so a rewrite
/// producing a shape Interlude does not accept fails the build, and any drift fails this test.
@Suite("Ported code compiles against Interlude")
struct PortedCodeCompilesTests {
    static let seedEraMenu = """
        import Interlude

        @objc protocol SeedMenuDelegate {
            @objc optional func menuWillOpen(_ menu: SeedMenuViewController)
            @objc optional func menuTitle(for menu: SeedMenuViewController) -> String?
            func menuDidClose(_ menu: SeedMenuViewController)
        }

        @MainActor final class SeedPanTracker {
            var translations: [CGPoint] = []
            @objc func handlePan(_ recognizer: UIPanGestureRecognizer) {
                translations.append(recognizer.translation(in: nil))
            }
        }

        class SeedMenuViewController: UIViewController {
            weak var delegate: SeedMenuDelegate?
            @IBOutlet weak var blurView: UIVisualEffectView!
            let tracker = SeedPanTracker()
            var operation: UINavigationControllerOperation = .push
            var ticks = 0

            private lazy var cover: UIView = {
                let view = UIView(frame: CGRectMake(0, 0, 320, 480))
                let tap = UITapGestureRecognizer(target: self, action: Selector("dismissView"))
                view.addGestureRecognizer(tap)
                return view
            }()

            func finishPreview(button: UIButton, child: UIViewController) {
                blurView.isUserInteractionEnabled = true
                blurView.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(dismissMenu)))
                button.addTarget(self, action: #selector(buttonTapped(_:)), for: .touchUpInside)
                button.setTitle("Close", for: UIControlState.normal)
                let pan = UIPanGestureRecognizer()
                pan.addTarget(tracker, action: #selector(SeedPanTracker.handlePan(_:)))
                view.addGestureRecognizer(pan)
                let link = CADisplayLink(target: self, selector: #selector(step))
                link.add(to: .main, forMode: .common)
                delegate?.menuWillOpen?(self)
                title = delegate?.menuTitle?(for: self) ?? "Menu"
                UIView.animate(withDuration: 0.3, delay: 0, options: UIViewAnimationOptions.curveEaseIn, animations: {
                    self.cover.frame = CGRectMake(0, 0, 100, 100)
                }, completion: nil)
                let fade = CABasicAnimation(keyPath: #keyPath(CALayer.opacity))
                fade.timingFunction = CAMediaTimingFunction(name: kCAMediaTimingFunctionEaseInEaseOut)
                fade.fillMode = kCAFillModeForwards
                addChildViewController(child)
                child.didMove(toParentViewController: self)
                child.removeFromParentViewController()
                perform(#selector(dismissMenu))
            }

            @objc func dismissMenu() { delegate?.menuDidClose(self) }
            func dismissView() {}
            @objc func buttonTapped(_ sender: UIButton) {}
            @objc func step() { ticks += 1 }
        }

        extension SeedMenuViewController {
            override func viewDidLoad() {
                super.viewDidLoad()
                view.addSubview(cover)
            }
        }

        class SeedRingLayer: CAShapeLayer {
            var progress: CGFloat = 0

            override init() {
                super.init()
                lineWidth = 4
            }

            override init(layer: Any) {
                super.init(layer: layer)
                progress = (layer as? SeedRingLayer)?.progress ?? 0
            }

            required init?(coder aDecoder: NSCoder) {
                fatalError("init(coder:) has not been implemented")
            }
        }

        """

    @Test("The seed-era menu ports to Ported/SeedMenu.swift, which compiles against Interlude")
    func portedMenuMatchesTheCompiledFile() throws {
        let compiled = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Ported/SeedMenu.swift")
        let expected = try String(contentsOf: compiled, encoding: .utf8)
        let file = try port(Self.seedEraMenu)
        #expect(file.text == expected)
        // The outlet is the one thing a person must redo: nothing fills it without a storyboard.
        #expect(
            file.findings.map(\.description) == [
                "Input.swift:18: `@IBOutlet` removed from `blurView`: a storyboard or nib filled it; create the view in code and assign it"
            ])
    }

    @Test("The ported menu runs: its actions are wired to the methods the selectors named")
    @MainActor func portedMenuRuns() {
        let menu = SeedMenuViewController()
        final class Recorder: SeedMenuDelegate {
            var closed = 0
            func menuDidClose(_ menu: SeedMenuViewController) { closed += 1 }
        }
        let recorder = Recorder()
        menu.delegate = recorder
        let blur = UIVisualEffectView(effect: nil)
        menu.blurView = blur
        menu.finishPreview(button: UIButton(), child: UIViewController())
        // `perform(#selector(dismissMenu))` became a direct call, and the optional requirements have defaults.
        #expect(recorder.closed == 1)
        #expect(menu.title == "Menu")
        #expect(blur.gestureRecognizers?.count == 1)
        // The layer's initializers, now `required`, make the copies Core Animation makes.
        let ring = SeedRingLayer()
        ring.progress = 0.5
        let copy = SeedRingLayer(layer: ring)
        #expect(copy.progress == 0.5 && copy.lineWidth == 4)
    }
}
