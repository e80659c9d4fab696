import Foundation
import Testing

/// Whether this test process is the end-to-end one: `EndToEndProcessTests` starts the test
/// binary again, filtered to this target, with `LAYERCAST_E2E_PROCESS=1`, and only there do the
/// end-to-end suites run.
///
/// Why a process of their own: SDL is process-global (`SDL_Init`/`SDL_Quit`) and `swift test`
/// runs every target's suites in one process, in parallel, so the SDL client here would share
/// SDL with `LayercastClientTests`' `CompositorTests` and break it (or be broken by it); and the
/// demo servers run the demo's turns (layout, Cairo drawing at every client's scale) on the main
/// actor, which would delay every other suite's main-actor work (other servers' handshakes time
/// out after 10 s).
enum EndToEndProcess {
    /// The environment variable that marks the end-to-end test process.
    static let environmentKey = "LAYERCAST_E2E_PROCESS"

    /// Whether this is the end-to-end test process.
    static var isCurrent: Bool { ProcessInfo.processInfo.environment[environmentKey] == "1" }

    /// The trait of every end-to-end suite: it runs only in the end-to-end test process.
    static let only: ConditionTrait = .enabled(if: isCurrent, "runs in the end-to-end test process that EndToEndProcessTests starts and checks")

    /// Prints the line `EndToEndProcessTests` looks for to know that a test ran to its end.
    static func ran(_ test: String = #function) {
        print("layercast e2e: ran \(test)")
    }
}
