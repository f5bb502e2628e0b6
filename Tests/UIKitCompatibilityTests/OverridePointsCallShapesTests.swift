import QuartzCore
import Testing
import UIKit

// Members Apple's Swift interface declares `open` that iOS subclasses override (Swift 5 mode,
// `import UIKit`): this file must compile. Sources, Apple's documentation page of each declaration
// (iOS 17 SDK): UIView addSubview(_:), insertSubview(_:at:), insertSubview(_:aboveSubview:),
// insertSubview(_:belowSubview:), bringSubviewToFront(_:), sendSubviewToBack(_:),
// exchangeSubview(at:withSubviewAt:), removeFromSuperview(), setNeedsLayout(), layoutIfNeeded(),
// snapshotView(afterScreenUpdates:); CALayer addSublayer(_:), removeFromSuperlayer(),
// removeAnimation(forKey:), removeAllAnimations(), setNeedsDisplay(), zPosition, shadowPath,
// shadowOpacity, borderWidth, masksToBounds, contentsScale; UIViewPropertyAnimator
// startAnimation(), pauseAnimation(), stopAnimation(_:), finishAnimation(at:), fractionComplete;
// UINavigationController and UITabBarController `weak var delegate`; UIImage init().

/// A container that logs how its subviews are arranged, then lets UIKit arrange them.
final class ArrangementLoggingView: UIView {
    var log: [String] = []

    override func addSubview(_ view: UIView) {
        log.append("add \(view.tag)")
        super.addSubview(view)
    }
    override func insertSubview(_ view: UIView, at index: Int) {
        log.append("insert \(view.tag) at \(index)")
        super.insertSubview(view, at: index)
    }
    override func insertSubview(_ view: UIView, aboveSubview siblingSubview: UIView) {
        log.append("insert \(view.tag) above \(siblingSubview.tag)")
        super.insertSubview(view, aboveSubview: siblingSubview)
    }
    override func insertSubview(_ view: UIView, belowSubview siblingSubview: UIView) {
        log.append("insert \(view.tag) below \(siblingSubview.tag)")
        super.insertSubview(view, belowSubview: siblingSubview)
    }
    override func bringSubviewToFront(_ view: UIView) {
        log.append("front \(view.tag)")
        super.bringSubviewToFront(view)
    }
    override func sendSubviewToBack(_ view: UIView) {
        log.append("back \(view.tag)")
        super.sendSubviewToBack(view)
    }
    override func exchangeSubview(at index1: Int, withSubviewAt index2: Int) {
        log.append("exchange \(index1) \(index2)")
        super.exchangeSubview(at: index1, withSubviewAt: index2)
    }
}

/// A view that counts its removals, layout requests and forced layouts, and tags its snapshots.
final class LayoutCountingView: UIView {
    var removals = 0
    var layoutRequests = 0
    var forcedLayouts = 0
    var layouts = 0

    override func removeFromSuperview() {
        removals += 1
        super.removeFromSuperview()
    }
    override func setNeedsLayout() {
        layoutRequests += 1
        super.setNeedsLayout()
    }
    override func layoutIfNeeded() {
        forcedLayouts += 1
        super.layoutIfNeeded()
    }
    override func layoutSubviews() {
        layouts += 1
        super.layoutSubviews()
    }
    override func snapshotView(afterScreenUpdates afterUpdates: Bool) -> UIView? {
        let snapshot = super.snapshotView(afterScreenUpdates: afterUpdates)
        snapshot?.tag = 7
        return snapshot
    }
}

/// A layer that logs its sublayer, animation and display calls.
final class CallLoggingLayer: CALayer {
    var log: [String] = []

    override func addSublayer(_ layer: CALayer) {
        log.append("addSublayer")
        super.addSublayer(layer)
    }
    override func removeFromSuperlayer() {
        log.append("removeFromSuperlayer")
        super.removeFromSuperlayer()
    }
    override func removeAnimation(forKey key: String) {
        log.append("removeAnimation \(key)")
        super.removeAnimation(forKey: key)
    }
    override func removeAllAnimations() {
        log.append("removeAllAnimations")
        super.removeAllAnimations()
    }
    override func setNeedsDisplay() {
        log.append("setNeedsDisplay")
        super.setNeedsDisplay()
    }
}

