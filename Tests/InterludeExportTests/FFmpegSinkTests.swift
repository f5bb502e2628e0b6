import Interlude
import Foundation
import InterludeTestSupport
import Testing
@testable import InterludeExport

/// Runs ffprobe on `url` and returns "key=value" entries of its first video stream.
func probe(_ url: URL, entries: String) throws -> [String: String] {
    let process = Process()
    process.executableURL = FFmpeg.locate("ffprobe")
    process.arguments = [
        "-v", "error", "-count_frames", "-select_streams", "v:0",
        "-show_entries", "stream=\(entries)", "-of", "default=noprint_wrappers=1", url.path,
    ]
    let output = Pipe()
    process.standardOutput = output
    try process.run()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    var result: [String: String] = [:]
    for line in String(decoding: data, as: UTF8.self).split(separator: "\n") {
        let parts = line.split(separator: "=", maxSplits: 1)
        if parts.count == 2 { result[String(parts[0])] = String(parts[1]) }
    }
    return result
}

/// Per-packet durations (in the stream's time base) of `url`'s first video stream.
func packetDurations(_ url: URL) throws -> [Int] {
    let process = Process()
    process.executableURL = FFmpeg.locate("ffprobe")
    process.arguments = ["-v", "error", "-select_streams", "v:0", "-show_entries", "packet=duration", "-of", "csv=p=0", url.path]
    let output = Pipe()
    process.standardOutput = output
    try process.run()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return String(decoding: data, as: UTF8.self).split(separator: "\n").compactMap { Int($0) }
}

/// `count` frames of a square moving right over gray.
func movingSquare(width: Int, height: Int, count: Int) -> [RenderedFrame] {
    (0..<count).map { i in
        solidFrame(width: width, height: height, argb: 0xFF80_8080, rects: [(i * 2 % width, 4, 8, 8, 0xFFFF_0000)])
    }
}

let ffmpegAvailable = FFmpeg.locate() != nil && FFmpeg.locate("ffprobe") != nil

@Suite("ffmpeg outputs")
struct FFmpegSinkTests {
    @Test("MP4: H.264, yuv420p, every frame present", .enabled(if: ffmpegAvailable))
    func mp4() throws {
        let folder = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let url = folder.appendingPathComponent("clip.mp4")
        try run(FFmpegSink(destination: url, container: .mp4), frames: movingSquare(width: 64, height: 48, count: 12), fps: 30)
        let info = try probe(url, entries: "codec_name,pix_fmt,width,height,nb_read_frames,r_frame_rate")
        #expect(info["codec_name"] == "h264" && info["pix_fmt"] == "yuv420p")
        #expect(info["width"] == "64" && info["height"] == "48")
        #expect(info["nb_read_frames"] == "12")
        #expect(info["r_frame_rate"] == "30/1")
        #expect(contents(of: folder) == ["clip.mp4"])
    }

    @Test("MP4 of odd size is cropped to even for yuv420p", .enabled(if: ffmpegAvailable))
    func oddSize() throws {
        let folder = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let url = folder.appendingPathComponent("odd.mp4")
        try run(FFmpegSink(destination: url, container: .mp4), frames: movingSquare(width: 65, height: 49, count: 3), fps: 10)
        let info = try probe(url, entries: "width,height,nb_read_frames")
        #expect(info["width"] == "64" && info["height"] == "48" && info["nb_read_frames"] == "3")
    }

    @Test("GIF below 50 fps keeps every frame; delays are 1/fps in centiseconds", .enabled(if: ffmpegAvailable))
    func gifSlow() throws {
        let folder = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let url = folder.appendingPathComponent("slow.gif")
        try run(FFmpegSink(destination: url, container: .gif), frames: movingSquare(width: 32, height: 24, count: 10), fps: 25)
        #expect(try probe(url, entries: "codec_name,nb_read_frames") == ["codec_name": "gif", "nb_read_frames": "10"])
        #expect(try packetDurations(url) == Array(repeating: 4, count: 10), "1/25 s = 4 cs")
    }

    @Test("GIF above 50 fps is resampled to 50 fps with 2 cs delays", .enabled(if: ffmpegAvailable))
    func gifFast() throws {
        let folder = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let url = folder.appendingPathComponent("fast.gif")
        // A 0.5 s transition at 60 fps: 31 frames spanning 31/60 s; at 50 fps that is 25.8 → 26 frames.
        try run(FFmpegSink(destination: url, container: .gif), frames: movingSquare(width: 32, height: 24, count: 31), fps: 60)
        #expect(try probe(url, entries: "nb_read_frames")["nb_read_frames"] == "26")
        #expect(try packetDurations(url) == Array(repeating: 2, count: 26))
    }

    @Test(
        "without ffmpeg on PATH, MP4 and GIF fail with how to install it, leaving nothing",
        arguments: [FFmpegSink.Container.mp4, .gif])
    func missing(container: FFmpegSink.Container) throws {
        let folder = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let sink = FFmpegSink(
            destination: folder.appendingPathComponent("x.\(container.rawValue.lowercased())"),
            container: container, environment: ["PATH": ""])
        let error = #expect(throws: ExportError.self) {
            try run(sink, frames: movingSquare(width: 16, height: 16, count: 2), fps: 10)
        }
        #expect(error == .ffmpegMissing(format: container.rawValue))
        #expect(
            error?.description
                == "\(container.rawValue) export needs ffmpeg, which is not on PATH: install it with `sudo apt-get install ffmpeg` (or rerun scripts/setup.sh)"
        )
        #expect(contents(of: folder).isEmpty)
    }

    @Test("an ffmpeg that fails mid-stream surfaces its message and leaves no partial file")
    func failingFFmpeg() throws {
        let folder = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        // A stand-in ffmpeg on PATH that reads nothing and exits 3 with a message, as a broken encoder would.
        let bin = folder.appendingPathComponent("bin")
        try FileManager.default.createDirectory(at: bin, withIntermediateDirectories: true)
        let script = bin.appendingPathComponent("ffmpeg")
        try "#!/bin/sh\necho 'Unknown encoder libx264' >&2\nexit 3\n".write(to: script, atomically: true, encoding: .utf8)
        chmod(script.path, 0o755)
        let out = folder.appendingPathComponent("out")
        try FileManager.default.createDirectory(at: out, withIntermediateDirectories: true)
        let sink = FFmpegSink(
            destination: out.appendingPathComponent("clip.mp4"), container: .mp4, environment: ["PATH": bin.path])
        let error = #expect(throws: ExportError.self) {
            try run(sink, frames: movingSquare(width: 256, height: 256, count: 8), fps: 30)
        }
        #expect(error == .ffmpegFailed(format: "MP4", status: 3, detail: "Unknown encoder libx264"))
        #expect(contents(of: out).isEmpty)
    }
}
