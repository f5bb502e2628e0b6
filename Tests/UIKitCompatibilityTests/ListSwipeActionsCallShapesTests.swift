import Testing
import UIKit

// Swipe actions in an iOS 14 list as apps write them, after Apple's pages on
// UICollectionLayoutListConfiguration.leadingSwipeActionsConfigurationProvider and
// trailingSwipeActionsConfigurationProvider, UIContextualAction and UISwipeActionsConfiguration:
// the providers read the diffable data source's item, a destructive Delete applies a snapshot
// without the item, and a leading toggle turns off the full swipe.

final class SwipeMailboxViewController: UIViewController {
    enum Section { case inbox }

    var collectionView: UICollectionView!
    var dataSource: UICollectionViewDiffableDataSource<Section, String>!
    var unread: Set<String> = []

    func makeLayout() -> UICollectionViewLayout {
        var configuration = UICollectionLayoutListConfiguration(appearance: .plain)
        configuration.trailingSwipeActionsConfigurationProvider = { [weak self] indexPath in
            guard let self = self, let item = self.dataSource.itemIdentifier(for: indexPath) else { return nil }
            let delete = UIContextualAction(style: .destructive, title: "Delete") { [weak self] _, _, completion in
                guard let self = self else { return completion(false) }
                var snapshot = self.dataSource.snapshot()
                snapshot.deleteItems([item])
                self.dataSource.apply(snapshot, animatingDifferences: true)
                completion(true)
            }
            delete.image = UIImage(systemName: "trash")
            return UISwipeActionsConfiguration(actions: [delete])
        }
        configuration.leadingSwipeActionsConfigurationProvider = { [weak self] indexPath in
            guard let self = self, let item = self.dataSource.itemIdentifier(for: indexPath) else { return nil }
            let isUnread = self.unread.contains(item)
            let toggle = UIContextualAction(style: .normal, title: isUnread ? "Read" : "Unread") {
                [weak self] action, sourceView, completion in
                if isUnread { self?.unread.remove(item) } else { self?.unread.insert(item) }
                completion(true)
            }
            toggle.backgroundColor = .systemBlue
            let configuration = UISwipeActionsConfiguration(actions: [toggle])
            configuration.performsFirstActionWithFullSwipe = false
            return configuration
        }
        return UICollectionViewCompositionalLayout.list(using: configuration)
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: makeLayout())
        collectionView.contentInsetAdjustmentBehavior = .never
        view.addSubview(collectionView)
        let registration = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, item in
            var content = cell.defaultContentConfiguration()
            content.text = item
            cell.contentConfiguration = content
            cell.configurationUpdateHandler = { cell, state in
                var background = UIBackgroundConfiguration.listPlainCell().updated(for: state)
                if state.isSwiped { background.backgroundColor = .secondarySystemBackground }
                cell.backgroundConfiguration = background
            }
        }
        dataSource = UICollectionViewDiffableDataSource<Section, String>(collectionView: collectionView) {
            collectionView, indexPath, item in
            collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Section, String>()
        snapshot.appendSections([.inbox])
        snapshot.appendItems(["Invoice", "Lunch", "Travel"])
        dataSource.apply(snapshot, animatingDifferences: false)
    }
}

@MainActor
@Suite("List swipe actions call shapes")
struct ListSwipeActionsCallShapesTests {
    @Test("a mailbox list deletes a row with its trailing action and marks one unread with its leading one")
    func mailbox() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let controller = SwipeMailboxViewController()
        window.rootViewController = controller
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        let collectionView = controller.collectionView!
        let row = collectionView.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))!.frame
        let middle = collectionView.convert(CGPoint(x: row.midX, y: row.midY), to: window)
        // Swiped open, the row's state is swiped.
        window.drag(from: CGPoint(x: 300, y: middle.y), to: CGPoint(x: 150, y: middle.y), duration: 0.3)
        window.advance(by: 1)
        #expect(collectionView.cellForItem(at: IndexPath(item: 1, section: 0))?.configurationState.isSwiped == true)
        window.tap(at: CGPoint(x: 380, y: middle.y))
        window.advance(by: 1)
        #expect(controller.dataSource.snapshot().itemIdentifiers == ["Invoice", "Travel"])
        // A full swipe to the right does not perform the toggle: the row stays open on it.
        window.drag(from: CGPoint(x: 10, y: middle.y), to: CGPoint(x: 380, y: middle.y), duration: 0.3)
        window.advance(by: 1)
        #expect(controller.unread.isEmpty)
        window.tap(at: CGPoint(x: 20, y: middle.y))
        window.advance(by: 1)
        #expect(controller.unread == ["Travel"])
    }
}
