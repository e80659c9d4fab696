import Foundation

/// A tiny deterministic generator (SplitMix64) so generated pictures are identical every run.
struct SeededGenerator {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    /// The next value in 0..<1.
    mutating func nextUnit() -> CGFloat {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        z ^= z >> 31
        return CGFloat(z >> 11) / CGFloat(1 << 53)
    }
}
