import Interlude

/// What a ``PressPreviewInteraction`` reports, after UIKit's `UIPreviewInteractionDelegate`.
@MainActor
protocol PressPreviewInteractionDelegate: AnyObject {
    /// A press began at `point` (in the interaction's view); false ignores it.
    func pressPreviewShouldBegin(at point: CGPoint) -> Bool
    /// The press deepened to `percent` (0…1); `ended` once it reached 1 (the preview commits).
    func pressPreviewDidUpdate(percent: CGFloat, ended: Bool)
    /// The finger lifted before the press reached 1.
    func pressPreviewDidCancel()
}

/// A stand-in for 3D Touch's `UIPreviewInteraction` (seed 003, part 22), which Interlude has no
/// pressure for: a long press of ``minimumPressDuration`` starts the preview, and from then on
/// the press deepens with time held, reaching 1 after ``pressDuration`` seconds of the window
/// clock (as pressing harder would); lifting the finger earlier cancels it.
@MainActor
final class PressPreviewInteraction {
    /// Seconds before a held finger starts the preview.
    static let minimumPressDuration: TimeInterval = 0.2
    /// Seconds of holding, after the preview starts, that take it from 0 to 1.
    static let pressDuration: TimeInterval = 0.8

    private weak var delegate: PressPreviewInteractionDelegate?
    private let press: UILongPressGestureRecognizer
    private var link: CADisplayLink?
    private var startTime: CFTimeInterval = 0
    private var isPreviewing = false

    init(view: UIView, delegate: PressPreviewInteractionDelegate) {
        self.delegate = delegate
        press = UILongPressGestureRecognizer()
        press.minimumPressDuration = Self.minimumPressDuration
        press.addTarget(self, action: PressPreviewInteraction.pressChanged)
        view.addGestureRecognizer(press)
    }

    private func pressChanged() {
        switch press.state {
        case .began:
            guard let delegate, delegate.pressPreviewShouldBegin(at: press.location(in: press.view)) else { return }
            isPreviewing = true
            startTime = CACurrentMediaTime()
            let link = CADisplayLink(target: self, selector: PressPreviewInteraction.step)
            link.add(to: .main, forMode: .common)
            self.link = link
        case .ended, .cancelled, .failed:
            guard isPreviewing else { return }
            stop()
            delegate?.pressPreviewDidCancel()
        default:
            break
        }
    }

    private func step(_ link: CADisplayLink) {
        let percent = min(1, CGFloat((link.timestamp - startTime) / Self.pressDuration))
        if percent >= 1 { stop() }
        delegate?.pressPreviewDidUpdate(percent: percent, ended: percent >= 1)
    }

    private func stop() {
        isPreviewing = false
        link?.invalidate()
        link = nil
    }
}
