import Testing
@testable import InterludeUIKit

// Sources:
// - Apple, useLayoutToLayoutNavigationTransitions: with the property false on the root collection
//   view controller and true on the one pushed over it, the navigation controller animates a
//   layout change between the two instead of the push animation, and likewise when popping
//   (https://developer.apple.com/documentation/uikit/uicollectionviewcontroller/uselayouttolayoutnavigationtransitions).
// - UICollectionViewController.h (iOS 7 SDK): set it before the push; the top controller must be
//   a collection view controller; do not change it once pushed; `clearsSelectionOnViewWillAppear`
//   has no effect while it is true.
// - The data source and delegate do not change: the first controller stays in charge
//   (Simon Fairbairn, "Layout to Layout Transitions", https://simonfairbairn.com/layout-to-layout-transitions/).

/// A collection view controller of 20 items 100 points high in `columns` columns across a
/// 390-point window, logging its appearance calls (`viewIsAppearing` too) as "name.call" and its selections.
@MainActor
private final class Grid: UICollectionViewController {
    let name: String
    let log: CallLog
    let layout: UICollectionViewFlowLayout

    init(_ name: String, columns: Int, log: CallLog) {
        self.name = name
        self.log = log
        layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 390 / CGFloat(columns), height: 100)
        layout.minimumLineSpacing = 0
        layout.minimumInteritemSpacing = 0
        super.init(collectionViewLayout: layout)
        title = name
    }
    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "Cell")
        log.add("\(name).viewDidLoad")
    }
    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        log.add("\(name).viewWillAppear")
    }
    override func viewIsAppearing(_ animated: Bool) { log.add("\(name).viewIsAppearing") }
    override func viewDidAppear(_ animated: Bool) { log.add("\(name).viewDidAppear") }
    override func viewWillDisappear(_ animated: Bool) { log.add("\(name).viewWillDisappear") }
    override func viewDidDisappear(_ animated: Bool) { log.add("\(name).viewDidDisappear") }

    override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 20 }
    override func collectionView(
        _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
    ) -> UICollectionViewCell {
        collectionView.dequeueReusableCell(withReuseIdentifier: "Cell", for: indexPath)
    }
    override func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        log.add("\(name).didSelect \(indexPath.item)")
    }
}

/// Where item 1 is: (0, 100) in one column, (195, 0) in two.
private let listFrame = CGRect(x: 0, y: 100, width: 390, height: 100)
private let gridFrame = CGRect(x: 195, y: 0, width: 195, height: 100)

@MainActor
private func itemOne(_ collection: UICollectionView) -> UICollectionViewCell? {
    collection.cellForItem(at: IndexPath(item: 1, section: 0))
}

/// The frame item 1's cell shows on screen now (its presentation layer's).
@MainActor
private func shownItemOne(_ collection: UICollectionView) -> CGRect? {
    guard let cell = itemOne(collection) else { return nil }
    return cell.layer.presentation()?.frame ?? cell.frame
}

@MainActor
@Suite("UICollectionViewController.useLayoutToLayoutNavigationTransitions")
struct CollectionViewLayoutNavigationTests {
    let log = CallLog()

    /// A navigation controller in a window with `list` (one column) at the root, laid out.
    private func rootList() -> (UIWindow, UINavigationController, Grid) {
        let list = Grid("A", columns: 1, log: log)
        let navigation = UINavigationController(rootViewController: list)
        let window = makeWindow(root: navigation)
        window.advance(by: 0.1)
        log.clear()
        return (window, navigation, list)
    }

    /// A two-column controller with the property set, pushed on `navigation`.
    private func pushGrid(on navigation: UINavigationController, animated: Bool = true) -> Grid {
        let grid = Grid("B", columns: 2, log: log)
        grid.useLayoutToLayoutNavigationTransitions = true
        navigation.pushViewController(grid, animated: animated)
        return grid
    }

