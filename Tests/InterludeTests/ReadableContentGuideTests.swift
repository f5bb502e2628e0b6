import InterludeTestSupport
import Testing
@testable import InterludeUIKit

// `readableContentGuide` (https://developer.apple.com/documentation/uikit/uiview/readablecontentguide):
// never beyond the layout margins guide, centred in it, no wider than the readable width. The
// width at the default text size, 672 points, is measured (useyourloaf.com, "Readable Content
// Guides": a 1024-point view with 20-point margins gets a 672-point guide inset 176 points).
@MainActor
@Suite("Readable content guide")
struct ReadableContentGuideTests {
    @Test("a wide view's guide is 672 points wide, centred in the margins (useyourloaf's numbers)")
    func wideView() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 1024, height: 768))
        view.layoutMargins = UIEdgeInsets(top: 20, left: 20, bottom: 20, right: 20)
        let guide = view.readableContentGuide
        #expect(guide === view.readableContentGuide)
        #expect(guide.owningView === view && view.layoutGuides.contains(guide))
        #expect(guide.identifier == "UIViewReadableContentGuide")
        #expect(guide.layoutFrame == CGRect(x: 176, y: 20, width: 672, height: 728))
    }

    @Test("a narrow view's guide is its layout margins guide")
    func narrowView() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 300))
        #expect(view.readableContentGuide.layoutFrame == view.bounds.inset(by: view.layoutMargins))
        #expect(view.readableContentGuide.layoutFrame.minX == 8)
    }

    @Test("constraints to the guide follow it, also when the view widens")
    func constraints() {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 400))
        let text = UIView()
        text.translatesAutoresizingMaskIntoConstraints = false
        container.addSubview(text)
        NSLayoutConstraint.activate([
            text.leadingAnchor.constraint(equalTo: container.readableContentGuide.leadingAnchor),
            text.trailingAnchor.constraint(equalTo: container.readableContentGuide.trailingAnchor),
            text.topAnchor.constraint(equalTo: container.readableContentGuide.topAnchor),
            text.heightAnchor.constraint(equalToConstant: 50),
        ])
        container.layoutIfNeeded()
        #expect(text.frame == CGRect(x: 8, y: 8, width: 374, height: 50))
        container.frame.size.width = 1000
        container.layoutIfNeeded()
        #expect(text.frame == CGRect(x: 164, y: 8, width: 672, height: 50))
    }
}
