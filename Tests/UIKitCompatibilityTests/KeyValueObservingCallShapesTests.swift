import UIKit
import Testing

// A sheet that follows its scroll view the way interactive-dismissal code does: it observes the
// content offset to fade a header and its container's bounds to relayout, keeping the tokens.
final class SheetContentController: UIViewController {
    let scrollView = UIScrollView()
    let header = UIView()
    private var offsetObservation: NSKeyValueObservation?
    private var boundsObservation: NSKeyValueObservation?
    private(set) var layoutPasses = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        scrollView.frame = view.bounds
        scrollView.contentSize = CGSize(width: view.bounds.width, height: 2000)
        view.addSubview(scrollView)
        view.addSubview(header)
        offsetObservation = scrollView.observe(\.contentOffset, options: [.initial, .new]) { [weak self] scrollView, change in
            guard let self = self, let offset = change.newValue else { return }
            self.header.alpha = max(0, 1 - offset.y / 100)
        }
        boundsObservation = view.observe(\.bounds, options: [.old, .new]) { [weak self] _, change in
            if change.oldValue?.size != change.newValue?.size { self?.layoutPasses += 1 }
        }
    }

    func stopObserving() {
        offsetObservation?.invalidate()
        boundsObservation = nil
    }
}

@MainActor
@Suite("iOS-style client code: key-value observing")
struct KeyValueObservingCallShapesTests {
    @Test("the header fades with the offset; bounds changes relayout; invalidated tokens stop")
    func sheetFollowsScrolling() {
        let controller = SheetContentController()
        controller.view.frame = CGRect(x: 0, y: 0, width: 390, height: 600)
        controller.loadViewIfNeeded()
        #expect(controller.header.alpha == 1)
        controller.scrollView.contentOffset = CGPoint(x: 0, y: 50)
        #expect(controller.header.alpha == 0.5)
        controller.view.bounds = CGRect(x: 0, y: 0, width: 390, height: 700)
        controller.view.bounds = CGRect(x: 0, y: 0, width: 390, height: 700)
        #expect(controller.layoutPasses == 1)
        controller.stopObserving()
        controller.scrollView.contentOffset = .zero
        controller.view.bounds = CGRect(x: 0, y: 0, width: 390, height: 800)
        #expect(controller.header.alpha == 0.5)
        #expect(controller.layoutPasses == 1)
    }

    // DeckTransition keeps its snapshot of the presenting view in step by observing that view's
    // `transform` (UIView's transform is key-value observable on iOS, as its other geometry).
    @Test("a view's transform is observable, with old and new values")
    func transformObservation() {
        let card = UIView()
        var changes: [CGFloat] = []
        let token = card.observe(\.transform, options: [.old, .new]) { _, change in
            changes.append((change.newValue?.a ?? 0) - (change.oldValue?.a ?? 0))
        }
        card.transform = CGAffineTransform(scaleX: 0.5, y: 0.5)
        card.transform = .identity
        #expect(changes == [-0.5, 0.5])
        token.invalidate()
        card.transform = CGAffineTransform(scaleX: 2, y: 2)
        #expect(changes.count == 2)
    }
}

// A "load more" footer kept under the last row by observing the table's content size, and keyboard
// code reading insets it boxed into a user-info dictionary (UIGeometry.h's NSValue additions).
final class FeedFooterController: UITableViewController {
    let footer = UIView(frame: CGRect(x: 0, y: 0, width: 0, height: 44))
    private var contentSizeObservation: NSKeyValueObservation?
    var rows = 3

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Row")
        tableView.rowHeight = 50
        tableView.addSubview(footer)
        contentSizeObservation = tableView.observe(\.contentSize, options: [.new]) { [weak self] _, change in
            guard let self = self, let size = change.newValue else { return }
            self.footer.frame.origin.y = size.height
        }
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows }
    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        tableView.dequeueReusableCell(withIdentifier: "Row", for: indexPath)
    }
}

@MainActor
@Suite("iOS-style client code: observing content size, boxing UIKit geometry")
struct ContentSizeObservingCallShapesTests {
    @Test("the footer follows the table's content size")
    func footerFollowsContentSize() {
        let controller = FeedFooterController(style: .plain)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.rootViewController = controller
        window.makeKeyAndVisible()
        controller.tableView.layoutIfNeeded()
        #expect(controller.footer.frame.minY == 150)
        controller.rows = 10
        controller.tableView.reloadData()
        controller.tableView.layoutIfNeeded()
        #expect(controller.footer.frame.minY == 500)
    }

    @Test("insets and offsets round-trip through NSValue; other boxes read back zero")
    func geometryBoxes() {
        let userInfo: [AnyHashable: Any] = [
            "insets": NSValue(uiEdgeInsets: UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)),
            "directional": NSValue(directionalEdgeInsets: NSDirectionalEdgeInsets(top: 5, leading: 6, bottom: 7, trailing: 8)),
            "offset": NSValue(uiOffset: UIOffset(horizontal: -1.5, vertical: 2.5)),
            "rect": NSValue(cgRect: CGRect(x: 1, y: 2, width: 3, height: 4)),
        ]
        let insets = (userInfo["insets"] as? NSValue)?.uiEdgeInsetsValue
        #expect(insets == UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
        let directional = (userInfo["directional"] as! NSValue).directionalEdgeInsetsValue
        #expect(directional == NSDirectionalEdgeInsets(top: 5, leading: 6, bottom: 7, trailing: 8))
        #expect((userInfo["offset"] as! NSValue).uiOffsetValue == UIOffset(horizontal: -1.5, vertical: 2.5))
        #expect((userInfo["rect"] as! NSValue).uiEdgeInsetsValue == .zero)
        #expect((userInfo["insets"] as! NSValue).cgRectValue == .zero)
    }

    // The shadow-path idiom: a layer-backed card keeps its shadow path in step with its layer's
    // bounds by observing them.
    @Test("a layer's bounds are observable: the shadow path follows")
    func shadowPathFollowsLayerBounds() {
        let card = CALayer()
        card.shadowOpacity = 0.3
        let token = card.observe(\.bounds, options: [.initial, .new]) { layer, _ in
            layer.shadowPath = UIBezierPath(roundedRect: layer.bounds, cornerRadius: 12).cgPath
        }
        card.bounds = CGRect(x: 0, y: 0, width: 300, height: 200)
        #expect(card.shadowPath?.boundingBox == CGRect(x: 0, y: 0, width: 300, height: 200))
        token.invalidate()
    }
}
