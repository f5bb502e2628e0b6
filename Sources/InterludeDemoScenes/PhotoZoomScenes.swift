import Interlude
import InterludeDemos
import InterludeExport

extension SeedDemo {
    /// Seed 004's question: how the Photos app zooms a picture out of its thumbnail.
    public static let photoZoom = SeedDemo(
        name: "Photo zoom", seed: "004",
        teaches: "A custom modal transition — a transitioning delegate vending an animation controller — answers "
            + "the article's question of how Photos zooms a picture out of its thumbnail: a snapshot placed with "
            + "convert(_:to:) flies between the grid's cell (a UICollectionView with a flow layout) and full "
            + "screen, and back. Beyond the article, the "
            + "animator is interruptible, so dragging the photo down drives the dismissal through "
            + "UIPercentDrivenInteractiveTransition and finishes or cancels it on release.",
        scenes: [PhotoZoomScenes.tapZoom, PhotoZoomScenes.dragToDismiss])
}

/// The photo-zoom demo's scripted interactions.
enum PhotoZoomScenes {
    /// Where the finger touches the full-screen photo: the middle of the window.
    static let photoPoint = CGPoint(x: 195, y: 422)

    /// The centre of grid cell `index`, in window coordinates.
    @MainActor
    static func cellCenter(_ index: Int) -> CGPoint {
        let frame = ZoomGridViewController.cellFrame(at: index)
        return CGPoint(x: frame.midX, y: frame.midY)
    }

    static let tapZoom = ScriptedScene(
        name: "photozoom-tap-zoom",
        summary: "A tap on a thumbnail zooms the photo from its cell to full screen (0.5 s); a tap on the photo zooms it back.",
        duration: 2.6
    ) { window in
        let grid = ZoomGridViewController()
        window.rootViewController = grid
        return SceneScript(
            cues: [
                .tap(at: cellCenter(4), time: 0.3, in: window),
                .tap(at: photoPoint, time: 1.6, in: window),
            ], probes: probes(grid))
    }

    static let dragToDismiss = ScriptedScene(
        name: "photozoom-drag-to-dismiss",
        summary: "Dragging the photo down scrubs the zoom back: released at 27 % it returns, dragged 67 % it "
            + "finishes; a short fast flick (1000 pt/s) dismisses a second photo.",
        duration: 5.0
    ) { window in
        let grid = ZoomGridViewController()
        window.rootViewController = grid
        let p = photoPoint
        func down(_ points: CGFloat) -> CGPoint { CGPoint(x: p.x, y: p.y + points) }
        return SceneScript(
            cues: [Cue.tap(at: cellCenter(0), time: 0.2, in: window)]
                + Cue.drag(from: p, to: down(80), start: 1.0, duration: 0.5, in: window)
                + Cue.drag(from: p, to: down(200), start: 2.0, duration: 0.5, in: window)
                + [Cue.tap(at: cellCenter(8), time: 3.2, in: window)]
                + Cue.drag(from: p, to: down(100), start: 4.0, duration: 0.1, in: window),
            probes: probes(grid))
    }

    @MainActor
    static func probes(_ grid: ZoomGridViewController) -> [PropertyProbe] {
        [
            PropertyProbe("zoom.width") { [weak grid] in
                guard let layer = grid?.zoomTransition?.zoomView?.layer.presentation() else { return .nan }
                return Double(layer.bounds.width * layer.affineTransform().a)
            },
            PropertyProbe("zoom.centerY") { [weak grid] in
                guard let layer = grid?.zoomTransition?.zoomView?.layer.presentation() else { return .nan }
                return Double(layer.position.y)
            },
            PropertyProbe("page.opacity") { [weak grid] in
                guard let page = grid?.photoController?.viewIfLoaded, page.window != nil else { return .nan }
                return Double((page.layer.presentation() ?? page.layer).opacity)
            },
            PropertyProbe("drag.percent") { [weak grid] in
                guard let drag = grid?.photoController?.dragToDismiss else { return .nan }
                return Double(drag.percentComplete)
            },
        ]
    }
}
