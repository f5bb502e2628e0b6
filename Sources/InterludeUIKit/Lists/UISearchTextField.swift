/// The text field inside a search bar, UIKit's `UISearchTextField`: a light gray rounded field
/// (`tertiarySystemFill`, radius 10) with a magnifying glass before the text and the placeholder.
@preconcurrency @MainActor
open class UISearchTextField: UITextField {
    /// The field's corner radius (Interlude's value, iOS's look).
    static let cornerRadius: CGFloat = 10

    /// A search field at `frame`.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        leftView = MagnifyingGlassView(frame: CGRect(origin: .zero, size: MagnifyingGlassView.size))
        leftViewMode = .always
        returnKeyType = .search
        clearButtonMode = .whileEditing
    }

    /// Storyboard decoding is not supported; fields are built in code. Returns nil.
    public required init?(coder: NSCoder) { return nil }

    /// Where the magnifying glass sits: against the leading edge, centred vertically.
    open override func leftViewRect(forBounds bounds: CGRect) -> CGRect {
        let size = MagnifyingGlassView.size
        return CGRect(x: bounds.minX, y: bounds.midY - size.height / 2, width: size.width, height: size.height)
    }

    /// The text after the glass, with 8 points at the end (or up to an always-shown right view).
    open override func textRect(forBounds bounds: CGRect) -> CGRect {
        let start = MagnifyingGlassView.size.width + 4
        // The text ends 8 points before the field's end, or before a right view (the results-list button).
        let end = rightView != nil && rightViewMode == .always ? rightViewRect(forBounds: bounds).minX : bounds.maxX - 8
        return CGRect(x: bounds.minX + start, y: bounds.minY, width: max(0, end - bounds.minX - start), height: bounds.height)
    }

    /// Fills the rounded field, then draws the text or placeholder.
    open override func draw(_ rect: CGRect) {
        UIColor.tertiarySystemFill.setFill()
        UIBezierPath(roundedRect: bounds, cornerRadius: Self.cornerRadius).fill()
        super.draw(rect)
    }
}
