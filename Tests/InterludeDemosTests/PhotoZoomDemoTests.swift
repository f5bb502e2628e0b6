import Testing
import Interlude
import InterludeExport
@testable import InterludeDemoScenes
@testable import InterludeDemos

/// The photo-zoom demo (seed 004's question): the zoom between a grid cell and full screen, and
/// the drag that dismisses it interactively.
@MainActor
@Suite("Demo: photo zoom")
struct PhotoZoomDemoTests {
    /// Cell 4 (row 1, column 1): 120 × 80 pt at (135, 197.5); the full-screen photo: 390 × 260 pt
    /// centred in 844 pt, so its centre is at y = 422.
    let cell = CGRect(x: 135, y: 197.5, width: 120, height: 80)
    let photoCenterY = 422.0

    private func open(_ scene: ScriptedScene) throws -> (ScenePlayback, ZoomGridViewController) {
        let playback = ScenePlayback(scene)
        let grid = try #require(playback.window.rootViewController as? ZoomGridViewController)
        return (playback, grid)
    }

    @Test("the grid is a UICollectionView with a flow layout: reusable cells at the layout's frames, 3 columns")
    func collectionGrid() throws {
        let (playback, grid) = try open(PhotoZoomScenes.tapZoom)
        playback.play(until: 0.2)
        let collection = try #require(grid.collectionView)
        #expect(collection.collectionViewLayout is UICollectionViewFlowLayout)
        #expect(collection.visibleCells.count == 18 && collection.visibleCells.allSatisfy { $0 is ThumbnailCell })
        for index in [0, 4, 17] {
            let frame = try #require(collection.layoutAttributesForItem(at: IndexPath(item: index, section: 0))?.frame)
            #expect(collection.convert(frame, to: grid.view) == ZoomGridViewController.cellFrame(at: index))
        }
        #expect(ZoomGridViewController.cellFrame(at: 4) == cell)
        #expect(collection.indexPathForItem(at: collection.convert(PhotoZoomScenes.cellCenter(4), from: grid.view))?.item == 4)
    }

    @Test("a tap zooms the snapshot from the cell to full screen; halfway (ease-in-out at 0.5 is 0.5) it is midway")
    func zoomIn() throws {
        let (playback, grid) = try open(PhotoZoomScenes.tapZoom)
        playback.play(until: 0.3)
        let photo = try #require(grid.photoController)
        let thumbnail = try #require(grid.thumbnail(at: 4))
        #expect(grid.zoomTransition?.thumbnail === thumbnail, "the zoom starts from the selected cell")
        // The start frame is the cell's, through convert(_:to:) into the transition's container.
        let container = try #require(photo.view.superview)
        #expect(thumbnail.convert(thumbnail.bounds, to: container) == cell)
        #expect(thumbnail.isHidden && photo.imageView.isHidden, "both stay hidden while the snapshot flies")
        #expect(abs(playback.probe("zoom.width") - 120) < 1e-9)
        #expect(abs(playback.probe("zoom.centerY") - Double(cell.midY)) < 1e-9)
        playback.play(until: 0.55)
        #expect(abs(playback.probe("zoom.width") - (120 + 390) / 2) < 1e-6)
        #expect(abs(playback.probe("zoom.centerY") - (Double(cell.midY) + photoCenterY) / 2) < 1e-6)
        #expect(abs(playback.probe("page.opacity") - 0.5) < 1e-6)
        expectGoldenFrame(playback.window, named: "photozoom-tap-zoom-0.55")

        playback.play(until: 1.0)
        #expect(grid.presentedViewController === photo)
        #expect(photo.view.window === playback.window && grid.view.window == nil, "full screen removes the grid's view")
        #expect(grid.thumbnail(at: 4)?.isHidden == false && !photo.imageView.isHidden)
        #expect(playback.probe("zoom.width").isNaN, "the snapshot is gone")
        #expect(photo.imageView.frame == CGRect(x: 0, y: 292, width: 390, height: 260))
    }

    @Test("a tap on the photo zooms it back into its cell; the grid is back alone in the window")
    func zoomOut() throws {
        let (playback, grid) = try open(PhotoZoomScenes.tapZoom)
        playback.play(until: 0.2)
        #expect(grid.log.entries == ["Grid.viewWillAppear", "Grid.viewDidAppear"])
        grid.log.clear()
        playback.play(until: 1.85)
        #expect(abs(playback.probe("zoom.width") - (120 + 390) / 2) < 1e-6)
        #expect(grid.view.window === playback.window, "the grid's view is back under the photo")
        playback.play(until: 2.6)
        #expect(grid.presentedViewController == nil)
        #expect(playback.window.subviews == [grid.view])
        #expect(grid.thumbnail(at: 4)?.isHidden == false)
        #expect(
            grid.log.entries == [
                "Grid.viewWillDisappear", "Photo.viewWillAppear", "Grid.viewDidDisappear", "Photo.viewDidAppear",
                "Photo.viewWillDisappear", "Grid.viewWillAppear", "Photo.viewDidDisappear", "Grid.viewDidAppear",
            ])
    }

    @Test("dragging scrubs the dismissal by translation / 300 pt; released at 80 pt it cancels and the photo stays")
    func dragCancelled() throws {
        let (playback, grid) = try open(PhotoZoomScenes.dragToDismiss)
        playback.play(until: 0.9)
        let photo = try #require(grid.photoController)
        grid.log.clear()
        playback.play(until: 1.25)
        // Half of the 80 pt drag: 40 pt, so 40 / 300 of the zoom back.
        let percent = playback.probe("drag.percent")
        #expect(abs(percent - 40.0 / 300) < 1e-9)
        #expect(abs(playback.probe("zoom.width") - (390 - 270 * percent)) < 1e-6, "scrubbed linearly")
        #expect(abs(playback.probe("page.opacity") - (1 - percent)) < 1e-6)
        playback.play(until: 1.9)
        #expect(grid.presentedViewController === photo)
        #expect(photo.view.window === playback.window && grid.view.window == nil)
        #expect(abs(playback.probe("page.opacity") - 1) < 1e-9)
        #expect(
            grid.log.entries == [
                "Photo.viewWillDisappear", "Grid.viewWillAppear", "Grid.viewWillDisappear", "Grid.viewDidDisappear",
                "Photo.viewWillAppear", "Photo.viewDidAppear",
            ])
    }

    @Test("dragged 200 pt (past 40 % of 300) it finishes; a 100 pt flick at 1000 pt/s finishes too")
    func dragFinishedAndFlick() throws {
        let (playback, grid) = try open(PhotoZoomScenes.dragToDismiss)
        playback.play(until: 2.5)
        #expect(playback.probe("drag.percent").isNaN, "the interaction ended on release")
        playback.play(until: 3.0)
        #expect(grid.presentedViewController == nil)
        #expect(playback.window.subviews == [grid.view])
        playback.play(until: 3.9)
        #expect(grid.photoController?.index == 8)
        playback.play(until: 4.1)
        // 100 pt is a third of the distance, under the 40 % threshold: only the flick finishes it.
        #expect(grid.presentedViewController?.isBeingDismissed == true)
        playback.play(until: 5.0)
        #expect(grid.presentedViewController == nil)
        #expect(grid.thumbnail(at: 8)?.isHidden == false && grid.view.window === playback.window)
    }
}
