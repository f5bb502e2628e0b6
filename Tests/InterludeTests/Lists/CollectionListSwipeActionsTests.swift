import InterludeTestSupport
import Testing
@testable import InterludeUIKit

/// Rows of list cells; records the index paths the swipe providers are asked for, the handlers
/// called and the items selected.
@MainActor
private final class SwipeSource: NSObject, UICollectionViewDataSource, UICollectionViewDelegate {
    var counts: [Int]
    var log: [String] = []
    var asked: Set<IndexPath> = []
    /// Each `isSwiped` a configuration update of row 1 saw.
    var swipedStates: [Bool] = []
    init(counts: [Int]) { self.counts = counts }

    func numberOfSections(in collectionView: UICollectionView) -> Int { counts.count }
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { counts[section] }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "Cell", for: indexPath) as! UICollectionViewListCell
        cell.configurationUpdateHandler = { [weak self] _, state in
            if indexPath == IndexPath(item: 1, section: 0) { self?.swipedStates.append(state.isSwiped) }
        }
        return cell
    }
    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        log.append("select \(indexPath.item)")
    }

    /// "Flag" (outermost) and "Archive", logging their handlers; each completes with true.
    func flagAndArchive(at indexPath: IndexPath) -> UISwipeActionsConfiguration {
        asked.insert(indexPath)
        return UISwipeActionsConfiguration(
            actions: ["Flag", "Archive"].map { title in
                UIContextualAction(style: .normal, title: title) { [weak self] _, view, completion in
                    self?.log.append(title + " \(indexPath.item) \(view.superview is SwipeActionsView)")
                    completion(true)
                }
            })
    }
}

/// The data sources of the lists made here (a collection view holds its data source weakly).
@MainActor private var keptSources: [SwipeSource] = []

/// A 400 × 800 window filled by a plain list of 44-point rows whose trailing actions are "Flag"
/// and "Archive"; `configure` changes the list configuration. With `plainSection`, section 1 is
/// not a list section (a full-width group of 44-point items).
@MainActor
private func makeSwipeList(
    counts: [Int] = [20], plainSection: Bool = false,
    configure: (inout UICollectionLayoutListConfiguration, SwipeSource) -> Void = { _, _ in }
) -> (UIWindow, UICollectionView, SwipeSource) {
    let source = SwipeSource(counts: counts)
    keptSources.append(source)
    var list = UICollectionLayoutListConfiguration(appearance: .plain)
    list.trailingSwipeActionsConfigurationProvider = { [weak source] in source?.flagAndArchive(at: $0) }
    configure(&list, source)
    let layout = UICollectionViewCompositionalLayout { [list] section, environment in
        guard plainSection, section == 1 else { return .list(using: list, layoutEnvironment: environment) }
        let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44))
        return NSCollectionLayoutSection(
            group: .horizontal(layoutSize: size, subitems: [NSCollectionLayoutItem(layoutSize: size)]))
    }
    let window = makeWindow()
    let collection = UICollectionView(frame: window.bounds, collectionViewLayout: layout)
    collection.contentInsetAdjustmentBehavior = .never
    collection.register(UICollectionViewListCell.self, forCellWithReuseIdentifier: "Cell")
    collection.dataSource = source
    collection.delegate = source
    window.addSubview(collection)
    collection.layoutIfNeeded()
    return (window, collection, source)
}

@MainActor
private func listCell(_ collection: UICollectionView, _ item: Int, _ section: Int = 0) -> UICollectionViewListCell {
    collection.cellForItem(at: IndexPath(item: item, section: section)) as! UICollectionViewListCell
}

/// The y of the middle of row `item` of a list starting at the top.
private func rowY(_ item: Int) -> CGFloat { CGFloat(item) * 44 + 22 }

// UICollectionLayoutListConfiguration's swipe action providers (iOS 14,
// https://developer.apple.com/documentation/uikit/uicollectionlayoutlistconfiguration-swift.struct/trailingswipeactionsconfigurationprovider
// and .../leadingswipeactionsconfigurationprovider), with the table's rules for the drag, the
// buttons and UISwipeActionsConfiguration.performsFirstActionWithFullSwipe (true by default,
// https://developer.apple.com/documentation/uikit/uiswipeactionsconfiguration/performsfirstactionwithfullswipe);
// UICellConfigurationState.isSwiped while open
// (https://developer.apple.com/documentation/uikit/uicellconfigurationstate-swift.struct).
@MainActor
@Suite("Collection view list swipe actions")
struct CollectionListSwipeActionsTests {
    @Test("a drag to the left reveals the trailing actions; a tap on one calls its handler and the row closes")
    func swipeRevealsAndTapPerforms() {
        let (window, collection, source) = makeSwipeList()
        let cell = listCell(collection, 1)
        #expect(!cell.configurationState.isSwiped)
        window.drag(from: CGPoint(x: 300, y: rowY(1)), to: CGPoint(x: 100, y: rowY(1)), duration: 0.3)
        window.advance(by: 1)
        let actions = cell.swipeActionsView
        #expect(actions?.actions.map(\.title) == ["Flag", "Archive"])
        let open = -(actions?.naturalWidth ?? 0)
        #expect(open < -2 * SwipeActionsView.minimumButtonWidth + 1)
        #expect(cell.swipeOffset == open)
        #expect(cell.contentView.frame.minX == open, "the content moves with the swipe")
        // The first action is outermost, at the right edge; the buttons fill the strip revealed.
        #expect(actions.map { $0.convert($0.buttons[0].frame, to: cell).maxX } == 400)
        #expect(actions?.frame == CGRect(x: 400 + open, y: 0, width: -open, height: 44))
        #expect(cell.configurationState.isSwiped)
        #expect(source.swipedStates.last == true)
        #expect(source.asked == [IndexPath(item: 1, section: 0)])
        #expect(source.log.isEmpty, "the drag selects nothing")

        window.tap(at: CGPoint(x: 390, y: rowY(1)))
        #expect(source.log == ["Flag 1 true"])
        window.advance(by: 1)
        #expect(cell.swipeOffset == 0 && cell.swipeActionsView == nil && actions?.superview == nil)
        #expect(cell.contentView.frame.minX == 0)
        #expect(!cell.configurationState.isSwiped)
        #expect(source.swipedStates.last == false)
        #expect(source.log == ["Flag 1 true"], "the tap on the action selects nothing")
    }

