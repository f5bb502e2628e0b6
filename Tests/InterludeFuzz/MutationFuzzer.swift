import InterludePNG
import InterludeSeededRandom

/// Seeded mutations of valid inputs, the way coverage-less fuzzers make them: bit flips,
/// "interesting" bytes and 32-bit values, truncation, insertion, deletion and duplicated ranges,
/// stacked one to four deep. PNG inputs get their chunk CRCs fixed half the time, so mutations
/// reach the decoder past libpng's checksum test.
public struct MutationFuzzer {
    private var random: SplitMix64

    /// A fuzzer whose mutations follow from `seed`.
    public init(seed: UInt64) { random = SplitMix64(seed: seed) }

    /// A number in `range`, from the same seeded sequence as the mutations.
    public mutating func integer(in range: ClosedRange<Int>) -> Int { Int.random(in: range, using: &random) }

    /// Values that often sit on a parser's edge: signs, powers of two, the largest sizes.
    private static let interestingBytes: [UInt8] = [0, 1, 0x7F, 0x80, 0xFF]
    private static let interestingWords: [UInt32] = [0, 1, 0x7FFF, 0x8000, 0xFFFF, 0x7FFF_FFFF, 0x8000_0000, 0xFFFF_FFFF]

    /// A mutated copy of `input`.
    public mutating func mutate(_ input: [UInt8]) -> [UInt8] {
        var bytes = input
        for _ in 0..<Int.random(in: 1...4, using: &random) { mutateOnce(&bytes) }
        if bytes.starts(with: Self.pngSignature), Bool.random(using: &random) { Self.fixPNGChecksums(&bytes) }
        return bytes
    }

    private mutating func mutateOnce(_ bytes: inout [UInt8]) {
        guard !bytes.isEmpty else { return bytes = [UInt8.random(in: 0...255, using: &random)] }
        let at = Int.random(in: 0..<bytes.count, using: &random)
        switch Int.random(in: 0..<7, using: &random) {
        case 0: bytes[at] ^= 1 << UInt8.random(in: 0...7, using: &random)
        case 1: bytes[at] = Self.interestingBytes.randomElement(using: &random)!
        case 2:
            let value = Self.interestingWords.randomElement(using: &random)!
            for offset in 0..<4 where at + offset < bytes.count {
                bytes[at + offset] = UInt8(truncatingIfNeeded: value >> (24 - 8 * offset))
            }
        case 3: bytes.removeSubrange(at...)
        case 4:
            bytes.insert(
                contentsOf: (0..<Int.random(in: 1...16, using: &random)).map { _ in UInt8.random(in: 0...255, using: &random) },
                at: at)
        case 5: bytes.removeSubrange(at..<min(bytes.count, at + Int.random(in: 1...32, using: &random)))
        default:
            let end = min(bytes.count, at + Int.random(in: 1...64, using: &random))
            bytes.insert(contentsOf: bytes[at..<end], at: Int.random(in: 0...bytes.count, using: &random))
        }
    }

    static let pngSignature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    /// Rewrites the CRC of every chunk whose declared length fits in `bytes`.
    public static func fixPNGChecksums(_ bytes: inout [UInt8]) {
        var offset = 8
        while offset + 12 <= bytes.count {
            let length = bytes[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) }
            guard length <= bytes.count - offset - 12 else { return }
            let crc = bytes.withUnsafeBytes { crc32(UnsafeRawBufferPointer(rebasing: $0[(offset + 4)..<(offset + 8 + length)])) }
            for index in 0..<4 { bytes[offset + 8 + length + index] = UInt8(truncatingIfNeeded: crc >> (24 - 8 * UInt32(index))) }
            offset += 12 + length
        }
    }
}
