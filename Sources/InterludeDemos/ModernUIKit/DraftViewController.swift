import Interlude

/// A note being written, presented as a sheet by ``NotesViewController``: while it has unsaved
/// changes it is modal in presentation; after a blocked drag it shows a "Discard changes" button,
/// which lets the next drag dismiss it.
public final class DraftViewController: LoggedViewController {
    /// The "Discard changes" button, in the draft's view (hidden until a dismissal was blocked).
    public static let discardButtonFrame = CGRect(x: 20, y: 250, width: 350, height: 52)
    private let discardButton = UIButton.filled("Discard changes", color: .systemRed, frame: discardButtonFrame)
    private let status = UILabel(text: "Unsaved changes", size: 15, color: .systemOrange, alignment: .left)

    /// A draft logging as "Draft" into `log`.
    public init(log: AppearanceLog) { super.init(title: "Draft", log: log) }

    /// Storyboards are not supported. Returns nil.
    public required init?(coder: NSCoder) { return nil }

    public override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        let title = UILabel(text: "Packing for the coast", size: 26, weight: .bold, alignment: .left)
        title.frame = CGRect(x: 20, y: 28, width: 350, height: 34)
        view.addSubview(title)
        status.frame = CGRect(x: 20, y: 66, width: 350, height: 22)
        view.addSubview(status)
        let body = UILabel(
            text: "Rain jacket, two sweaters, the blue scarf,\nsunscreen, the map of the cliffs path\nand a thermos for tea.",
            size: 17, alignment: .left)
        body.frame = CGRect(x: 20, y: 110, width: 350, height: 100)
        view.addSubview(body)
        discardButton.isHidden = true
        discardButton.addAction(UIAction { [weak self] _ in self?.discardChanges() }, for: .touchUpInside)
        view.addSubview(discardButton)
    }

    /// Whether the "Discard changes" button shows.
    public var isOfferingToDiscard: Bool { !discardButton.isHidden }

    /// Shows the "Discard changes" button (the presenter's delegate calls it after a blocked drag).
    public func offerToDiscard() {
        discardButton.isHidden = false
    }

    /// Drops the changes: the sheet may be dragged away now.
    func discardChanges() {
        isModalInPresentation = false
        discardButton.isHidden = true
        status.text = "No changes: drag down to close"
        status.textColor = .darkGray
    }
}
