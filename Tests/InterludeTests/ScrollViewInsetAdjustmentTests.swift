import Testing
@testable import InterludeUIKit

/// Records the adjusted-inset callbacks of a scroll view, in order, with the offset each one saw.
@MainActor
private final class InsetLog: NSObject, UIScrollViewDelegate {
    var calls: [String] = []
    func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView) {
        calls.append("delegate \(scrollView.adjustedContentInset.top) at \(scrollView.contentOffset.y)")
    }
}

/// A scroll view that logs `adjustedContentInsetDidChange()` into its delegate's log.
@MainActor
private final class LoggingScrollView: UIScrollView {
    var log: InsetLog?
    override func adjustedContentInsetDidChange() {
        super.adjustedContentInsetDidChange()
        log?.calls.append("didChange \(adjustedContentInset.top) at \(contentOffset.y)")
    }
}

/// A controller whose root view is a plain scroll view with `contentHeight` of content.
@MainActor
private final class ScrollingController: UIViewController {
    let contentHeight: CGFloat
    init(contentHeight: CGFloat) {
        self.contentHeight = contentHeight
        super.init(nibName: nil, bundle: nil)
    }
    required init?(coder: NSCoder) { nil }
    var scrollView: UIScrollView { view as! UIScrollView }
    override func loadView() {
        let scrollView = UIScrollView(frame: UIScreen.main.bounds)
        scrollView.contentSize = CGSize(width: 390, height: contentHeight)
        view = scrollView
    }
}

/// A table view controller with `rows` rows of the default 44-point height.
@MainActor
private final class RowsController: UITableViewController {
    let rows: Int
    init(rows: Int) {
        self.rows = rows
        super.init(style: .plain)
    }
    required init?(coder: NSCoder) { nil }
    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows }
}

/// A collection view controller with three items of the flow layout's default 50 × 50.
@MainActor
private final class ItemsController: UICollectionViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "Item")
    }
    override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 3 }
    override func collectionView(
        _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
    ) -> UICollectionViewCell {
        collectionView.dequeueReusableCell(withReuseIdentifier: "Item", for: indexPath)
    }
}

/// `contentInsetAdjustmentBehavior = .automatic`, UIKit's default, as Apple documents it
/// (https://developer.apple.com/documentation/uikit/uiscrollview/contentinsetadjustmentbehavior-swift.enum/automatic):
/// the safe area on the scrollable axes as `.scrollableAxes`, and always vertically when the scroll
/// view is the content view of a controller shown by a navigation or tab bar controller. The
/// figures are the 390 × 844 iPhone's of `DeviceMetrics`: a 47-point status bar and a 34-point home
/// indicator in portrait, 47 points on both sides and 21 at the bottom in landscape; the
/// navigation bar is 44 points tall (`UINavigationBar.height`), the tab bar 49 above the home
/// indicator (`UITabBar.height`).
@MainActor
@Suite("UIScrollView content inset adjustment")
struct ScrollViewInsetAdjustmentTests {
    @Test(".automatic in a window: the safe area on the axes that scroll, as .scrollableAxes")
    func automaticOnScrollableAxes() {
        let window = makeWindow(width: 390, height: 844)
        let scrollView = UIScrollView(frame: window.bounds)
        window.addSubview(scrollView)
        #expect(scrollView.contentInsetAdjustmentBehavior == .automatic)
        // Content no larger than the view: nothing scrolls, nothing is added.
        scrollView.contentSize = CGSize(width: 390, height: 844)
        #expect(scrollView.adjustedContentInset == .zero)
        // Taller: top and bottom, the status bar and the home indicator.
        scrollView.contentSize = CGSize(width: 390, height: 2000)
        #expect(scrollView.adjustedContentInset == UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
        scrollView.contentInset = UIEdgeInsets(top: 10, left: 5, bottom: 20, right: 5)
        #expect(scrollView.adjustedContentInset == UIEdgeInsets(top: 57, left: 5, bottom: 54, right: 5))
        // Wider only, in landscape: the sensor housing's 47 points left and right, not the bottom.
        let landscape = makeWindow(width: 844, height: 390)
        let strip = UIScrollView(frame: landscape.bounds)
        landscape.addSubview(strip)
        strip.contentSize = CGSize(width: 3000, height: 390)
        #expect(strip.adjustedContentInset == UIEdgeInsets(top: 0, left: 47, bottom: 0, right: 47))
        strip.alwaysBounceVertical = true
        #expect(strip.adjustedContentInset == UIEdgeInsets(top: 0, left: 47, bottom: 21, right: 47))
    }

