import InterludeTestSupport
import Testing
@testable import InterludeUIKit

/// Sections "0" … "9" of twenty items; the index has a title per section. Even titles lead to
/// their whole section (a one-index path), odd ones to the section's sixth item.
@MainActor
private final class NumberedDataSource: UICollectionViewDiffableDataSource<String, Int> {
    var asked: [String] = []
    override func indexTitles(for collectionView: UICollectionView) -> [String]? { snapshot().sectionIdentifiers }
    override func collectionView(_ collectionView: UICollectionView, indexPathForIndexTitle title: String, at index: Int)
        -> IndexPath
    {
        asked.append("\(title) \(index)")
        return index % 2 == 0 ? IndexPath(index: index) : IndexPath(item: 5, section: index)
    }
}

@MainActor
@Suite("UICollectionView index titles")
struct CollectionViewIndexTitlesTests {
    // indexTitles(for:) and collectionView(_:indexPathForIndexTitle:at:) (iOS 14): "Return an index
    // path with a single index to indicate an entire section, instead of a specific item"
    // (https://developer.apple.com/documentation/uikit/uicollectionviewdatasource/collectionview(_:indexpathforindextitle:at:)).
    @Test("a diffable data source's index titles show along the trailing edge; touching one scrolls to where it leads")
    func indexTitles() throws {
        let window = makeWindow()
        let grid = UICollectionView(frame: window.bounds, collectionViewLayout: UICollectionViewFlowLayout())
        grid.contentInsetAdjustmentBehavior = .never
        grid.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "Cell")
        window.addSubview(grid)
        let dataSource = NumberedDataSource(collectionView: grid) { grid, indexPath, _ in
            grid.dequeueReusableCell(withReuseIdentifier: "Cell", for: indexPath)
        }
        var snapshot = NSDiffableDataSourceSnapshot<String, Int>()
        for section in 0..<10 {
            snapshot.appendSections(["\(section)"])
            snapshot.appendItems(Array(section * 20..<section * 20 + 20), toSection: "\(section)")
        }
        dataSource.apply(snapshot, animatingDifferences: false)
        grid.layoutIfNeeded()
        let index = try #require(grid.indexTitlesView)
        #expect(index.frame == CGRect(x: 385, y: 47, width: 15, height: 800 - 47 - 34))
        #expect(index.titles == (0..<10).map { "\($0)" })
        #expect(grid.subviews.last === index)
        func tapTitle(_ position: Int) {
            let label = index.subviews[position]
            window.tap(at: index.convert(CGPoint(x: label.frame.midX, y: label.frame.midY), to: nil))
        }
        tapTitle(3)
        #expect(dataSource.asked == ["3 3"])
        let item = try #require(grid.layoutAttributesForItem(at: IndexPath(item: 5, section: 3))).frame
        #expect(grid.contentOffset.y == item.minY, "the item at the top, at once")
        tapTitle(2)
        let first = try #require(grid.layoutAttributesForItem(at: IndexPath(item: 0, section: 2))).frame
        #expect(grid.contentOffset.y == first.minY, "a whole section: its first item")
        #expect(index.frame.minY == grid.contentOffset.y + 47, "the strip stays over the visible area")
    }

    @Test("without index titles there is no strip; the default maps a title to the section at its position")
    func defaults() {
        let source = GridSource(counts: [3])
        let window = makeWindow()
        let grid = UICollectionView(frame: window.bounds, collectionViewLayout: UICollectionViewFlowLayout())
        grid.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "Cell")
        grid.dataSource = source
        window.addSubview(grid)
        grid.layoutIfNeeded()
        #expect(grid.indexTitlesView == nil)
        #expect(source.indexTitles(for: grid) == nil)
        #expect(source.collectionView(grid, indexPathForIndexTitle: "C", at: 2) == IndexPath(index: 2))
    }
}
