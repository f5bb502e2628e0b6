import Interlude

/// The first page: a Push button and what to try.
public final class PushAndPopRootViewController: LoggedViewController {
    /// The Push button's frame.
    public static let pushButtonFrame = CGRect(x: 40, y: 420, width: 310, height: 56)
    /// The page pushed last, if any.
    public private(set) var lastPage: PushAndPopPageViewController?

    public override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = UIColor(red: 0.92, green: 0.96, blue: 0.93, alpha: 1)
        let heading = UILabel(text: "PushAndPop", size: 34, weight: .bold)
        heading.frame = CGRect(x: 20, y: 150, width: view.bounds.width - 40, height: 42)
        view.addSubview(heading)
        let caption = UILabel(
            text: "One UIViewPropertyAnimator runs\npush and pop. Grab it mid-flight,\n"
                + "drag it, throw it: a 0.9 spring\ncontinues at the finger's speed.",
            size: 16, color: .darkGray)
        caption.frame = CGRect(x: 16, y: 206, width: view.bounds.width - 32, height: 90)
        view.addSubview(caption)
        let push = UIButton.filled(
            "Push", color: UIColor(red: 0.13, green: 0.55, blue: 0.35, alpha: 1), frame: Self.pushButtonFrame)
        push.addAction(UIAction { [weak self] _ in self?.pushPage() }, for: .touchUpInside)
        view.addSubview(push)
    }

    func pushPage() {
        let page = PushAndPopPageViewController(title: "Page", log: log)
        lastPage = page
        navigationController?.pushViewController(page, animated: true)
    }
}

/// The pushed page: a photo and its title on deep blue.
public final class PushAndPopPageViewController: LoggedViewController {
    public override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = UIColor(red: 0.15, green: 0.25, blue: 0.55, alpha: 1)
        let photo = UIImageView(image: ProceduralPhoto.image(index: 3, size: CGSize(width: 330, height: 220)))
        photo.frame = CGRect(x: 30, y: 200, width: 330, height: 220)
        photo.layer.cornerRadius = 12
        photo.clipsToBounds = true
        view.addSubview(photo)
        let heading = UILabel(text: "Pushed page", size: 30, weight: .bold, color: .white)
        heading.frame = CGRect(x: 20, y: 450, width: view.bounds.width - 40, height: 40)
        view.addSubview(heading)
        let caption = UILabel(
            text: "fractionComplete follows the finger while grabbed",
            size: 15, color: UIColor(white: 0.85, alpha: 1))
        caption.frame = CGRect(x: 20, y: 498, width: view.bounds.width - 40, height: 22)
        view.addSubview(caption)
    }
}
