import Interlude

/// The drag-to-dismiss demo: a notes list whose "New note" button presents a
/// ``DraftViewController`` as a page sheet. While the draft has unsaved changes it is
/// `isModalInPresentation`: a drag down only makes it resist, and the delegate's
/// `presentationControllerDidAttemptToDismiss(_:)` asks the draft to offer "Discard". Once
/// discarded, a short drag springs back (the dismissal cancelled) and a long one dismisses it.
public final class NotesViewController: LoggedViewController, UIAdaptivePresentationControllerDelegate {
    /// The button that presents the draft.
    public static let newNoteButtonFrame = CGRect(x: 40, y: 170, width: 310, height: 52)
    /// What the sheet's delegate heard, in order.
    public let events = DemoEventLog()
    /// The draft, once presented.
    public private(set) var draft: DraftViewController?

    /// A notes list logging as "Notes" into a new log.
    public init() { super.init(title: "Notes", log: AppearanceLog()) }

    /// Storyboards are not supported. Returns nil.
    public required init?(coder: NSCoder) { return nil }

    public override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = UIColor(red: 0.99, green: 0.97, blue: 0.90, alpha: 1)
        let title = UILabel(text: "Notes", size: 34, weight: .bold, alignment: .left)
        title.frame = CGRect(x: 20, y: 60, width: 350, height: 42)
        view.addSubview(title)
        let caption = UILabel(
            text: "Drag the new note down: blocked, then\ncancelled, then dismissed.",
            size: 15, color: .darkGray, alignment: .left)
        caption.frame = CGRect(x: 20, y: 106, width: 350, height: 44)
        view.addSubview(caption)
        let button = UIButton.filled("New note", color: .systemOrange, frame: Self.newNoteButtonFrame)
        button.addAction(UIAction { [weak self] _ in self?.newNote() }, for: .touchUpInside)
        view.addSubview(button)
        for (index, note) in ["Groceries", "Ideas for the weekend", "Books to read", "Trip packing list"].enumerated() {
            let row = UIView(frame: CGRect(x: 20, y: 250 + CGFloat(index) * 72, width: 350, height: 60))
            row.backgroundColor = .white
            row.layer.cornerRadius = 10
            let label = UILabel(text: note, size: 18, alignment: .left)
            label.frame = CGRect(x: 16, y: 15, width: 318, height: 30)
            row.addSubview(label)
            view.addSubview(row)
        }
    }

    /// Presents a draft with unsaved changes as a sheet.
    func newNote() {
        guard presentedViewController == nil else { return }
        let draft = DraftViewController(log: log)
        draft.isModalInPresentation = true
        draft.presentationController?.delegate = self
        self.draft = draft
        present(draft, animated: true)
    }

    public func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool {
        events.add("shouldDismiss")
        return true
    }

    public func presentationControllerWillDismiss(_ presentationController: UIPresentationController) {
        events.add("willDismiss")
    }

    public func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
        events.add("didDismiss")
    }

    public func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController) {
        events.add("didAttemptToDismiss")
        draft?.offerToDiscard()
    }
}
