import Foundation
import LayercastClient
import NIOPosix

/// The command's work: opens the display (falling back to headless when there is no display),
/// runs the session's main loop on this (the main) thread, writes the screenshot, reconnects
/// when asked, and turns the outcome into one line and an exit status.
struct ClientRunner {
    let options: LayercastClientCommand
    let clock: ClientClock = monotonicClientClock
    let environment = ProcessInfo.processInfo.environment

    func say(_ line: String) { FileHandle.standardOutput.write(Data("layercast-client: \(line)\n".utf8)) }
    func complain(_ line: String) { FileHandle.standardError.write(Data("layercast-client: \(line)\n".utf8)) }

    func run() -> Int32 {
        guard let (compositor, headless) = openDisplay() else { return 1 }
        var screenshotPath = options.screenshot
        if screenshotPath == nil, headless { screenshotPath = "layercast-client.png" }
        let configuration = ClientSessionConfiguration(
            host: options.address.host, port: options.address.port, token: options.token, name: options.name,
            scale: options.scale, mode: options.screenRequest.mode,
            capabilities: ClientSessionConfiguration.capabilities(sharingClipboard: !options.noClipboard),
            tls: try? options.tlsConfiguration(), screenID: options.screenRequest.screenID,
            reconnect: options.reconnect ? ClientReconnectPolicy() : nil)
        let group = MultiThreadedEventLoopGroup(numberOfThreads: 1)
        defer { try? group.syncShutdownGracefully() }
        let session = ClientSession(configuration: configuration, display: compositor, group: group, clock: clock)
        let interrupted = InterruptFlag()
        say("connecting to \(options.address.host):\(options.address.port) (\(compositor.rendererName) renderer, "
            + "\(compositor.outputWidth)x\(compositor.outputHeight) px\(headless ? ", headless" : ""))")
        session.connect()

        var screenshotTaken = false
        var announcedWelcome = false
        var announcedReconnect: Double?
        let dragDriver = options.scriptDrag.map(ScriptedDragDriver.init)
        while true {
            session.step(maxWait: dragDriver?.maxWait(at: clock()))
            if let dragDriver, dragDriver.advance(session, at: clock()) {
                say(dragDriver.summary)
                session.close(reason: "scripted drag done")
                return 0
            }
            if interrupted.isSet { session.close(reason: "interrupted") }
            if case .running = session.status, !announcedWelcome, let w = session.welcome {
                announcedWelcome = true
                say("connected: session \(w.sessionID), screen \(Int(w.screenSize.width))x\(Int(w.screenSize.height)) pt"
                    + (w.resumed ? ", resumed" : ""))
                say(LayercastClientCommand.screenLine(w, asked: options.screenRequest.mode))
            }
            if let path = screenshotPath, !screenshotTaken, shouldTakeScreenshot(session) {
                guard write(compositor, to: path, session: session) else { session.close(); return 1 }
                screenshotTaken = true
                if options.exitAfterScreenshot { session.close(reason: "screenshot written"); return 0 }
            }
            guard case .ended(let error) = session.status else { continue }
            if let due = session.reconnectDue {
                // The session reconnects by itself (with the resume token) when the time comes.
                if announcedReconnect != due, let error {
                    announcedReconnect = due
                    announcedWelcome = false
                    complain("\(error); reconnecting in \(Self.seconds(due - clock())) s")
                }
                continue
            }
            if let path = screenshotPath, !screenshotTaken, options.screenshotAfter == .exit {
                screenshotTaken = write(compositor, to: path, session: session)
            }
            guard let error else { return 0 }
            complain(error.description)
            return 1
        }
    }

    /// Seconds to one decimal, e.g. "0.5".
    static func seconds(_ value: Double) -> String { String(format: "%.1f", max(0, value)) }

    func shouldTakeScreenshot(_ session: ClientSession) -> Bool {
        switch options.screenshotAfter {
        case .firstFrame: session.presentedCommitCount >= 1
        case .commits: session.presentedCommitCount >= options.commits
        case .exit: false
        }
    }

    func write(_ compositor: Compositor, to path: String, session: ClientSession) -> Bool {
        do {
            try compositor.saveScreenshot(path: path, at: session.serverTimeNow)
            say("wrote screenshot \(path) (\(compositor.outputWidth)x\(compositor.outputHeight) px, "
                + "tree hash \(String(session.treeHash, radix: 16)))")
            return true
        } catch {
            complain(error.description)
            return false
        }
    }

    /// The compositor and whether it is headless: the requested video driver, else one for the
    /// display the environment names, else offscreen; a window that cannot open falls back to
    /// offscreen with one line saying so.
    func openDisplay() -> (Compositor, Bool)? {
        var driver = options.videoDriver
        if options.headless {
            driver = "offscreen"
        } else if driver == nil {
            if environment["DISPLAY"].map({ !$0.isEmpty }) ?? false {
                driver = "x11"
            } else if environment["WAYLAND_DISPLAY"].map({ !$0.isEmpty }) ?? false {
                driver = "wayland"
            } else {
                say("no display (DISPLAY and WAYLAND_DISPLAY are not set); running headless with the offscreen video driver")
                driver = "offscreen"
            }
        }
        let chosen = driver ?? "offscreen"
        func configuration(_ video: String) -> CompositorConfiguration {
            CompositorConfiguration(videoDriver: video, renderDriver: options.renderDriver,
                                    windowWidth: options.window.width, windowHeight: options.window.height,
                                    scale: options.scale,
                                    title: "Layercast — \(options.address.host):\(options.address.port)")
        }
        do {
            return (try Compositor(configuration: configuration(chosen)), chosen == "offscreen")
        } catch {
            guard chosen != "offscreen", case .sdl = error else { complain(error.description); return nil }
            say("cannot open a window with the \(chosen) video driver (\(error)); running headless with the offscreen video driver")
        }
        do {
            return (try Compositor(configuration: configuration("offscreen")), true)
        } catch {
            complain(error.description)
            return nil
        }
    }
}
