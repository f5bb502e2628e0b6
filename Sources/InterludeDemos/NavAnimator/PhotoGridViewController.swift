import Interlude

/// The photo browser's first page: two columns of procedural photos under the navigation bar;
/// tapping one pushes its ``PhotoPageViewController``.
public final class PhotoGridViewController: LoggedViewController {
    /// Number of photos in the grid.
    public static let photoCount = 6
    /// The last page pushed (kept so scenes can plot it while it flies away).
    public private(set) var lastPage: PhotoPageViewController?
    /// The photo views, in index order.
    public private(set) var photoViews: [UIImageView] = []
    private var captions: [UILabel] = []
    private let hint = UILabel(
        text: "Tap a photo: its page drops from the top.\nBack: the page flies up.", size: 15, color: .gray)

    public override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = UIColor(white: 0.95, alpha: 1)
        let margin: CGFloat = 12, width = (view.bounds.width - 3 * margin) / 2, height = width * 2 / 3
        for index in 0..<Self.photoCount {
            let photo = UIImageView(image: ProceduralPhoto.image(index: index, size: CGSize(width: width, height: height)))
            photo.layer.cornerRadius = 8
            photo.clipsToBounds = true
            photo.tag = index
            photo.isUserInteractionEnabled = true
            photo.addGestureRecognizer(UITapGestureRecognizer(target: self, action: PhotoGridViewController.photoTapped))
            view.addSubview(photo)
            photoViews.append(photo)
            let caption = UILabel(text: "Photo \(index + 1)", size: 14, color: .darkGray)
            view.addSubview(caption)
            captions.append(caption)
        }
        hint.frame = CGRect(x: 20, y: view.bounds.height - 120, width: view.bounds.width - 40, height: 60)
        view.addSubview(hint)
    }

    /// The grid starts below the navigation bar: at the top of the safe area.
    public override func viewWillLayoutSubviews() {
        super.viewWillLayoutSubviews()
        let margin: CGFloat = 12, width = (view.bounds.width - 3 * margin) / 2, height = width * 2 / 3
        for (index, photo) in photoViews.enumerated() {
            let x = margin + CGFloat(index % 2) * (width + margin)
            let y = view.safeAreaInsets.top + margin + CGFloat(index / 2) * (height + 36)
            photo.frame = CGRect(x: x, y: y, width: width, height: height)
            captions[index].frame = CGRect(x: x, y: y + height + 4, width: width, height: 20)
        }
    }

    func photoTapped(_ tap: UITapGestureRecognizer) {
        guard let index = tap.view?.tag else { return }
        let page = PhotoPageViewController(index: index, log: log)
        lastPage = page
        navigationController?.pushViewController(page, animated: true)
    }
}
