import Interlude

/// The custom-container demo: a container with two children, a profile and its settings, swapped
/// by `transition(from:to:duration:options:animations:completion:)` with a flip — the container
/// does the containment calls, UIKit forwards the appearance calls.
public final class AccountContainerViewController: LoggedViewController {
    /// The button that flips between the children.
    public static let flipButtonFrame = CGRect(x: 40, y: 740, width: 310, height: 52)
    /// Where the children's views sit: the frame of the view holding them, which the flip turns.
    public static let cardFrame = CGRect(x: 20, y: 120, width: 350, height: 590)
    /// The flip's duration, in seconds.
    public static let duration: TimeInterval = 0.6
    /// The two children.
    public let profile: AccountCardViewController, settings: AccountCardViewController
    /// The child shown.
    public private(set) var shown: AccountCardViewController
    /// The view the children's views fill; a flip turns it (the superview of the views swapped).
    public let cardHolder = UIView(frame: cardFrame)

    /// A container logging as "Account" (its children as "Profile" and "Settings") into a new log.
    public init() {
        let log = AppearanceLog()
        profile = AccountCardViewController(title: "Profile", color: .systemBlue, log: log)
        settings = AccountCardViewController(title: "Settings", color: .systemPurple, log: log)
        shown = profile
        super.init(title: "Account", log: log)
    }

    /// Storyboards are not supported. Returns nil.
    public required init?(coder: NSCoder) { return nil }

    public override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = UIColor(white: 0.95, alpha: 1)
        let heading = UILabel(text: "Account", size: 34, weight: .bold, alignment: .left)
        heading.frame = CGRect(x: 20, y: 60, width: 350, height: 42)
        view.addSubview(heading)
        view.addSubview(cardHolder)
        addChild(profile)
        profile.view.frame = cardHolder.bounds
        cardHolder.addSubview(profile.view)
        profile.didMove(toParent: self)
        let flip = UIButton.filled("Flip", color: .darkGray, frame: Self.flipButtonFrame)
        flip.addAction(UIAction { [weak self] _ in self?.flip() }, for: .touchUpInside)
        view.addSubview(flip)
    }

    /// Swaps the shown child for the other with a flip from the left (right going back).
    func flip() {
        let from = shown, to = shown === profile ? settings : profile
        from.willMove(toParent: nil)
        addChild(to)
        to.view.frame = cardHolder.bounds
        shown = to
        transition(
            from: from, to: to, duration: Self.duration,
            options: to === settings ? [.transitionFlipFromLeft] : [.transitionFlipFromRight], animations: nil
        ) { _ in
            from.removeFromParent()
            to.didMove(toParent: self)
        }
    }
}
