import Testing
import Interlude
import InterludeDemoScenes
import InterludeDemos

@MainActor
@Suite("Demo: drop-down popover (seed 004)")
struct DropDownPopoverDemoTests {
    let easeInOut = CubicBezier(0.42, 0, 0.58, 1)

    @Test("the menu grows from its top edge inside presentFrame over a cover; the cover's tap folds it up; the presenter stays")
    func dropDown() throws {
        let playback = ScenePlayback(DropDownPopoverScenes.dropDown)
        let home = try #require(playback.window.rootViewController as? PopoverHomeViewController)
        let open = DropDownPopoverScenes.openTime, dismiss = DropDownPopoverScenes.dismissTime
        playback.play(until: open + 0.25)
        let menu = try #require(home.lastMenu)
        let frame = shownFrame(of: menu.view)
        // Anchor point (0.5, 0): the top edge stays at y = 56 while the height grows.
        #expect(abs(frame.minY - 56) < 1e-6 && abs(frame.minX - 120) < 1e-6)
        #expect(abs(frame.height - 300 * easeInOut.solve(0.5)) < 1e-6)
        #expect(menu.view.layer.anchorPoint == CGPoint(x: 0.5, y: 0))
        expectGoldenFrame(playback.window, named: "popover-dropdown")
        playback.play(until: open + 0.5)
        #expect(shownFrame(of: menu.view) == PopoverHomeViewController.presentFrame)
        let container = try #require(menu.presentationController?.containerView)
        #expect(container.subviews.count == 2 && container.subviews.last === menu.view)
        let cover = try #require(container.subviews.first)
        #expect(cover.frame == playback.window.bounds)
        #expect(cover.backgroundColor == UIColor(white: 0.5, alpha: 0.2))
        // .custom keeps the presenter in the window with no appearance calls.
        #expect(home.view.window === playback.window)

        // The seed folds the menu to a y-scale of 0.0000001, not 0.
        playback.play(until: dismiss + 0.25)
        #expect(abs(shownFrame(of: menu.view).height - 300 * (1 - (1 - 0.0000001) * easeInOut.solve(0.5))) < 1e-9)
        playback.play(until: DropDownPopoverScenes.dropDown.duration)
        #expect(home.presentedViewController == nil)
        #expect(menu.view.window == nil)
        #expect(container.superview == nil)
        #expect(playback.window.subviews == [home.view])
        #expect(
            home.log.entries == [
                "Home.viewWillAppear", "Home.viewDidAppear",
                "Menu.viewWillAppear", "Menu.viewDidAppear",
                "Menu.viewWillDisappear", "Menu.viewDidDisappear",
            ])
    }

    @Test(".fullScreen: the presenter's view leaves the window when the present ends and is restored when the dismissal ends")
    func fullScreen() throws {
        let playback = ScenePlayback(DropDownPopoverScenes.fullScreen)
        let home = try #require(playback.window.rootViewController as? PopoverHomeViewController)
        let open = DropDownPopoverScenes.openTime, dismiss = DropDownPopoverScenes.dismissTime
        playback.play(until: open + 0.25)
        let menu = try #require(home.lastMenu)
        #expect(playback.probe("presenter.inWindow") == 1)
        #expect(abs(shownFrame(of: menu.view).height - 844 * easeInOut.solve(0.5)) < 1e-6)
        playback.play(until: open + 0.5)
        #expect(playback.probe("presenter.inWindow") == 0)
        #expect(home.view.superview == nil)
        #expect(playback.window.subviews.count == 1 && menu.view.window === playback.window)
        // The seed's dismissal adds only the from-view to the container: written for .custom, where
        // the presenter never leaves, it does not bring the presenter's view (the `.to` view) back,
        // so the menu folds up over the bare window until the dismissal completes.
        playback.play(until: dismiss + 0.25)
        #expect(home.presentedViewController === menu)
        #expect(playback.probe("presenter.inWindow") == 0)
        #expect(abs(shownFrame(of: menu.view).height - 844 * (1 - (1 - 0.0000001) * easeInOut.solve(0.5))) < 1e-9)
        playback.play(until: dismiss + 0.5)
        #expect(playback.probe("presenter.inWindow") == 1)
        #expect(home.view.window === playback.window)
        playback.play(until: DropDownPopoverScenes.fullScreen.duration)
        #expect(home.presentedViewController == nil)
        #expect(playback.window.subviews == [home.view])
        #expect(
            home.log.entries == [
                "Home.viewWillAppear", "Home.viewDidAppear",
                "Home.viewWillDisappear", "Menu.viewWillAppear", "Home.viewDidDisappear", "Menu.viewDidAppear",
                "Menu.viewWillDisappear", "Home.viewWillAppear", "Menu.viewDidDisappear", "Home.viewDidAppear",
            ])
    }
}
