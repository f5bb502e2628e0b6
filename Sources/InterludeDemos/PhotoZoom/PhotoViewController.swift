import Interlude

/// One photo full screen on black. A tap closes it (the zoom back into its cell); dragging it down
/// closes it interactively: the drag scrubs the same zoom, and lifting the finger past
/// ``dismissThreshold`` of ``dragDistance`` — or flicking down faster than ``flickVelocity`` —
/// finishes it, otherwise the photo goes back.
@MainActor
package final class PhotoViewController: LoggedViewController {
    /// The photo's size full screen: the window's width at 3:2.
    static let photoSize = CGSize(width: 390, height: 260)
    /// Points of downward drag that scrub the whole dismissal.
    static let dragDistance: CGFloat = 300
    /// Fraction of ``dragDistance`` past which lifting the finger finishes the dismissal.
    static let dismissThreshold: CGFloat = 0.4
    /// Downward speed, in points per second, that finishes the dismissal whatever the distance.
    static let flickVelocity: CGFloat = 800

    let index: Int
    let imageView: UIImageView
    /// The interaction controller while a drag dismisses the photo.
    package private(set) var dragToDismiss: UIPercentDrivenInteractiveTransition?

    init(index: Int, image: UIImage?, log: AppearanceLog) {
        self.index = index
        imageView = UIImageView(image: image)
        super.init(title: "Photo", log: log)
    }

    required init?(coder: NSCoder) { return nil }

    package override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .black
        view.addSubview(imageView)
        let caption = UILabel(frame: .zero)
        caption.text = "Photo \(index + 1) · drag down to close"
        caption.textColor = .white
        caption.textAlignment = .center
        caption.tag = 1
        view.addSubview(caption)
        view.addGestureRecognizer(UITapGestureRecognizer { [unowned self] _ in self.dismiss(animated: true) })
        view.addGestureRecognizer(UIPanGestureRecognizer(target: self, action: PhotoViewController.handleDrag))
    }

    package override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let size = Self.photoSize
        imageView.frame = CGRect(
            x: (view.bounds.width - size.width) / 2, y: (view.bounds.height - size.height) / 2,
            width: size.width, height: size.height)
        view.viewWithTag(1)?.frame = CGRect(x: 0, y: imageView.frame.maxY + 24, width: view.bounds.width, height: 24)
    }

    private func handleDrag(_ pan: UIPanGestureRecognizer) {
        let progress = min(1, max(0, pan.translation(in: view).y / Self.dragDistance))
        switch pan.state {
        case .began:
            dragToDismiss = UIPercentDrivenInteractiveTransition()
            dismiss(animated: true)
        case .changed:
            dragToDismiss?.update(progress)
        case .ended, .cancelled:
            let flicked = pan.velocity(in: view).y > Self.flickVelocity
            if pan.state == .ended, progress > Self.dismissThreshold || flicked {
                dragToDismiss?.finish()
            } else {
                dragToDismiss?.cancel()
            }
            dragToDismiss = nil
        default:
            break
        }
    }

}
