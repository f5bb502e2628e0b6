import InterludeTestSupport
import Testing
@testable import InterludeUIKit

@MainActor
@Suite("UIScrollView layout guides")
struct ScrollViewLayoutGuideTests {
    private func makeScrollView() -> (UIWindow, UIScrollView) {
        let window = makeWindow()
        let scrollView = UIScrollView(frame: window.bounds)
        scrollView.contentInsetAdjustmentBehavior = .never
        window.addSubview(scrollView)
        return (window, scrollView)
    }

    private func constrainedView(in scrollView: UIScrollView) -> UIView {
        let view = UIView()
        view.translatesAutoresizingMaskIntoConstraints = false
        scrollView.addSubview(view)
        return view
    }

    // https://developer.apple.com/documentation/uikit/uiscrollview/contentlayoutguide: constraints
    // relate to the content area; a content view pinned to its edges sizes the content.
    @Test("a content view pinned to the content guide, as wide as the frame guide, sets contentSize")
    func contentViewSetsContentSize() {
        let (window, scrollView) = makeScrollView()
        let content = constrainedView(in: scrollView)
        let height = content.heightAnchor.constraint(equalToConstant: 2000)
        NSLayoutConstraint.activate([
            content.topAnchor.constraint(equalTo: scrollView.contentLayoutGuide.topAnchor),
            content.leadingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.leadingAnchor),
            content.trailingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.trailingAnchor),
            content.bottomAnchor.constraint(equalTo: scrollView.contentLayoutGuide.bottomAnchor),
            content.widthAnchor.constraint(equalTo: scrollView.frameLayoutGuide.widthAnchor),
            height,
        ])
        window.layoutIfNeeded()
        #expect(scrollView.contentSize == CGSize(width: 400, height: 2000))
        #expect(content.frame == CGRect(x: 0, y: 0, width: 400, height: 2000))
        #expect(scrollView.contentLayoutGuide.layoutFrame == CGRect(x: 0, y: 0, width: 400, height: 2000))
        #expect(scrollView.frameLayoutGuide.layoutFrame == CGRect(x: 0, y: 0, width: 400, height: 800))
        #expect(scrollView.layoutGuides.count == 2)
        height.constant = 3000
        window.layoutIfNeeded()
        #expect(scrollView.contentSize == CGSize(width: 400, height: 3000))
    }

    @Test("an unconstrained content guide keeps the content size set in code")
    func codeContentSize() {
        let (window, scrollView) = makeScrollView()
        scrollView.contentSize = CGSize(width: 400, height: 1500)
        let badge = constrainedView(in: scrollView)
        NSLayoutConstraint.activate([
            badge.trailingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.trailingAnchor),
            badge.bottomAnchor.constraint(equalTo: scrollView.contentLayoutGuide.bottomAnchor),
            badge.widthAnchor.constraint(equalToConstant: 50),
            badge.heightAnchor.constraint(equalToConstant: 50),
        ])
        window.layoutIfNeeded()
        #expect(scrollView.contentSize == CGSize(width: 400, height: 1500))
        #expect(badge.frame == CGRect(x: 350, y: 1450, width: 50, height: 50))
        scrollView.contentSize = CGSize(width: 400, height: 1000)
        window.layoutIfNeeded()
        #expect(badge.frame == CGRect(x: 350, y: 950, width: 50, height: 50))
    }

    // https://developer.apple.com/documentation/uikit/uiscrollview/framelayoutguide: the guide is
    // the scroll view's frame, which does not scroll with the content.
    @Test("a view pinned to the frame guide stays in view as the content scrolls")
    func frameGuidePinnedView() {
        let (window, scrollView) = makeScrollView()
        scrollView.contentSize = CGSize(width: 400, height: 4000)
        let banner = constrainedView(in: scrollView)
        NSLayoutConstraint.activate([
            banner.topAnchor.constraint(equalTo: scrollView.frameLayoutGuide.topAnchor, constant: 10),
            banner.leadingAnchor.constraint(equalTo: scrollView.frameLayoutGuide.leadingAnchor),
            banner.widthAnchor.constraint(equalTo: scrollView.frameLayoutGuide.widthAnchor),
            banner.heightAnchor.constraint(equalToConstant: 40),
        ])
        window.layoutIfNeeded()
        #expect(banner.frame == CGRect(x: 0, y: 10, width: 400, height: 40))
        scrollView.contentOffset = CGPoint(x: 0, y: 300)
        window.layoutIfNeeded()
        #expect(banner.frame == CGRect(x: 0, y: 310, width: 400, height: 40))
        #expect(scrollView.frameLayoutGuide.layoutFrame == CGRect(x: 0, y: 300, width: 400, height: 800))
        #expect(banner.convert(banner.bounds, to: window) == CGRect(x: 0, y: 10, width: 400, height: 40))
    }
}
