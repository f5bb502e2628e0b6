import Interlude

/// Small scenes made of plain views, one per animation API, used by `interlude list/render/export`
/// and by the exporter tests. Each starts its animation at t = 0 and rests at the end.
enum BuiltInScenes {
    static let all = [slide, crossfade, flip, spring]

    /// `UIView.animate(withDuration:delay:options:)`: a card crosses the screen.
    static let slide = ScriptedScene(
        name: "slide", summary: "A card slides across the screen with UIView.animate (0.5 s, ease-in-ease-out).",
        duration: 0.6
    ) { window in
        let bounds = window.bounds
        let side = bounds.width * 0.3
        let card = UIView(frame: CGRect(x: 20, y: bounds.height * 0.4, width: side, height: side))
        card.backgroundColor = .systemBlue
        card.layer.cornerRadius = 16
        window.addSubview(card)
        return SceneScript(
            cues: [
                Cue(at: 0) {
                    UIView.animate(withDuration: 0.5, delay: 0, options: .curveEaseInOut) {
                        card.center.x = bounds.width - 20 - side / 2
                    }
                }
            ], probes: [.presented("card.x", of: card.layer) { Double($0.position.x) }])
    }

    /// `UIViewPropertyAnimator`: the front view fades out over the back one.
    static let crossfade = ScriptedScene(
        name: "crossfade", summary: "Two full-screen views cross-fade, driven by a UIViewPropertyAnimator (0.5 s, ease-in-out).",
        duration: 0.6
    ) { window in
        let back = UIView(frame: window.bounds)
        back.backgroundColor = .systemTeal
        let front = UIView(frame: window.bounds)
        front.backgroundColor = .systemOrange
        window.addSubview(back)
        window.addSubview(front)
        let animator = UIViewPropertyAnimator(duration: 0.5, curve: .easeInOut) { front.alpha = 0 }
        return SceneScript(
            cues: [Cue(at: 0) { animator.startAnimation() }],
            probes: [
                .presented("front.opacity", of: front.layer) { Double($0.opacity) },
                PropertyProbe("animator.fractionComplete") { Double(animator.fractionComplete) },
            ])
    }

    /// `CABasicAnimation` on `transform.rotation.y`, seen through a perspective sublayer transform.
    static let flip = ScriptedScene(
        name: "flip", summary: "A card turns half a revolution about y with a CABasicAnimation in perspective (0.6 s).",
        duration: 0.7
    ) { window in
        let bounds = window.bounds
        let stage = UIView(frame: bounds)
        var perspective = CATransform3DIdentity
        perspective.m34 = -1.0 / 800
        stage.layer.sublayerTransform = perspective
        window.addSubview(stage)
        let card = UIView(
            frame: CGRect(
                x: bounds.width * 0.2, y: bounds.height * 0.3,
                width: bounds.width * 0.6, height: bounds.height * 0.3))
        card.backgroundColor = .systemIndigo
        card.layer.cornerRadius = 20
        stage.addSubview(card)
        return SceneScript(
            cues: [
                Cue(at: 0) {
                    let turn = CABasicAnimation(keyPath: "transform.rotation.y")
                    turn.fromValue = 0.0
                    turn.toValue = Double.pi
                    turn.duration = 0.6
                    turn.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
                    // Held at the end by the fill rather than by setting the model transform, so the scene
                    // does not depend on how a sub-path animation combines with a rotated model transform.
                    turn.fillMode = .forwards
                    turn.isRemovedOnCompletion = false
                    card.layer.add(turn, forKey: "flip")
                }
            ],
            probes: [
                .presented("card.rotation.y", of: card.layer) { layer in
                    // Rotation about y: m11 = cos θ, m13 = −sin θ.
                    let angle = atan2(-Double(layer.transform.m13), Double(layer.transform.m11))
                    return angle < -1e-9 ? angle + 2 * .pi : angle
                }
            ])
    }

    /// `UIView.animate(withDuration:delay:usingSpringWithDamping:…)`: a ball drops and bounces.
    static let spring = ScriptedScene(
        name: "spring", summary: "A ball drops onto a spring (damping ratio 0.4, 0.8 s) with UIView's spring animation.",
        duration: 1.0
    ) { window in
        let bounds = window.bounds
        let side = bounds.width * 0.25
        let ball = UIView(frame: CGRect(x: (bounds.width - side) / 2, y: bounds.height * 0.1, width: side, height: side))
        ball.backgroundColor = .systemPink
        ball.layer.cornerRadius = side / 2
        window.addSubview(ball)
        return SceneScript(
            cues: [
                Cue(at: 0) {
                    UIView.animate(withDuration: 0.8, delay: 0, usingSpringWithDamping: 0.4, initialSpringVelocity: 0) {
                        ball.center.y = bounds.height * 0.65
                    }
                }
            ], probes: [.presented("ball.y", of: ball.layer) { Double($0.position.y) }])
    }
}
