import Interlude

/// One photo of ``LibraryViewController`` on black, as wide as the screen.
public final class LibraryPhotoViewController: LoggedViewController {
    /// Where the image lies in the view: as wide as the screen, 3:2, centred.
    public static let imageFrame = CGRect(x: 0, y: 292, width: 390, height: 260)
    /// Where the image lies in the view: the type's `imageFrame`.
    public var imageFrame: CGRect { Self.imageFrame }
    /// Which photo of the library it shows.
    public let index: Int
    private let image: UIImage?

    /// Photo `index` showing `image`, logging as "Photo" into `log`.
    public init(index: Int, image: UIImage?, log: AppearanceLog) {
        self.index = index
        self.image = image
        super.init(title: "Photo", log: log)
    }

    /// Storyboards are not supported. Returns nil.
    public required init?(coder: NSCoder) { return nil }

    public override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .black
        let imageView = UIImageView(image: image)
        imageView.contentMode = .scaleAspectFit
        imageView.frame = Self.imageFrame
        view.addSubview(imageView)
        let caption = UILabel(text: "Photo \(index + 1)", size: 17, color: .white)
        caption.frame = CGRect(x: 20, y: 580, width: 350, height: 24)
        view.addSubview(caption)
    }
}
