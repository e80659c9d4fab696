import Testing

/// The suites that run a demo server in this process, one test at a time: each server runs the
/// demo's turns (layout and Cairo drawing at every client's scale) on the main actor, which all
/// suites of the test process share; one at a time keeps the main actor responsive for the rest
/// of `swift test` (other suites' servers time out handshakes after 10 s without it).
@Suite(.serialized) enum InProcessServerTests {}
