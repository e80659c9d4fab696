// Compiled only into the fuzz binaries (not the tests): a violated property must crash so that
// libFuzzer saves the input.
extension FuzzHarness {
    /// Stops the process with every violation printed when `outcome` has any.
    static func trapOnViolation(_ outcome: FuzzOutcome) {
        guard !outcome.violations.isEmpty else { return }
        fatalError("fuzz property violated: " + outcome.violations.joined(separator: "; "))
    }
}
