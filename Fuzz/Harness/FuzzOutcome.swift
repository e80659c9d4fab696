import LayercastProtocol

/// What one fuzz input did to the code under test: how far it got, how it ended, and which
/// checked properties it broke.
///
/// Shared by the libFuzzer entry points (Fuzz/Targets/), which trap on a violation so that
/// libFuzzer records the input, and by FuzzRegressionTests, which assert there is none.
struct FuzzOutcome: Equatable, Sendable {
    /// How the input ended.
    enum Ending: Equatable, Sendable {
        /// Every byte was consumed; a decoder would wait for more ("need more").
        case needMore
        /// The code under test refused the input with a typed protocol error.
        case failed(ProtocolError.Code)
        /// A non-streaming target (zstd, pixels) ran to the end without a protocol error.
        case finished
    }

    /// Whole messages decoded (or, for the zstd target, stages that succeeded).
    var messages: Int
    /// How the input ended.
    var ending: Ending
    /// Properties the run broke, in words; empty when the code behaved.
    var violations: [String]

    /// Adds `message` to `violations` when `condition` is false.
    mutating func check(_ condition: Bool, _ message: @autoclosure () -> String) {
        if !condition { violations.append(message()) }
    }
}
