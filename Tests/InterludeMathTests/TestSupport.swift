import Foundation
import InterludeMath
import Testing

/// Named tolerances for approximate comparisons; each says why it has that size.
enum Tolerance {
    /// A handful of rounding errors in double arithmetic on values of order 1.
    static let rounding = 1e-12
    /// A single operation such as cos(π/2) (≈ 6.1e-17): results that are exact up to one rounding.
    static let oneRounding = 1e-15
    /// Chromium's cubic-bezier tables are printed to 5 decimals; its tests use 0.00015.
    static let chromiumTable = 0.00015
    /// Chromium's round trip t → x → t with the solver at epsilon 1e-7.
    static let solverRoundTrip = 1e-5
}

/// SplitMix64, a small seeded generator (Steele, Lea & Flood 2014), so randomized tests repeat.
struct SplitMix64: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) {
        state = seed
    }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A uniform double in `range`.
    mutating func uniform(_ range: ClosedRange<Double>) -> Double {
        Double.random(in: range, using: &self)
    }
}
