import InterludeTestSupport
import Testing
@testable import InterludeUIKit

/// A collection data source and flow delegate over item counts, recording the delegate calls.
@MainActor
final class GridSource: NSObject, UICollectionViewDataSource, UICollectionViewDelegateFlowLayout {
    var counts: [Int]
    var sizes: [IndexPath: CGSize] = [:]
    var log: [String] = []
    var distinctCells = Set<ObjectIdentifier>()

    init(counts: [Int]) { self.counts = counts }

    func numberOfSections(in collectionView: UICollectionView) -> Int { counts.count }
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { counts[section] }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "Cell", for: indexPath)
        distinctCells.insert(ObjectIdentifier(cell))
        cell.tag = indexPath.item
        return cell
    }
    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        sizeForItemAt indexPath: IndexPath
    ) -> CGSize { sizes[indexPath] ?? (collectionViewLayout as! UICollectionViewFlowLayout).itemSize }
    func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool {
        log.append("shouldSelect \(indexPath.item)")
        return true
    }
    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        log.append("didSelect \(indexPath.item)")
    }
    func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath) {
        log.append("didDeselect \(indexPath.item)")
    }
    func collectionView(_ collectionView: UICollectionView, didHighlightItemAt indexPath: IndexPath) {
        log.append("didHighlight \(indexPath.item)")
    }
}

