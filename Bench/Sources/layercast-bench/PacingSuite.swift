import Foundation
import LayercastLayers
import LayercastServer
import LayercastUI
import NIOCore
import NIOPosix

/// Figure 1d: the client's frame pacing during a fling over a link with 50 ms of added
/// round-trip time, against the framebuffer baseline over the same link.
///
/// Both systems show the same fling (the wire figure's: a 200-row scroll view flicked up at
/// 2,400 points a second) on a 390×844-point screen at 1 pixel per point, through a
/// `DelayingProxy` that holds each byte 25 ms each way. Ours: the real client library and SDL
/// compositor in a child process; the server (automatic pacing, the app on CLOCK_MONOTONIC) in
/// this one. The baseline: the frames a framebuffer server would show (rendered once by the
/// wire figure's rig), put into a libvncserver every 1/60 s, and a libvncclient (ZRLE).
enum PacingSuite: BenchSuite {
    static let name = "pacing"
    /// Added round-trip time: each direction of the proxy holds bytes half of it.
    static let roundTrip = 0.050
    /// The part of the fling judged: its first 0.75 s after the lift, while it moves fast.
    static let window = 0.75
    static let refresh = 1.0 / 60

    /// What a viewer saw: each change of the image, when it happened and what moment of the
    /// app's model it showed (both CLOCK_MONOTONIC seconds).
    struct Timeline {
        var changes: [(time: Double, depicts: Double)] = []
        /// When the judged window starts (the first image of the deceleration).
        var start = 0.0
        /// Server → client messages and bytes from the lift to the end of the log.
        var messages = 0, bytes = 0
        var note = ""
    }

    /// Per-refresh figures of a timeline over `window` seconds.
    struct Pacing {
        var refreshes = 0, refreshesWithNewImage = 0
        var longestGap = 0.0
        var ages: [Double] = []

        init(_ timeline: Timeline, window: Double) {
            let end = timeline.start + window
            refreshes = Int((window / PacingSuite.refresh).rounded())
            let inWindow = timeline.changes.filter { $0.time >= timeline.start && $0.time < end }
            for slot in 0..<refreshes {
                let from = timeline.start + Double(slot) * PacingSuite.refresh, to = from + PacingSuite.refresh
                if inWindow.contains(where: { $0.time >= from && $0.time < to }) { refreshesWithNewImage += 1 }
                if let shown = timeline.changes.last(where: { $0.time < to }) { ages.append(to - shown.depicts) }
            }
            var previous = timeline.start
            for change in inWindow.dropFirst() { longestGap = max(longestGap, change.time - previous); previous = change.time }
            longestGap = max(longestGap, end - previous)
        }
    }

