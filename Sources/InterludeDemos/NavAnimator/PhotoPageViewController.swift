import Interlude

/// One photo, large, on a dark page with its caption.
public final class PhotoPageViewController: LoggedViewController {
    /// The photo shown, as in ``ProceduralPhoto/image(index:size:)``; zero-based, titled one-based.
    public let index: Int

    /// The page of photo `index`, titled "Photo 1" for index 0, writing to `log`.
    public init(index: Int, log: AppearanceLog) {
        self.index = index
        super.init(title: "Photo \(index + 1)", log: log)
    }

    /// Storyboards are not supported; the demos build their screens in code. Returns nil.
    public required init?(coder: NSCoder) { return nil }

    public override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = UIColor(red: 0.12, green: 0.13, blue: 0.17, alpha: 1)
        let width = view.bounds.width
        let photo = UIImageView(image: ProceduralPhoto.image(index: index, size: CGSize(width: width, height: width * 2 / 3)))
        photo.frame = CGRect(x: 0, y: 180, width: width, height: width * 2 / 3)
        view.addSubview(photo)
        let caption = UILabel(text: "Photo \(index + 1)", size: 28, weight: .bold, color: .white)
        caption.frame = CGRect(x: 20, y: photo.frame.maxY + 28, width: width - 40, height: 36)
        view.addSubview(caption)
        let detail = UILabel(
            text: "Pushed by DTNavController, its own delegate:\nDTAnimationController drops the page from the top.",
            size: 15, color: UIColor(white: 0.8, alpha: 1))
        detail.frame = CGRect(x: 20, y: caption.frame.maxY + 12, width: width - 40, height: 64)
        view.addSubview(detail)
    }
}
