import Foundation

/// Wheels of rows the user spins to choose values, UIKit's `UIPickerView`.
///
/// Each component (wheel) is a column of rows from the ``dataSource``, filled and sized by the
/// ``delegate``. The row resting in the middle of the picker, over the selection band, is the
/// component's selected row. A drag spins a wheel: when the finger lifts it decelerates on the
/// window's clock as a scroll view does and comes to rest exactly on a row; a tap on another row
/// turns the wheel to it. When a wheel the user moved comes to rest on a new row the delegate hears
/// `pickerView(_:didSelectRow:inComponent:)`; ``selectRow(_:inComponent:animated:)`` tells nobody.
///
/// The picker fetches the number of components and rows, and the row sizes, when it first needs
/// them and caches them until ``reloadAllComponents()`` or ``reloadComponent(_:)`` (or a new data
/// source or delegate). A selected row past a reloaded component's end moves to its last row.
///
/// Drawn as iOS draws the wheels style: each row is projected onto a cylinder whose radius is half
/// the picker's height (a row `d` points along the wheel from the middle sits at `r·sin(d/r)` and is
/// squeezed vertically by `cos(d/r)`; rows a quarter turn away are hidden), over a rounded band in
/// `UIColor.tertiarySystemFill` that marks the middle row. Components sit side by side, centred,
/// ``interComponentSpacing`` apart; without a delegate's widths they share the width left after
/// ``sideMargin`` on each side. Row titles are drawn in the system font at ``titleFontSize``
/// points in `.label`, centred. The band's inset and corner radius, the spacing, margins and
/// font size are Interlude's values (Apple documents none); the 216-point height is UIKit's
/// classic picker height.
@preconcurrency @MainActor
open class UIPickerView: UIView {
    /// The height of a row when the delegate gives none: 32 points (Interlude's value, iOS's look).
    public static let defaultRowHeight: CGFloat = 32
    /// The picker's height when it fits its content: 216 points.
    public static let standardHeight: CGFloat = 216
    /// The width a picker fits to when given none: 320 points.
    public static let standardWidth: CGFloat = 320
    /// Space between adjacent components, in points.
    public static let interComponentSpacing: CGFloat = 5
    /// Space left on each side when components share the width, in points.
    public static let sideMargin: CGFloat = 16
    /// The size of row titles, in points.
    public static let titleFontSize: CGFloat = 21

    /// The data source, held weakly. Setting it reloads the picker when next needed.
    open weak var dataSource: UIPickerViewDataSource? { didSet { invalidateData() } }
    /// The delegate, held weakly. Setting it reloads the picker when next needed.
    open weak var delegate: UIPickerViewDelegate? { didSet { invalidateData() } }
    /// Has no effect, as in UIKit since iOS 7 (the band always shows). Defaults to false.
    open var showsSelectionIndicator = false

    /// What the picker knows of one component.
    struct Component {
        var rows: Int
        var size: CGSize
        var selected: Int
    }
    private var loaded: [Component]?
    /// The picker's width when the components were fetched.
    private var fetchedWidth: CGFloat = 0
    private var wheels: [PickerWheel] = []
    private let band = UIView()

    public override init(frame: CGRect) {
        super.init(frame: frame)
        band.isUserInteractionEnabled = false
        band.backgroundColor = .tertiarySystemFill
        band.layer.cornerRadius = 8
        addSubview(band)
    }

    /// Storyboard decoding is not supported; pickers are built in code. Returns nil.
    public required init?(coder: NSCoder) { return nil }

    // MARK: Data

    /// The number of components, from the data source (0 without one).
    open var numberOfComponents: Int { components.count }

    /// The number of rows in `component` (0 for a component that does not exist).
    open func numberOfRows(inComponent component: Int) -> Int {
        components.indices.contains(component) ? components[component].rows : 0
    }

    /// The size of `component`'s rows: the delegate's width and height (see ``UIPickerViewDelegate``);
    /// zero for a component that does not exist.
    open func rowSize(forComponent component: Int) -> CGSize {
        components.indices.contains(component) ? components[component].size : .zero
    }

    /// The view the delegate's `pickerView(_:viewForRow:forComponent:reusing:)` made for a row,
    /// while that row is on the wheel; nil otherwise, or when the delegate does not implement that
    /// method (the picker's own title labels are not returned), as UIKit documents.
    open func view(forRow row: Int, forComponent component: Int) -> UIView? {
        _ = components
        guard wheels.indices.contains(component), let view = wheels[component].visibleView(forRow: row),
            !(view is PickerTitleLabel)
        else { return nil }
        return view
    }

    /// Fetches every component's rows and sizes again and redraws the rows.
    open func reloadAllComponents() {
        let count = max(0, dataSource?.numberOfComponents(in: self) ?? 0)
        let old = loaded ?? []
        loaded = nil
        fetchedWidth = bounds.width
        loaded = (0..<count).map { fetchComponent($0, keeping: old.indices.contains($0) ? old[$0].selected : 0) }
        rebuildWheels()
    }

    /// Fetches `component`'s rows and size again and redraws its rows.
    open func reloadComponent(_ component: Int) {
        guard var all = loaded else { return reloadAllComponents() }
        guard all.indices.contains(component) else { return }
        all[component] = fetchComponent(component, keeping: all[component].selected)
        loaded = all
        layoutWheels()
        wheels[component].reload(all[component])
    }

    // MARK: Selection