    @MainActor
    static func run(quick: Bool) async throws -> [BenchSection] {
        let window = quick ? 0.25 : Self.window
        let ours = try await measureOurs(logSeconds: window + 0.75)
        let vnc = try await measureVNC(frames: Int((window + 0.5) * 60))
        let o = Pacing(ours, window: window), v = Pacing(vnc, window: window)
        func ms(_ seconds: Double) -> String { String(format: "%.1f ms", seconds * 1000) }
        func row(_ name: String, _ p: Pacing, _ t: Timeline) -> [String] {
            let a = BenchStats(p.ages)
            return [name, "\(p.refreshes)", "\(p.refreshesWithNewImage) (\(Int((Double(p.refreshesWithNewImage) / Double(max(1, p.refreshes)) * 100).rounded())) %)",
                    ms(p.longestGap), ms(a.median) + " / " + ms(a.quantile(1)), "\(t.messages)", BenchFormat.bytes(Double(t.bytes))]
        }
        let met = o.refreshesWithNewImage == o.refreshes
        return [BenchSection(
            title: "1d. Frame pacing during a fling at 50 ms round-trip time",
            goal: "the client presents every 60 Hz frame of the fling on time at 50 ms RTT; its motion costs O(1) messages",
            headers: ["system", "60 Hz refreshes judged", "refreshes showing new motion", "longest wait for new motion",
                      "age of the motion shown (median / max)", "server → client messages", "server → client bytes"],
            rows: [row("Layercast (client plays the deceleration)", o, ours),
                   row("VNC ZRLE (pull: one update per request)", v, vnc)],
            goalMet: quick ? nil : met,
            notes: [
                "Link: loopback TCP through a proxy in the benchmark that holds every byte \(Int(roundTrip * 500)) ms in each direction (\(Int(roundTrip * 1000)) ms of added round-trip time), the same for both systems. Screen: 390×844 points at 1 pixel per point. Judged: the first \(ms(window)) of the fling after the lift, as 60 Hz refresh slots centred on its first image (the client's cadence is its display's: a frame a little late is still in its slot).",
                "Ours: the server in this process (automatic pacing, the app's clock on CLOCK_MONOTONIC); `layercast-bench pacing-client`, a child process with the real client library and SDL compositor (offscreen, \(ours.note)), flicks with a 60 Hz mouse (six 40-point moves) and logs every frame it presents. Age: the app's clock when the frame is presented minus the server time the client drew it for (SPEC §11.6 puts the client one one-way delay behind the server's clock, so the curve plays whole and smooth, 25 ms late). Messages and bytes: commits and bytes the client received from the lift until \(ms(window + 0.75)) after it.",
                "VNC: the wire figure's rig renders the frames of the same flick at 60 Hz (the pixels a framebuffer server would have); they are put into libvncserver one every 1/60 s of wall time, each tagged with its index in its first pixel. A libvncclient (ZRLE, lossless) reaches it through the same proxy on a thread of its own and asks for the next incremental update after each one, as RFB clients do. Age: when an update is handled minus when the frame it shows was put. Messages and bytes: updates and socket bytes while the frames played.",
                "Why: RFB is pull-based, so over a link with round-trip time R a client shows at most one update per R (here ≤ 20 a second) and each shows motion at least R/2 old; ours sends the deceleration once (one animation in one commit) and the client evaluates it for every frame it presents.",
            ])]
    }

    /// Our run: server here, the client in a child process, the proxy between them.
    @MainActor
    static func measureOurs(logSeconds: Double) async throws -> Timeline {
        let clock = UptimeClock()
        let screen = WireScreen(name: "390×844 pt @1×", points: CGSize(width: 390, height: 844), scale: 1)
        let application = UIApplication(screen: UIScreen(bounds: CGRect(origin: .zero, size: screen.points), scale: 1),
                                        clock: clock)
        _ = WireScenario.fling.launch(in: application, quick: false)
        var configuration = ServerConfiguration(host: "127.0.0.1", port: 0, pacing: .automatic)
        configuration.logger.logLevel = .warning
        let group = MultiThreadedEventLoopGroup(numberOfThreads: 1)
        let proxyGroup = MultiThreadedEventLoopGroup(numberOfThreads: 1)
        let server = try LayercastServer(ui: UIApplicationServedUI(application: application),
                                         configuration: configuration, eventLoopGroup: group)
        server.runTurn()
        let port = try await server.start()
        var timeline = Timeline()
        do {
            let proxy = try await DelayingProxy(targetPort: port, oneWayDelay: .nanoseconds(Int64(roundTrip / 2 * 1e9)),
                                                group: proxyGroup)
            let bounds = application.screen.bounds
            let child = try BenchChildProcess(try BenchChildProcess.sibling("layercast-bench"), arguments: [
                "pacing-client", "--port", "\(proxy.port)", "--server-origin", "\(clock.originNanoseconds)",
                "--size", "\(screen.pixelWidth)x\(screen.pixelHeight)",
                "--start", "\(Int(bounds.midX)),\(Int(bounds.maxY - 80))", "--seconds", "\(logSeconds)"])
            try await child.waitForExit(timeout: logSeconds + 90)
            await proxy.close()
            guard let line = child.output.split(separator: "\n").last(where: { $0.hasPrefix("{") }),
                  let report = try? JSONDecoder().decode(PacingClientReport.self, from: Data(line.utf8)) else {
                throw LiveBenchError.childProcess("pacing-client printed no report:\n\(child.output)")
            }
            if ProcessInfo.processInfo.environment["PACING_DEBUG"] != nil {
                let times = report.frames.map(\.time)
                print("intervals ms:", zip(times, times.dropFirst()).map { String(format: "%.1f", ($1 - $0) * 1000) }.joined(separator: " "))
            }
            var previous: Double?
            for frame in report.frames where frame.offset != previous {
                previous = frame.offset
                timeline.changes.append((frame.time, frame.time - frame.age))
            }
            // Refresh slots centred on the client's first frame of the deceleration: the
            // client's cadence is its display's, so a frame a fraction late is still its slot's.
            timeline.start = (report.frames.first(where: \.animating)?.time ?? report.liftTime) - refresh / 2
            timeline.messages = report.commitsAtEnd - report.commitsAtLift
            timeline.bytes = report.bytesAtEnd - report.bytesAtLift
            timeline.note = "\(report.renderer) renderer"
        } catch {
            await server.stop()
            try? await group.shutdownGracefully()
            try? await proxyGroup.shutdownGracefully()
            throw error
        }
        await server.stop()
        try await group.shutdownGracefully()
        try await proxyGroup.shutdownGracefully()
        return timeline
    }

