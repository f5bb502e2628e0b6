import Foundation
import InterludeTestSupport
import Testing
import Interlude
import InterludeDemoScenes
import InterludeExport
import InterludeGallery

@MainActor
@Suite("The gallery on a small setting")
struct GalleryBuilderTests {
    private func readUInt32(_ bytes: [UInt8], at offset: Int) -> Int {
        bytes[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) }
    }

    @Test("two demos at @1x and 5 fps: previews, filmstrips and scrubbers exist and parse; the page links them under each lesson")
    func smallGallery() throws {
        let folder = try makeTemporaryFolder(prefix: "interlude-gallery")
        defer { try? FileManager.default.removeItem(at: folder) }
        let formats = GalleryBuilder.formats(ffmpegAvailable: false)
        #expect(formats == [.apng, .filmstrip, .html])
        var demos: [GalleryDemo] = []
        for demo in [SeedDemo.navAnimator, SeedDemo.scalePresent] {
            var entry = GalleryDemo(demo: demo.group)
            for scene in demo.scenes {
                entry.scenes.append(
                    try GalleryBuilder.record(scene, formats: formats, into: folder, scale: 1, framesPerSecond: 5))
            }
            demos.append(entry)
        }
        let page = GalleryBuilder.page(demos, scale: 1, framesPerSecond: 5)
        for entry in demos {
            #expect(
                page.contains(
                    entry.demo.summary.replacingOccurrences(of: "&", with: "&amp;")
                        .replacingOccurrences(of: "<", with: "&lt;").replacingOccurrences(of: ">", with: "&gt;")
                        .replacingOccurrences(of: "\"", with: "&quot;")))
            for recorded in entry.scenes {
                let frames = Int((recorded.scene.duration * 5).rounded()) + 1
                #expect(recorded.frames == frames)
                // APNG: signature, then IHDR; acTL carries the frame count.
                let apng = [UInt8](try Data(contentsOf: recorded.files[.apng]!))
                #expect(apng.prefix(8) == [137, 80, 78, 71, 13, 10, 26, 10])
                let acTL = apng.firstRange(of: Array("acTL".utf8))!
                #expect(readUInt32(apng, at: acTL.upperBound) == frames)
                #expect(readUInt32(apng, at: 16) == 390 && readUInt32(apng, at: 20) == 844)
                // Filmstrip: a PNG.
                let strip = [UInt8](try Data(contentsOf: recorded.files[.filmstrip]!))
                #expect(strip.prefix(8) == [137, 80, 78, 71, 13, 10, 26, 10])
                // Scrubber: one embedded PNG per frame, a slider, the plots' data.
                let scrubber = try String(contentsOf: recorded.files[.html]!, encoding: .utf8)
                #expect(scrubber.components(separatedBy: "data:image/png;base64,").count - 1 == frames)
                #expect(scrubber.contains("type=\"range\""))
                #expect(page.contains("href=\"\(recorded.files[.html]!.lastPathComponent)\""))
                #expect(page.contains("src=\"\(recorded.files[.apng]!.lastPathComponent)\""))
            }
        }
    }

    @Test("the Modern UIKit section gets its own heading, caption and summary on the demo gallery's page")
    func modernSection() throws {
        let folder = try makeTemporaryFolder(prefix: "interlude-gallery-modern")
        defer { try? FileManager.default.removeItem(at: folder) }
        var entry = GalleryDemo(demo: ModernUIKitScenes.group)
        entry.scenes.append(
            try GalleryBuilder.record(
                ModernUIKitScenes.popover, formats: [.filmstrip], into: folder, scale: 1, framesPerSecond: 2))
        let page = GalleryBuilder.page([entry], heading: .demoGallery, scale: 1, framesPerSecond: 2)
        #expect(page.contains("<title>Interlude — the demo gallery</title>"))
        #expect(page.contains("played on its clock: 1 section, "))
        #expect(page.contains("<h2>Modern UIKit <span class=\"meta\">iOS 13–18</span></h2>"))
        #expect(page.contains("<h3>modern-popover</h3>"))
        #expect(entry.scenes[0].frames == 9)
    }
}