    @Test("defaults to false")
    func defaultValue() {
        #expect(
            UICollectionViewController(collectionViewLayout: UICollectionViewFlowLayout())
                .useLayoutToLayoutNavigationTransitions == false)
    }

    @Test("a push shares the top controller's collection view and animates it to the pushed controller's layout")
    func push() throws {
        let (window, navigation, list) = rootList()
        let collection = try #require(list.collectionView)
        #expect(itemOne(collection)?.frame == listFrame)
        let grid = pushGrid(on: navigation)

        // The pushed controller's collection view is the root's, which keeps its data source and
        // delegate; the new layout is installed at once and the cells move to it.
        #expect(grid.collectionView === collection)
        #expect(collection.collectionViewLayout === grid.layout)
        #expect(collection.dataSource === list && collection.delegate === list)
        #expect(navigation.viewControllers == [list, grid])
        #expect(collection.window === window)
        window.advance(by: UICollectionView.layoutChangeDuration / 2)
        let midway = try #require(shownItemOne(collection))
        #expect(midway.minX > 0 && midway.minX < 195 && midway.minY > 0 && midway.minY < 100, "\(midway)")
        window.advance(by: UICollectionView.layoutChangeDuration)
        #expect(itemOne(collection)?.frame == gridFrame)
        #expect(shownItemOne(collection) == gridFrame)

        // The collection view stays on screen; the pushed controller's own view never shows.
        #expect(collection.window === window && grid.viewIfLoaded?.window == nil)
        // The bar moved to the pushed controller's item, as in any push.
        #expect(navigation.navigationBar.topItem === grid.navigationItem)
        #expect(
            log.entries == [
                "B.viewDidLoad", "A.viewWillDisappear", "B.viewWillAppear", "B.viewIsAppearing", "A.viewDidDisappear",
                "B.viewDidAppear",
            ])
        // A tap on an item reaches the root controller, the collection view's delegate.
        let cell = try #require(collection.cellForItem(at: IndexPath(item: 3, section: 0)))
        let point = cell.convert(CGPoint(x: cell.bounds.midX, y: cell.bounds.midY), to: window)
        window.sendTouch(.began, at: point)
        window.sendTouch(.ended, at: point)
        window.advance(by: 0.1)
        #expect(log.entries.last == "A.didSelect 3")
    }

    @Test("a pop animates back to the lower controller's layout and lets the pushed controller go")
    func pop() throws {
        let (window, navigation, list) = rootList()
        let collection = try #require(list.collectionView)
        weak var weakGrid: Grid?
        do {
            weakGrid = pushGrid(on: navigation)
        }
        window.advance(by: 0.4)
        log.clear()
        navigation.popViewController(animated: true)
        #expect(collection.collectionViewLayout === list.layout)
        window.advance(by: UICollectionView.layoutChangeDuration / 2)
        let midway = try #require(shownItemOne(collection))
        #expect(midway.minX > 0 && midway.minX < 195 && midway.minY > 0 && midway.minY < 100, "\(midway)")
        window.advance(by: UICollectionView.layoutChangeDuration)
        #expect(itemOne(collection)?.frame == listFrame)
        #expect(navigation.viewControllers == [list])
        #expect(list.collectionView === collection && collection.window === window)
        #expect(
            log.entries == [
                "B.viewWillDisappear", "A.viewWillAppear", "A.viewIsAppearing", "B.viewDidDisappear", "A.viewDidAppear",
            ])
        window.advance(by: 0.1)
        #expect(weakGrid == nil)
    }

    @Test("a cancelled edge-swipe pop keeps the pushed controller, its layout and the shared collection view")
    func cancelledInteractivePop() throws {
        let (window, navigation, list) = rootList()
        let collection = try #require(list.collectionView)
        let grid = pushGrid(on: navigation)
        window.advance(by: 0.4)
        log.clear()

        // Over the navigation bar: over the collection view its pan takes the touch first here
        // (Interlude's scroll views do not yet yield horizontal drags they cannot scroll).
        let y = navigation.navigationBar.frame.midY
        window.sendTouch(.began, at: CGPoint(x: 2, y: y))
        window.dragMove(to: CGPoint(x: 150, y: y), duration: 0.2)
        // Under way: the stack shows the pop, the lower layout is installed, the cells follow the finger.
        #expect(navigation.viewControllers == [list])
        #expect(collection.collectionViewLayout === list.layout)
        let dragged = try #require(shownItemOne(collection))
        #expect(dragged.minX > 0 && dragged.minX < 195, "\(dragged)")
        window.dragMove(to: CGPoint(x: 20, y: y), duration: 0.2)
        window.sendTouch(.ended, at: CGPoint(x: 20, y: y))
        window.advance(by: 0.5)

        #expect(navigation.viewControllers == [list, grid])
        #expect(navigation.topViewController === grid)
        #expect(collection.collectionViewLayout === grid.layout)
        #expect(itemOne(collection)?.frame == gridFrame)
        #expect(grid.collectionView === collection && collection.window === window)
        #expect(
            log.appearanceCalls == [
                "B.viewWillDisappear", "A.viewWillAppear", "A.viewWillDisappear", "A.viewDidDisappear",
                "B.viewWillAppear", "B.viewDidAppear",
            ])
        // The stack still pops back to the root's layout afterwards.
        navigation.popViewController(animated: true)
        window.advance(by: 0.5)
        #expect(navigation.viewControllers == [list])
        #expect(itemOne(collection)?.frame == listFrame)
    }

    @Test("without animation a push and a pop change the layout at once")
    func notAnimated() throws {
        let (window, navigation, list) = rootList()
        let collection = try #require(list.collectionView)
        let grid = pushGrid(on: navigation, animated: false)
        #expect(collection.collectionViewLayout === grid.layout)
        window.advance(by: 0.02)
        #expect(shownItemOne(collection) == gridFrame)
        #expect(grid.collectionView === collection && navigation.viewControllers == [list, grid])
        navigation.popViewController(animated: false)
        window.advance(by: 0.02)
        #expect(shownItemOne(collection) == listFrame)
        #expect(navigation.viewControllers == [list])
    }

    @Test("over a controller that is not a collection view controller the push slides as usual")
    func overPlainController() throws {
        let root = UIViewController()
        let navigation = UINavigationController(rootViewController: root)
        let window = makeWindow(root: navigation)
        let grid = pushGrid(on: navigation)
        window.advance(by: 0.4)
        #expect(grid.collectionView === grid.view)
        #expect(grid.collectionView.window === window && grid.collectionView.collectionViewLayout === grid.layout)
    }

    @Test("the pushed controller leaves the selection alone; the root clears it when it shows again")
    func selectionClearing() throws {
        let (window, navigation, list) = rootList()
        let collection = try #require(list.collectionView)
        let selected = IndexPath(item: 2, section: 0)
        collection.selectItem(at: selected, animated: false, scrollPosition: [])
        let grid = Grid("B", columns: 2, log: log)
        grid.useLayoutToLayoutNavigationTransitions = true
        #expect(grid.clearsSelectionOnViewWillAppear)
        navigation.pushViewController(grid, animated: true)
        window.advance(by: 0.4)
        #expect(collection.indexPathsForSelectedItems == [selected])
        navigation.popViewController(animated: true)
        window.advance(by: 0.4)
        #expect(collection.indexPathsForSelectedItems ?? [] == [])
    }
}
