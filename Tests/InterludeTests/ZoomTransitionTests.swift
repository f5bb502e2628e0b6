import Testing
@testable import InterludeUIKit

/// The iOS 18 zoom transition (`preferredTransition = .zoom(options:sourceViewProvider:)`).
///
/// Apple documents that the source view provider is called "when it presents and when it
/// dismisses the view controller"
/// (https://developer.apple.com/documentation/uikit/uiviewcontroller/transition/zoom(options:sourceviewprovider:)).
/// The motion (a critically damped spring of response 0.45 s, the view's alignment rectangle
/// stretched onto the source's) is Interlude's: Apple publishes no curve.
@MainActor
@Suite("Zoom transitions: push, present, interactive zoom out, mid-flight grabs and the cross-fade fallback")
struct ZoomTransitionTests {
    let log = CallLog()
    /// The thumbnail in the grid, in window coordinates.
    static let thumbnail = CGRect(x: 40, y: 200, width: 100, height: 100)

    final class Scene {
        let window: UIWindow
        let grid: LoggingViewController
        let navigation: UINavigationController
        let thumbnail: UIView
        var providerCalls: [String] = []

        @MainActor init(log: CallLog) {
            grid = LoggingViewController("Grid", log: log)
            navigation = UINavigationController(rootViewController: grid)
            navigation.isNavigationBarHidden = true
            thumbnail = UIView(frame: ZoomTransitionTests.thumbnail)
            grid.view.addSubview(thumbnail)
            window = makeWindow(root: navigation)
        }

        /// A detail controller zooming from the thumbnail (or what `source` returns).
        @MainActor func detail(
            log: CallLog, options: UIViewController.Transition.ZoomOptions? = nil, source: (() -> UIView?)? = nil
        ) -> LoggingViewController {
            let detail = LoggingViewController("Detail", log: log)
            detail.preferredTransition = .zoom(options: options) { [unowned self] context in
                self.providerCalls.append(
                    "\((context.sourceViewController as? LoggingViewController)?.name ?? "?")→\((context.zoomedViewController as? LoggingViewController)?.name ?? "?")"
                )
                return source.map { $0() } ?? self.thumbnail
            }
            return detail
        }
    }

    /// The rectangle `u` of the way from `a` to `b`.
    private func lerp(_ a: CGRect, _ b: CGRect, _ u: CGFloat) -> CGRect {
        CGRect(
            x: a.minX + (b.minX - a.minX) * u, y: a.minY + (b.minY - a.minY) * u,
            width: a.width + (b.width - a.width) * u, height: a.height + (b.height - a.height) * u)
    }

