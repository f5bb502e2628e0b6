import UIKit
import Testing

// Lists as iOS code writes them: a table controller with a registered subtitle cell subclass,
// self-sizing rows, section titles, selection that deselects animated and an inserted row; a photo
// grid on a flow layout sized by the delegate, whose selected cell's frame in the window is where
// a zoom transition would start; a search bar that filters and cancels.

final class ContactCell: UITableViewCell {
    static let reuseIdentifier = "ContactCell"

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: .subtitle, reuseIdentifier: reuseIdentifier)
        accessoryType = .disclosureIndicator
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func prepareForReuse() {
        super.prepareForReuse()
        detailTextLabel?.text = nil
    }
}

final class ContactsViewController: UIViewController, UITableViewDataSource, UITableViewDelegate, UISearchBarDelegate {
    let tableView = UITableView(frame: .zero, style: .insetGrouped)
    let searchBar = UISearchBar()
    var names = ["Ada", "Grace", "Linus", "Margaret"]
    var shown: [String] = []
    private(set) var opened: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        shown = names
        searchBar.placeholder = "Search"
        searchBar.delegate = self
        searchBar.sizeToFit()
        searchBar.frame = CGRect(x: 0, y: 0, width: view.bounds.width, height: searchBar.frame.height)
        tableView.frame = CGRect(x: 0, y: 56, width: view.bounds.width, height: view.bounds.height - 56)
        tableView.register(ContactCell.self, forCellReuseIdentifier: ContactCell.reuseIdentifier)
        tableView.dataSource = self
        tableView.delegate = self
        tableView.rowHeight = UITableView.automaticDimension
        tableView.estimatedRowHeight = 60
        view.addSubview(searchBar)
        view.addSubview(tableView)
    }

    func numberOfSections(in tableView: UITableView) -> Int { 1 }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { shown.count }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        guard
            let cell = tableView.dequeueReusableCell(withIdentifier: ContactCell.reuseIdentifier, for: indexPath)
                as? ContactCell
        else { return UITableViewCell() }
        cell.textLabel?.text = shown[indexPath.row]
        cell.detailTextLabel?.text = "Friend"
        return cell
    }

    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { "Friends" }

    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath, animated: true)
        opened.append(shown[indexPath.row])
    }

    func add(_ name: String) {
        names.insert(name, at: 0)
        shown = names
        tableView.insertRows(at: [IndexPath(row: 0, section: 0)], with: .automatic)
    }

    func searchBarTextDidBeginEditing(_ searchBar: UISearchBar) {
        searchBar.setShowsCancelButton(true, animated: true)
    }

    func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) {
        shown = searchText.isEmpty ? names : names.filter { $0.lowercased().contains(searchText.lowercased()) }
        tableView.reloadData()
    }

    func searchBarCancelButtonClicked(_ searchBar: UISearchBar) {
        searchBar.text = ""
        searchBar.setShowsCancelButton(false, animated: true)
        searchBar.resignFirstResponder()
        shown = names
        tableView.reloadData()
    }
}

final class PhotoCell: UICollectionViewCell {
    static let reuseIdentifier = "PhotoCell"
    let imageView = UIImageView()

    override init(frame: CGRect) {
        super.init(frame: frame)
        imageView.contentMode = .scaleAspectFill
        imageView.clipsToBounds = true
        contentView.addSubview(imageView)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        imageView.frame = contentView.bounds
    }
}

final class PhotoGridViewController: UIViewController, UICollectionViewDataSource, UICollectionViewDelegateFlowLayout {
    var collectionView: UICollectionView!
    private(set) var zoomStartFrame: CGRect?

    override func viewDidLoad() {
        super.viewDidLoad()
        let layout = UICollectionViewFlowLayout()
        layout.minimumInteritemSpacing = 2
        layout.minimumLineSpacing = 2
        layout.sectionInset = UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
        collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: layout)
        collectionView.register(PhotoCell.self, forCellWithReuseIdentifier: PhotoCell.reuseIdentifier)
        collectionView.dataSource = self
        collectionView.delegate = self
        view.addSubview(collectionView)
    }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 300 }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: PhotoCell.reuseIdentifier, for: indexPath)
        cell.backgroundColor = indexPath.item % 2 == 0 ? .systemTeal : .systemIndigo
        return cell
    }

    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        sizeForItemAt indexPath: IndexPath
    ) -> CGSize {
        let side = (collectionView.bounds.width - 4) / 3
        return CGSize(width: side, height: side)
    }

    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        guard let cell = collectionView.cellForItem(at: indexPath) else { return }
        zoomStartFrame = cell.convert(cell.bounds, to: nil)
    }
}

@MainActor
@Suite("iOS-style client code: tables, collections, search bars")
struct ListCallShapesTests {
    @Test("a contacts table: self-sizing subtitle rows, a tap opens and deselects, an insert, a search")
    func contacts() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let controller = ContactsViewController()
        window.rootViewController = controller
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        let table = controller.tableView
        #expect(table.visibleCells.count == 4)
        let first = table.rectForRow(at: IndexPath(row: 0, section: 0))
        #expect(first.minX == 20 && first.width == 350)
        #expect(table.cellForRow(at: IndexPath(row: 0, section: 0)) is ContactCell)
        let point = table.convert(CGPoint(x: first.midX, y: first.midY), to: window)
        window.tap(at: point)
        #expect(controller.opened == ["Ada"])
        #expect(table.indexPathForSelectedRow == nil)
        controller.add("Barbara")
        window.advance(by: 0.5)
        #expect(table.visibleCells.map { $0.textLabel?.text ?? "" } == ["Barbara", "Ada", "Grace", "Linus", "Margaret"])
        window.tap(at: CGPoint(x: 100, y: 28))
        controller.searchBar.searchTextField.insertText("a")
        controller.searchBar.searchTextField.insertText("r")
        #expect(table.visibleCells.map { $0.textLabel?.text ?? "" } == ["Barbara", "Margaret"])
        window.advance(by: 0.5)
        #expect(controller.searchBar.showsCancelButton)
        controller.searchBarCancelButtonClicked(controller.searchBar)
        #expect(table.visibleCells.count == 5)
        #expect(!controller.searchBar.isFirstResponder)
    }

    @Test("a photo grid: three square columns, a tapped cell's frame in window coordinates")
    func photoGrid() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let controller = PhotoGridViewController()
        window.rootViewController = controller
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        let grid = controller.collectionView!
        // (390 − 4) / 3 = 128.67 points square, 2 apart.
        let side: CGFloat = 386.0 / 3
        #expect(grid.layoutAttributesForItem(at: IndexPath(item: 4, section: 0))?.frame.minY == side + 2)
        grid.setContentOffset(CGPoint(x: 0, y: side + 2), animated: false)
        window.tap(at: CGPoint(x: 200, y: 10))
        #expect(grid.indexPathsForSelectedItems == [IndexPath(item: 4, section: 0)])
        let start = controller.zoomStartFrame!
        #expect(abs(start.minX - (side + 2)) < 1e-9)
        #expect(abs(start.minY) < 1e-9)
        #expect(abs(start.width - side) < 1e-9 && abs(start.height - side) < 1e-9)
    }
}
