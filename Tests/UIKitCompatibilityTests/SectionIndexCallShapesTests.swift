import Foundation
import Testing
import UIKit

// A contacts list with a section index as iOS code writes it (Apple's pages: UITableViewDataSource
// sectionIndexTitles(for:), tableView(_:sectionForSectionIndexTitle:at:); UITableView
// sectionIndexColor, sectionIndexBackgroundColor, sectionIndexTrackingBackgroundColor,
// sectionIndexMinimumDisplayRowCount, reloadSectionIndexTitles()): a table controller overriding
// the data source methods, and a diffable data source subclass doing the same.

final class IndexedContactsViewController: UITableViewController {
    var groups: [(letter: String, names: [String])] = [
        ("A", ["Ada", "Alan"]), ("G", ["Grace"]), ("L", ["Linus", "Lisa"]),
    ]

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Contact")
        tableView.sectionIndexColor = .systemIndigo
        tableView.sectionIndexBackgroundColor = .clear
        tableView.sectionIndexTrackingBackgroundColor = UIColor.systemGray.withAlphaComponent(0.2)
        tableView.sectionIndexMinimumDisplayRowCount = 3
    }

    override func numberOfSections(in tableView: UITableView) -> Int { groups.count }
    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        groups[section].names.count
    }
    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Contact", for: indexPath)
        cell.textLabel?.text = groups[indexPath.section].names[indexPath.row]
        return cell
    }
    override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        groups[section].letter
    }
    override func sectionIndexTitles(for tableView: UITableView) -> [String]? { groups.map(\.letter) }
    override func tableView(_ tableView: UITableView, sectionForSectionIndexTitle title: String, at index: Int) -> Int {
        groups.firstIndex { $0.letter == title } ?? NSNotFound
    }

    func addGroup(_ letter: String) {
        groups.append((letter, ["New"]))
        tableView.insertSections(IndexSet(integer: groups.count - 1), with: .automatic)
        tableView.reloadSectionIndexTitles()
    }
}

final class LetterIndexDataSource: UITableViewDiffableDataSource<String, String> {
    override func sectionIndexTitles(for tableView: UITableView) -> [String]? { snapshot().sectionIdentifiers }
    override func tableView(_ tableView: UITableView, sectionForSectionIndexTitle title: String, at index: Int) -> Int {
        self.index(for: title) ?? NSNotFound
    }
}

@MainActor
@Suite("Section index call shapes")
struct SectionIndexCallShapesTests {
    @Test("a table controller's section index compiles and shows")
    func tableController() {
        let controller = IndexedContactsViewController(style: .plain)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.rootViewController = controller
        window.makeKeyAndVisible()
        controller.tableView.layoutIfNeeded()
        controller.addGroup("Z")
        #expect(controller.tableView.sectionIndexMinimumDisplayRowCount == 3)
        #expect(controller.sectionIndexTitles(for: controller.tableView) == ["A", "G", "L", "Z"])
        #expect(controller.tableView(controller.tableView, sectionForSectionIndexTitle: "L", at: 2) == 2)
    }

    @Test("a diffable data source subclass gives index titles")
    func diffable() {
        let tableView = UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: 844), style: .plain)
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Cell")
        let dataSource = LetterIndexDataSource(tableView: tableView) { tableView, indexPath, name in
            let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
            cell.textLabel?.text = name
            return cell
        }
        var snapshot = NSDiffableDataSourceSnapshot<String, String>()
        snapshot.appendSections(["B", "K"])
        snapshot.appendItems(["Bea"], toSection: "B")
        snapshot.appendItems(["Kim"], toSection: "K")
        dataSource.apply(snapshot, animatingDifferences: false)
        #expect(dataSource.sectionIndexTitles(for: tableView) == ["B", "K"])
        #expect(dataSource.tableView(tableView, sectionForSectionIndexTitle: "K", at: 1) == 1)
    }
}

final class AlphabetCollectionDataSource: UICollectionViewDiffableDataSource<String, String> {
    override func indexTitles(for collectionView: UICollectionView) -> [String]? { snapshot().sectionIdentifiers }
    override func collectionView(_ collectionView: UICollectionView, indexPathForIndexTitle title: String, at index: Int)
        -> IndexPath
    {
        IndexPath(item: 0, section: index)
    }
}

@MainActor
@Suite("Collection index title call shapes")
struct CollectionIndexTitleCallShapesTests {
    @Test("a diffable collection data source subclass gives index titles")
    func diffable() {
        let collectionView = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 390, height: 844), collectionViewLayout: UICollectionViewFlowLayout())
        collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "Cell")
        let dataSource = AlphabetCollectionDataSource(collectionView: collectionView) { collectionView, indexPath, _ in
            collectionView.dequeueReusableCell(withReuseIdentifier: "Cell", for: indexPath)
        }
        var snapshot = NSDiffableDataSourceSnapshot<String, String>()
        snapshot.appendSections(["A", "B"])
        snapshot.appendItems(["Apple"], toSection: "A")
        snapshot.appendItems(["Banana"], toSection: "B")
        dataSource.apply(snapshot, animatingDifferences: false)
        #expect(dataSource.indexTitles(for: collectionView) == ["A", "B"])
        #expect(dataSource.collectionView(collectionView, indexPathForIndexTitle: "B", at: 1) == IndexPath(item: 0, section: 1))
    }
}
