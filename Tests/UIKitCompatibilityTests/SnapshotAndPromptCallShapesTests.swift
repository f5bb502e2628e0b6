import Testing
import UIKit

// A resizable snapshot and prompt-metrics bar images as iOS client code writes them (Swift 5
// mode). Sources, Apple's documentation pages: UIView
// resizableSnapshotView(from:afterScreenUpdates:withCapInsets:) (returns `UIView?`);
// UINavigationBar setBackgroundImage(_:for:) and backgroundImage(for:) with UIBarMetrics.defaultPrompt
// and .compactPrompt.

@MainActor
@Suite("iOS-style client code: resizable snapshots and prompt bar images")
struct SnapshotAndPromptCallShapesTests {
    @Test("resizableSnapshotView returns an optional view of the rect's size")
    func resizableSnapshot() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 120, height: 80))
        view.backgroundColor = .systemTeal
        let snapshot: UIView? = view.resizableSnapshotView(
            from: CGRect(x: 10, y: 10, width: 60, height: 40), afterScreenUpdates: true,
            withCapInsets: UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8))
        #expect(snapshot?.bounds.size == CGSize(width: 60, height: 40))
    }

    @Test("Prompt metrics take their own background images")
    func promptImages() {
        let bar = UINavigationBar(frame: CGRect(x: 0, y: 0, width: 390, height: 74))
        let image = UIImage()
        bar.setBackgroundImage(image, for: .defaultPrompt)
        bar.setBackgroundImage(nil, for: .compactPrompt)
        #expect(bar.backgroundImage(for: .defaultPrompt) === image)
        #expect(bar.backgroundImage(for: .compactPrompt) == nil)
    }
}
