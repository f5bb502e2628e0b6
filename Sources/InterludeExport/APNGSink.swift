import Interlude
import Foundation

/// Writes an animated PNG (APNG): `acTL`, then per frame `fcTL` + `IDAT` (first) or `fdAT`.
///
/// Each frame after the first stores only the rectangle that changed since the previous frame
/// (dispose `NONE`, blend `SOURCE`), which is most of the saving for transitions where part of the
/// screen stands still. Delays are exact: `1 / framesPerSecond` as delay_num/delay_den. The
/// animation loops forever (num_plays 0). Scanlines use `PNGEncoder`'s filter and zlib settings.
public final class APNGSink: FrameSink {
    /// The `.apng` file written.
    public let destination: URL
    /// How many times the animation plays; 0 (the default) loops forever.
    public let plays: Int
    private let encoder: PNGEncoder
    private var file: AtomicOutputFile?
    private var format: SequenceFormat?
    private var previous: RenderedFrame?
    private var sequenceNumber: UInt32 = 0

    /// An APNG writer to `destination`, looping `plays` times (0 = forever), compressing with `encoder`.
    public init(destination: URL, plays: Int = 0, encoder: PNGEncoder = PNGEncoder()) {
        self.destination = destination
        self.plays = plays
        self.encoder = encoder
    }

    public func begin(_ format: SequenceFormat) throws {
        self.format = format
        file = try AtomicOutputFile(destination: destination)
        var control: [UInt8] = []
        PNGChunks.appendBigEndian(UInt32(format.frameCount), to: &control)
        PNGChunks.appendBigEndian(UInt32(plays), to: &control)
        try file!.write(
            PNGChunks.signature + PNGChunks.header(width: format.width, height: format.height)
                + PNGChunks.chunk("acTL", control))
    }

    public func append(_ frame: RenderedFrame, index: Int) throws {
        guard let file, let format else { preconditionFailure("APNGSink.append before begin") }
        try checkSize(frame, format: format, index: index)
        let region =
            previous.map { changedRegion(from: $0, to: frame) }
            ?? Region(x: 0, y: 0, width: frame.width, height: frame.height)
        var bytes = frameControl(region, format: format)
        let data = encoder.compressedScanlines(
            pixels: frame.pixels, bytesPerRow: frame.bytesPerRow,
            x: region.x, y: region.y, width: region.width, height: region.height)
        if previous == nil {
            bytes += PNGChunks.chunk("IDAT", data)
        } else {
            var payload: [UInt8] = []
            payload.reserveCapacity(4 + data.count)
            PNGChunks.appendBigEndian(nextSequenceNumber(), to: &payload)
            payload += data
            bytes += PNGChunks.chunk("fdAT", payload)
        }
        try file.write(bytes)
        previous = frame
    }

    public func finish(_ recording: Recording) throws {
        guard let file else { preconditionFailure("APNGSink.finish before begin") }
        try file.write(PNGChunks.chunk("IEND", []))
        try file.commit()
        self.file = nil
        previous = nil
    }

    public func abort() {
        file?.discard()
        file = nil
        previous = nil
    }

    private func nextSequenceNumber() -> UInt32 {
        defer { sequenceNumber += 1 }
        return sequenceNumber
    }

    private func frameControl(_ region: Region, format: SequenceFormat) -> [UInt8] {
        var data: [UInt8] = []
        PNGChunks.appendBigEndian(nextSequenceNumber(), to: &data)
        PNGChunks.appendBigEndian(UInt32(region.width), to: &data)
        PNGChunks.appendBigEndian(UInt32(region.height), to: &data)
        PNGChunks.appendBigEndian(UInt32(region.x), to: &data)
        PNGChunks.appendBigEndian(UInt32(region.y), to: &data)
        PNGChunks.appendBigEndian(UInt16(1), to: &data) // delay_num
        PNGChunks.appendBigEndian(UInt16(format.framesPerSecond), to: &data) // delay_den
        data += [0, 0] // dispose NONE, blend SOURCE
        return PNGChunks.chunk("fcTL", data)
    }

    struct Region: Equatable { var x, y, width, height: Int }

    /// The smallest rectangle holding every pixel that differs; 1×1 at the origin when none does
    /// (a frame must still be written for its delay).
    func changedRegion(from old: RenderedFrame, to new: RenderedFrame) -> Region {
        let width = new.width, rowBytes = width * 4
        return old.pixels.withUnsafeBytes { a in
            new.pixels.withUnsafeBytes { b in
                func rowDiffers(_ y: Int) -> Bool {
                    memcmp(a.baseAddress! + y * old.bytesPerRow, b.baseAddress! + y * new.bytesPerRow, rowBytes) != 0
                }
                guard let top = (0..<new.height).first(where: rowDiffers) else { return Region(x: 0, y: 0, width: 1, height: 1) }
                let bottom = (top..<new.height).last(where: rowDiffers)!
                var left = width, right = -1
                for y in top...bottom {
                    let pa = a.baseAddress! + y * old.bytesPerRow, pb = b.baseAddress! + y * new.bytesPerRow
                    var x = 0
                    while x < left
                        && pa.loadUnaligned(fromByteOffset: x * 4, as: UInt32.self)
                            == pb.loadUnaligned(fromByteOffset: x * 4, as: UInt32.self)
                    { x += 1 }
                    left = min(left, x)
                    var r = width - 1
                    while r > right
                        && pa.loadUnaligned(fromByteOffset: r * 4, as: UInt32.self)
                            == pb.loadUnaligned(fromByteOffset: r * 4, as: UInt32.self)
                    { r -= 1 }
                    right = max(right, r)
                }
                return Region(x: left, y: top, width: right - left + 1, height: bottom - top + 1)
            }
        }
    }
}

/// Throws when `frame` is not the sequence's size.
func checkSize(_ frame: RenderedFrame, format: SequenceFormat, index: Int) throws {
    guard frame.width == format.width, frame.height == format.height else {
        throw ExportError.frameSizeChanged(
            expected: "\(format.width)×\(format.height)",
            got: "\(frame.width)×\(frame.height)", index: index)
    }
}
