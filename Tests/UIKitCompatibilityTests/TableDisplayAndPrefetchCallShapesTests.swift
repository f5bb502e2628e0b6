import Testing
import UIKit

// A table controller as iOS code writes its header/footer display callbacks, estimated section
// heights, detail-button taps and prefetching (Apple's pages: UITableViewDelegate
// tableView(_:willDisplayHeaderView:forSection:), tableView(_:willDisplayFooterView:forSection:),
// tableView(_:didEndDisplayingHeaderView:forSection:), tableView(_:didEndDisplayingFooterView:forSection:),
// tableView(_:estimatedHeightForHeaderInSection:), tableView(_:estimatedHeightForFooterInSection:),
// tableView(_:accessoryButtonTappedForRowWith:); UITableView estimatedSectionHeaderHeight,
// estimatedSectionFooterHeight, prefetchDataSource, isPrefetchingEnabled;
// UITableViewDataSourcePrefetching; UICollectionView prefetchDataSource, isPrefetchingEnabled;
// UICollectionViewDataSourcePrefetching).

final class ContactsTableViewController: UITableViewController, UITableViewDataSourcePrefetching {
    var shownHeaders = Set<Int>()
    var loading = Set<IndexPath>()
    var detailTaps: [IndexPath] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Contact")
        tableView.estimatedSectionHeaderHeight = 28
        tableView.estimatedSectionFooterHeight = 0
        tableView.prefetchDataSource = self
        tableView.isPrefetchingEnabled = true
    }

    override func numberOfSections(in tableView: UITableView) -> Int { 3 }
    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 30 }
    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Contact", for: indexPath)
        cell.accessoryType = .detailButton
        return cell
    }
    override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        "Group \(section)"
    }
    override func tableView(_ tableView: UITableView, estimatedHeightForHeaderInSection section: Int) -> CGFloat { 28 }
    override func tableView(_ tableView: UITableView, estimatedHeightForFooterInSection section: Int) -> CGFloat {
        UITableView.automaticDimension
    }
    override func tableView(_ tableView: UITableView, willDisplayHeaderView view: UIView, forSection section: Int) {
        shownHeaders.insert(section)
        (view as? UITableViewHeaderFooterView)?.textLabel?.textColor = .secondaryLabel
    }
    override func tableView(_ tableView: UITableView, didEndDisplayingHeaderView view: UIView, forSection section: Int) {
        shownHeaders.remove(section)
    }
    override func tableView(_ tableView: UITableView, willDisplayFooterView view: UIView, forSection section: Int) {}
    override func tableView(_ tableView: UITableView, didEndDisplayingFooterView view: UIView, forSection section: Int) {}
    override func tableView(_ tableView: UITableView, accessoryButtonTappedForRowWith indexPath: IndexPath) {
        detailTaps.append(indexPath)
    }

    func tableView(_ tableView: UITableView, prefetchRowsAt indexPaths: [IndexPath]) {
        loading.formUnion(indexPaths)
    }
    func tableView(_ tableView: UITableView, cancelPrefetchingForRowsAt indexPaths: [IndexPath]) {
        loading.subtract(indexPaths)
    }
}

final class ThumbnailPrefetcher: NSObject, UICollectionViewDataSourcePrefetching {
    var requested: [IndexPath] = []
    func collectionView(_ collectionView: UICollectionView, prefetchItemsAt indexPaths: [IndexPath]) {
        requested += indexPaths
    }
}

@MainActor
@Suite("Table display and prefetching call shapes")
struct TableDisplayAndPrefetchCallShapesTests {
    @Test("a table controller's display callbacks, estimates and prefetching compile and run")
    func tableController() {
        let controller = ContactsTableViewController(style: .plain)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.rootViewController = controller
        window.makeKeyAndVisible()
        controller.tableView.layoutIfNeeded()
        #expect(controller.shownHeaders.contains(0))
        #expect(!controller.loading.isEmpty)
    }

    @Test("a collection view's prefetch data source compiles and runs")
    func collectionPrefetching() {
        let layout = UICollectionViewFlowLayout()
        let collectionView = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 390, height: 844), collectionViewLayout: layout)
        let prefetcher = ThumbnailPrefetcher()
        collectionView.prefetchDataSource = prefetcher
        collectionView.isPrefetchingEnabled = false
        #expect(collectionView.prefetchDataSource === prefetcher)
        #expect(!collectionView.isPrefetchingEnabled)
    }
}
