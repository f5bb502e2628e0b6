import Testing
@testable import InterludePort

/// Initializers Interlude declares `required` (CALayer's `init()` and `init(layer:)`, CAAnimation's
/// `init()`, UIViewPropertyAnimator's `init(duration:timingParameters:)`): iOS overrides say
/// `override init`, which Swift rejects for a required initializer; ported, they say `required init`.
@Suite("Required initializers")
struct RequiredInitializerTests {
    @Test("A layer subclass's init() and init(layer:) become required; other initializers stay")
    func layerSubclass() throws {
        let before = """
            final class PulseLayer: CALayer {
                var phase: CGFloat = 0
                public override init() { super.init() }
                override init(layer: Any) {
                    super.init(layer: layer)
                    phase = (layer as? PulseLayer)?.phase ?? 0
                }
                convenience init(phase: CGFloat) {
                    self.init()
                    self.phase = phase
                }
            }
            class PulseView: UIView {
                override init(frame: CGRect) { super.init(frame: frame) }
                required init?(coder: NSCoder) { fatalError() }
            }
            """
        let after = """
            final class PulseLayer: CALayer {
                var phase: CGFloat = 0
                public required init() { super.init() }
                required init(layer: Any) {
                    super.init(layer: layer)
                    phase = (layer as? PulseLayer)?.phase ?? 0
                }
                convenience init(phase: CGFloat) {
                    self.init()
                    self.phase = phase
                }
            }
            class PulseView: UIView {
                override init(frame: CGRect) { super.init(frame: frame) }
                required init?(coder: NSCoder) { fatalError() }
            }
            """
        let file = try port(before)
        #expect(file.text == after)
        #expect(file.findings.isEmpty)
        #expect(try ported(after) == after)
    }

    @Test("Animation and animator subclasses, and subclasses of ported subclasses in other files")
    func familiesAndOtherFiles() throws {
        let files = try Porter.port([
            PortSource(
                path: "Base.swift", text: "class FadeAnimation: CABasicAnimation {\n    override init() { super.init() }\n}\n"),
            PortSource(
                path: "Derived.swift",
                text: """
                    class SlowFade: FadeAnimation {
                        override init() { super.init(); duration = 2 }
                    }
                    class Animator: UIViewPropertyAnimator {
                        override init(duration: TimeInterval, timingParameters parameters: UITimingCurveProvider) {
                            super.init(duration: duration, timingParameters: parameters)
                        }
                    }
                    class ShelfInvalidation: UICollectionViewFlowLayoutInvalidationContext {
                        var invalidatesShelf = false
                        override init() { super.init() }
                    }
                    class Controller: UIViewController {
                        override init(nibName: String?, bundle: Bundle?) { super.init(nibName: nibName, bundle: bundle) }
                    }

                    """),
        ])
        #expect(files[0].text == "class FadeAnimation: CABasicAnimation {\n    required init() { super.init() }\n}\n")
        #expect(files[1].text.contains("    required init() { super.init(); duration = 2 }"))
        #expect(
            files[1].text.contains(
                "    required init(duration: TimeInterval, timingParameters parameters: UITimingCurveProvider) {"))
        #expect(files[1].text.contains("    required init() { super.init() }\n}\nclass Controller"))
        #expect(files[1].text.contains("    override init(nibName: String?, bundle: Bundle?)"))
    }

    @Test("A layer subclass with an initializer of its own and no init(layer:) is reported")
    func missingRequiredInitializers() throws {
        let text = """
            class BadgeLayer: CALayer {
                let color: UIColor
                init(color: UIColor) {
                    self.color = color
                    super.init()
                }
            }
            class QuietLayer: CALayer {
                convenience init(name: String) { self.init(); self.name = name }
            }
            """
        #expect(
            try findings(text) == [
                "Input.swift:1: `BadgeLayer` declares initializers of its own, so it must also declare `required init()` "
                    + "and `required init(layer:)`, which Interlude's copies of the object call: add them, copying "
                    + "the class's properties"
            ])
    }
}
