import Foundation
import Testing
@testable import InterludeUIKit

/// `UIWindow.resize(to:duration:)`: controllers hear `willTransition(to:with:)` when their size
/// classes change, then `viewWillTransition(to:with:)`, forwarded to children and presented
/// controllers as UIKit documents
/// (https://developer.apple.com/documentation/uikit/uicontentcontainer/viewwilltransition(to:with:)).
@MainActor
@Suite("Window resizes: size transitions, coordinators, traits and safe areas")
struct WindowResizeTests {
    class SizeLoggingController: UIViewController {
        let name: String
        let log: CallLog
        var alongsideRan = false, completionRan = false
        init(_ name: String, log: CallLog) {
            self.name = name
            self.log = log
            super.init(nibName: nil, bundle: nil)
        }
        required init?(coder: NSCoder) { return nil }
        override func willTransition(
            to newCollection: UITraitCollection, with coordinator: any UIViewControllerTransitionCoordinator
        ) {
            log.add("\(name).willTransition(v: \(newCollection.verticalSizeClass))")
            super.willTransition(to: newCollection, with: coordinator)
        }
        override func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {
            log.add("\(name).viewWillTransition(\(Int(size.width))×\(Int(size.height)))")
            // Alongside animations run in the order they were added: this one before the children's.
            defer { super.viewWillTransition(to: size, with: coordinator) }
            coordinator.animate(
                alongsideTransition: { [self] _ in
                    alongsideRan = true
                    log.add("\(name).alongside \(Int(view.bounds.width))")
                },
                completion: { [self] context in
                    completionRan = true
                    log.add("\(name).completion \(context.isCancelled)")
                })
        }
        override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
            log.add("\(name).traitCollectionDidChange(from v: \(previousTraitCollection?.verticalSizeClass ?? .unspecified))")
        }
    }

    /// A container that gives its child half its size.
    final class HalvingContainer: SizeLoggingController {
        override func size(forChildContentContainer container: any UIContentContainer, withParentContainerSize parentSize: CGSize)
            -> CGSize
        {
            CGSize(width: parentSize.width / 2, height: parentSize.height)
        }
    }

    @Test("Turning to landscape: traits first, then sizes, parents first; alongside in the animation, completions after it")
    func order() {
        let log = CallLog()
        let root = HalvingContainer("Root", log: log), child = SizeLoggingController("Child", log: log)
        root.addChild(child)
        root.view.addSubview(child.view)
        child.didMove(toParent: root)
        let window = makeWindow(root: root)
        child.view.frame = root.view.bounds
        child.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        log.clear()
        window.resize(to: CGSize(width: 844, height: 390))
        #expect(
            log.entries == [
                "Root.willTransition(v: compact)", "Child.willTransition(v: compact)",
                "Root.viewWillTransition(844×390)", "Child.viewWillTransition(422×390)",
                "Root.traitCollectionDidChange(from v: regular)", "Child.traitCollectionDidChange(from v: regular)",
                "Root.alongside 844", "Child.alongside 844",
            ])
        log.clear()
        window.advance(by: 0.39)
        #expect(log.entries.isEmpty)
        window.advance(by: 0.01)
        #expect(log.entries == ["Root.completion false", "Child.completion false"])
        #expect(window.bounds.size == CGSize(width: 844, height: 390))
        #expect(root.view.frame == window.bounds)
        #expect(window.traitCollection.verticalSizeClass == .compact)
    }

    @Test("The window's frame animates: halfway through, the root view is about halfway between the sizes")
    func animated() {
        let root = UIViewController()
        let window = makeWindow(root: root)
        window.resize(to: CGSize(width: 844, height: 390), duration: 0.4)
        window.advance(by: 0.2)
        let shown = root.view.layer.presentation()!.bounds.width
        // Ease in–ease out is at exactly half at half the time.
        #expect(abs(shown - (390 + 844) / 2) < 1e-6)
        window.advance(by: 0.2)
        #expect(root.view.layer.presentation()!.bounds.width == 844)
    }

    @Test("No size-class change, no willTransition; duration 0 resizes and completes at once")
    func immediate() {
        let log = CallLog()
        let root = SizeLoggingController("Root", log: log)
        let window = makeWindow(root: root)
        log.clear()
        window.resize(to: CGSize(width: 400, height: 800), duration: 0)
        #expect(log.entries == ["Root.viewWillTransition(400×800)", "Root.alongside 400", "Root.completion false"])
        window.resize(to: CGSize(width: 400, height: 800))
        #expect(log.entries.count == 3)
    }

    @Test("After turning to landscape: no status bar, the bar at the top, the sides and bottom inset")
    func landscapeLayout() {
        let child = UIViewController()
        let navigation = UINavigationController(rootViewController: child)
        let window = makeWindow(root: navigation)
        window.resize(to: CGSize(width: 844, height: 390))
        window.advance(by: 0.4)
        #expect(window.safeAreaInsets == UIEdgeInsets(top: 0, left: 47, bottom: 21, right: 47))
        // The bar's row is 32 points in a compact height, as iOS draws it (see Decisions).
        #expect(navigation.navigationBar.frame == CGRect(x: 0, y: 0, width: 844, height: 32))
        #expect(child.view.safeAreaInsets == UIEdgeInsets(top: 32, left: 47, bottom: 21, right: 47))
        #expect(child.view.frame == CGRect(x: 0, y: 0, width: 844, height: 390))
        window.resize(to: CGSize(width: 390, height: 844))
        window.advance(by: 0.4)
        #expect(navigation.navigationBar.frame == CGRect(x: 0, y: 47, width: 390, height: 44))
    }

    @Test("A presented controller hears the size through its presentation controller, and its view follows the window")
    func presented() {
        let log = CallLog()
        let root = SizeLoggingController("Root", log: log), sheet = SizeLoggingController("Sheet", log: log)
        let window = makeWindow(root: root)
        root.present(sheet, animated: false)
        window.advance(by: 0)
        log.clear()
        window.resize(to: CGSize(width: 844, height: 390))
        #expect(
            log.entries.prefix(4) == [
                "Root.willTransition(v: compact)", "Sheet.willTransition(v: compact)",
                "Root.viewWillTransition(844×390)", "Sheet.viewWillTransition(844×390)",
            ])
        window.advance(by: 0.4)
        let container = try! #require(sheet.presentationController?.containerView)
        #expect(container.bounds.size == CGSize(width: 844, height: 390))
        #expect(sheet.view.frame == sheet.presentationController!.frameOfPresentedViewInContainerView)
        #expect(sheet.view.frame.width == 844)
    }

    @Test("A push under way when the window turns finishes: the stack, the frames and the appearance calls are right")
    func transitionSurvives() {
        let log = CallLog()
        let a = LoggingViewController("A", log: log), b = LoggingViewController("B", log: log)
        let navigation = UINavigationController(rootViewController: a)
        let window = makeWindow(root: navigation)
        log.clear()
        navigation.pushViewController(b, animated: true)
        window.advance(by: 0.1)
        var coordinatorDone = false
        window.resize(to: CGSize(width: 844, height: 390))
        window.sizeTransition?.animate(alongsideTransition: nil) { _ in coordinatorDone = true }
        window.advance(by: 0.5)
        #expect(coordinatorDone)
        #expect(navigation.viewControllers == [a, b])
        #expect(b.view.window === window)
        #expect(a.view.window == nil)
        #expect(b.view.frame == CGRect(x: 0, y: 0, width: 844, height: 390))
        #expect(shownFrame(b.view) == window.bounds)
        #expect(navigation.navigationBar.frame.width == 844)
        #expect(b.transitionCoordinator == nil)
        expectBalancedAppearance(log.entries)
        #expect(log.appearanceCalls == ["A.viewWillDisappear", "B.viewWillAppear", "A.viewDidDisappear", "B.viewDidAppear"])
        navigation.popViewController(animated: true)
        window.advance(by: 0.5)
        #expect(a.view.frame == CGRect(x: 0, y: 0, width: 844, height: 390))
    }

    @Test("A child's preferredContentSize change tells its parent; a presented one's its presentation controller")
    func preferredContentSize() {
        final class Parent: UIViewController {
            var told: [UIViewController] = []
            override func preferredContentSizeDidChange(forChildContentContainer container: any UIContentContainer) {
                told.append(container as! UIViewController)
            }
        }
        let parent = Parent(), child = UIViewController()
        parent.addChild(child)
        child.didMove(toParent: parent)
        child.preferredContentSize = CGSize(width: 300, height: 200)
        child.preferredContentSize = CGSize(width: 300, height: 200)
        #expect(parent.told == [child])
        #expect(child.preferredContentSize == CGSize(width: 300, height: 200))
    }

    @Test("Orientation defaults and values: iPhone controllers support all but upside down; the device follows the key window")
    func orientations() {
        // UIInterfaceOrientation and UIInterfaceOrientationMask raw values as UIKit declares them
        // (https://developer.apple.com/documentation/uikit/uiinterfaceorientationmask); the iPhone
        // default of supportedInterfaceOrientations is allButUpsideDown
        // (https://developer.apple.com/documentation/uikit/uiviewcontroller/supportedinterfaceorientations).
        #expect(UIInterfaceOrientation.landscapeLeft.rawValue == 4 && UIInterfaceOrientation.landscapeRight.rawValue == 3)
        #expect(UIDeviceOrientation.landscapeLeft.rawValue == 3 && UIDeviceOrientation.faceDown.rawValue == 6)
        #expect(UIInterfaceOrientationMask.portrait.rawValue == 2 && UIInterfaceOrientationMask.all.rawValue == 30)
        #expect(UIInterfaceOrientationMask.allButUpsideDown.rawValue == 26 && UIInterfaceOrientationMask.landscape.rawValue == 24)
        let controller = UIViewController()
        #expect(controller.supportedInterfaceOrientations == .allButUpsideDown)
        #expect(controller.shouldAutorotate)
        let window = makeWindow(root: controller)
        #expect(controller.preferredInterfaceOrientationForPresentation == .portrait)
        #expect(UIDevice.current.orientation == .portrait)
        var posted = 0
        UIDevice.current.beginGeneratingDeviceOrientationNotifications()
        let observer = NotificationCenter.default.addObserver(
            forName: UIDevice.orientationDidChangeNotification, object: nil, queue: nil
        ) { _ in MainActor.assumeIsolated { posted += 1 } }
        window.resize(to: CGSize(width: 844, height: 390))
        NotificationCenter.default.removeObserver(observer)
        UIDevice.current.endGeneratingDeviceOrientationNotifications()
        #expect(posted == 1)
        #expect(UIDevice.current.orientation == .landscapeLeft)
        #expect(UIApplication.shared.statusBarOrientation == .landscapeRight)
        #expect(UIApplication.shared.statusBarOrientation.isLandscape)
        #expect(controller.preferredInterfaceOrientationForPresentation == .landscapeRight)
    }
}
