// A small program showing Interlude's engine: a view animated by a property animator on a
// window whose clock moves only when told to. It prints the on-screen (presentation) values.
import Interlude

@MainActor
func runExample() {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    window.makeKeyAndVisible()
    let card = UIView(frame: CGRect(x: 20, y: 100, width: 120, height: 120))
    card.backgroundColor = .systemBlue
    window.addSubview(card)

    // Seed 003's AnimatorFactory.scaleUp, then a scrub and a reversal.
    card.alpha = 0
    card.transform = CGAffineTransform(scaleX: 0.67, y: 0.67)
    let scale = UIViewPropertyAnimator(duration: 0.33, curve: .easeIn)
    scale.addAnimations { card.alpha = 1.0 }
    scale.addAnimations({ card.transform = .identity }, delayFactor: 0.33)
    scale.addCompletion { position in print("scaleUp completed at \(position) (t = \(CACurrentMediaTime()) s)") }
    scale.startAnimation()

    print("   t (s)   alpha   scale")
    for _ in 0..<24 {
        window.advance(by: 1.0 / 60)
        let shown = card.layer.presentation()!
        let scaleX = hypot(shown.affineTransform().a, shown.affineTransform().b)
        print(String(format: "%8.4f %7.3f %7.3f", CACurrentMediaTime(), shown.opacity, scaleX))
    }

    let slide = UIViewPropertyAnimator(duration: 1, dampingRatio: 0.7) { card.center.x = 300 }
    slide.fractionComplete = 0.4
    print("scrubbed to 0.4: x = \(card.layer.presentation()!.position.x)")
    slide.isReversed = true
    slide.addCompletion { position in print("slide finished at \(position): x = \(card.center.x)") }
    slide.startAnimation()
    window.advance(by: 1)
}

MainActor.assumeIsolated { runExample() }
