import Interlude

/// The `CATransition` demo: chapters of a book in a navigation controller, pushed and popped
/// without UIKit's slide (`animated: false`) under a Core Animation transition added to the
/// navigation controller's layer — the classic `layer.add(transition, forKey: kCATransition)`
/// idiom. "Next chapter" pushes the page up from the bottom; "Previous chapter" pushes it back down.
public final class ChapterViewController: LoggedViewController {
    /// The "Next chapter" button.
    public static let nextButtonFrame = CGRect(x: 40, y: 640, width: 310, height: 52)
    /// The "Previous chapter" button.
    public static let previousButtonFrame = CGRect(x: 40, y: 704, width: 310, height: 52)
    /// The transition's duration, in seconds.
    public static let duration: CFTimeInterval = 0.5
    static let colors = [
        UIColor(red: 0.99, green: 0.95, blue: 0.86, alpha: 1), UIColor(red: 0.88, green: 0.94, blue: 0.99, alpha: 1),
        UIColor(red: 0.92, green: 0.98, blue: 0.90, alpha: 1),
    ]

    /// Which chapter, from 1.
    public let number: Int

    /// Chapter `number`, logging as "Chapter N" into `log`.
    public init(number: Int, log: AppearanceLog) {
        self.number = number
        super.init(title: "Chapter \(number)", log: log)
    }

    /// Storyboards are not supported. Returns nil.
    public required init?(coder: NSCoder) { return nil }

    public override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = Self.colors[(number - 1) % Self.colors.count]
        let heading = UILabel(text: "Chapter \(number)", size: 40, weight: .bold)
        heading.frame = CGRect(x: 20, y: 200, width: 350, height: 50)
        view.addSubview(heading)
        let text = UILabel(
            text: "A CATransition .push on the navigation\ncontroller's layer: up next, down back.",
            size: 16, color: .darkGray)
        text.frame = CGRect(x: 20, y: 270, width: 350, height: 44)
        view.addSubview(text)
        let next = UIButton.filled("Next chapter", color: .systemTeal, frame: Self.nextButtonFrame)
        next.addAction(UIAction { [weak self] _ in self?.nextChapter() }, for: .touchUpInside)
        view.addSubview(next)
        if number > 1 {
            let previous = UIButton.filled("Previous chapter", color: .systemGray, frame: Self.previousButtonFrame)
            previous.addAction(UIAction { [weak self] _ in self?.previousChapter() }, for: .touchUpInside)
            view.addSubview(previous)
        }
    }

    /// A push transition of the chapter's duration from `subtype`.
    private func pageTurn(from subtype: CATransitionSubtype) -> CATransition {
        let transition = CATransition()
        transition.duration = Self.duration
        transition.type = .push
        transition.subtype = subtype
        transition.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
        return transition
    }

    func nextChapter() {
        navigationController?.view.layer.add(pageTurn(from: .fromBottom), forKey: kCATransition)
        navigationController?.pushViewController(ChapterViewController(number: number + 1, log: log), animated: false)
    }

    func previousChapter() {
        navigationController?.view.layer.add(pageTurn(from: .fromTop), forKey: kCATransition)
        navigationController?.popViewController(animated: false)
    }
}
