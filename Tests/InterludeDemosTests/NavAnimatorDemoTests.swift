import Testing
import Interlude
import InterludeDemoScenes
import InterludeDemos

@MainActor
@Suite("Demo: NavAnimator (seed 001)")
struct NavAnimatorDemoTests {
    /// UIView.animate's default curve, ease-in-ease-out.
    let easeInOut = CubicBezier(0.42, 0, 0.58, 1)

    @Test("tapping a photo drops its page from the top in 0.4 s; Back flies it up with the grid behind")
    func pushPop() throws {
        let playback = ScenePlayback(NavAnimatorScenes.pushPop)
        let navigation = try #require(playback.window.rootViewController as? DTNavController)
        let grid = try #require(navigation.viewControllers.first as? PhotoGridViewController)
        #expect(navigation.delegate === navigation)
        // The grid is a collection view under the navigation bar: two columns of 177 × 142 pt cells
        // (photo and caption), 12 pt apart; the tapped photo is the third.
        #expect(grid.collectionView.collectionViewLayout is UICollectionViewFlowLayout)
        #expect(grid.collectionView.frame.minY == grid.view.safeAreaInsets.top)
        let third = try #require(grid.collectionView.cellForItem(at: IndexPath(item: 2, section: 0)) as? PhotoCell)
        #expect(third.frame == CGRect(x: 12, y: 12 + 154, width: 177, height: 142))
        #expect(grid.collectionView.visibleCells.count == PhotoGridViewController.photoCount)

        // Halfway through the push (0.2 s of 0.4 s): half the way down, the grid unmoved.
        playback.play(until: NavAnimatorScenes.photoTapTime + 0.2)
        let page = try #require(grid.lastPage)
        #expect(page.index == 2 && page.title == "Photo 3")
        #expect(abs(shownFrame(of: page.view).minY - -422) < 1e-6)
        #expect(shownFrame(of: grid.view).minY == 0)
        #expect(abs(playback.probe("page.y") - -422) < 1e-6)

        // At 0.25 s the page is easeInOut(0.625) of the way down: the golden frame.
        playback.play(until: NavAnimatorScenes.photoTapTime + 0.25)
        #expect(abs(shownFrame(of: page.view).minY - -844 * (1 - easeInOut.solve(0.625))) < 1e-6)
        expectGoldenFrame(playback.window, named: "navanimator-push")

        playback.play(until: NavAnimatorScenes.photoTapTime + 0.4)
        #expect(navigation.viewControllers == [grid, page])
        #expect(shownFrame(of: page.view) == playback.window.bounds)
        #expect(grid.view.window == nil)
        #expect(navigation.navigationBar.topItem?.title == "Photo 3")
        #expect(navigation.navigationBar.backButtonTitle == "Photos")

        // Back: at once the grid is in the container, behind the page.
        playback.play(until: NavAnimatorScenes.backTapTime)
        let container = try #require(page.view.superview)
        #expect(container.subviews == [grid.view, page.view])
        // A quarter of the pop (0.1 s): the page has climbed easeInOut(0.25) of its 844 points.
        playback.play(until: NavAnimatorScenes.backTapTime + 0.1)
        #expect(abs(shownFrame(of: page.view).minY - -844 * easeInOut.solve(0.25)) < 1e-6)
        #expect(shownFrame(of: grid.view).minY == 0)

        playback.play(until: NavAnimatorScenes.pushPop.duration)
        #expect(navigation.viewControllers == [grid])
        #expect(page.view.window == nil)
        #expect(grid.view.window === playback.window)
        #expect(playback.probe("page.y").isNaN == false)
        #expect(
            grid.log.entries == [
                "Photos.viewWillAppear", "Photos.viewDidAppear",
                "Photos.viewWillDisappear", "Photo 3.viewWillAppear", "Photos.viewDidDisappear", "Photo 3.viewDidAppear",
                "Photo 3.viewWillDisappear", "Photos.viewWillAppear", "Photo 3.viewDidDisappear", "Photos.viewDidAppear",
            ])
    }
}
