import Interlude

/// The popover demo: a reader whose "Aa" button shows a ``TextSizeMenuViewController`` as a
/// popover pointing up at it. The delegate keeps it a popover on the phone (answering `.none` to
/// `adaptivePresentationStyle(for:traitCollection:)`); picking a size dismisses it, and so does a
/// tap outside it.
public final class ReaderViewController: LoggedViewController, UIPopoverPresentationControllerDelegate {
    /// The "Aa" button the popover points at.
    public static let textSizeButtonFrame = CGRect(x: 306, y: 58, width: 64, height: 44)
    /// The menu's preferred size.
    public static let menuSize = CGSize(width: 220, height: 168)
    /// What the popover's delegate heard, in order.
    public let events = DemoEventLog()
    /// The menu shown last, if any.
    public private(set) var menu: TextSizeMenuViewController?
    private let textSizeButton = UIButton.filled("Aa", color: .systemIndigo, frame: textSizeButtonFrame)
    private let article = UILabel(
        text: "The lighthouse keeper climbed the hundred and twelve steps every evening at dusk, "
            + "trimmed the wick, wound the clockwork and watched the beam sweep across the bay.",
        size: 17, alignment: .left)

    /// A reader logging as "Reader" into a new log.
    public init() { super.init(title: "Reader", log: AppearanceLog()) }

    /// Storyboards are not supported. Returns nil.
    public required init?(coder: NSCoder) { return nil }

    /// The article's text size now.
    public var textSize: CGFloat { article.font.pointSize }

    public override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = UIColor(red: 0.97, green: 0.96, blue: 0.93, alpha: 1)
        let title = UILabel(text: "The Lighthouse", size: 30, weight: .bold, alignment: .left)
        title.frame = CGRect(x: 20, y: 60, width: 280, height: 40)
        view.addSubview(title)
        textSizeButton.addAction(UIAction { [weak self] _ in self?.showTextSizes() }, for: .touchUpInside)
        view.addSubview(textSizeButton)
        article.frame = CGRect(x: 20, y: 130, width: 350, height: 400)
        article.textAlignment = .left
        view.addSubview(article)
    }

    /// Shows the text sizes in a popover pointing at the "Aa" button.
    func showTextSizes() {
        guard presentedViewController == nil else { return }
        let menu = TextSizeMenuViewController(log: log) { [weak self] size in
            self?.article.font = .systemFont(ofSize: size)
            self?.dismiss(animated: true)
        }
        menu.modalPresentationStyle = .popover
        menu.preferredContentSize = Self.menuSize
        if let popover = menu.popoverPresentationController {
            popover.sourceView = textSizeButton
            popover.permittedArrowDirections = .up
            popover.delegate = self
        }
        self.menu = menu
        present(menu, animated: true)
    }

    public func adaptivePresentationStyle(
        for controller: UIPresentationController, traitCollection: UITraitCollection
    ) -> UIModalPresentationStyle {
        .none
    }

    public func popoverPresentationControllerDidDismissPopover(
        _ popoverPresentationController: UIPopoverPresentationController
    ) {
        events.add("popover.didDismiss")
    }
}
