import Foundation

/// Whether this test process runs the SDL suite: `SDLIsolationTests` starts the test binary again
/// with `LAYERCAST_E2E_SDL_PROCESS=1` to run `SDLClientTests` alone.
enum SDLProcess {
    /// The environment variable that marks the SDL suite's own process.
    static let environmentKey = "LAYERCAST_E2E_SDL_PROCESS"

    /// Whether this process was started to run `SDLClientTests`.
    static var isIsolated: Bool { ProcessInfo.processInfo.environment[environmentKey] == "1" }
}