    @Test("the row follows the finger, up to the buttons' width when a full swipe is off")
    func rowFollowsFinger() {
        let (window, collection, _) = makeSwipeList { list, source in
            list.trailingSwipeActionsConfigurationProvider = { [weak source] indexPath in
                let configuration = source?.flagAndArchive(at: indexPath)
                configuration?.performsFirstActionWithFullSwipe = false
                return configuration
            }
        }
        let cell = listCell(collection, 2)
        window.sendTouch(.began, at: CGPoint(x: 300, y: rowY(2)))
        var offsets: [CGFloat] = []
        // 50 ms apart: the scroll view holds the touches back for its content touch delay.
        for x: CGFloat in [290, 280, 270, 260, 250, 200, 60, 10] {
            window.advance(by: 0.05)
            window.sendTouch(.moved, at: CGPoint(x: x, y: rowY(2)))
            offsets.append(cell.swipeOffset)
        }
        window.sendTouch(.ended, at: CGPoint(x: 10, y: rowY(2)))
        let width = cell.swipeActionsView?.naturalWidth ?? 0
        // Once the touches come through, the row is where the finger is, measured from where it
        // went down; past the buttons it stops.
        #expect(offsets.suffix(4) == [-50, -100, -width, -width])
        window.advance(by: 1)
        #expect(cell.swipeOffset == -width)
    }

    @Test("a full swipe performs the first action, unless the configuration turns it off")
    func fullSwipe() {
        var fullSwipe = true
        let (window, collection, source) = makeSwipeList { list, source in
            list.trailingSwipeActionsConfigurationProvider = { [weak source] indexPath in
                let configuration = source?.flagAndArchive(at: indexPath)
                configuration?.performsFirstActionWithFullSwipe = fullSwipe
                return configuration
            }
        }
        window.drag(from: CGPoint(x: 390, y: rowY(0)), to: CGPoint(x: 20, y: rowY(0)), duration: 0.3)
        #expect(source.log == ["Flag 0 true"])
        window.advance(by: 1)
        #expect(listCell(collection, 0).swipeOffset == 0)
        fullSwipe = false
        window.drag(from: CGPoint(x: 390, y: rowY(1)), to: CGPoint(x: 20, y: rowY(1)), duration: 0.3)
        window.advance(by: 1)
        #expect(source.log == ["Flag 0 true"])
        let cell = listCell(collection, 1)
        #expect(cell.swipeOffset == -(cell.swipeActionsView?.naturalWidth ?? 0))
    }

    @Test("a short drag closes the row again; a drag to the right reveals the leading actions")
    func shortDragAndLeading() {
        let (window, collection, _) = makeSwipeList { list, _ in
            let read = UIContextualAction(style: .normal, title: "Read") { _, _, done in done(true) }
            list.leadingSwipeActionsConfigurationProvider = { _ in UISwipeActionsConfiguration(actions: [read]) }
        }
        window.drag(from: CGPoint(x: 300, y: rowY(0)), to: CGPoint(x: 270, y: rowY(0)), duration: 0.3)
        window.advance(by: 1)
        #expect(listCell(collection, 0).swipeOffset == 0 && listCell(collection, 0).swipeActionsView == nil)
        window.drag(from: CGPoint(x: 100, y: rowY(1)), to: CGPoint(x: 250, y: rowY(1)), duration: 0.3)
        window.advance(by: 1)
        let cell = listCell(collection, 1)
        #expect(cell.swipeActionsView?.actions.map(\.title) == ["Read"])
        #expect(cell.swipeOffset == SwipeActionsView.minimumButtonWidth)
        #expect(cell.swipeActionsView?.frame.minX == 0)
    }

