import Interlude
import InterludeDemos
import InterludeExport

extension SeedDemo {
    /// Seed 001: a photo browser whose navigation controller animates its own pushes and pops.
    public static let navAnimator = SeedDemo(
        name: "NavAnimator", seed: "001",
        teaches: "A UINavigationController subclass can be its own delegate and hand out an animation "
            + "controller per operation: the push drops the photo page from the top, the pop flies it up "
            + "with the revealed page sent to the back of the container.",
        scenes: [NavAnimatorScenes.pushPop])
}

/// The NavAnimator demo's scripted interactions.
public enum NavAnimatorScenes {
    /// When the third photo is tapped, and when the back button is.
    public static let photoTapTime = 0.4, backTapTime = 1.6
    /// Where the back button is (the navigation bar's top-left corner, below the 47-point status bar).
    public static let backButtonPoint = CGPoint(x: 30, y: 47 + 22)

    /// Tap a photo of the collection view (its page drops in over 0.4 s), then tap Back (the page
    /// flies up over 0.4 s).
    public static let pushPop = ScriptedScene(
        name: "navanimator-push-pop",
        summary: "Tap a photo of the grid (a UICollectionView): its page drops from the top; tap Back: the page flies "
            + "up, the grid sent to the back.",
        duration: 2.6
    ) { window in
        let log = AppearanceLog()
        let grid = PhotoGridViewController(title: "Photos", log: log)
        let navigation = DTNavController(rootViewController: grid)
        window.rootViewController = navigation
        let photoCenter = grid.photoCenter(at: 2, in: window) ?? .zero
        return SceneScript(
            cues: [
                .tap(at: photoCenter, time: photoTapTime, in: window),
                .tap(at: backButtonPoint, time: backTapTime, in: window),
            ],
            probes: [
                PropertyProbe("page.y") { grid.lastPage.map { Double(shownFrame(of: $0.view).minY) } ?? .nan },
                PropertyProbe("grid.y") { Double(shownFrame(of: grid.view).minY) },
            ])
    }
}