    private func expectClose(
        _ a: CGRect, _ b: CGRect, _ tolerance: CGFloat = 1e-6, sourceLocation: SourceLocation = #_sourceLocation
    ) {
        #expect(
            abs(a.minX - b.minX) < tolerance && abs(a.minY - b.minY) < tolerance && abs(a.width - b.width) < tolerance
                && abs(a.height - b.height) < tolerance, "\(a) is not \(b)", sourceLocation: sourceLocation)
    }

    @Test("A push zooms from the source view on a critically damped spring; the pop zooms back; the provider is asked both times")
    func pushAndPop() {
        let scene = Scene(log: log)
        let detail = scene.detail(log: log)
        log.clear()
        scene.navigation.pushViewController(detail, animated: true)
        #expect(scene.providerCalls == ["Grid→Detail"])
        #expect(scene.thumbnail.isHidden)
        let full = scene.window.bounds
        expectClose(detail.view.frame, Self.thumbnail)
        for t in [0.05, 0.15, 0.3] as [TimeInterval] {
            scene.window.advance(by: t - (t == 0.05 ? 0 : (t == 0.15 ? 0.05 : 0.15)))
            let u = ZoomTransitionAnimator.springProgress(at: t, initialVelocity: 0).value
            expectClose(detail.view.frame, lerp(Self.thumbnail, full, u))
        }
        scene.window.advance(by: 1)
        #expect(detail.view.frame == full)
        #expect(!scene.thumbnail.isHidden)
        #expect(scene.navigation.viewControllers == [scene.grid, detail])
        #expect(
            log.appearanceCalls == [
                "Grid.viewWillDisappear", "Detail.viewWillAppear", "Grid.viewDidDisappear", "Detail.viewDidAppear",
            ])
        log.clear()
        scene.navigation.popViewController(animated: true)
        #expect(scene.providerCalls == ["Grid→Detail", "Grid→Detail"])
        scene.window.advance(by: 0.15)
        let u = ZoomTransitionAnimator.springProgress(at: 0.15, initialVelocity: 0).value
        expectClose(detail.view.frame, lerp(full, Self.thumbnail, u))
        scene.window.advance(by: 1)
        #expect(scene.navigation.viewControllers == [scene.grid])
        #expect(
            log.appearanceCalls == [
                "Detail.viewWillDisappear", "Grid.viewWillAppear", "Detail.viewDidDisappear", "Grid.viewDidAppear",
            ])
    }

    @Test(
        "Dragging the zoomed view down shrinks it under the finger; a short drag springs back (cancelled, balanced), a long one zooms out"
    )
    func interactiveDismissal() {
        let scene = Scene(log: log)
        let detail = scene.detail(log: log)
        scene.navigation.pushViewController(detail, animated: true)
        scene.window.advance(by: 1)
        log.clear()
        scene.window.sendTouch(.began, at: CGPoint(x: 195, y: 300))
        scene.window.dragMove(to: CGPoint(x: 195, y: 384.4), duration: 0.3)
        #expect(detail.transitionCoordinator?.isInteractive == true)
        // 84.4 pt down, a tenth of the height: scaled to 0.95 and moved by the finger.
        #expect(abs(detail.view.transform.a - 0.95) < 1e-9)
        #expect(abs(detail.view.transform.ty - 84.4) < 1e-9)
        scene.window.dragMove(to: CGPoint(x: 195, y: 340), duration: 0.2)
        scene.window.advance(by: 0.2)
        scene.window.sendTouch(.ended, at: CGPoint(x: 195, y: 340))
        scene.window.advance(by: 1)
        #expect(scene.navigation.viewControllers == [scene.grid, detail])
        #expect(detail.view.transform == .identity)
        expectBalancedAppearance(log.entries)
        #expect(
            log.appearanceCalls == [
                "Detail.viewWillDisappear", "Grid.viewWillAppear", "Grid.viewWillDisappear", "Grid.viewDidDisappear",
                "Detail.viewWillAppear", "Detail.viewDidAppear",
            ])
        log.clear()
        scene.window.drag(from: CGPoint(x: 195, y: 300), to: CGPoint(x: 195, y: 500), duration: 0.2)
        scene.window.advance(by: 1)
        #expect(scene.navigation.viewControllers == [scene.grid])
        #expect(
            log.appearanceCalls == [
                "Detail.viewWillDisappear", "Grid.viewWillAppear", "Detail.viewDidDisappear", "Grid.viewDidAppear",
            ])
        #expect(!scene.thumbnail.isHidden)
    }

    @Test("A pinch closing on the zoomed view zooms it out")
    func pinchDismissal() {
        let scene = Scene(log: log)
        let detail = scene.detail(log: log)
        scene.navigation.pushViewController(detail, animated: true)
        scene.window.advance(by: 1)
        scene.window.pinch(at: CGPoint(x: 195, y: 422), fromDistance: 300, toDistance: 120, duration: 0.3)
        scene.window.advance(by: 1)
        #expect(scene.navigation.viewControllers == [scene.grid])
    }

    @Test("Grabbed mid-flight, a push becomes interactive; flung down it zooms back out and the push is cancelled")
    func grabMidFlight() {
        let scene = Scene(log: log)
        let detail = scene.detail(log: log)
        log.clear()
        scene.navigation.pushViewController(detail, animated: true)
        scene.window.advance(by: 0.15)
        let shown = detail.view.frame
        scene.window.sendTouch(.began, at: CGPoint(x: shown.midX, y: shown.midY))
        scene.window.dragMove(to: CGPoint(x: shown.midX, y: shown.midY + 40), duration: 0.05)
        #expect(detail.transitionCoordinator?.isInteractive == true)
        // The spring stopped: the view stays under the finger while it rests.
        let held = detail.view.frame
        scene.window.advance(by: 0.1)
        #expect(detail.view.frame == held)
        // A fling: 80 pt down in 0.05 s (1600 pt/s) projects far past the 100 pt threshold.
        scene.window.dragMove(to: CGPoint(x: shown.midX, y: shown.midY + 120), duration: 0.05)
        scene.window.sendTouch(.ended, at: CGPoint(x: shown.midX, y: shown.midY + 120))
        scene.window.advance(by: 1)
        #expect(scene.navigation.viewControllers == [scene.grid])
        expectBalancedAppearance(log.entries)
        #expect(log.entries(of: "Grid").last == "Grid.viewDidAppear")
    }

    @Test("A modal zoom covers the screen and its drag down dismisses it; interactiveDismissShouldBegin can refuse")
    func modalZoom() {
        let scene = Scene(log: log)
        let options = UIViewController.Transition.ZoomOptions()
        var allow = false
        var asked: [Bool] = []
        options.interactiveDismissShouldBegin = { context in
            asked.append(context.willBegin)
            return allow
        }
        options.dimmingColor = UIColor(red: 0, green: 0, blue: 1, alpha: 0.5)
        let detail = scene.detail(log: log, options: options)
        scene.grid.present(detail, animated: true)
        #expect(detail.modalPresentationStyle == .fullScreen)
        scene.window.advance(by: 1)
        #expect(detail.view.frame == scene.window.bounds)
        scene.window.drag(from: CGPoint(x: 195, y: 300), to: CGPoint(x: 195, y: 600), duration: 0.2)
        scene.window.advance(by: 1)
        #expect(asked == [true])
        #expect(scene.grid.presentedViewController === detail)
        allow = true
        scene.window.drag(from: CGPoint(x: 195, y: 300), to: CGPoint(x: 195, y: 600), duration: 0.2)
        scene.window.advance(by: 1)
        #expect(scene.grid.presentedViewController == nil)
        #expect(scene.providerCalls == ["Grid→Detail", "Grid→Detail"])
    }

    @Test("alignmentRectProvider lines a part of the zoomed view up with the source")
    func alignmentRect() {
        let scene = Scene(log: log)
        let options = UIViewController.Transition.ZoomOptions()
        options.alignmentRectProvider = { _ in CGRect(x: 0, y: 100, width: 390, height: 390) }
        let detail = scene.detail(log: log, options: options)
        scene.navigation.pushViewController(detail, animated: true)
        // At the start the aligned square covers the thumbnail: 390 pt → 100 pt.
        let aligned = detail.view.convert(CGRect(x: 0, y: 100, width: 390, height: 390), to: scene.window)
        expectClose(aligned, Self.thumbnail)
        scene.window.advance(by: 1)
    }

    @Test("Without a source view (nil, or out of the window) the zoom cross-fades, and says why when it is out of the window")
    func crossFadeFallback() {
        let scene = Scene(log: log)
        let detail = scene.detail(log: log) { nil }
        scene.navigation.pushViewController(detail, animated: true)
        #expect(detail.view.transform == .identity)
        scene.window.advance(by: 0.15)
        let eased = Float(CubicBezier(0.42, 0, 0.58, 1).solve(0.5))
        #expect(abs(detail.view.layer.presentation()!.opacity - eased) < 1e-6)
        scene.window.advance(by: 0.2)
        #expect(scene.navigation.viewControllers == [scene.grid, detail])
        scene.navigation.popViewController(animated: false)
        scene.window.advance(by: 0)
        let orphan = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let other = scene.detail(log: log) { orphan }
        let messages = capturingDiagnostics { scene.navigation.pushViewController(other, animated: true) }
        #expect(messages.contains { $0.contains("is not in a window") && $0.contains("cross-fades instead") })
        scene.window.advance(by: 0.5)
        #expect(scene.navigation.viewControllers == [scene.grid, other])
    }
}
