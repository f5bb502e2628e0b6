import Testing
import Interlude
import InterludeDemoScenes
import InterludeDemos
import InterludeExport

/// The "Modern UIKit" gallery scenes, played as the exporter plays them: geometry at sampled
/// times, the delegates' and appearance callbacks, and a golden frame or two per scene.
///
/// Apple's documentation pinned here: `presentationControllerWillDismiss(_:)` and `…DidDismiss`
/// come only for dismissals the user starts
/// (https://developer.apple.com/documentation/uikit/uiadaptivepresentationcontrollerdelegate/presentationcontrollerwilldismiss(_:));
/// `presentationControllerDidAttemptToDismiss(_:)` tells of a user-initiated dismissal refused by
/// `isModalInPresentation` or `presentationControllerShouldDismiss(_:)`
/// (https://developer.apple.com/documentation/uikit/uiadaptivepresentationcontrollerdelegate/presentationcontrollerdidattempttodismiss(_:));
/// the zoom's source view provider is called "when it presents and when it dismisses"
/// (https://developer.apple.com/documentation/uikit/uiviewcontroller/transition/zoom(options:sourceviewprovider:)).
/// The motion curves (the sheet's 0.5 s ease-in-out slide, the zoom's critically damped spring of
/// response 0.45 s, the 0.35 s page settle) are Interlude's; Apple publishes none.
@MainActor
@Suite("Demo: Modern UIKit (sheets, zoom, popover, CATransition, pages, custom container)")
struct ModernUIKitDemoTests {
    let easeInOut = CubicBezier(0.42, 0, 0.58, 1)

    /// UIKit's rubber band for `distance` past an edge over `dimension` (the scroll view's).
    func rubberBand(_ distance: CGFloat, over dimension: CGFloat) -> CGFloat {
        (1 - 1 / (distance * 0.55 / dimension + 1)) * dimension
    }

    /// The zoom's critically damped spring, response 0.45 s: x(t) = 1 − (1 + ωt)·e^(−ωt).
    func zoomSpring(_ t: Double) -> CGFloat {
        let omega = 2 * Double.pi / 0.45
        return CGFloat(1 - (1 + omega * t) * exp(-omega * t))
    }

    func lerp(_ a: CGRect, _ b: CGRect, _ u: CGFloat) -> CGRect {
        CGRect(
            x: a.minX + (b.minX - a.minX) * u, y: a.minY + (b.minY - a.minY) * u,
            width: a.width + (b.width - a.width) * u, height: a.height + (b.height - a.height) * u)
    }