    @Test(".automatic in a navigation controller: vertical always, a table starts under the bar at -91")
    func automaticInNavigationController() {
        // A table view controller: the table fills the screen behind the status bar (47) and the
        // navigation bar (44 below it), so it rests at -(47 + 44) with its first row right below
        // the bar, as on iOS.
        let table = RowsController(rows: 30)
        let navigation = UINavigationController(rootViewController: table)
        let window = makeWindow(root: navigation)
        window.layoutIfNeeded()
        let tableView = table.tableView!
        #expect(tableView.frame == CGRect(x: 0, y: 0, width: 390, height: 844))
        #expect(tableView.adjustedContentInset == UIEdgeInsets(top: 91, left: 0, bottom: 34, right: 0))
        #expect(tableView.contentOffset == CGPoint(x: 0, y: -91))
        let firstRow = tableView.cellForRow(at: IndexPath(row: 0, section: 0))
        #expect(firstRow.map { $0.convert($0.bounds, to: window).minY } == 91)

        // Content shorter than the view, no bounce: `.scrollableAxes` would add nothing, but a
        // navigation controller's content is always adjusted vertically.
        let short = ScrollingController(contentHeight: 100)
        navigation.pushViewController(short, animated: false)
        window.advance(by: 0)
        #expect(short.scrollView.adjustedContentInset == UIEdgeInsets(top: 91, left: 0, bottom: 34, right: 0))
        #expect(short.scrollView.contentOffset == CGPoint(x: 0, y: -91))
        short.scrollView.contentInsetAdjustmentBehavior = .scrollableAxes
        #expect(short.scrollView.adjustedContentInset == .zero)
        #expect(short.scrollView.contentOffset == .zero)

        // A collection view controller's grid, three 50-point items (one line): the same.
        let grid = ItemsController(collectionViewLayout: UICollectionViewFlowLayout())
        navigation.pushViewController(grid, animated: false)
        window.advance(by: 0)
        #expect(grid.collectionView.adjustedContentInset == UIEdgeInsets(top: 91, left: 0, bottom: 34, right: 0))
        #expect(grid.collectionView.contentOffset == CGPoint(x: 0, y: -91))
        let firstItem = grid.collectionView.cellForItem(at: IndexPath(item: 0, section: 0))
        #expect(firstItem.map { $0.convert($0.bounds, to: window).minY } == 91)
    }

    @Test(".automatic in a tab bar controller: vertical always, the tab bar's 49 + 34 at the bottom")
    func automaticInTabBarController() {
        let content = ScrollingController(contentHeight: 100)
        let tabs = UITabBarController()
        tabs.viewControllers = [content]
        let window = makeWindow(root: tabs)
        window.layoutIfNeeded()
        #expect(content.scrollView.adjustedContentInset == UIEdgeInsets(top: 47, left: 0, bottom: 83, right: 0))
        #expect(content.scrollView.contentOffset == CGPoint(x: 0, y: -47))
        // The same controller as a window's root is no container's content: short content adds nothing.
        let alone = ScrollingController(contentHeight: 100)
        let other = makeWindow(root: alone)
        other.layoutIfNeeded()
        #expect(alone.scrollView.adjustedContentInset == .zero)
    }

