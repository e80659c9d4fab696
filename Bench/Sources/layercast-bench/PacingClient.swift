import ArgumentParser
import Foundation
import LayercastClient
import LayercastProtocol
import LayercastCompositing
import NIOPosix

/// `layercast-bench pacing-client --port P …` (hidden): the real client library with the real
/// SDL compositor (offscreen driver), connected to the fling-pacing figure's server through the
/// delaying proxy. It flicks the scroll view up with a 60 Hz mouse, then keeps presenting for
/// `--seconds`, and prints one JSON line (`PacingClientReport`) describing every frame it
/// presented: when, and what scroll offset it showed.
///
/// It runs in its own process so that the server's turns and the frame loop do not share a
/// thread, as on two devices.
struct PacingClient: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "pacing-client",
        abstract: "Flick a served scroll view and log the client's frames (a helper of the fling-pacing figure).",
        shouldDisplay: false)

    @Option(help: "The port on 127.0.0.1 (the delaying proxy's).")
    var port: Int

    @Option(help: "The server's clock origin: CLOCK_MONOTONIC nanoseconds at which its app clock read 0.")
    var serverOrigin: UInt64

    @Option(help: "The output's size in pixels, WxH (the server's screen at 1 pixel per point).")
    var size = "390x844"

    @Option(help: "Where the flick starts, X,Y in points.")
    var start = "195,764"

    @Option(help: "Moves of the flick, each `--step` points up, one per 60 Hz frame.")
    var moves = 6

    @Option(help: "Points per move.")
    var step = 40.0

    @Option(help: "SDL's render driver (e.g. software, opengl); SDL's choice when absent.")
    var renderDriver: String?

    @Option(help: "Seconds of frames to log after the lift.")
    var seconds = 1.5

    func run() throws {
        let dimensions = size.split(separator: "x").compactMap { Int($0) }
        let origin = start.split(separator: ",").compactMap { Double($0) }
        guard dimensions.count == 2, origin.count == 2 else {
            throw ValidationError("--size is WxH and --start is X,Y")
        }
        let compositor = try Compositor(configuration: CompositorConfiguration(
            videoDriver: "offscreen", renderDriver: renderDriver, windowWidth: dimensions[0], windowHeight: dimensions[1], scale: 1,
            title: "pacing"))
        let group = MultiThreadedEventLoopGroup(numberOfThreads: 1)
        defer { try? group.syncShutdownGracefully() }
        let clock = monotonicClientClock
        let session = ClientSession(configuration: ClientSessionConfiguration(port: port, name: "bench-pacing", scale: 1),
                                    display: compositor, group: group, clock: clock)
        session.connect()
        try session.runUntil(timeout: 60) { $0.presentedCommitCount >= 1 && $0.serverTimeNow != nil }
        // A settled start: the first frame's bitmaps are in and a few pings have refined the clock.
        let settle = clock() + 0.5
        while clock() < settle { session.step() }

        let frame = 1.0 / 60
        var report = PacingClientReport(renderer: compositor.rendererName)
        var location = CGPoint(x: origin[0], y: origin[1])
        var due = clock()
        func waitForTick() {
            due += frame
            while clock() < due { session.step(maxWait: max(0, due - clock())) }
        }
        session.inject([.mouse(phase: .began, location: location, button: 1)])
        for _ in 0..<moves {
            waitForTick()
            location.y -= step
            session.inject([.mouse(phase: .moved, location: location, button: 1)])
        }
        waitForTick()
        session.inject([.mouse(phase: .ended, location: location, button: 1)])
        report.liftTime = clock()
        report.commitsAtLift = session.appliedCommitCount
        report.bytesAtLift = session.bytesReceived

        var presented = compositor.framesComposited
        let end = clock() + seconds
        while clock() < end {
            // The real client's cadence (`layercast-client` calls `step()` the same way).
            session.step()
            // The frame just presented was drawn for (within its compositing time) this time.
            guard compositor.framesComposited != presented, let serverTime = session.serverTimeNow else { continue }
            presented = compositor.framesComposited
            let now = clock()
            let shown = compositor.tree.presentation(at: serverTime)
            let offset = shown.nodes.values.reduce(0) { max($0, $1.state.bounds.origin.y) }
            // What the app's clock read when this frame was presented (both processes read
            // CLOCK_MONOTONIC), against the server time the frame was drawn for.
            let truth = Double(DispatchTime.now().uptimeNanoseconds &- serverOrigin) / 1e9
            report.frames.append(.init(time: now, offset: Double(offset), age: truth - serverTime,
                                       animating: compositor.tree.hasRunningAnimations(at: serverTime)))
        }
        report.commitsAtEnd = session.appliedCommitCount
        report.bytesAtEnd = session.bytesReceived
        session.close(reason: "pacing done")
        let json = try JSONEncoder().encode(report)
        FileHandle.standardOutput.write(json + Data("\n".utf8))
    }
}

/// What `pacing-client` prints: its frames after the flick's lift.
struct PacingClientReport: Codable {
    /// One presented frame.
    struct Frame: Codable {
        /// Client clock, seconds.
        var time: Double
        /// The largest vertical bounds origin in the frame's tree: the scroll view's offset.
        var offset: Double
        /// Seconds between the app-clock time the frame showed and the app clock when it was
        /// presented.
        var age: Double
        /// Whether an animation (the deceleration) ran in the frame.
        var animating: Bool
    }

    var renderer: String
    var liftTime = 0.0
    var commitsAtLift = 0
    var commitsAtEnd = 0
    /// Bytes received from the server (frames included) at the lift and at the end.
    var bytesAtLift = 0, bytesAtEnd = 0
    var frames: [Frame] = []
}