@MainActor
@Suite("UICollectionView and UICollectionViewFlowLayout")
struct CollectionViewTests {
    private func makeGrid(
        _ source: GridSource, configure: (UICollectionViewFlowLayout) -> Void = { _ in }
    ) -> (UIWindow, UICollectionView, UICollectionViewFlowLayout) {
        let window = makeWindow()
        let layout = UICollectionViewFlowLayout()
        configure(layout)
        let grid = UICollectionView(frame: window.bounds, collectionViewLayout: layout)
        grid.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "Cell")
        grid.dataSource = source
        grid.delegate = source
        window.addSubview(grid)
        grid.layoutIfNeeded()
        return (window, grid, layout)
    }

    // UICollectionViewFlowLayout's defaults: itemSize 50 × 50
    // (https://developer.apple.com/documentation/uikit/uicollectionviewflowlayout/itemsize),
    // minimumLineSpacing and minimumInteritemSpacing 10
    // (https://developer.apple.com/documentation/uikit/uicollectionviewflowlayout/minimumlinespacing,
    // https://developer.apple.com/documentation/uikit/uicollectionviewflowlayout/minimuminteritemspacing).
    @Test("flow layout defaults and a justified vertical grid (hand-computed frames)")
    func defaultsAndGrid() {
        let layout = UICollectionViewFlowLayout()
        #expect(layout.itemSize == CGSize(width: 50, height: 50))
        #expect(layout.minimumLineSpacing == 10 && layout.minimumInteritemSpacing == 10)
        #expect(layout.sectionInset == .zero && layout.scrollDirection == .vertical)
        let source = GridSource(counts: [20])
        let (_, grid, _) = makeGrid(source) {
            $0.itemSize = CGSize(width: 90, height: 90)
            $0.sectionInset = UIEdgeInsets(top: 10, left: 10, bottom: 10, right: 10)
        }
        // 380 points across: four 90-point items need 360 + 3 · 10 = 390 > 380, so three per line,
        // spread over the spare 380 − 270 = 110 points: 55 between items.
        #expect(
            grid.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame == CGRect(x: 10, y: 10, width: 90, height: 90)
        )
        #expect(
            grid.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?.frame
                == CGRect(x: 155, y: 10, width: 90, height: 90))
        #expect(
            grid.layoutAttributesForItem(at: IndexPath(item: 2, section: 0))?.frame
                == CGRect(x: 300, y: 10, width: 90, height: 90))
        #expect(grid.layoutAttributesForItem(at: IndexPath(item: 4, section: 0))?.frame.minY == 110)
        // The last line (items 18, 19) keeps the minimum spacing from the start.
        #expect(
            grid.layoutAttributesForItem(at: IndexPath(item: 19, section: 0))?.frame
                == CGRect(x: 110, y: 610, width: 90, height: 90))
        // Seven lines: 10 + 7 · 90 + 6 · 10 + 10.
        #expect(grid.contentSize == CGSize(width: 400, height: 710))
        #expect(grid.indexPathForItem(at: CGPoint(x: 200, y: 150)) == IndexPath(item: 4, section: 0))
        #expect(grid.indexPathForItem(at: CGPoint(x: 120, y: 150)) == nil) // in the spacing
        #expect(grid.visibleCells.count == 20)
        #expect(grid.cellForItem(at: IndexPath(item: 4, section: 0))?.frame == CGRect(x: 155, y: 110, width: 90, height: 90))
    }

    @Test("a horizontal flow fills columns top to bottom; the delegate sizes items")
    func horizontal() {
        let source = GridSource(counts: [10])
        source.sizes[IndexPath(item: 0, section: 0)] = CGSize(width: 120, height: 50)
        let (_, grid, _) = makeGrid(source) { $0.scrollDirection = .horizontal }
        // 800 points down: 13 items of 50 with 10 between fit (13 · 50 + 12 · 10 = 770), so one column;
        // the first column is as wide as its widest item (120) and the 50-wide items centre in it.
        #expect(
            grid.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame == CGRect(x: 0, y: 0, width: 120, height: 50))
        #expect(
            grid.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?.frame == CGRect(x: 35, y: 60, width: 50, height: 50)
        )
        #expect(grid.contentSize == CGSize(width: 120, height: 800))
    }

    @Test("scrolling 10,000 items reuses cells; scrollToItem centres an item")
    func reuse() {
        let source = GridSource(counts: [10_000])
        let (window, grid, _) = makeGrid(source)
        // Six 50-point items a line (6 · 50 + 5 · 10 = 350 ≤ 400): 1,667 lines, 60 points apart.
        #expect(grid.contentSize.height == CGFloat(1_667 * 60 - 10))
        var offset: CGFloat = 0
        while offset < 99_000 {
            grid.contentOffset = CGPoint(x: 0, y: offset)
            offset += 173
        }
        // 800 points show at most 15 lines of 6.
        #expect(source.distinctCells.count <= 15 * 6)
        grid.scrollToItem(at: IndexPath(item: 600, section: 0), at: .centeredVertically, animated: false)
        // Item 600 is on line 100 (y 6,000…6,050). The grid fills a window under the status bar
        // and scrolls vertically, so UIKit's default `.automatic` insets it by the status bar (47)
        // and the home indicator (34): the item centres in the 800 − 47 − 34 = 719 points between
        // them, at offset 6,025 − 47 − 719 / 2 = 5,618.5.
        #expect(grid.adjustedContentInset == UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
        #expect(grid.contentOffset.y == 5_618.5)
        window.drag(from: CGPoint(x: 200, y: 600), to: CGPoint(x: 200, y: 100), duration: 0.1)
        window.advance(by: 3)
        #expect(source.distinctCells.count <= 15 * 6)
        #expect(grid.indexPathsForVisibleItems.count == grid.visibleCells.count)
    }

    @Test("a cell's frame converts to window coordinates for a transition to start from")
    func cellFrameInWindow() {
        let source = GridSource(counts: [100])
        let (window, grid, _) = makeGrid(source)
        grid.contentOffset = CGPoint(x: 0, y: 130)
        let cell = grid.cellForItem(at: IndexPath(item: 13, section: 0))!
        // Item 13: line 2 (y 120), second of six spread over 400: spacing (400 − 300) / 5 = 20, x 70.
        #expect(cell.frame == CGRect(x: 70, y: 120, width: 50, height: 50))
        #expect(grid.convert(cell.frame, to: window) == CGRect(x: 70, y: -10, width: 50, height: 50))
        #expect(cell.convert(cell.bounds, to: nil) == CGRect(x: 70, y: -10, width: 50, height: 50))
    }

    @Test("a tap selects an item, deselecting the one before")
    func selection() {
        let source = GridSource(counts: [20])
        let (window, grid, _) = makeGrid(source)
        window.tap(at: CGPoint(x: 25, y: 25))
        window.tap(at: CGPoint(x: 95, y: 25))
        #expect(
            source.log == [
                "didHighlight 0", "shouldSelect 0", "didSelect 0", "didHighlight 1", "shouldSelect 1", "didDeselect 0",
                "didSelect 1",
            ])
        #expect(grid.indexPathsForSelectedItems == [IndexPath(item: 1, section: 0)])
        #expect(grid.cellForItem(at: IndexPath(item: 1, section: 0))?.isSelected == true)
        #expect(grid.cellForItem(at: IndexPath(item: 0, section: 0))?.isSelected == false)
        grid.selectItem(at: IndexPath(item: 5, section: 0), animated: false, scrollPosition: [])
        #expect(grid.indexPathsForSelectedItems == [IndexPath(item: 5, section: 0)])
        #expect(source.log.count == 7)
    }

    @Test("batch updates: inserted items fade in, the others move to their new places")
    func batchInsert() {
        let source = GridSource(counts: [12])
        let (window, grid, _) = makeGrid(source)
        let first = grid.cellForItem(at: IndexPath(item: 0, section: 0))!
        var finished: Bool?
        source.counts = [13]
        grid.performBatchUpdates({ grid.insertItems(at: [IndexPath(item: 0, section: 0)]) }, completion: { finished = $0 })
        let inserted = grid.cellForItem(at: IndexPath(item: 0, section: 0))!
        #expect(grid.cellForItem(at: IndexPath(item: 1, section: 0)) === first)
        window.advance(by: UITableView.rowAnimationDuration / 2)
        expectClose(CGFloat(inserted.layer.presentation()!.opacity), 0.5, tolerance: 1e-6)
        // Item 0 → 1: x 0 → 70 (six a line spread over 400 points: 20 apart), halfway 35.
        #expect(first.layer.presentation()!.frame.minX == 35)
        window.advance(by: UITableView.rowAnimationDuration / 2)
        #expect(finished == true)
        #expect(first.frame.minX == 70)
        source.counts = [12]
        grid.deleteItems(at: [IndexPath(item: 0, section: 0)])
        window.advance(by: UITableView.rowAnimationDuration / 2)
        expectClose(CGFloat(inserted.layer.presentation()!.opacity), 0.5, tolerance: 1e-6)
        window.advance(by: UITableView.rowAnimationDuration / 2)
        #expect(inserted.superview == nil)
        #expect(grid.visibleCells.count == 12)
        grid.moveItem(at: IndexPath(item: 0, section: 0), to: IndexPath(item: 6, section: 0))
        #expect(grid.cellForItem(at: IndexPath(item: 6, section: 0)) === first)
        window.advance(by: UITableView.rowAnimationDuration)
        #expect(first.frame == CGRect(x: 0, y: 60, width: 50, height: 50))
    }
}