    /// UIKit tells the scroll view and then its delegate each time the adjusted inset changes
    /// (https://developer.apple.com/documentation/uikit/uiscrollview/adjustedcontentinsetdidchange()
    /// and https://developer.apple.com/documentation/uikit/uiscrollviewdelegate/scrollviewdidchangeadjustedcontentinset(_:)).
    @Test("a change of adjustedContentInset calls adjustedContentInsetDidChange, then the delegate, once")
    func changeCallbacks() {
        let window = makeWindow(width: 390, height: 844)
        let scrollView = LoggingScrollView(frame: window.bounds)
        let log = InsetLog()
        scrollView.log = log
        scrollView.delegate = log
        scrollView.contentSize = CGSize(width: 390, height: 2000)
        window.addSubview(scrollView)
        // Reported in the layout pass that sees the new safe area; resting at the top, the offset
        // has already moved when the callbacks run.
        #expect(log.calls.isEmpty)
        window.layoutIfNeeded()
        #expect(log.calls == ["didChange 47.0 at -47.0", "delegate 47.0 at -47.0"])
        // Setting the same values again changes nothing and calls nothing.
        log.calls = []
        scrollView.contentInset = .zero
        scrollView.contentSize = CGSize(width: 390, height: 3000)
        scrollView.contentInsetAdjustmentBehavior = .scrollableAxes
        window.layoutIfNeeded()
        #expect(log.calls.isEmpty)
        // A setter reports at once.
        scrollView.contentInset = UIEdgeInsets(top: 10, left: 0, bottom: 0, right: 0)
        #expect(log.calls == ["didChange 57.0 at -57.0", "delegate 57.0 at -57.0"])
        log.calls = []
        scrollView.contentInsetAdjustmentBehavior = .never
        #expect(log.calls == ["didChange 10.0 at -10.0", "delegate 10.0 at -10.0"])
    }

    @Test("under the status bar the top edge is -47: pulled down past it, the content springs back to -47")
    func springsBackToInsetEdge() {
        let window = makeWindow(width: 390, height: 844)
        let scrollView = UIScrollView(frame: window.bounds)
        scrollView.contentSize = CGSize(width: 390, height: 4000)
        let log = InsetLog()
        scrollView.delegate = log
        window.addSubview(scrollView)
        window.layoutIfNeeded()
        #expect(scrollView.contentOffset.y == -47)
        #expect(log.calls == ["delegate 47.0 at -47.0"])
        #expect(scrollView.verticalRange == -47...(4000 + 34 - 844))
        window.sendTouch(.began, at: CGPoint(x: 200, y: 100))
        window.dragMove(to: CGPoint(x: 200, y: 300), duration: 0.2)
        window.advance(by: 0.5)
        window.sendTouch(.ended, at: CGPoint(x: 200, y: 300))
        #expect(scrollView.contentOffset.y < -47)
        window.advance(by: 2)
        #expect(scrollView.contentOffset == CGPoint(x: 0, y: -47))
        // Scrolling through fractional offsets leaves the safe area, and so the inset, unchanged.
        #expect(log.calls == ["delegate 47.0 at -47.0"])
    }

    @Test("a scroll view resting at its top follows the inset; a scrolled one keeps its offset")
    func offsetFollowsOnlyAtRestAtTop() {
        let table = RowsController(rows: 30)
        let navigation = UINavigationController(rootViewController: table)
        let window = makeWindow(root: navigation)
        window.layoutIfNeeded()
        let tableView = table.tableView!
        #expect(tableView.contentOffset.y == -91)
        // The bar hides: the top inset is the status bar's 47 alone, and the table stays at its top.
        navigation.setNavigationBarHidden(true, animated: false)
        window.layoutIfNeeded()
        #expect(tableView.adjustedContentInset.top == 47)
        #expect(tableView.contentOffset.y == -47)
        // Scrolled down, the offset is left where it is when the bar comes back.
        tableView.contentOffset = CGPoint(x: 0, y: 200)
        navigation.setNavigationBarHidden(false, animated: false)
        window.layoutIfNeeded()
        #expect(tableView.adjustedContentInset.top == 91)
        #expect(tableView.contentOffset.y == 200)
    }
}
