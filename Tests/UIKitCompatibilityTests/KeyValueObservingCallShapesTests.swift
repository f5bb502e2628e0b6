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
