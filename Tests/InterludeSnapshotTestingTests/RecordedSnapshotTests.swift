import Interlude
import InterludeExport
import InterludeSnapshotTesting
import Testing

/// Snapshots recorded once and committed (`__Snapshots__/RecordedSnapshotTests`): every run —
/// CI's from a fresh clone included — must draw the same pixels. Rerecord with
/// `SNAPSHOT_TESTING_RECORD=all swift test --filter RecordedSnapshotTests` after a deliberate change.
@MainActor
@Suite("Recorded snapshots")
struct RecordedSnapshotTests {
    @Test("a view")
    func cardView() {
        assertSnapshot(of: makeCard(), as: .image(scale: 2))
    }

    @Test("a controller on an iPhone SE")
    func controllerOnIPhoneSe() {
        let controller = ColorViewController(title: "Home", color: .systemTeal)
        let label = UILabel(frame: CGRect(x: 20, y: 60, width: 280, height: 40))
        label.text = "Snapshot on Linux"
        label.font = .systemFont(ofSize: 24, weight: .semibold)
        controller.view.addSubview(label)
        assertSnapshot(of: controller as UIViewController, as: .image(on: .iPhoneSe, scale: 1))
    }

    @Test("a scene's moments as one filmstrip")
    func springFilmstrip() {
        assertSnapshot(
            of: SceneCatalog.builtIn.scene(named: "spring")!,
            as: .frames(at: [0, 0.2, 0.4, 0.6, 0.8], size: CGSize(width: 160, height: 320)))
    }
}