    func expectClose(
        _ a: CGRect, _ b: CGRect, _ tolerance: CGFloat = 1e-6, sourceLocation: SourceLocation = #_sourceLocation
    ) {
        #expect(
            abs(a.minX - b.minX) < tolerance && abs(a.minY - b.minY) < tolerance && abs(a.width - b.width) < tolerance
                && abs(a.height - b.height) < tolerance, "\(a) is not \(b)", sourceLocation: sourceLocation)
    }

    /// Where `view` shows in its window now.
    func shown(_ view: UIView) -> CGRect {
        let layer = view.layer.presentation() ?? view.layer
        return view.superview?.convert(layer.frame, to: view.window) ?? layer.frame
    }

    func scale(_ view: UIView) -> CGFloat { (view.layer.presentation() ?? view.layer).affineTransform().a }

    @Test("The section lists every scene once; the tool's catalog and gallery groups have them beside the seed demos")
    func catalog() {
        let names = ModernUIKitScenes.all.map(\.name)
        #expect(
            names == [
                "modern-sheet-detents", "modern-sheet-drag-to-dismiss", "modern-zoom-push-pop",
                "modern-zoom-drag-to-dismiss", "modern-popover", "modern-catransition-push", "modern-page-scroll",
                "modern-container-flip",
            ])
        #expect(ModernUIKitScenes.group.name == "Modern UIKit")
        #expect(ModernUIKitScenes.group.scenes.map(\.name) == names)
        let catalog = SceneCatalog.allDemos
        #expect(Array(catalog.names.prefix(SceneCatalog.seedDemos.names.count)) == SceneCatalog.seedDemos.names)
        #expect(Array(catalog.names.suffix(names.count)) == names)
        #expect(SeedDemo.all.count == 7)
    }

    // MARK: Sheets

    @Test("Sheet detents: up to medium over the undimmed map, dragged to large (the map scales back), down to medium")
    func sheetDetents() throws {
        let playback = ScenePlayback(ModernUIKitScenes.sheetDetents)
        let map = try #require(playback.window.rootViewController as? TripMapViewController)
        let times = ModernUIKitScenes.sheetDetentsTimes
        playback.play(until: times.present + 0.25)
        let details = try #require(map.details)
        // Half-way through the 0.5 s slide, eased: the card's top half-way from 844 to 422.
        #expect(abs(shown(details.view).minY - (844 - 422 * easeInOut.solve(0.5))) < 1e-6)
        #expect(scale(map.view) == 1)
        let sheet = try #require(details.sheetPresentationController)
        playback.play(until: times.dragUp - 0.01)
        #expect(shown(details.view) == CGRect(x: 0, y: 422, width: 390, height: 422))
        #expect(sheet.selectedDetentIdentifier == nil)
        // Medium is the largest undimmed detent: a tap on the map reaches it.
        #expect(playback.window.hitTest(CGPoint(x: 60, y: 300), with: nil)?.isDescendant(of: map.view) == true)

        // 0.2 s into the 0.4 s drag from y 440 to 150: 12 of 24 moves, the finger 145 pt up.
        playback.play(until: times.dragUp + 0.2)
        #expect(abs(shown(details.view).minY - (422 - 145)) < 1e-6)
        let progress = (844 - (422 - 145) - CGFloat(422)) / (790 - 422)
        #expect(abs(scale(map.view) - (1 + (358.0 / 390 - 1) * progress)) < 1e-9)
        expectGoldenFrame(playback.window, named: "modern-sheet-detents-dragging")

        playback.play(until: times.dragUp + 1.0)
        #expect(sheet.selectedDetentIdentifier == .large)
        #expect(abs(shown(details.view).minY - 54) < 0.5)
        #expect(abs(scale(map.view) - 358.0 / 390) < 1e-3)
        #expect(map.events.entries == ["sheet.didChangeDetent(large)"])
        expectGoldenFrame(playback.window, named: "modern-sheet-detents-large")

        playback.play(until: ModernUIKitScenes.sheetDetents.duration)
        #expect(sheet.selectedDetentIdentifier == .medium)
        #expect(abs(shown(details.view).minY - 422) < 0.5)
        #expect(map.view.transform == .identity)
        #expect(map.events.entries == ["sheet.didChangeDetent(large)", "sheet.didChangeDetent(medium)"])
        // A sheet never makes its presenter disappear.
        #expect(
            map.log.entries == [
                "Map.viewWillAppear", "Map.viewDidAppear", "Details.viewWillAppear", "Details.viewDidAppear",
            ])
    }

    @Test(
        "Sheet drag-to-dismiss: blocked by isModalInPresentation (didAttemptToDismiss on release), cancelled (balanced), finished"
    )
    func sheetDragToDismiss() throws {
        let playback = ScenePlayback(ModernUIKitScenes.sheetDragToDismiss)
        let notes = try #require(playback.window.rootViewController as? NotesViewController)
        let times = ModernUIKitScenes.sheetDragToDismissTimes
        playback.play(until: times.blockedDrag - 0.01)
        let draft = try #require(notes.draft)
        #expect(shown(draft.view) == CGRect(x: 0, y: 54, width: 390, height: 790))
        #expect(draft.isModalInPresentation)
        notes.log.clear()

        // Blocked: the card resists the 300 pt drag with the rubber band and nothing is dismissing.
        playback.play(until: times.blockedDrag + 0.4)
        #expect(abs(draft.view.frame.minY - (54 + rubberBand(300, over: 844))) < 1e-9)
        #expect(!draft.isBeingDismissed)
        #expect(notes.events.entries.isEmpty && !draft.isOfferingToDiscard)
        // Released after a 0.3 s hold: the delegate hears the attempt, the draft offers Discard.
        playback.play(until: times.blockedDrag + 0.75)
        #expect(notes.events.entries == ["didAttemptToDismiss"])
        #expect(draft.isOfferingToDiscard)
        expectGoldenFrame(playback.window, named: "modern-sheet-blocked-released")
        playback.play(until: times.discard - 0.01)
        #expect(abs(shown(draft.view).minY - 54) < 0.5)
        playback.play(until: times.discard)
        #expect(!draft.isModalInPresentation)

        // The short drag starts the dismissal: the card slides linearly with the finger.
        playback.play(until: times.shortDrag + 0.3)
        #expect(draft.isBeingDismissed)
        #expect(abs(shown(draft.view).minY - (54 + 180)) < 1e-6)
        expectGoldenFrame(playback.window, named: "modern-sheet-dismissing")
        // Released still (0.2 s hold): 180 pt is less than half the card — cancelled.
        playback.play(until: times.longDrag - 0.01)
        #expect(notes.presentedViewController === draft)
        #expect(abs(shown(draft.view).minY - 54) < 0.5)
        #expect(notes.events.entries == ["didAttemptToDismiss", "shouldDismiss", "willDismiss"])
        #expect(
            notes.log.entries == ["Draft.viewWillDisappear", "Draft.viewWillAppear", "Draft.viewDidAppear"])

        playback.play(until: ModernUIKitScenes.sheetDragToDismiss.duration)
        #expect(notes.presentedViewController == nil)
        #expect(draft.view.window == nil)
        #expect(notes.view.transform == .identity)
        #expect(playback.window.subviews == [notes.view])
        #expect(
            notes.events.entries == [
                "didAttemptToDismiss", "shouldDismiss", "willDismiss", "shouldDismiss", "willDismiss", "didDismiss",
            ])
        #expect(
            notes.log.entries == [
                "Draft.viewWillDisappear", "Draft.viewWillAppear", "Draft.viewDidAppear", "Draft.viewWillDisappear",
                "Draft.viewDidDisappear",
            ])
    }

    // MARK: Zoom

    @Test("Zoom push and pop: the photo grows out of its thumbnail on the spring and back; the provider is asked twice")
    func zoomPushPop() throws {
        let playback = ScenePlayback(ModernUIKitScenes.zoomPushPop)
        let navigation = try #require(playback.window.rootViewController as? UINavigationController)
        let library = try #require(navigation.viewControllers.first as? LibraryViewController)
        let times = ModernUIKitScenes.zoomPushPopTimes
        let thumbnail = library.view.convert(LibraryViewController.cellFrame(at: 4), to: playback.window)
        #expect(thumbnail == CGRect(x: 135, y: 237.5, width: 120, height: 80))
        // The alignment rectangle (the 390 × 260 image 292 pt down the page) lies on the thumbnail
        // at the start: the page is scaled by 120/390 both ways.
        let s = CGFloat(120) / 390
        let start = CGRect(x: 135, y: 237.5 - 292 * s, width: 390 * s, height: 844 * s)
        playback.play(until: times.push)
        let photo = try #require(library.photoController)
        #expect(photo.index == 4)
        expectClose(photo.view.convert(LibraryPhotoViewController.imageFrame, to: playback.window), thumbnail)
        playback.play(until: times.push + 0.15)
        expectClose(shown(photo.view), lerp(start, playback.window.bounds, zoomSpring(0.15)))
        #expect(library.sourceRequests == 1)
        expectGoldenFrame(playback.window, named: "modern-zoom-push")
        playback.play(until: times.back - 0.01)
        #expect(shown(photo.view) == playback.window.bounds)
        #expect(navigation.viewControllers == [library, photo])

        playback.play(until: times.back + 0.15)
        #expect(library.sourceRequests == 2)
        expectClose(shown(photo.view), lerp(playback.window.bounds, start, zoomSpring(0.15)))
        playback.play(until: ModernUIKitScenes.zoomPushPop.duration)
        #expect(navigation.viewControllers == [library])
        #expect(
            library.log.entries.suffix(8) == [
                "Library.viewWillDisappear", "Photo.viewWillAppear", "Library.viewDidDisappear", "Photo.viewDidAppear",
                "Photo.viewWillDisappear", "Library.viewWillAppear", "Photo.viewDidDisappear", "Library.viewDidAppear",
            ])
    }

    @Test("Zoom drag-to-dismiss: the photo shrinks under the finger; a short drag springs back (balanced), a fling zooms out")
    func zoomDragToDismiss() throws {
        let playback = ScenePlayback(ModernUIKitScenes.zoomDragToDismiss)
        let navigation = try #require(playback.window.rootViewController as? UINavigationController)
        let library = try #require(navigation.viewControllers.first as? LibraryViewController)
        let times = ModernUIKitScenes.zoomDragToDismissTimes
        playback.play(until: times.shortDrag - 0.01)
        let photo = try #require(library.photoController)
        library.log.clear()
        // 70 pt down: scaled to 1 − ½·70/844 and moved with the finger.
        playback.play(until: times.shortDrag + 0.4)
        #expect(photo.transitionCoordinator?.isInteractive == true)
        #expect(abs(photo.view.transform.a - (1 - 0.5 * 70 / 844)) < 1e-9)
        #expect(abs(photo.view.transform.ty - 70) < 1e-9)
        expectGoldenFrame(playback.window, named: "modern-zoom-dragging")
        playback.play(until: times.fling - 0.01)
        #expect(navigation.viewControllers == [library, photo])
        #expect(photo.view.transform == .identity)
        #expect(
            library.log.entries == [
                "Photo.viewWillDisappear", "Library.viewWillAppear", "Library.viewWillDisappear",
                "Library.viewDidDisappear", "Photo.viewWillAppear", "Photo.viewDidAppear",
            ])
        library.log.clear()
        playback.play(until: ModernUIKitScenes.zoomDragToDismiss.duration)
        #expect(navigation.viewControllers == [library])
        #expect(
            library.log.entries == [
                "Photo.viewWillDisappear", "Library.viewWillAppear", "Photo.viewDidDisappear", "Library.viewDidAppear",
            ])
        // Asked on the push and at the start of each of the two pops.
        #expect(library.sourceRequests == 3)
    }

    // MARK: Popover

    @Test("Popover: fades in below the Aa button, arrow up; a choice dismisses it; so does a tap outside")
    func popover() throws {
        let playback = ScenePlayback(ModernUIKitScenes.popover)
        let reader = try #require(playback.window.rootViewController as? ReaderViewController)
        let times = ModernUIKitScenes.popoverTimes
        playback.play(until: times.show + 0.15)
        let menu = try #require(reader.menu)
        let popover = try #require(menu.popoverPresentationController)
        #expect(menu.view.frame == CGRect(x: 160, y: 115, width: 220, height: 168))
        #expect(popover.arrowDirection == .up)
        #expect(abs(Double(menu.view.layer.presentation()!.opacity) - easeInOut.solve(0.5)) < 1e-6)
        playback.play(until: times.show + 0.5)
        expectGoldenFrame(playback.window, named: "modern-popover")
        playback.play(until: times.choose + 0.5)
        #expect(reader.presentedViewController == nil)
        #expect(reader.textSize == 22)
        // A dismissal the app makes tells the delegate nothing.
        #expect(reader.events.entries.isEmpty)
        playback.play(until: ModernUIKitScenes.popover.duration)
        #expect(reader.presentedViewController == nil)
        #expect(reader.events.entries == ["popover.didDismiss"])
        #expect(
            reader.log.entries == [
                "Reader.viewWillAppear", "Reader.viewDidAppear", "Menu.viewWillAppear", "Menu.viewDidAppear",
                "Menu.viewWillDisappear", "Menu.viewDidDisappear", "Menu.viewWillAppear", "Menu.viewDidAppear",
                "Menu.viewWillDisappear", "Menu.viewDidDisappear",
            ])
    }

    // MARK: CATransition

    @Test("CATransition push: the chapters come up from the bottom and go back down, half-way at 0.25 s of 0.5")
    func caTransitionPush() throws {
        let playback = ScenePlayback(ModernUIKitScenes.caTransitionPush)
        let navigation = try #require(playback.window.rootViewController as? UINavigationController)
        let times = ModernUIKitScenes.caTransitionTimes
        playback.play(until: times.next + 0.25)
        let transition = try #require(navigation.view.layer.animation(forKey: kCATransition) as? CATransition)
        #expect(transition.type == .push && transition.subtype == .fromBottom && transition.duration == 0.5)
        #expect((navigation.topViewController as? ChapterViewController)?.number == 2)
        // Eased half-way: the new picture half a screen below its place, the old half a screen above.
        let offsets = transition.pictureOffsets(progress: easeInOut.solve(0.5), size: CGSize(width: 390, height: 844))
        #expect(offsets.after == CGPoint(x: 0, y: 422) && offsets.before == CGPoint(x: 0, y: -422))
        expectGoldenFrame(playback.window, named: "modern-catransition-push")
        playback.play(until: times.nextAgain - 0.01)
        #expect(navigation.view.layer.animation(forKey: kCATransition) == nil)
        playback.play(until: times.previous + 0.25)
        let back = try #require(navigation.view.layer.animation(forKey: kCATransition) as? CATransition)
        #expect(back.subtype == .fromTop)
        playback.play(until: ModernUIKitScenes.caTransitionPush.duration)
        #expect(navigation.viewControllers.map { ($0 as? ChapterViewController)?.number } == [1, 2])
    }

    // MARK: Pages

    @Test("Paging: the pages follow the finger 10 pt apart; swipe, spring back, flick, swipe back; the delegate hears each")
    func pageScroll() throws {
        let playback = ScenePlayback(ModernUIKitScenes.pageScroll)
        let onboarding = try #require(playback.window.rootViewController as? OnboardingViewController)
        let times = ModernUIKitScenes.pageScrollTimes
        // 0.2 s into the 0.35 s swipe from x 320 to 80: 12 of 21 moves.
        playback.play(until: times.swipe + 0.2)
        let moved = 240 * CGFloat(12) / 21
        #expect(abs(shown(onboarding.pages[0].view).minX + moved) < 1e-6)
        #expect(abs(shown(onboarding.pages[1].view).minX - (400 - moved)) < 1e-6)
        expectGoldenFrame(playback.window, named: "modern-page-scroll")
        playback.play(until: times.shortDrag - 0.01)
        #expect(onboarding.currentIndex == 1)
        #expect(shown(onboarding.pages[1].view).minX == 0)
        playback.play(until: times.flick - 0.01)
        #expect(onboarding.currentIndex == 1)
        #expect(shown(onboarding.pages[1].view).minX == 0)
        playback.play(until: times.back - 0.01)
        #expect(onboarding.currentIndex == 2)
        playback.play(until: ModernUIKitScenes.pageScroll.duration)
        #expect(onboarding.currentIndex == 1)
        #expect(
            onboarding.events.entries == [
                "willTransition(to: Page 2)", "didFinishAnimating(completed: true)",
                "willTransition(to: Page 3)", "didFinishAnimating(completed: false)",
                "willTransition(to: Page 3)", "didFinishAnimating(completed: true)",
                "willTransition(to: Page 2)", "didFinishAnimating(completed: true)",
            ])
    }

    // MARK: Custom container

    @Test("Custom container: the flip forwards will/did appearance around the 0.6 s swap, both ways")
    func containerFlip() throws {
        let playback = ScenePlayback(ModernUIKitScenes.containerFlip)
        let account = try #require(playback.window.rootViewController as? AccountContainerViewController)
        let times = ModernUIKitScenes.containerFlipTimes
        playback.play(until: times.flip - 0.01)
        account.log.clear()
        playback.play(until: times.flip + 0.15)
        #expect(account.shown === account.settings)
        #expect(account.settings.view.superview === account.cardHolder)
        #expect(account.log.entries == ["Profile.viewWillDisappear", "Settings.viewWillAppear"])
        expectGoldenFrame(playback.window, named: "modern-container-flip")
        playback.play(until: times.flipBack - 0.01)
        #expect(account.profile.view.superview == nil)
        #expect(account.profile.parent == nil && account.settings.parent === account)
        playback.play(until: ModernUIKitScenes.containerFlip.duration)
        #expect(account.shown === account.profile && account.settings.view.superview == nil)
        #expect(
            account.log.entries == [
                "Profile.viewWillDisappear", "Settings.viewWillAppear", "Profile.viewDidDisappear",
                "Settings.viewDidAppear", "Settings.viewWillDisappear", "Profile.viewWillAppear",
                "Settings.viewDidDisappear", "Profile.viewDidAppear",
            ])
    }
}
