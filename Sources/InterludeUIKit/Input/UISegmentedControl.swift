/// A horizontal row of segments, one of which is selected, UIKit's `UISegmentedControl`.
///
/// A touch that lifts inside an enabled segment selects it and sends `.valueChanged` when the
/// selection changed (a momentary control: on every tap, and shows no lasting selection); a
/// segment made from a `UIAction` performs it. Setting ``selectedSegmentIndex`` in code sends
/// nothing. Nothing is selected at first (``noSegment``,
/// https://developer.apple.com/documentation/uikit/uisegmentedcontrol/selectedsegmentindex).
///
/// Segments share the width: those with a width of their own (``setWidth(_:forSegmentAt:)``)
/// take it and the others split the rest equally (or by their content's width with
/// ``apportionsSegmentWidthsByContent``). Drawn as subviews: a light gray rounded background,
/// the selected segment a white rounded card 2 points inside it, titles in the 13-point system
/// font (semibold when selected), 32 points tall, a segment's content 12 points from its sides
/// at least (Interlude's rendering of iOS's look).
@preconcurrency @MainActor
open class UISegmentedControl: UIControl {
    /// The selected index when no segment is selected: −1.
    public static let noSegment = -1
    /// Height of the control, in points.
    static let height: CGFloat = 32
    /// Room on either side of a segment's content, in points.
    static let contentPadding: CGFloat = 12

    /// One segment: its content, width and state.
    private struct Segment {
        var title: String?
        var image: UIImage?
        var width: CGFloat = 0
        var isEnabled = true
        var action: UIAction?
    }
    private var segments: [Segment] = []

    /// The selected segment's index, or ``noSegment``. An index out of range selects nothing.
    open var selectedSegmentIndex: Int {
        get { storedSelection }
        set {
            guard newValue == Self.noSegment || segments.indices.contains(newValue) else {
                Diagnostics.report(
                    "UISegmentedControl.selectedSegmentIndex = \(newValue): out of range for \(segments.count) segments; nothing selected"
                )
                storedSelection = Self.noSegment
                return updateSegments()
            }
            storedSelection = newValue
            updateSegments()
        }
    }
    private var storedSelection = UISegmentedControl.noSegment
    /// The number of segments.
    open var numberOfSegments: Int { segments.count }
    /// Whether segments show no lasting selection (each tap sends `.valueChanged`). Defaults to false.
    open var isMomentary = false { didSet { updateSegments() } }
    /// Whether segments without a width of their own share the width by their content. Defaults to false.
    open var apportionsSegmentWidthsByContent = false { didSet { segmentsChanged() } }
    /// The selected segment's color; nil is white.
    open var selectedSegmentTintColor: UIColor? { didSet { updateSegments() } }

    private let background = UIView()
    private let selectionCard = UIView()
    private var contentViews: [UIView] = []
    private var titleAttributes: [UInt: [NSAttributedString.Key: Any]] = [:]

    /// A control with a segment for each of `items`, strings (titles) or images.
    public convenience init(items: [Any]?) {
        self.init(frame: .zero)
        segments = (items ?? []).map { item in
            (item as? UIImage).map { Segment(image: $0) } ?? Segment(title: item as? String ?? "\(item)")
        }
        segmentsChanged()
        frame.size = intrinsicContentSize
    }

    /// A control with a segment for each of `actions`, showing its title and image; selecting one performs it.
    public convenience init(frame: CGRect, actions: [UIAction]) {
        self.init(frame: frame)
        segments = actions.map { Segment(title: $0.title, image: $0.image, action: $0) }
        segmentsChanged()
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        background.isUserInteractionEnabled = false
        background.layer.cornerRadius = 9
        background.backgroundColor = UIColor(red: 118 / 255, green: 118 / 255, blue: 128 / 255, alpha: 0.12)
        addSubview(background)
        selectionCard.isUserInteractionEnabled = false
        selectionCard.layer.cornerRadius = 7
        selectionCard.layer.shadowColor = UIColor.black.cgColor
        selectionCard.layer.shadowOpacity = 0.12
        selectionCard.layer.shadowRadius = 4
        selectionCard.layer.shadowOffset = CGSize(width: 0, height: 3)
        addSubview(selectionCard)
        updateSegments()
    }

    /// Storyboard decoding is not supported; segmented controls are built in code. Returns nil.
    public required init?(coder: NSCoder) { return nil }

