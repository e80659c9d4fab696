import Foundation
import LayercastClient
import LayercastProtocol
import NIOCore
import NIOPosix

/// What a soak client does (SPEC §10.5, §12.4, §6.4 exercised together).
enum SoakRole: String, CaseIterable, Sendable {
    /// Stays connected and applies everything.
    case viewer
    /// Joins, shows the first frame, says goodbye, joins again as a new session.
    case churner
    /// Drops its connection without a goodbye and resumes.
    case resumer
    /// Stops reading for seconds at a time, then catches up.
    case slowReader
    /// Uses every control of the demo, the Transition included.
    case tapper
}

/// The client sizes of the soak: 1×, 2×, 3× and a 1920×1080 window (1.28×) of the 390×844 screen.
let soakScreens: [(width: Int, height: Int)] = [(390, 844), (780, 1688), (1170, 2532), (1920, 1080)]

/// One soak client: a real `ClientSession` over loopback with a `MirrorDisplay`, and its role's
/// schedule on the wall clock (the benchmark's own time; the server paces itself).
@MainActor
final class SoakClient {
    let role: SoakRole
    /// The index in `soakScreens` of the current session's size.
    private(set) var screen: Int
    private(set) var session: ClientSession
    private let group: any EventLoopGroup
    private let port: Int
    private let name: String
    /// When the role acts next (seconds of the soak's clock).
    var nextAction: Double
    /// Until when a slow reader stays stalled, or when a dropped resumer reconnects.
    var pausedUntil: Double?
    /// Connections made, joins that reached a first frame, resumes accepted, sessions ended.
    var connections = 0, joins = 0, resumesAccepted = 0, resumesRefused = 0
    /// Updates applied and bytes received by the sessions this client has closed.
    private var closedUpdates = 0, closedBytes = 0
    /// Failures: a session that ended with an error, a join that did not reach a first frame.
    var failures: [String] = []
    private var joinStarted: Double?

    init(role: SoakRole, index: Int, screen: Int, port: Int, group: any EventLoopGroup, now: Double) {
        self.role = role; self.screen = screen; self.port = port; self.group = group
        name = "soak-\(role.rawValue)-\(index)"
        session = Self.makeSession(name: name, screen: screen, port: port, group: group)
        nextAction = now + Double.random(in: 0.2...1.0)
    }

    static func makeSession(name: String, screen: Int, port: Int, group: any EventLoopGroup) -> ClientSession {
        let size = soakScreens[screen]
        return ClientSession(configuration: ClientSessionConfiguration(port: port, name: name),
                             display: MirrorDisplay(width: size.width, height: size.height), group: group)
    }

    /// Updates applied, over every session of this client.
    var updates: Int { closedUpdates + session.appliedCommitCount }
    /// Bytes received, over every session of this client.
    var bytes: Int { closedBytes + session.bytesReceived }

    func start(now: Double) {
        connections += 1
        joinStarted = now
        session.connect()
    }

    /// Steps the session unless it is stalled, and checks how it is doing.
    func step(now: Double) {
        if let until = pausedUntil, now < until { return }
        if role == .slowReader, pausedUntil != nil { pausedUntil = nil }
        if role == .resumer, pausedUntil != nil {
            pausedUntil = nil
            connections += 1
            session.connect()
        }
        session.step(maxWait: 0)
        if case .ended(let error?) = session.status {
            failures.append("\(name): \(error)")
            restart(now: now)
            return
        }
        if let started = joinStarted {
            if session.presentedCommitCount > 0 || session.welcome?.resumed == true {
                joins += 1
                joinStarted = nil
            } else if now - started > 30 {
                failures.append("\(name): no first frame 30 s after connecting")
                joinStarted = nil
            }
        }
    }

    private func restart(now: Double) {
        closedUpdates += session.appliedCommitCount
        closedBytes += session.bytesReceived
        session = Self.makeSession(name: name, screen: screen, port: port, group: group)
        start(now: now)
    }

    /// The role's next action, when it is due.
    func act(now: Double, controls: DemoControls, quick: Bool) {
        // A role acts only once its session shows its first frame, so every join is counted.
        guard now >= nextAction, pausedUntil == nil, joinStarted == nil, case .running = session.status else { return }
        switch role {
        case .viewer:
            nextAction = .infinity
        case .churner:
            session.close(reason: "churn")
            closedUpdates += session.appliedCommitCount
            closedBytes += session.bytesReceived
            screen = Int.random(in: 0..<soakScreens.count)
            session = Self.makeSession(name: name, screen: screen, port: port, group: group)
            start(now: now)
            nextAction = now + Double.random(in: quick ? 0.3...0.8 : 0.5...2.0)
        case .resumer:
            // The count of resumes accepted is read at the next drop: a refused one is a new session.
            if session.connectionCount > 1 {
                if session.welcome?.resumed == true { resumesAccepted += 1 } else { resumesRefused += 1 }
            }
            session.disconnectAbruptly()
            pausedUntil = now + Double.random(in: 0.3...1.5)
            nextAction = now + Double.random(in: quick ? 1.0...2.0 : 3.0...6.0)
        case .slowReader:
            pausedUntil = now + (quick ? Double.random(in: 1.0...2.0) : Double.random(in: 5.0...10.0))
            nextAction = now + (quick ? 3.0 : 14.0)
        case .tapper:
            session.inject(controls.randomGesture())
            nextAction = now + Double.random(in: 0.3...1.0)
        }
    }

