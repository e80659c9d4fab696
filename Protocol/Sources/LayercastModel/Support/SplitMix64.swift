/// A small seeded generator (SplitMix64, Steele, Lea and Flood 2014): the same sequence for the
/// same seed on every run and machine, for whatever must be reproducible — test data, the
/// benchmark's scenes, the demo's painted photos. Not for anything secret.
public struct SplitMix64: RandomNumberGenerator, Sendable {
    private var state: UInt64

    /// A generator whose sequence is determined by `seed`.
    public init(seed: UInt64) { state = seed }

    /// The next 64 random bits.
    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// The next value in 0..<1, from the top 53 bits.
    public mutating func nextUnit() -> Double {
        Double(next() >> 11) / Double(UInt64(1) << 53)
    }

    /// The next integer in `range`, by the remainder of the next value (slightly uneven for
    /// ranges that do not divide 2⁶⁴, which reproducible data does not mind).
    public mutating func int(in range: ClosedRange<Int>) -> Int {
        range.lowerBound + Int(next() % UInt64(range.count))
    }
}