    // MARK: Segments

    /// Inserts a segment titled `title` at `segment` (clamped to the end); the selection follows its segment.
    open func insertSegment(withTitle title: String?, at segment: Int, animated: Bool) {
        insert(Segment(title: title), at: segment)
    }

    /// Inserts a segment showing `image` at `segment` (clamped to the end).
    open func insertSegment(with image: UIImage?, at segment: Int, animated: Bool) {
        insert(Segment(image: image), at: segment)
    }

    /// Inserts a segment for `action` at `segment` (clamped to the end); selecting it performs the action.
    open func insertSegment(action: UIAction, at segment: Int, animated: Bool) {
        insert(Segment(title: action.title, image: action.image, action: action), at: segment)
    }

    private func insert(_ new: Segment, at segment: Int) {
        let index = min(max(0, segment), segments.count)
        segments.insert(new, at: index)
        if storedSelection >= index { storedSelection += 1 }
        segmentsChanged()
    }

    /// Removes the segment at `segment`; removing the selected one selects nothing.
    open func removeSegment(at segment: Int, animated: Bool) {
        guard segments.indices.contains(segment) else { return }
        segments.remove(at: segment)
        if storedSelection == segment {
            storedSelection = Self.noSegment
        } else if storedSelection > segment {
            storedSelection -= 1
        }
        segmentsChanged()
    }

    /// Removes every segment; nothing is selected.
    open func removeAllSegments() {
        segments.removeAll()
        storedSelection = Self.noSegment
        segmentsChanged()
    }

    /// Sets the title of the segment at `segment` (it then shows no image).
    open func setTitle(_ title: String?, forSegmentAt segment: Int) {
        guard segments.indices.contains(segment) else { return }
        segments[segment].title = title
        segments[segment].image = nil
        segmentsChanged()
    }

    /// The title of the segment at `segment`, if it has one.
    open func titleForSegment(at segment: Int) -> String? {
        segments.indices.contains(segment) ? segments[segment].title : nil
    }

    /// Sets the image of the segment at `segment` (it then shows no title).
    open func setImage(_ image: UIImage?, forSegmentAt segment: Int) {
        guard segments.indices.contains(segment) else { return }
        segments[segment].image = image
        segments[segment].title = nil
        segmentsChanged()
    }

    /// The image of the segment at `segment`, if it has one.
    open func imageForSegment(at segment: Int) -> UIImage? {
        segments.indices.contains(segment) ? segments[segment].image : nil
    }

    /// The action of the segment at `segment`, if it was made from one.
    open func actionForSegment(at segment: Int) -> UIAction? {
        segments.indices.contains(segment) ? segments[segment].action : nil
    }

    /// Gives the segment at `segment` a width of its own (0: shared).
    open func setWidth(_ width: CGFloat, forSegmentAt segment: Int) {
        guard segments.indices.contains(segment) else { return }
        segments[segment].width = max(0, width)
        segmentsChanged()
    }

    /// The width set for the segment at `segment` (0: shared).
    open func widthForSegment(at segment: Int) -> CGFloat {
        segments.indices.contains(segment) ? segments[segment].width : 0
    }

    /// Enables or disables the segment at `segment` (a disabled segment cannot be selected by touch).
    open func setEnabled(_ enabled: Bool, forSegmentAt segment: Int) {
        guard segments.indices.contains(segment) else { return }
        segments[segment].isEnabled = enabled
        updateSegments()
    }

    /// Whether the segment at `segment` is enabled.
    open func isEnabledForSegment(at segment: Int) -> Bool {
        segments.indices.contains(segment) ? segments[segment].isEnabled : false
    }

    /// Sets the attributes of titles in `state` (`.normal` or `.selected`): their font and color.
    open func setTitleTextAttributes(_ attributes: [NSAttributedString.Key: Any]?, for state: UIControl.State) {
        titleAttributes[state.rawValue] = attributes
        segmentsChanged()
    }

    /// The attributes set for titles in `state`.
    open func titleTextAttributes(for state: UIControl.State) -> [NSAttributedString.Key: Any]? {
        titleAttributes[state.rawValue]
    }

    // MARK: Layout and drawing