    /// The baseline's run: the flick's frames rendered first, then played at 60 Hz.
    @MainActor
    static func measureVNC(frames frameCount: Int) async throws -> Timeline {
        let screen = WireScreen(name: "390×844 pt @1×", points: CGSize(width: 390, height: 844), scale: 1)
        let (rig, script) = try await ScenarioRig.start(.fling, on: screen, quick: false)
        // The first flick: press, six moves, lift, then its deceleration.
        let liftIndex = 7
        var frames: [[UInt8]] = [try rig.renderFrame().pixels]
        for input in script.prefix(liftIndex + 1 + frameCount) {
            _ = try await rig.frame(input: input)
            frames.append(try rig.renderFrame().pixels)
        }
        await rig.stop()

        let baseline = try PacingVNCBaseline(firstFrame: frames[0], width: screen.pixelWidth, height: screen.pixelHeight)
        let group = MultiThreadedEventLoopGroup(numberOfThreads: 1)
        var put: [Double] = Array(repeating: 0, count: frames.count)
        var start = 0.0, bytesBefore = 0
        do {
            let proxy = try await DelayingProxy(targetPort: baseline.serverPort,
                                                oneWayDelay: .nanoseconds(Int64(roundTrip / 2 * 1e9)), group: group)
            try baseline.connectClient(port: proxy.port)
            bytesBefore = baseline.bytesReceived
            let thread = baseline.startClientThread()
            start = PacingVNCBaseline.now()
            for index in 1..<frames.count {
                let due = start + Double(index) * refresh
                while PacingVNCBaseline.now() < due { usleep(200) }
                put[index] = PacingVNCBaseline.now()
                baseline.show(frames[index], index: index)
            }
            // Let the last request round-trip.
            usleep(useconds_t(roundTrip * 4 * 1e6))
            baseline.stop()
            while !thread.isFinished { usleep(1_000) }
            await proxy.close()
        } catch {
            baseline.stop()
            try? await group.shutdownGracefully()
            throw error
        }
        try await group.shutdownGracefully()

        var timeline = Timeline()
        let updates = baseline.handledUpdates
        timeline.changes = updates.filter { $0.frame > 0 }.map { ($0.time, put[$0.frame]) }
        timeline.start = (updates.first(where: { $0.frame > liftIndex })?.time ?? start) - refresh / 2
        timeline.messages = updates.count
        timeline.bytes = baseline.bytesReceived - bytesBefore
        return timeline
    }
}

/// The pacing figure's app clock: CLOCK_MONOTONIC from its creation, so a child process can
/// tell the app's time from its own clock given `originNanoseconds`.
@MainActor
final class UptimeClock: MediaClock {
    /// CLOCK_MONOTONIC nanoseconds at which `now` read 0.
    let originNanoseconds = DispatchTime.now().uptimeNanoseconds
    var now: TimeInterval { Double(DispatchTime.now().uptimeNanoseconds - originNanoseconds) / 1e9 }
}
