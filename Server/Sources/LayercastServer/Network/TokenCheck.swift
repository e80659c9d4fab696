/// Token comparison for the hello (SPEC §14.2: "a server compares tokens in constant time").
enum TokenCheck {
    /// Whether `presented` equals `expected`, in time that depends only on the lengths (never on
    /// where the first differing byte is), so a guesser learns nothing from timing but the length.
    static func matches(presented: String?, expected: String) -> Bool {
        let a = Array((presented ?? "").utf8), b = Array(expected.utf8)
        var difference = UInt8(a.count == b.count ? 0 : 1)
        let n = max(a.count, b.count)
        for i in 0..<n {
            let x = i < a.count ? a[i] : 0
            let y = i < b.count ? b[i] : 0
            difference |= x ^ y
        }
        return difference == 0
    }

    /// Whether two resume tokens are equal, without a data-dependent branch.
    static func matches(_ a: UInt64, _ b: UInt64) -> Bool {
        (a ^ b) == 0
    }
}