    /// Each segment's content width plus padding, the segments equal unless apportioned; 32 tall.
    open override var intrinsicContentSize: CGSize {
        let natural = segments.indices.map { naturalWidth(of: $0) }
        let shared = segments.indices.filter { segments[$0].width == 0 }
        var width = segments.reduce(0) { $0 + $1.width }
        if apportionsSegmentWidthsByContent {
            width += shared.reduce(0) { $0 + natural[$1] }
        } else {
            width += CGFloat(shared.count) * (shared.map { natural[$0] }.max() ?? 0)
        }
        return CGSize(width: width, height: Self.height)
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

    private func naturalWidth(of index: Int) -> CGFloat {
        (contentViews.indices.contains(index) ? contentViews[index].intrinsicContentSize.width : 0) + 2 * Self.contentPadding
    }

    /// The segments' frames in the control's bounds.
    private func segmentFrames() -> [CGRect] {
        let fixed = segments.reduce(0) { $0 + $1.width }
        let shared = segments.indices.filter { segments[$0].width == 0 }
        let rest = max(0, bounds.width - fixed)
        let naturalTotal = shared.reduce(0) { $0 + naturalWidth(of: $1) }
        var x: CGFloat = 0
        return segments.indices.map { index in
            var width = segments[index].width
            if width == 0 {
                width =
                    apportionsSegmentWidthsByContent && naturalTotal > 0
                    ? rest * naturalWidth(of: index) / naturalTotal : rest / CGFloat(max(1, shared.count))
            }
            defer { x += width }
            return CGRect(x: x, y: 0, width: width, height: bounds.height)
        }
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        background.frame = bounds
        let frames = segmentFrames()
        for (index, view) in contentViews.enumerated() {
            let size = view.intrinsicContentSize
            view.frame = CGRect(
                x: frames[index].midX - size.width / 2, y: frames[index].midY - size.height / 2, width: size.width,
                height: size.height)
        }
        if frames.indices.contains(storedSelection) {
            selectionCard.frame = frames[storedSelection].insetBy(dx: 2, dy: 2)
        }
    }

    private func segmentsChanged() {
        for view in contentViews { view.removeFromSuperview() }
        contentViews = segments.map { segment in
            let view: UIView
            if let image = segment.image {
                view = UIImageView(image: image)
            } else {
                view = UILabel()
            }
            view.isUserInteractionEnabled = false
            addSubview(view)
            return view
        }
        updateSegments()
        invalidateIntrinsicContentSize()
        setNeedsLayout()
    }

    /// Shows the selection and each segment's title style.
    private func updateSegments() {
        let selected = isMomentary ? Self.noSegment : storedSelection
        selectionCard.isHidden = !segments.indices.contains(selected)
        selectionCard.backgroundColor = selectedSegmentTintColor ?? .white
        for (index, view) in contentViews.enumerated() {
            guard let label = view as? UILabel else {
                view.alpha = segments[index].isEnabled ? 1 : 0.35
                continue
            }
            let isSelected = index == selected
            let attributes =
                (isSelected ? titleAttributes[UIControl.State.selected.rawValue] : nil)
                ?? titleAttributes[UIControl.State.normal.rawValue] ?? [:]
            label.font = attributes[.font] as? UIFont ?? .systemFont(ofSize: 13, weight: isSelected ? .semibold : .regular)
            label.textColor = attributes[.foregroundColor] as? UIColor ?? .label
            label.text = segments[index].title
            label.alpha = segments[index].isEnabled ? 1 : 0.35
        }
        setNeedsLayout()
    }

    // MARK: Tracking

    /// A touch that lifts inside an enabled segment selects it.
    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        super.endTracking(touch, with: event)
        tappedSegment = nil
        guard isTouchInside, let touch else { return }
        let x = touch.location(in: self).x
        guard let index = segmentFrames().firstIndex(where: { $0.minX <= x && x < $0.maxX }), segments[index].isEnabled
        else { return }
        tappedSegment = index
        changedByTap = isMomentary || index != storedSelection
        selectedSegmentIndex = index
    }
    private var tappedSegment: Int?
    private var changedByTap = false

    override func touchUpEvents(inside: Bool) -> [Event] {
        defer { changedByTap = false }
        guard inside else { return [.touchUpOutside] }
        if changedByTap, let tappedSegment, let action = segments[tappedSegment].action { sendAction(action) }
        return changedByTap ? [.valueChanged, .touchUpInside] : [.touchUpInside]
    }
}