    @Test("a tap elsewhere closes the open row and selects nothing; the next tap selects")
    func tapElsewhereCloses() {
        let (window, collection, source) = makeSwipeList()
        window.drag(from: CGPoint(x: 300, y: rowY(1)), to: CGPoint(x: 100, y: rowY(1)), duration: 0.3)
        window.advance(by: 1)
        window.tap(at: CGPoint(x: 100, y: rowY(4)))
        window.advance(by: 1)
        #expect(listCell(collection, 1).swipeOffset == 0)
        #expect(source.log.isEmpty)
        window.tap(at: CGPoint(x: 100, y: rowY(4)))
        window.advance(by: 1)
        #expect(source.log == ["select 4"])
    }

    @Test("opening another row closes the open one")
    func anotherRowCloses() {
        let (window, collection, _) = makeSwipeList()
        window.drag(from: CGPoint(x: 300, y: rowY(1)), to: CGPoint(x: 100, y: rowY(1)), duration: 0.3)
        window.advance(by: 1)
        // The first touch closes row 1; the drag on row 3 then opens it.
        window.drag(from: CGPoint(x: 300, y: rowY(3)), to: CGPoint(x: 100, y: rowY(3)), duration: 0.3)
        window.advance(by: 1)
        #expect(listCell(collection, 1).swipeOffset == 0 && listCell(collection, 1).swipeActionsView == nil)
        #expect(listCell(collection, 3).swipeOffset == -(listCell(collection, 3).swipeActionsView?.naturalWidth ?? 1))
    }

    @Test("a vertical drag scrolls and closes the open row")
    func scrollingCloses() {
        let (window, collection, _) = makeSwipeList(counts: [40])
        window.drag(from: CGPoint(x: 300, y: rowY(1)), to: CGPoint(x: 100, y: rowY(1)), duration: 0.3)
        window.advance(by: 1)
        let cell = listCell(collection, 1)
        window.drag(from: CGPoint(x: 200, y: 600), to: CGPoint(x: 200, y: 500), duration: 0.3)
        window.advance(by: 1)
        #expect(collection.contentOffset.y > 0)
        #expect(cell.swipeOffset == 0 && cell.swipeActionsView == nil)
    }

    @Test("nil and empty configurations do not swipe")
    func noActions() {
        let (window, collection, source) = makeSwipeList { list, _ in
            list.trailingSwipeActionsConfigurationProvider = { indexPath in
                indexPath.item == 0 ? nil : UISwipeActionsConfiguration(actions: [])
            }
        }
        for item in [0, 1] {
            window.drag(from: CGPoint(x: 300, y: rowY(item)), to: CGPoint(x: 100, y: rowY(item)), duration: 0.3)
            window.advance(by: 1)
            #expect(listCell(collection, item).swipeOffset == 0 && listCell(collection, item).swipeActionsView == nil)
        }
        #expect(source.log.isEmpty)
    }

    @Test("only list sections swipe")
    func onlyListSections() {
        let (window, collection, source) = makeSwipeList(counts: [3, 3], plainSection: true)
        // Section 1 starts after section 0's three rows.
        window.drag(from: CGPoint(x: 300, y: rowY(4)), to: CGPoint(x: 100, y: rowY(4)), duration: 0.3)
        window.advance(by: 1)
        #expect(listCell(collection, 1, 1).swipeOffset == 0 && listCell(collection, 1, 1).swipeActionsView == nil)
        #expect(source.asked.isEmpty, "the list configuration's provider is not asked for another section")
        window.drag(from: CGPoint(x: 300, y: rowY(1)), to: CGPoint(x: 100, y: rowY(1)), duration: 0.3)
        window.advance(by: 1)
        #expect(listCell(collection, 1).swipeActionsView != nil)
    }

    @Test("right to left, a drag to the right reveals the trailing actions at the left edge")
    func rightToLeft() {
        let (window, collection, _) = makeSwipeList()
        collection.semanticContentAttribute = .forceRightToLeft
        collection.layoutIfNeeded()
        window.drag(from: CGPoint(x: 100, y: rowY(1)), to: CGPoint(x: 300, y: rowY(1)), duration: 0.3)
        window.advance(by: 1)
        let cell = listCell(collection, 1)
        let actions = cell.swipeActionsView
        #expect(actions?.actions.map(\.title) == ["Flag", "Archive"])
        #expect(cell.swipeOffset == actions?.naturalWidth)
        #expect(actions.map { $0.convert($0.buttons[0].frame, to: cell).minX } == 0)
    }

    @Test("a swiped cell that goes back to its reuse queue closes")
    func reuseCloses() {
        let (window, collection, _) = makeSwipeList()
        window.drag(from: CGPoint(x: 300, y: rowY(1)), to: CGPoint(x: 100, y: rowY(1)), duration: 0.3)
        window.advance(by: 1)
        let cell = listCell(collection, 1)
        collection.reloadData()
        collection.layoutIfNeeded()
        #expect(cell.swipeOffset == 0 && cell.swipeActionsView == nil)
        #expect(collection.swipeTracker.swipe == nil)
        #expect(collection.visibleCells.allSatisfy { ($0 as? UICollectionViewListCell)?.swipeOffset == 0 })
    }
}