    func close() {
        if !session.isEnded { session.close(reason: "soak over") }
        _ = session.runUntilEnded()
    }
}

/// Where the demo's controls are (screen points), read from a local copy of the demo laid out on
/// the same screen as the served one.
struct DemoControls: Sendable {
    var button, transition, puck, list, rotationSwitch, slider: CGRect

    /// A gesture on a control chosen at random: a tap, or a drag across it.
    func randomGesture() -> [ClientInputEvent] {
        func tap(_ r: CGRect) -> [ClientInputEvent] {
            let p = CGPoint(x: r.midX, y: r.midY)
            return [.mouse(phase: .began, location: p, button: 1), .mouse(phase: .ended, location: p, button: 1)]
        }
        func drag(_ r: CGRect, dx: Double, dy: Double) -> [ClientInputEvent] {
            let p = CGPoint(x: r.midX, y: r.midY)
            let moves = (1...5).map { ClientInputEvent.mouse(phase: .moved, location: CGPoint(x: p.x + dx * Double($0), y: p.y + dy * Double($0)), button: 1) }
            let end = CGPoint(x: p.x + dx * 5, y: p.y + dy * 5)
            return [.mouse(phase: .began, location: p, button: 1)] + moves + [.mouse(phase: .ended, location: end, button: 1)]
        }
        switch Int.random(in: 0..<6) {
        case 0: return tap(button)
        case 1: return tap(transition)
        case 2: return tap(rotationSwitch)
        case 3: return drag(slider, dx: Double.random(in: -8...8), dy: 0)
        case 4: return drag(list, dx: 0, dy: Double.random(in: -12...12))
        default: return drag(puck, dx: Double.random(in: -6...6), dy: Double.random(in: -6...6))
        }
    }
}

/// A hostile peer: one connection that sends bytes a server must refuse (SPEC §2–§3, §10), then
/// waits for the server to close it.
final class SoakHostilePeer: ChannelInboundHandler, @unchecked Sendable {
    // @unchecked: touched only on its channel's event loop.
    typealias InboundIn = ByteBuffer

    /// The attacks, each a byte string.
    static let attacks: [(name: String, bytes: [UInt8])] = [
        ("garbage", Array("GET / HTTP/1.1\r\nHost: x\r\n\r\n".utf8)),
        ("oversized length", [0xFF, 0xFF, 0xFF, 0x7F, 0x01, 0x00, 0x00, 0x00]),
        ("reserved flag", [0x00, 0x00, 0x00, 0x00, 0x01, 0x00, 0x04, 0x00]),
        ("unknown critical type", [0x03, 0x00, 0x00, 0x00, 0x33, 0x33, 0x00, 0x00, 1, 2, 3]),
        ("pointer before hello", [0x00, 0x00, 0x00, 0x00, 0x20, 0x00, 0x00, 0x00]),
        ("truncated hello", [0x40, 0x00, 0x00, 0x00, 0x01, 0x00, 0x00, 0x00, 0x4C, 0x43, 0x53, 0x54]),
    ]

    /// Connects, sends one attack and half-closes; completes when the server closed the connection
    /// (true) or after `timeout` seconds (false).
    static func attack(_ bytes: [UInt8], port: Int, group: any EventLoopGroup, timeout: TimeAmount) -> EventLoopFuture<Bool> {
        let loop = group.next()
        let connected = ClientBootstrap(group: loop)
            .channelInitializer { channel in channel.pipeline.addHandler(SoakHostilePeer()) }
            .connect(host: "127.0.0.1", port: port)
        return connected.flatMap { channel in
            var buffer = channel.allocator.buffer(capacity: bytes.count)
            buffer.writeBytes(bytes)
            let timedOut = NIOLoopBoundBox(false, eventLoop: loop)
            let timer = loop.scheduleTask(in: timeout) {
                timedOut.value = true
                channel.close(promise: nil)
            }
            // The peer ends its side after the attack: a frame cut short is then malformed (§2.2).
            return channel.writeAndFlush(buffer)
                .flatMap { channel.close(mode: .output) }
                .flatMapError { _ in loop.makeSucceededVoidFuture() }
                .flatMap { channel.closeFuture }
                .map {
                    timer.cancel()
                    return !timedOut.value
                }
        }
    }
}
