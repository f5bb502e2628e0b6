import Foundation
import Interlude
import InterludeSnapshotTesting
import InterludeTestSupport
import Testing

@MainActor
@Suite("Failing snapshots")
struct SnapshotFailureTests {
    @Test("a failing snapshot leaves the reference untouched and writes the new and the difference image as artifacts")
    func failureArtifacts() throws {
        let folder = try makeTemporaryFolder(prefix: "snapshot-failure")
        defer { try? FileManager.default.removeItem(at: folder) }
        let card = makeCard()
        let recorded = verifySnapshot(
            of: card, as: .image(scale: 1), named: "card", record: .all, snapshotDirectory: folder.path)
        #expect(recorded?.hasPrefix("Record mode is on.") == true)
        let reference = folder.appendingPathComponent("failureArtifacts.card.png")
        let referenceBytes = try Data(contentsOf: reference)
        #expect(verifySnapshot(of: card, as: .image(scale: 1), named: "card", snapshotDirectory: folder.path) == nil)

        card.subviews[0].backgroundColor = .systemRed
        let message = try #require(
            verifySnapshot(of: card, as: .image(scale: 1), named: "card", snapshotDirectory: folder.path))
        #expect(message.hasPrefix("Snapshot \"card\" does not match reference."))
        #expect(message.contains("Newly-taken snapshot does not match reference."))
        #expect(try Data(contentsOf: reference) == referenceBytes, "the reference must not change")
        #expect(contents(of: folder) == ["failureArtifacts.card.png"])

        // swift-snapshot-testing writes the new image into the artifacts folder, named after the
        // test file and the test; the difference image lands beside it.
        let artifacts = URL(
            fileURLWithPath: ProcessInfo.processInfo.environment["SNAPSHOT_ARTIFACTS"] ?? NSTemporaryDirectory(),
            isDirectory: true
        ).appendingPathComponent("SnapshotFailureTests")
        let failed = artifacts.appendingPathComponent("failureArtifacts.card.png")
        let difference = artifacts.appendingPathComponent("failureArtifacts.card-difference.png")
        #expect(message.contains("file://\(difference.path)"))
        let new = try #require(RenderedFrame(contentsOfFile: failed.path))
        let marked = try #require(RenderedFrame(contentsOfFile: difference.path))
        #expect(new.width == 120 && new.height == 80 && marked.width == 120 && marked.height == 80)
        // The dot (10…30 × 10…30) changed color: red in the difference image; the rest did not.
        let inDot = marked.pixel(x: 20, y: 20), outside = marked.pixel(x: 60, y: 60)
        #expect(inDot.r == 255 && inDot.g == 0 && inDot.b == 0)
        #expect(outside.r == outside.g && outside.g == outside.b)
        try? FileManager.default.removeItem(at: failed)
        try? FileManager.default.removeItem(at: difference)
    }

    @Test("a snapshot folder that cannot be created: one line, nothing written")
    func uncreatableFolder() throws {
        let folder = try makeTemporaryFolder(prefix: "snapshot-blocked")
        defer { try? FileManager.default.removeItem(at: folder) }
        let blocker = folder.appendingPathComponent("file")
        try Data("x".utf8).write(to: blocker)
        let message = try #require(
            verifySnapshot(
                of: makeCard(), as: .image(scale: 1), named: "card",
                snapshotDirectory: blocker.appendingPathComponent("snapshots").path))
        #expect(!message.isEmpty && !message.contains("\n"), "\(message)")
        #expect(contents(of: folder) == ["file"])
    }

    @Test("an unreadable reference is reported as such")
    func unreadableReference() throws {
        let folder = try makeTemporaryFolder(prefix: "snapshot-unreadable")
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data("not a PNG".utf8).write(to: folder.appendingPathComponent("unreadableReference.card.png"))
        let message = verifySnapshot(of: makeCard(), as: .image(scale: 1), named: "card", snapshotDirectory: folder.path)
        #expect(message?.contains("Reference image could not be loaded.") == true)
    }
}

/// Names of the files in `folder`, sorted.
func contents(of folder: URL) -> [String] {
    ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).sorted()
}
