import Interlude

/// The photo browser's first page: a collection view of procedural photos in two columns under
/// the navigation bar; selecting one pushes its ``PhotoPageViewController``.
public final class PhotoGridViewController: LoggedViewController, UICollectionViewDataSource, UICollectionViewDelegate {
    /// Number of photos in the grid.
    public static let photoCount = 6
    /// Space around and between the cells, in points.
    static let margin: CGFloat = 12
    /// The last page pushed (kept so scenes can plot it while it flies away).
    public private(set) var lastPage: PhotoPageViewController?
    /// The grid: a `UICollectionViewFlowLayout` of ``PhotoCell``s.
    public private(set) var collectionView: UICollectionView!
    private let layout = UICollectionViewFlowLayout()
    /// The photos, made once at the cells' size.
    private var photos: [UIImage?] = []
    private let hint = UILabel(
        text: "Tap a photo: its page drops from the top.\nBack: the page flies up.", size: 15, color: .gray)

    public override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = UIColor(white: 0.95, alpha: 1)
        let margin = Self.margin, width = (view.bounds.width - 3 * margin) / 2
        let photoSize = CGSize(width: width, height: width * 2 / 3)
        photos = (0..<Self.photoCount).map { ProceduralPhoto.image(index: $0, size: photoSize) }
        layout.itemSize = CGSize(width: width, height: photoSize.height + PhotoCell.captionSpace)
        layout.minimumInteritemSpacing = margin
        layout.minimumLineSpacing = margin
        layout.sectionInset = UIEdgeInsets(top: margin, left: margin, bottom: margin, right: margin)
        collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: layout)
        collectionView.backgroundColor = .clear
        collectionView.register(PhotoCell.self, forCellWithReuseIdentifier: PhotoCell.reuseIdentifier)
        collectionView.dataSource = self
        collectionView.delegate = self
        view.addSubview(collectionView)
        hint.frame = CGRect(x: 20, y: view.bounds.height - 120, width: view.bounds.width - 40, height: 60)
        view.addSubview(hint)
    }

    /// The grid starts below the navigation bar: at the top of the safe area.
    public override func viewWillLayoutSubviews() {
        super.viewWillLayoutSubviews()
        let top = view.safeAreaInsets.top
        collectionView.frame = CGRect(x: 0, y: top, width: view.bounds.width, height: view.bounds.height - top)
    }

    /// The centre of photo `index`'s cell in `target`'s coordinates (from the layout, so it is
    /// known before the cell is on screen).
    public func photoCenter(at index: Int, in target: UIView) -> CGPoint? {
        guard let frame = collectionView.layoutAttributesForItem(at: IndexPath(item: index, section: 0))?.frame else {
            return nil
        }
        return collectionView.convert(CGPoint(x: frame.midX, y: frame.midY), to: target)
    }

    // MARK: UICollectionViewDataSource

    /// ``photoCount`` photos.
    public func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        Self.photoCount
    }

    /// A reused ``PhotoCell`` showing the photo and its caption.
    public func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
        -> UICollectionViewCell
    {
        let cell =
            collectionView.dequeueReusableCell(withReuseIdentifier: PhotoCell.reuseIdentifier, for: indexPath)
            as! PhotoCell
        cell.imageView.image = photos[indexPath.item]
        cell.caption.text = "Photo \(indexPath.item + 1)"
        return cell
    }

    // MARK: UICollectionViewDelegate

    /// Pushes the selected photo's page (and deselects it, as a browser does).
    public func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        collectionView.deselectItem(at: indexPath, animated: false)
        let page = PhotoPageViewController(index: indexPath.item, log: log)
        lastPage = page
        navigationController?.pushViewController(page, animated: true)
    }
}
