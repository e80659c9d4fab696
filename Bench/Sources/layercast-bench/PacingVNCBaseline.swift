import CVNC
import Foundation

/// The fling-pacing figure's framebuffer baseline: a libvncserver whose framebuffer is given a
/// new frame every 1/60 s of wall time, and one libvncclient (ZRLE, the encoding that sends the
/// fewest bytes in figure 1) that reaches it through the delaying proxy and keeps what it
/// receives. RFB is pull-based: the client asks for the next incremental update when it has
/// handled one, so over a link with round-trip time R it can show at most one update per R.
///
/// Each frame carries its index in its first pixel (two bytes of an otherwise unchanged pixel),
/// so the client side knows which frame it shows and how old it is.
final class PacingVNCBaseline: @unchecked Sendable {
    /// One update the client finished handling.
    struct Update: Sendable {
        /// Wall-clock seconds (CLOCK_MONOTONIC) when it was handled.
        var time: Double
        /// The index of the frame it shows (of its newest rows, should the server have read a
        /// frame while it was being replaced).
        var frame: Int
    }

    let width: Int, height: Int
    private let framebuffer: UnsafeMutablePointer<UInt8>
    private var screen: rfbScreenInfoPtr?
    private var client: UnsafeMutablePointer<rfbClient>?
    private let encodingName = strdup("zrle")!
    private let lock = NSLock()
    private var updates: [Update] = []
    private var stopRequested = false

    /// The server's port, for the proxy to forward to.
    var serverPort: Int { Int(screen?.pointee.port ?? 0) }

    static func now() -> Double { Double(DispatchTime.now().uptimeNanoseconds) / 1e9 }

    /// Starts the server showing `firstFrame` (BGRA, `width`×`height`).
    /// - Throws: `WireBenchError.vnc` when it cannot listen.
    init(firstFrame: [UInt8], width: Int, height: Int) throws {
        self.width = width; self.height = height
        cvnc_silence_logs()
        framebuffer = .allocate(capacity: width * height * 4)
        framebuffer.initialize(repeating: 0, count: width * height * 4)
        put(firstFrame, index: 0)
        let raw = UnsafeMutableRawPointer(framebuffer).assumingMemoryBound(to: CChar.self)
        guard let screen = cvnc_start_server(Int32(width), Int32(height), raw) else {
            framebuffer.deallocate()
            throw WireBenchError.vnc("the server cannot listen")
        }
        self.screen = screen
    }

    deinit {
        if let client { cvnc_close_client(client) }
        if let screen { cvnc_stop_server(screen) }
        framebuffer.deallocate()
        free(encodingName)
    }

    /// Connects the client to `port` (the proxy) and waits until it holds frame 0.
    /// - Throws: `WireBenchError.vnc` when it cannot connect; `.timedOut` after 30 s.
    func connectClient(port: Int) throws {
        guard let client = cvnc_connect_client(Int32(port), encodingName, VNCBaseline.tightCompressLevel) else {
            throw WireBenchError.vnc("the ZRLE client cannot connect through the proxy (port \(port))")
        }
        self.client = client
        let deadline = Self.now() + 30
        var nudge = Self.now() + 0.5
        while shownFrame() != 0 || !clientHoldsServerFrame() {
            guard Self.now() < deadline else { throw WireBenchError.timedOut("the paced VNC client's first frame") }
            try handleOneMessage(timeoutMicroseconds: 50_000)
            // libvncserver's per-client output thread can miss the wake-up of a request that
            // arrives while it is between checks (once, in the test command's smoke run); marking the
            // frame modified again wakes it, as the next frame of a live screen would.
            if Self.now() > nudge, let screen {
                var rect: [Int32] = [0, 0, Int32(width), Int32(height)]
                cvnc_mark_rects(screen, &rect, 1)
                nudge = Self.now() + 0.5
            }
        }
    }

    /// Runs the client's loop on a thread of its own, recording each update, until `stop()`.
    func startClientThread() -> Thread {
        let thread = Thread { [self] in
            var last = shownFrame()
            while !isStopRequested {
                do { try handleOneMessage(timeoutMicroseconds: 5_000) } catch { break }
                let frame = shownFrame()
                guard frame != last else { continue }
                last = frame
                lock.withLock { updates.append(Update(time: Self.now(), frame: frame)) }
            }
        }
        thread.start()
        return thread
    }

    /// Ends the client thread's loop (it returns within a few milliseconds).
    func stop() { lock.withLock { stopRequested = true } }

    /// The updates the client handled so far.
    var handledUpdates: [Update] { lock.withLock { updates } }

    /// Bytes the client's socket has received.
    var bytesReceived: Int { client.map { Int(cvnc_socket_bytes_received($0.pointee.sock)) } ?? 0 }

    /// Replaces the framebuffer with `frame`, tagged with `index`, and marks it all modified.
    func show(_ frame: [UInt8], index: Int) {
        put(frame, index: index)
        guard let screen else { return }
        var rect: [Int32] = [0, 0, Int32(width), Int32(height)]
        cvnc_mark_rects(screen, &rect, 1)
    }

    private var isStopRequested: Bool { lock.withLock { stopRequested } }

    private func put(_ frame: [UInt8], index: Int) {
        precondition(frame.count == width * height * 4, "a frame of another size")
        frame.withUnsafeBytes { framebuffer.update(from: $0.bindMemory(to: UInt8.self).baseAddress!, count: frame.count) }
        framebuffer[0] = UInt8(index & 0xFF)
        framebuffer[1] = UInt8((index >> 8) & 0xFF)
        framebuffer[2] = 0x5A
    }

    /// The index in the client's first pixel; -1 before it has one.
    private func shownFrame() -> Int {
        guard let pixels = client?.pointee.frameBuffer, pixels[2] == 0x5A else { return -1 }
        return Int(pixels[0]) | Int(pixels[1]) << 8
    }

    private func clientHoldsServerFrame() -> Bool {
        guard let pixels = client?.pointee.frameBuffer else { return false }
        return cvnc_same_colours(pixels, framebuffer, width * height) != 0
    }

    private func handleOneMessage(timeoutMicroseconds: UInt32) throws {
        guard let client else { return }
        let ready = WaitForMessage(client, timeoutMicroseconds)
        if ready < 0 { throw WireBenchError.vnc("the paced VNC client's connection failed") }
        if ready > 0, HandleRFBServerMessage(client) == 0 {
            throw WireBenchError.vnc("the paced VNC client could not read an update")
        }
    }
}
