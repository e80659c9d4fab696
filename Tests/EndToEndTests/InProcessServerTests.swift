import Testing

/// The suites that run a demo server with SDL-free in-process clients and client processes, one
/// test at a time (each server runs the demo's drawing on the main actor: one at a time keeps
/// waits short), beside `SDLClientTests`, in the end-to-end test process (`EndToEndProcess`).
@Suite(.serialized, EndToEndProcess.only) enum InProcessServerTests {}
