/// The black view behind a sheet: a tap on it is a dismissal the user starts; while the sheet rests
/// at or below its largest undimmed detent it is clear and lets touches through to the views below.
@MainActor
final class SheetDimmingView: UIView {
    weak var sheet: UISheetPresentationController?
    /// Whether touches go through to the views below (the sheet is undimmed).
    var passesTouches = false

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .black
        autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addGestureRecognizer(UITapGestureRecognizer(target: self, action: SheetDimmingView.tapped))
    }

    required init?(coder: NSCoder) { return nil }

    func tapped() { sheet?.dimmingTapped() }
}
