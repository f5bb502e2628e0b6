import Interlude

/// What the widget view tells its owner (the lock screen) about a press on an icon: the seed's
/// `WidgetsOwnerProtocol`, fed here by ``PressPreviewInteraction`` instead of 3D Touch.
@MainActor
protocol WidgetsOwnerProtocol: AnyObject {
    func startPreview(for forView: UIView)
    func updatePreview(percent: CGFloat)
    func finishPreview()
    func cancelPreview()
}

/// The icons of the favourites widget: a collection view of ``IconCell``s, four per row, the
/// second row loaded when ``expanded``. Selecting an icon jiggles it; a press on an icon drives the
/// owner's preview.
@MainActor
package final class WidgetView: UIView, UICollectionViewDataSource, UICollectionViewDelegate,
    PressPreviewInteractionDelegate
{
    static let apps: [(String, UIColor)] = [
        ("Mail", .systemBlue), ("Notes", .systemOrange), ("Maps", .systemGreen), ("Music", .systemPink),
        ("Photos", .systemPurple), ("Clock", .darkGray), ("Weather", .systemTeal), ("Wallet", .systemIndigo),
    ]
    static let perRow = 4
    static let rowHeight: CGFloat = 100

    package let collectionView: UICollectionView
    private let layout = UICollectionViewFlowLayout()
    weak var owner: WidgetsOwnerProtocol?
    var expanded = false
    private var pressInteraction: PressPreviewInteraction?

    override init(frame: CGRect) {
        layout.itemSize = IconCell.size
        layout.minimumLineSpacing = Self.rowHeight - IconCell.size.height
        collectionView = UICollectionView(frame: frame, collectionViewLayout: layout)
        super.init(frame: frame)
        collectionView.backgroundColor = .clear
        collectionView.isScrollEnabled = false
        collectionView.register(IconCell.self, forCellWithReuseIdentifier: IconCell.reuseIdentifier)
        collectionView.dataSource = self
        collectionView.delegate = self
        collectionView.translatesAutoresizingMaskIntoConstraints = false
        addSubview(collectionView)
        NSLayoutConstraint.activate([
            collectionView.topAnchor.constraint(equalTo: topAnchor),
            collectionView.leadingAnchor.constraint(equalTo: leadingAnchor),
            collectionView.trailingAnchor.constraint(equalTo: trailingAnchor),
            collectionView.bottomAnchor.constraint(equalTo: bottomAnchor),
        ])
        pressInteraction = PressPreviewInteraction(view: self, delegate: self)
    }

    required init?(coder: NSCoder) { return nil }

    /// The icons spread evenly across the width: four icons and five equal gaps.
    package override func layoutSubviews() {
        super.layoutSubviews()
        let spacing = (bounds.width - CGFloat(Self.perRow) * IconCell.size.width) / CGFloat(Self.perRow + 1)
        if layout.minimumInteritemSpacing != spacing {
            layout.minimumInteritemSpacing = spacing
            layout.sectionInset = UIEdgeInsets(top: 8, left: spacing, bottom: 0, right: spacing)
        }
    }

    /// Loads the icons the current ``expanded`` state calls for.
    func reload() {
        collectionView.reloadData()
    }

    /// The icon cell of app `index`, while it is loaded.
    package func iconCell(at index: Int) -> IconCell? {
        collectionView.cellForItem(at: IndexPath(item: index, section: 0)) as? IconCell
    }

    // MARK: UICollectionViewDataSource

    package func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        expanded ? Self.apps.count : Self.perRow
    }

    package func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
        -> UICollectionViewCell
    {
        let cell =
            collectionView.dequeueReusableCell(withReuseIdentifier: IconCell.reuseIdentifier, for: indexPath)
            as! IconCell
        let (name, color) = Self.apps[indexPath.item]
        cell.configure(name: name, color: color)
        return cell
    }

    // MARK: UICollectionViewDelegate

    package func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        if let cell = collectionView.cellForItem(at: indexPath) as? IconCell {
            cell.iconJiggle()
        }
    }

    // MARK: PressPreviewInteractionDelegate

    func pressPreviewShouldBegin(at point: CGPoint) -> Bool {
        let location = convert(point, to: collectionView)
        guard let indexPath = collectionView.indexPathForItem(at: location),
            let cell = collectionView.cellForItem(at: indexPath) as? IconCell
        else { return false }
        owner?.startPreview(for: cell.icon)
        return true
    }

    func pressPreviewDidUpdate(percent: CGFloat, ended: Bool) {
        owner?.updatePreview(percent: percent)
        if ended { owner?.finishPreview() }
    }

    func pressPreviewDidCancel() {
        owner?.cancelPreview()
    }
}