@MainActor
@Suite("UICollectionViewCell")
struct CollectionViewCellTests {
    @Test("the selected background shows while selected or highlighted, behind the content")
    func selectedBackground() {
        let cell = UICollectionViewCell(frame: CGRect(x: 0, y: 0, width: 80, height: 60))
        #expect(cell.contentView.frame == cell.bounds)
        let background = UIView()
        let selected = UIView()
        cell.backgroundView = background
        cell.selectedBackgroundView = selected
        #expect(selected.isHidden)
        cell.isHighlighted = true
        #expect(!selected.isHidden)
        cell.isHighlighted = false
        cell.isSelected = true
        #expect(!selected.isHidden)
        #expect(cell.subviews.firstIndex(of: background)! < cell.subviews.firstIndex(of: selected)!)
        #expect(cell.subviews.firstIndex(of: selected)! < cell.subviews.firstIndex(of: cell.contentView)!)
        cell.layoutIfNeeded()
        #expect(selected.frame == cell.bounds && background.frame == cell.bounds)
    }

    @Test("reloadData shows the new items, reusing the cells")
    func reload() {
        let source = GridSource(counts: [30])
        let window = makeWindow()
        let grid = UICollectionView(frame: window.bounds, collectionViewLayout: UICollectionViewFlowLayout())
        grid.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "Cell")
        grid.dataSource = source
        window.addSubview(grid)
        #expect(grid.visibleCells.count == 30)
        let made = source.distinctCells.count
        source.counts = [4]
        grid.reloadData()
        #expect(grid.visibleCells.count == 4)
        #expect(grid.visibleCells.map(\.tag) == [0, 1, 2, 3])
        #expect(source.distinctCells.count == made)
        #expect(grid.numberOfItems(inSection: 0) == 4)
    }
}