    /// Turns `component`'s wheel to `row`, spinning it over ``UIScrollView/scrollAnimationDuration``
    /// on the window's clock when `animated`. The row is selected at once; the delegate is not told.
    /// A component or row out of range is reported and ignored.
    open func selectRow(_ row: Int, inComponent component: Int, animated: Bool) {
        var all = components
        guard all.indices.contains(component), (0..<all[component].rows).contains(row) else {
            return Diagnostics.report(
                "UIPickerView.selectRow(\(row), inComponent: \(component), animated:): no such row; ignored")
        }
        all[component].selected = row
        loaded = all
        wheels[component].turn(to: row, animated: animated, byUser: false)
    }

    /// The selected row of `component`, or -1 when it has no rows (or does not exist), as UIKit
    /// documents.
    open func selectedRow(inComponent component: Int) -> Int {
        let all = components
        guard all.indices.contains(component), all[component].rows > 0 else { return -1 }
        return all[component].selected
    }

    // MARK: Sizing and layout

    /// The given width (320 points for none) and ``standardHeight``.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: size.width > 0 ? size.width : Self.standardWidth, height: Self.standardHeight)
    }

    /// No intrinsic width; ``standardHeight`` tall.
    open override var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: Self.standardHeight) }

    /// Places the components side by side and the selection band behind their middle rows,
    /// fetching the components' widths again when the picker's width changed.
    open override func layoutSubviews() {
        super.layoutSubviews()
        // Shared widths follow the picker's width.
        if loaded == nil || fetchedWidth != bounds.width { reloadAllComponents() } else { layoutWheels() }
    }

    // MARK: Internals

    /// The cached components, fetched first if needed.
    var components: [Component] {
        if loaded == nil { reloadAllComponents() }
        return loaded ?? []
    }

    /// The width each component gets when the delegate does not size it: the width left after the
    /// side margins and the spacing between components, shared equally.
    var sharedComponentWidth: CGFloat {
        let count = CGFloat(max(1, loaded?.count ?? dataSource?.numberOfComponents(in: self) ?? 1))
        return max(0, (bounds.width - 2 * Self.sideMargin - (count - 1) * Self.interComponentSpacing) / count)
    }

    /// The label the picker shows for a row the delegate gives no view for: its styled title, else
    /// its plain title, centred.
    func titleLabel(forRow row: Int, inComponent component: Int, reusing view: UIView?) -> UIView {
        let label = view as? PickerTitleLabel ?? PickerTitleLabel()
        label.font = .systemFont(ofSize: Self.titleFontSize)
        label.textColor = .label
        label.textAlignment = .center
        if let styled = delegate?.pickerView(self, attributedTitleForRow: row, forComponent: component) {
            label.attributedText = styled
        } else {
            label.text = delegate?.pickerView(self, titleForRow: row, forComponent: component)
        }
        return label
    }

    /// The view for a row: the delegate's, or the picker's title label.
    func rowView(forRow row: Int, inComponent component: Int, reusing view: UIView?) -> UIView {
        if let delegate { return delegate.pickerView(self, viewForRow: row, forComponent: component, reusing: view) }
        return titleLabel(forRow: row, inComponent: component, reusing: view)
    }

    /// A wheel the user moved came to rest on `row`.
    func wheel(_ wheel: PickerWheel, settledOn row: Int, byUser: Bool) {
        guard let index = wheels.firstIndex(where: { $0 === wheel }), var all = loaded, all.indices.contains(index) else {
            return
        }
        let changed = all[index].selected != row
        all[index].selected = row
        loaded = all
        if byUser, changed { delegate?.pickerView(self, didSelectRow: row, inComponent: index) }
    }

    private func invalidateData() {
        loaded = nil
        setNeedsLayout()
    }

    private func fetchComponent(_ component: Int, keeping selected: Int) -> Component {
        let rows = max(0, dataSource?.pickerView(self, numberOfRowsInComponent: component) ?? 0)
        let width = delegate?.pickerView(self, widthForComponent: component) ?? sharedComponentWidth
        let height = delegate?.pickerView(self, rowHeightForComponent: component) ?? Self.defaultRowHeight
        return Component(
            rows: rows, size: CGSize(width: max(0, width), height: max(1, height)), selected: min(selected, max(0, rows - 1)))
    }

    private func rebuildWheels() {
        let all = loaded ?? []
        while wheels.count > all.count { wheels.removeLast().removeFromSuperview() }
        while wheels.count < all.count {
            let wheel = PickerWheel(picker: self)
            wheels.append(wheel)
            addSubview(wheel)
        }
        layoutWheels()
        for (wheel, component) in zip(wheels, all) { wheel.reload(component) }
    }

    private func layoutWheels() {
        let all = loaded ?? []
        let total = all.reduce(0) { $0 + $1.size.width } + CGFloat(max(0, all.count - 1)) * Self.interComponentSpacing
        var x = (bounds.width - total) / 2
        for (wheel, component) in zip(wheels, all) {
            let frame = CGRect(x: x, y: 0, width: component.size.width, height: bounds.height)
            if wheel.frame != frame { wheel.frame = frame }
            x += component.size.width + Self.interComponentSpacing
        }
        let bandHeight = all.map(\.size.height).max() ?? Self.defaultRowHeight
        band.frame = CGRect(
            x: Self.bandInset, y: (bounds.height - bandHeight) / 2, width: max(0, bounds.width - 2 * Self.bandInset),
            height: bandHeight)
    }

    /// How far the selection band keeps from the picker's sides, in points.
    static let bandInset: CGFloat = 8
}

/// The label a picker makes for a row whose delegate gives no view.
@MainActor
final class PickerTitleLabel: UILabel {}
