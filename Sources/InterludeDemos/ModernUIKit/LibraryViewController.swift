import Interlude

/// The zoom demo (iOS 18's `preferredTransition = .zoom`): a library of photos in a navigation
/// controller; tapping one pushes a ``LibraryPhotoViewController`` that zooms out of its
/// thumbnail — the zoom's `alignmentRectProvider` lines the photo's image up with the thumbnail, so
/// it grows without stretching. The back button zooms it back; dragging the photo down shrinks it
/// under the finger and, released, zooms it into its thumbnail (or springs back when the drag was
/// short).
public final class LibraryViewController: LoggedViewController {
    static let photoCount = 12
    static let columns = 3
    /// Thumbnail size and gap in points: three 120 × 80 cells (the photos' 3:2) and four 7.5 pt
    /// gaps fill 390 pt.
    static let cellSize = CGSize(width: 120, height: 80)
    static let gap: CGFloat = 7.5
    static let gridTop: CGFloat = 150
    /// The photos' size.
    static let photoSize = CGSize(width: 600, height: 400)

    private(set) var thumbnails: [UIImageView] = []
    /// The photo pushed last, if any.
    public private(set) weak var photoController: LibraryPhotoViewController?
    /// How often the zoom's source view provider was asked (on push and on pop, as Apple documents).
    public private(set) var sourceRequests = 0

    /// A library logging as "Library" into a new log.
    public init() { super.init(title: "Library", log: AppearanceLog()) }

    /// Storyboards are not supported. Returns nil.
    public required init?(coder: NSCoder) { return nil }

    /// Where thumbnail `index` sits in the library's view.
    public static func cellFrame(at index: Int) -> CGRect {
        let (row, column) = index.quotientAndRemainder(dividingBy: columns)
        return CGRect(
            x: gap + CGFloat(column) * (cellSize.width + gap), y: gridTop + CGFloat(row) * (cellSize.height + gap),
            width: cellSize.width, height: cellSize.height)
    }

    public override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        let caption = UILabel(
            text: "Tap a photo: it zooms out of its thumbnail.\nDrag it down to zoom it back.", size: 15,
            color: .darkGray, alignment: .left)
        caption.frame = CGRect(x: 16, y: 96, width: 358, height: 44)
        view.addSubview(caption)
        for index in 0..<Self.photoCount {
            let thumbnail = UIImageView(image: ProceduralPhoto.image(index: index, size: Self.photoSize))
            thumbnail.frame = Self.cellFrame(at: index)
            thumbnail.tag = index
            thumbnail.isUserInteractionEnabled = true
            thumbnail.addGestureRecognizer(
                UITapGestureRecognizer(target: self, action: LibraryViewController.thumbnailTapped))
            view.addSubview(thumbnail)
            thumbnails.append(thumbnail)
        }
    }

    private func thumbnailTapped(_ recognizer: UITapGestureRecognizer) {
        guard let index = recognizer.view?.tag else { return }
        showPhoto(at: index)
    }

    /// Pushes photo `index`, zooming from its thumbnail.
    func showPhoto(at index: Int) {
        let photo = LibraryPhotoViewController(index: index, image: thumbnails[index].image, log: log)
        let options = UIViewController.Transition.ZoomOptions()
        // The image, not the whole black page, lines up with the thumbnail.
        options.alignmentRectProvider = { context in
            (context.zoomedViewController as? LibraryPhotoViewController)?.imageFrame ?? .zero
        }
        photo.preferredTransition = .zoom(options: options) { [weak self] context in
            // Asked on push and on pop: the thumbnail of the photo shown now.
            guard let self, let photo = context.zoomedViewController as? LibraryPhotoViewController else { return nil }
            self.sourceRequests += 1
            return self.thumbnails[photo.index]
        }
        photoController = photo
        navigationController?.pushViewController(photo, animated: true)
    }
}
