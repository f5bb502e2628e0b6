import Testing
import UIKit

// Following the adjusted content inset as iOS code does: a scroll view subclass overrides
// `adjustedContentInsetDidChange()` (calling super), a delegate conforming in an extension
// implements `scrollViewDidChangeAdjustedContentInset(_:)`, and a backdrop filling the inset
// above the content reads `adjustedContentInset` (Apple's pages: UIScrollView
// adjustedContentInsetDidChange(), adjustedContentInset; UIScrollViewDelegate
// scrollViewDidChangeAdjustedContentInset(_:)).

final class BackdropScrollView: UIScrollView {
    let backdrop = UIView()
    var insetChanges = 0

    override func adjustedContentInsetDidChange() {
        super.adjustedContentInsetDidChange()
        insetChanges += 1
        backdrop.frame = CGRect(x: 0, y: -adjustedContentInset.top, width: bounds.width, height: adjustedContentInset.top)
    }
}

final class FeedController: UIViewController {
    var delegateInsetTops: [CGFloat] = []

    override func loadView() {
        let scrollView = BackdropScrollView(frame: UIScreen.main.bounds)
        scrollView.contentSize = CGSize(width: 390, height: 2_000)
        scrollView.addSubview(scrollView.backdrop)
        scrollView.delegate = self
        view = scrollView
    }
}

extension FeedController: UIScrollViewDelegate {
    func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView) {
        delegateInsetTops.append(scrollView.adjustedContentInset.top)
    }
}

@MainActor
@Suite("iOS-style client code: following the adjusted content inset")
struct AdjustedContentInsetCallShapesTests {
    @Test("in a navigation controller the override and the delegate hear the inset once, the backdrop fills the bars")
    func feedInNavigationController() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let feed = FeedController()
        window.rootViewController = UINavigationController(rootViewController: feed)
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        let scrollView = feed.view as! BackdropScrollView
        // Status bar 47 + navigation bar 44 at the top, home indicator 34 at the bottom.
        #expect(scrollView.adjustedContentInset == UIEdgeInsets(top: 91, left: 0, bottom: 34, right: 0))
        #expect(scrollView.insetChanges == 1)
        #expect(feed.delegateInsetTops == [91])
        #expect(scrollView.contentOffset.y == -91)
        #expect(scrollView.backdrop.convert(scrollView.backdrop.bounds, to: window) == CGRect(x: 0, y: 0, width: 390, height: 91))
    }
}
