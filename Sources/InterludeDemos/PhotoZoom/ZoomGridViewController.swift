import Interlude

/// The photo grid of the photo-zoom demo (seed 004's question): 3:2 thumbnails in three columns;
/// tapping one presents ``PhotoViewController`` full screen with ``PhotoZoomTransition``, which
/// zooms the photo out of its cell. The grid is the transitioning delegate.
@MainActor
package final class ZoomGridViewController: LoggedViewController, UIViewControllerTransitioningDelegate {
    static let photoCount = 18
    static let columns = 3
    /// Thumbnail size and gap in points: three 120 × 80 cells and four 7.5 pt gaps fill 390 pt.
    static let cellSize = CGSize(width: 120, height: 80)
    static let gap: CGFloat = 7.5
    static let gridTop: CGFloat = 110

    private(set) var thumbnails: [UIImageView] = []
    /// The photo on screen, while one is presented.
    package private(set) weak var photoController: PhotoViewController?
    /// The last zoom transition handed to UIKit.
    package private(set) var zoomTransition: PhotoZoomTransition?

    /// A grid logging as "Grid" (and its photos as "Photo") into a new log.
    package init() {
        super.init(title: "Grid", log: AppearanceLog())
    }

    required init?(coder: NSCoder) { return nil }

    package override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        let title = UILabel(frame: CGRect(x: 16, y: 52, width: 300, height: 40))
        title.text = "Photos"
        title.font = .boldSystemFont(ofSize: 32)
        view.addSubview(title)
        for index in 0..<Self.photoCount {
            let thumbnail = UIImageView(image: ProceduralPhoto.image(index: index, size: PhotoViewController.photoSize))
            thumbnail.frame = Self.cellFrame(at: index)
            thumbnail.isUserInteractionEnabled = true
            thumbnail.addGestureRecognizer(UITapGestureRecognizer { [unowned self] _ in self.showPhoto(at: index) })
            view.addSubview(thumbnail)
            thumbnails.append(thumbnail)
        }
    }

    /// Where thumbnail `index` sits in the grid's view.
    package static func cellFrame(at index: Int) -> CGRect {
        let (row, column) = index.quotientAndRemainder(dividingBy: columns)
        return CGRect(
            x: gap + CGFloat(column) * (cellSize.width + gap),
            y: gridTop + CGFloat(row) * (cellSize.height + gap),
            width: cellSize.width, height: cellSize.height)
    }

    func showPhoto(at index: Int) {
        guard presentedViewController == nil else { return }
        let photo = PhotoViewController(index: index, image: thumbnails[index].image, log: log)
        photo.modalPresentationStyle = .fullScreen
        photo.transitioningDelegate = self
        photoController = photo
        present(photo, animated: true)
    }

    // MARK: UIViewControllerTransitioningDelegate

    package func animationController(
        forPresented presented: UIViewController, presenting: UIViewController,
        source: UIViewController
    ) -> UIViewControllerAnimatedTransitioning? {
        guard let photo = presented as? PhotoViewController else { return nil }
        zoomTransition = PhotoZoomTransition(isPresenting: true, thumbnail: thumbnails[photo.index])
        return zoomTransition
    }

    package func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        guard let photo = dismissed as? PhotoViewController else { return nil }
        zoomTransition = PhotoZoomTransition(isPresenting: false, thumbnail: thumbnails[photo.index])
        return zoomTransition
    }

    /// A drag on the photo dismisses interactively; a tap does not (no interaction controller).
    package func interactionControllerForDismissal(using animator: UIViewControllerAnimatedTransitioning)
        -> UIViewControllerInteractiveTransitioning?
    {
        photoController?.dragToDismiss
    }

}
