import Interlude

/// The photo grid of the photo-zoom demo (seed 004's question): a collection view of 3:2
/// thumbnails in three columns (``ThumbnailCell``s in a flow layout); selecting one presents
/// ``PhotoViewController`` full screen with ``PhotoZoomTransition``, which zooms the photo out of
/// its cell. The grid is the transitioning delegate.
@MainActor
package final class ZoomGridViewController: LoggedViewController, UIViewControllerTransitioningDelegate,
    UICollectionViewDataSource, UICollectionViewDelegate
{
    static let photoCount = 18
    static let columns = 3
    /// Thumbnail size and gap in points: three 120 × 80 cells and four 7.5 pt gaps fill 390 pt.
    static let cellSize = CGSize(width: 120, height: 80)
    static let gap: CGFloat = 7.5
    static let gridTop: CGFloat = 110

    /// The grid.
    package private(set) var collectionView: UICollectionView!
    private var photos: [UIImage?] = []
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
        photos = (0..<Self.photoCount).map { ProceduralPhoto.image(index: $0, size: PhotoViewController.photoSize) }
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = Self.cellSize
        layout.minimumInteritemSpacing = Self.gap
        layout.minimumLineSpacing = Self.gap
        layout.sectionInset = UIEdgeInsets(top: 0, left: Self.gap, bottom: Self.gap, right: Self.gap)
        let bounds = view.bounds
        collectionView = UICollectionView(
            frame: CGRect(x: 0, y: Self.gridTop, width: bounds.width, height: bounds.height - Self.gridTop),
            collectionViewLayout: layout)
        collectionView.backgroundColor = .clear
        collectionView.register(ThumbnailCell.self, forCellWithReuseIdentifier: ThumbnailCell.reuseIdentifier)
        collectionView.dataSource = self
        collectionView.delegate = self
        view.addSubview(collectionView)
    }

    /// Where thumbnail `index` sits in the grid's view, by the layout's numbers.
    package static func cellFrame(at index: Int) -> CGRect {
        let (row, column) = index.quotientAndRemainder(dividingBy: columns)
        return CGRect(
            x: gap + CGFloat(column) * (cellSize.width + gap),
            y: gridTop + CGFloat(row) * (cellSize.height + gap),
            width: cellSize.width, height: cellSize.height)
    }

    /// The thumbnail of photo `index`: its cell's image view, while the cell is loaded.
    package func thumbnail(at index: Int) -> UIImageView? {
        (collectionView.cellForItem(at: IndexPath(item: index, section: 0)) as? ThumbnailCell)?.imageView
    }

    func showPhoto(at index: Int) {
        guard presentedViewController == nil else { return }
        let photo = PhotoViewController(index: index, image: photos[index], log: log)
        photo.modalPresentationStyle = .fullScreen
        photo.transitioningDelegate = self
        photoController = photo
        present(photo, animated: true)
    }

    // MARK: UICollectionViewDataSource

    package func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        Self.photoCount
    }

    package func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
        -> UICollectionViewCell
    {
        let cell =
            collectionView.dequeueReusableCell(withReuseIdentifier: ThumbnailCell.reuseIdentifier, for: indexPath)
            as! ThumbnailCell
        cell.imageView.image = photos[indexPath.item]
        return cell
    }

    // MARK: UICollectionViewDelegate

    package func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        collectionView.deselectItem(at: indexPath, animated: false)
        showPhoto(at: indexPath.item)
    }

    // MARK: UIViewControllerTransitioningDelegate

    package func animationController(
        forPresented presented: UIViewController, presenting: UIViewController,
        source: UIViewController
    ) -> UIViewControllerAnimatedTransitioning? {
        guard let photo = presented as? PhotoViewController, let thumbnail = thumbnail(at: photo.index) else { return nil }
        zoomTransition = PhotoZoomTransition(isPresenting: true, thumbnail: thumbnail)
        return zoomTransition
    }

    package func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        // The cell is asked for again: the one the zoom started from may have been reused since.
        guard let photo = dismissed as? PhotoViewController, let thumbnail = thumbnail(at: photo.index) else { return nil }
        zoomTransition = PhotoZoomTransition(isPresenting: false, thumbnail: thumbnail)
        return zoomTransition
    }

    /// A drag on the photo dismisses interactively; a tap does not (no interaction controller).
    package func interactionControllerForDismissal(using animator: UIViewControllerAnimatedTransitioning)
        -> UIViewControllerInteractiveTransitioning?
    {
        photoController?.dragToDismiss
    }

}