/// A layer that follows its own depth, shadow and border changes, as layer subclasses observing
/// their properties do.
final class StyleWatchingLayer: CALayer {
    var changes: [String] = []

    override var zPosition: CGFloat { didSet { changes.append("zPosition") } }
    override var shadowPath: CGPath? { didSet { changes.append("shadowPath") } }
    override var shadowOpacity: Float { didSet { changes.append("shadowOpacity") } }
    override var borderWidth: CGFloat { didSet { changes.append("borderWidth") } }
    override var masksToBounds: Bool { didSet { changes.append("masksToBounds") } }
    override var contentsScale: CGFloat { didSet { changes.append("contentsScale") } }
}

/// A property animator that logs the calls its owner makes.
final class CallLoggingAnimator: UIViewPropertyAnimator {
    var log: [String] = []

    override func startAnimation() {
        log.append("start")
        super.startAnimation()
    }
    override func pauseAnimation() {
        log.append("pause")
        super.pauseAnimation()
    }
    override var fractionComplete: CGFloat {
        didSet { log.append("fraction \(fractionComplete)") }
    }
    override func stopAnimation(_ withoutFinishing: Bool) {
        log.append("stop \(withoutFinishing)")
        super.stopAnimation(withoutFinishing)
    }
    override func finishAnimation(at finalPosition: UIViewAnimatingPosition) {
        log.append("finish \(finalPosition == .end ? "end" : "other")")
        super.finishAnimation(at: finalPosition)
    }
}

/// Containers that watch their delegate being set, as some libraries do to wrap it.
final class DelegateWatchingNavigationController: UINavigationController {
    var delegateChanges = 0
    override var delegate: UINavigationControllerDelegate? {
        didSet { delegateChanges += 1 }
    }
}

final class DelegateWatchingTabBarController: UITabBarController {
    var delegateChanges = 0
    override var delegate: UITabBarControllerDelegate? {
        didSet { delegateChanges += 1 }
    }
}

final class QuietNavigationDelegate: NSObject, UINavigationControllerDelegate, UITabBarControllerDelegate {}

@MainActor
@Suite("iOS-style client code: open members overridden")
struct OverridePointsCallShapesTests {
    private func tagged(_ tag: Int) -> UIView {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        view.tag = tag
        return view
    }

