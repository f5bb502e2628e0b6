import Interlude
import Foundation
import Testing
@testable import InterludeExport

/// One chunk of a PNG file as read back, with whether its stored CRC matches.
struct ParsedChunk {
    let type: String
    let data: [UInt8]
    let crcIsValid: Bool
}

/// Reads a PNG/APNG file into chunks; nil when the signature is wrong or a chunk is truncated.
func parseChunks(_ bytes: [UInt8]) -> [ParsedChunk]? {
    guard bytes.count >= 8, Array(bytes[0..<8]) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] else { return nil }
    var chunks: [ParsedChunk] = []
    var offset = 8
    while offset + 12 <= bytes.count {
        let length = Int(bigEndian32(bytes, offset))
        guard offset + 12 + length <= bytes.count else { return nil }
        let type = String(decoding: bytes[(offset + 4)..<(offset + 8)], as: UTF8.self)
        let data = Array(bytes[(offset + 8)..<(offset + 8 + length)])
        let stored = bigEndian32(bytes, offset + 8 + length)
        let computed = bytes[(offset + 4)..<(offset + 8 + length)].withUnsafeBytes { crc32($0) }
        chunks.append(ParsedChunk(type: type, data: data, crcIsValid: stored == computed))
        offset += 12 + length
    }
    return offset == bytes.count ? chunks : nil
}

func bigEndian32(_ bytes: [UInt8], _ offset: Int) -> UInt32 {
    UInt32(bytes[offset]) << 24 | UInt32(bytes[offset + 1]) << 16 | UInt32(bytes[offset + 2]) << 8 | UInt32(bytes[offset + 3])
}

func bigEndian16(_ bytes: [UInt8], _ offset: Int) -> UInt16 {
    UInt16(bytes[offset]) << 8 | UInt16(bytes[offset + 1])
}

/// Reverses the PNG row filters (PNG specification §9.2) of 8-bit RGBA scanlines; the straight RGBA bytes.
func unfilter(_ lines: [UInt8], width: Int, height: Int) -> [UInt8] {
    let rowBytes = width * 4
    var out = [UInt8](repeating: 0, count: rowBytes * height)
    for y in 0..<height {
        let filter = lines[y * (rowBytes + 1)]
        for i in 0..<rowBytes {
            let x = lines[y * (rowBytes + 1) + 1 + i]
            let a = i >= 4 ? Int(out[y * rowBytes + i - 4]) : 0
            let b = y > 0 ? Int(out[(y - 1) * rowBytes + i]) : 0
            let c = (i >= 4 && y > 0) ? Int(out[(y - 1) * rowBytes + i - 4]) : 0
            let predictor: Int
            switch filter {
            case 0: predictor = 0
            case 1: predictor = a
            case 2: predictor = b
            case 3: predictor = (a + b) / 2
            case 4:
                let p = a + b - c, pa = abs(p - a), pb = abs(p - b), pc = abs(p - c)
                predictor = (pa <= pb && pa <= pc) ? a : (pb <= pc ? b : c)
            default: fatalError("bad filter type \(filter) in row \(y)")
            }
            out[y * rowBytes + i] = x &+ UInt8(predictor)
        }
    }
    return out
}

/// A decoded (non-animated view of a) PNG: the first image's straight RGBA pixels.
struct DecodedPNG {
    let width: Int
    let height: Int
    let rgba: [UInt8]

    init?(_ bytes: [UInt8]) {
        guard let chunks = parseChunks(bytes), chunks.allSatisfy(\.crcIsValid),
            let header = chunks.first, header.type == "IHDR"
        else { return nil }
        width = Int(bigEndian32(header.data, 0))
        height = Int(bigEndian32(header.data, 4))
        guard header.data.count == 13, header.data[8] == 8, header.data[9] == 6 else { return nil }
        let compressed = chunks.filter { $0.type == "IDAT" }.flatMap(\.data)
        guard let lines = zlibInflate(compressed), lines.count == height * (1 + width * 4) else { return nil }
        rgba = unfilter(lines, width: width, height: height)
    }

    /// (r, g, b, a) at (x, y).
    func pixel(_ x: Int, _ y: Int) -> [UInt8] {
        Array(rgba[((y * width + x) * 4)..<((y * width + x) * 4 + 4)])
    }
}

/// A synthetic Cairo ARGB32 frame filled with one premultiplied color, with optional rectangles.
func solidFrame(
    width: Int, height: Int, argb: UInt32, rects: [(x: Int, y: Int, w: Int, h: Int, argb: UInt32)] = [],
    bytesPerRow: Int? = nil, time: Double = 0
) -> RenderedFrame {
    let stride = bytesPerRow ?? width * 4
    var pixels = [UInt8](repeating: 0, count: stride * height)
    pixels.withUnsafeMutableBytes { buffer in
        for y in 0..<height {
            for x in 0..<width {
                var color = argb
                for r in rects where x >= r.x && x < r.x + r.w && y >= r.y && y < r.y + r.h { color = r.argb }
                buffer.storeBytes(of: color, toByteOffset: y * stride + x * 4, as: UInt32.self)
            }
        }
    }
    return RenderedFrame(width: width, height: height, bytesPerRow: stride, pixels: pixels, scale: 1, time: time)
}

/// Names of the files in `folder`, hidden ones (temporary outputs) included, sorted.
func contents(of folder: URL) -> [String] {
    ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).sorted()
}

/// Feeds `frames` through `sink` as a complete sequence at `fps`.
func run(_ sink: FrameSink, frames: [RenderedFrame], fps: Int, series: [PropertySeries] = []) throws {
    let first = try #require(frames.first)
    let format = SequenceFormat(
        width: first.width, height: first.height, scale: 1,
        framesPerSecond: fps, frameCount: frames.count)
    try sink.begin(format)
    for (index, frame) in frames.enumerated() { try sink.append(frame, index: index) }
    try sink.finish(
        Recording(
            title: "test", format: format, times: frames.indices.map { Double($0) / Double(fps) },
            series: series))
}
