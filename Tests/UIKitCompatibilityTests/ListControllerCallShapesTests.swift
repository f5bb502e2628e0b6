import UIKit
import Testing

// Table and collection controllers as iOS code subclasses them: `override func tableView(…)`,
// a registered cell, a pushed detail on selection with the selection cleared on return; a
// collection controller that adds UICollectionViewDelegateFlowLayout to size its items.

final class SettingsTableViewController: UITableViewController {
    let items = ["Wi-Fi", "Bluetooth", "Cellular"]
    private(set) var scrolled = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Setting")
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { items.count }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Setting", for: indexPath)
        cell.textLabel?.text = items[indexPath.row]
        cell.accessoryType = .disclosureIndicator
        return cell
    }

    override func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat { 50 }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        let detail = UIViewController()
        detail.title = items[indexPath.row]
        navigationController?.pushViewController(detail, animated: false)
    }

    override func scrollViewDidScroll(_ scrollView: UIScrollView) { scrolled += 1 }
}

final class AlbumViewController: UICollectionViewController, UICollectionViewDelegateFlowLayout {
    override func viewDidLoad() {
        super.viewDidLoad()
        collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "Photo")
    }

    override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 24 }

    override func collectionView(
        _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
    ) -> UICollectionViewCell {
        collectionView.dequeueReusableCell(withReuseIdentifier: "Photo", for: indexPath)
    }

    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        sizeForItemAt indexPath: IndexPath
    ) -> CGSize { CGSize(width: 100, height: 100) }
}

@MainActor
@Suite("iOS-style client code: table and collection view controllers")
struct ListControllerCallShapesTests {
    @Test("a settings list pushes a detail on selection and clears the selection when it shows again")
    func settings() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let settings = SettingsTableViewController(style: .plain)
        let navigation = UINavigationController(rootViewController: settings)
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        let table = settings.tableView!
        #expect(table.visibleCells.map { $0.textLabel?.text ?? "" } == settings.items)
        // As on iOS the table rests below the status bar and the navigation bar (47 + 44 points):
        // row 2, at 100…150 in the table, shows at 191…241 in the window.
        #expect(table.contentOffset.y == -91)
        let row = table.convert(table.rectForRow(at: IndexPath(row: 2, section: 0)), to: window)
        #expect(row == CGRect(x: 0, y: 191, width: 390, height: 50))
        window.tap(at: CGPoint(x: row.midX, y: row.midY))
        #expect(navigation.topViewController?.title == "Cellular")
        #expect(table.indexPathForSelectedRow == IndexPath(row: 2, section: 0))
        navigation.popViewController(animated: false)
        window.advance(by: 0.1)
        #expect(table.indexPathForSelectedRow == nil)
        table.contentOffset = CGPoint(x: 0, y: 10)
        #expect(settings.scrolled > 0)
    }

    @Test("a collection controller sizes its items through the flow layout delegate it adds")
    func album() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let album = AlbumViewController(collectionViewLayout: UICollectionViewFlowLayout())
        window.rootViewController = album
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        #expect(
            album.collectionView.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame.size
                == CGSize(width: 100, height: 100))
        #expect(album.collectionView.visibleCells.count == 24)
    }
}