    @Test("Overridden hierarchy methods are called and super arranges the subviews")
    func hierarchyOverrides() {
        let container = ArrangementLoggingView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let (one, two, three, four) = (tagged(1), tagged(2), tagged(3), tagged(4))
        container.addSubview(one)
        container.insertSubview(two, at: 0)
        container.insertSubview(three, aboveSubview: one)
        container.insertSubview(four, belowSubview: two)
        #expect(container.subviews.map(\.tag) == [4, 2, 1, 3])
        container.bringSubviewToFront(four)
        container.sendSubviewToBack(three)
        container.exchangeSubview(at: 0, withSubviewAt: 3)
        #expect(container.subviews.map(\.tag) == [4, 2, 1, 3])
        #expect(
            container.log == [
                "add 1", "insert 2 at 0", "insert 3 above 1", "insert 4 below 2", "front 4", "back 3", "exchange 0 3",
            ])
    }

    @Test("Overridden removal, layout requests and snapshots are called")
    func removalLayoutAndSnapshotOverrides() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.makeKeyAndVisible()
        let view = LayoutCountingView(frame: CGRect(x: 0, y: 0, width: 40, height: 30))
        window.addSubview(view)
        view.layoutIfNeeded()
        let layoutsBefore = view.layouts
        let requestsBefore = view.layoutRequests
        view.setNeedsLayout()
        view.layoutIfNeeded()
        #expect(view.layoutRequests == requestsBefore + 1)
        #expect(view.forcedLayouts == 2)
        #expect(view.layouts == layoutsBefore + 1)
        let snapshot = view.snapshotView(afterScreenUpdates: true)
        #expect(snapshot?.tag == 7)
        #expect(snapshot?.bounds == CGRect(x: 0, y: 0, width: 40, height: 30))
        view.removeFromSuperview()
        #expect(view.removals == 1)
        #expect(view.superview == nil)
        #expect(window.subviews.isEmpty)
    }

    @Test("Overridden layer methods are called and super does the work")
    func layerOverrides() {
        let layer = CallLoggingLayer()
        let sublayer = CALayer()
        layer.addSublayer(sublayer)
        #expect(layer.sublayers?.count == 1)
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.duration = 1
        layer.add(fade, forKey: "fade")
        layer.add(CABasicAnimation(keyPath: "position"), forKey: "move")
        layer.removeAnimation(forKey: "fade")
        #expect(layer.animationKeys() == ["move"])
        layer.removeAllAnimations()
        #expect(layer.animationKeys() == nil)
        layer.setNeedsDisplay()
        #expect(layer.needsDisplay())
        let parent = CALayer()
        parent.addSublayer(layer)
        layer.removeFromSuperlayer()
        #expect(layer.superlayer == nil)
        #expect(
            layer.log == [
                "addSublayer", "removeAnimation fade", "removeAllAnimations", "setNeedsDisplay", "removeFromSuperlayer",
            ])
    }

    @Test("Overridden layer properties observe their changes and keep the values set")
    func layerPropertyOverrides() {
        let layer = StyleWatchingLayer()
        layer.zPosition = 2
        layer.shadowPath = CGPath(rect: CGRect(x: 0, y: 0, width: 4, height: 4), transform: nil)
        layer.shadowOpacity = 0.5
        layer.borderWidth = 1
        layer.masksToBounds = true
        layer.contentsScale = 3
        #expect(layer.changes == ["zPosition", "shadowPath", "shadowOpacity", "borderWidth", "masksToBounds", "contentsScale"])
        #expect(layer.zPosition == 2 && layer.shadowOpacity == 0.5 && layer.borderWidth == 1)
        #expect(layer.masksToBounds && layer.contentsScale == 3)
        #expect(layer.shadowPath?.boundingBox == CGRect(x: 0, y: 0, width: 4, height: 4))
    }

    @Test("An animator subclass hears start, pause, scrub, stop and finish; the view ends where the animation does")
    func propertyAnimatorOverrides() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.makeKeyAndVisible()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        window.addSubview(view)
        let animator = CallLoggingAnimator(duration: 1, curve: .linear) { view.alpha = 0 }
        var ended: UIViewAnimatingPosition?
        animator.addCompletion { ended = $0 }
        animator.startAnimation()
        animator.pauseAnimation()
        animator.fractionComplete = 0.5
        animator.stopAnimation(false)
        animator.finishAnimation(at: .end)
        #expect(animator.log == ["start", "pause", "fraction 0.5", "stop false", "finish end"])
        #expect(ended == .end)
        #expect(view.alpha == 0)
    }

    @Test("Containers' delegate properties can be overridden with observers")
    func delegateOverrides() {
        let delegate = QuietNavigationDelegate()
        let navigation = DelegateWatchingNavigationController(rootViewController: UIViewController())
        navigation.delegate = delegate
        #expect(navigation.delegateChanges == 1)
        #expect(navigation.delegate === delegate)
        let tabs = DelegateWatchingTabBarController()
        tabs.delegate = delegate
        tabs.delegate = nil
        #expect(tabs.delegateChanges == 2)
        #expect(tabs.delegate == nil)
    }

    @Test("UIImage() is an empty image: no bitmap, size zero, scale 1, no PNG data")
    func emptyImage() {
        let image = UIImage()
        #expect(image.cgImage == nil)
        #expect(image.size == .zero)
        #expect(image.scale == 1)
        #expect(image.pngData() == nil)
    }
}
