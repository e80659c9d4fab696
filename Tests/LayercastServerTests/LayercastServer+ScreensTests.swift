import Foundation
import Testing
import LayercastGraphics
import LayercastLayers
import LayercastProtocol
import LayercastUI
import NIOCore
import NIOPosix
@testable import LayercastServer

/// A view that counts the touches that begin on it.
@MainActor
private final class TouchCountingView: UIView {
    var began = 0
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { began += touches.count }
}

/// An app that puts a window on every screen that connects, as the Windows chapter's
/// "Displaying Content on an External Display" does, and logs the screen notifications.
@MainActor
private final class ExternalDisplayApp {
    let application: UIApplication
    let mainWindow: UIWindow
    var externalWindows: [ObjectIdentifier: UIWindow] = [:]
    var externalViews: [TouchCountingView] = []
    var log: [String] = []
    private var tokens: [NSObjectProtocol] = []

    init() {
        application = UIApplication(screen: UIScreen(bounds: CGRect(x: 0, y: 0, width: 390, height: 844), scale: 3),
                                    clock: ManualClock())
        mainWindow = UIWindow(screen: application.screen)
        mainWindow.backgroundColor = .white
        mainWindow.makeKeyAndVisible()
        let center = application.notificationCenter
        tokens.append(center.addObserver(forName: UIScreen.didConnectNotification, object: nil, queue: nil) { [weak self] note in
            // Posted on the main actor by the application's turn (UIApplication.connect).
            nonisolated(unsafe) let screen = note.object as AnyObject?
            MainActor.assumeIsolated { self?.connected(screen as? UIScreen) }
        })
        tokens.append(center.addObserver(forName: UIScreen.didDisconnectNotification, object: nil, queue: nil) { [weak self] _ in
            MainActor.assumeIsolated { self?.log.append("disconnect") }
        })
    }

    private func connected(_ screen: UIScreen?) {
        guard let screen else { return }
        log.append("connect \(Int(screen.bounds.width))x\(Int(screen.bounds.height))@\(Int(screen.scale)) of \(UIScreen.screens.count)")
        let window = UIWindow(screen: screen)
        window.backgroundColor = .black
        let view = TouchCountingView(frame: CGRect(x: 0, y: 0, width: screen.bounds.width, height: screen.bounds.height / 2))
        view.backgroundColor = .orange
        window.addSubview(view)
        window.isHidden = false
        externalWindows[ObjectIdentifier(screen)] = window
        externalViews.append(view)
    }
}

@Suite @MainActor struct LayercastServerScreensTests {
    private static func hello(width: UInt32, height: UInt32, scale: Double, mode: ScreenMode = .mirror,
                              screenID: UInt32? = nil, resume: ResumeRequest? = nil) -> HelloMessage {
        HelloMessage(capabilities: .all, name: "screens",
                     screen: ScreenDescription(widthPixels: width, heightPixels: height, scale: scale, refreshRate: 60),
                     mode: mode, screenID: screenID, resume: resume)
    }

    private static func start(_ app: ExternalDisplayApp, group: any EventLoopGroup,
                              configure: (inout ServerConfiguration) -> Void = { _ in }) async throws -> LayercastServer {
        var configuration = ServerConfiguration.forTests()
        configure(&configuration)
        let server = try LayercastServer(ui: UIApplicationServedUI(application: app.application),
                                         configuration: configuration, eventLoopGroup: group)
        try await server.start()
        server.runTurn()
        return server
    }

    private static func error(in messages: [ServerMessage]) -> ProtocolError.Code? {
        for case .error(let e) in messages { return e.code }
        return nil
    }

    /// A phone mirrors the main screen at 3×, a 1920×1080 display attaches at 1×, a second client
    /// mirrors that display at 2× (version 4): each gets its own screen's tree, input reaches the
    /// display's windows, and the display's departure disconnects the screen and its mirrors.
    @Test func anAdditionalScreenHasItsOwnTreeMirrorsAndInput() async throws {
        let app = ExternalDisplayApp()
        try await withServer(made: { group in try await Self.start(app, group: group) }) { server, group in

            let phone = try await TestClient.connect(to: server)
            try await phone.send(.hello(Self.hello(width: 1170, height: 2532, scale: 3)))
            guard case .welcome(let w0)? = try await phone.next() else { Issue.record("no welcome"); return }
            #expect(w0.version == 4 && w0.mode == .mirror && w0.screenID == 0 && w0.contentsScale == 3)
            try await phone.nextUpdate()
            let phoneLayers = phone.tree.nodes.count

            let tv = try await TestClient.connect(to: server)
            try await tv.send(.hello(Self.hello(width: 1920, height: 1080, scale: 1, mode: .additional)))
            guard case .welcome(let w1)? = try await tv.next() else { Issue.record("no welcome"); return }
            #expect(w1.mode == .additional && w1.screenID == 1)
            #expect(w1.screenSize == CGSize(width: 1920, height: 1080) && w1.contentsScale == 1)
            guard case .snapshot? = try await tv.nextUpdate() else { Issue.record("no snapshot"); return }
            #expect(app.log == ["connect 1920x1080@1 of 2"])
            #expect(server.additionalScreens.keys.sorted() == [1])
            #expect(tv.tree.canonicalHash == server.tree(for: ScaleGroupKey(scale: 1, screen: 1, features: .all))?.canonicalHash)
            // The display's window and view, and only them, are on its tree; the phone's is as it was.
            #expect(tv.tree.nodes.count == 3)
            server.runTurn()
            #expect(phone.tree.nodes.count == phoneLayers)

            let mirror = try await TestClient.connect(to: server)
            try await mirror.send(.hello(Self.hello(width: 3840, height: 2160, scale: 2, mode: .mirrorScreen, screenID: 1)))
            guard case .welcome(let w2)? = try await mirror.next() else { Issue.record("no welcome"); return }
            #expect(w2.version == 4 && w2.mode == .mirrorScreen && w2.screenID == 1 && w2.contentsScale == 2)
            #expect(w2.screenSize == CGSize(width: 1920, height: 1080))
            try await mirror.nextUpdate()
            #expect(mirror.tree.canonicalHash == server.tree(for: ScaleGroupKey(scale: 2, screen: 1, features: .all))?.canonicalHash)
            #expect(Set(mirror.tree.nodes.keys) == Set(tv.tree.nodes.keys), "the same screen, at another scale")

            // A touch on the display reaches the display's view, not the phone's windows.
            try await tv.send(.pointer(PointerMessage(device: .touch, pointerID: 1, phase: .began,
                                                      location: CGPoint(x: 960, y: 100), timestamp: 0)))
            #expect(await waitUntil { server.statistics.inputs == 1 })
            server.runTurn()
            #expect(app.externalViews.first?.began == 1)
            #expect(app.application.touchesDown.values.first?.window === app.externalWindows.values.first)

            // The display leaves (goodbye): its screen disconnects, its mirror is told and closed.
            try await tv.send(.goodbye(GoodbyeMessage(reason: "unplugged")))
            let mirrorEnd = try await mirror.drainUntilClosed()
            #expect(Self.error(in: mirrorEnd) == .unknownScreen)
            #expect(app.log == ["connect 1920x1080@1 of 2", "disconnect"])
            #expect(server.additionalScreens.isEmpty)
            #expect(app.application.screens.count == 1)
            #expect(app.externalWindows.values.first?.screen != nil, "the app keeps its windows")
            #expect(server.sessionIDs.count == 1, "the phone is untouched")
            await phone.close(); await tv.close()
        }
    }

    /// SPEC §10.1.1: the client that attached a screen resizes it with `screenChange`; the app
    /// hears `UIScreen.modeDidChangeNotification` and the screen's windows follow.
    @Test func theAttachingClientResizesItsScreen() async throws {
        let app = ExternalDisplayApp()
        var modes = 0
        let token = app.application.notificationCenter.addObserver(forName: UIScreen.modeDidChangeNotification, object: nil,
                                                                   queue: nil) { _ in MainActor.assumeIsolated { modes += 1 } }
        defer { app.application.notificationCenter.removeObserver(token) }
        try await withServer(made: { group in try await Self.start(app, group: group) }) { server, group in
            let tv = try await TestClient.connect(to: server)
            try await tv.send(.hello(Self.hello(width: 1920, height: 1080, scale: 1, mode: .additional)))
            try await tv.nextUpdate()
            try await tv.ack()
            try await tv.send(.screenChange(ScreenChangeMessage(screen: ScreenDescription(widthPixels: 2560, heightPixels: 1440,
                                                                                          scale: 2, refreshRate: 60))))
            let screen = try #require(app.application.screens.last)
            #expect(await waitUntil { screen.bounds.size == CGSize(width: 1280, height: 720) })
            #expect(screen.scale == 2 && modes == 1)
            #expect(app.externalWindows.values.first?.frame == CGRect(x: 0, y: 0, width: 1280, height: 720))
            server.runTurn()
            try await tv.nextUpdate()
            #expect(tv.tree[.root]?.state.bounds.size == CGSize(width: 1280, height: 720))
            #expect(tv.tree.canonicalHash == server.tree(for: ScaleGroupKey(scale: 2, screen: 1, features: .all))?.canonicalHash)
            await tv.close()
        }
    }

    /// SPEC §10.1.1: a mirror of a screen that does not exist, a screen over L13 or under one
    /// point, and a screen past L12 are each refused with their error; the others go on.
    @Test func badScreenRequestsAreRefusedAndOthersAreUntouched() async throws {
        let app = ExternalDisplayApp()
        try await withServer(made: { group in try await Self.start(app, group: group) { $0.maxScreens = 2 } }) { server, group in
            let tv = try await TestClient.connect(to: server)
            try await tv.send(.hello(Self.hello(width: 1280, height: 720, scale: 1, mode: .additional)))
            try await tv.nextUpdate()

            let refusals: [(HelloMessage, ProtocolError.Code)] = [
                (Self.hello(width: 100, height: 100, scale: 1, mode: .mirrorScreen, screenID: 7), .unknownScreen),
                (Self.hello(width: 100_000, height: 100, scale: 1, mode: .additional), .limitExceeded),
                (Self.hello(width: 100, height: 100, scale: 1000, mode: .additional), .limitExceeded),
                (Self.hello(width: 800, height: 600, scale: 1, mode: .additional), .limitExceeded),   // L12 = 2
            ]
            for (hello, code) in refusals {
                let client = try await TestClient.connect(to: server)
                try await client.send(.hello(hello))
                let messages = try await client.drainUntilClosed()
                #expect(Self.error(in: messages) == code, "\(hello.mode) \(hello.screen)")
                #expect(!messages.contains { if case .welcome = $0 { true } else { false } })
            }
            #expect(app.log == ["connect 1280x720@1 of 2"])
            #expect(server.additionalScreens.count == 1)
            // The display still gets its commits.
            app.externalViews.first?.backgroundColor = .blue
            server.runTurn()
            guard case .commit? = try await tv.nextUpdate() else { Issue.record("no commit"); return }
            #expect(tv.tree.canonicalHash == server.tree(for: ScaleGroupKey(scale: 1, screen: 1, features: .all))?.canonicalHash)
            await tv.close()
        }
    }

    /// SPEC §10.1.1 and §10.5: a display that drops and resumes gets its screen back and the app
    /// hears nothing. The grace period runs on the connections' manual clock, which stands still
    /// here: however slow the machine, it cannot end before the resume arrives.
    @Test func aResumeKeepsTheScreen() async throws {
        let app = ExternalDisplayApp()
        try await withServer(made: { group in try await Self.start(app, group: group) { $0.resumeGracePeriod = .seconds(60) } }) { server, group in
            let first = try await Self.attachAndDrop(server: server)
            #expect(app.log == ["connect 1920x1080@1 of 2"], "a short drop is no disconnect")

            let back = try await TestClient.connect(to: server)
            try await back.send(.hello(Self.hello(width: 1920, height: 1080, scale: 1, mode: .additional,
                                                  resume: ResumeRequest(token: first.welcome.resumeToken,
                                                                        lastCommitID: first.lastCommitID))))
            guard case .welcome(let again)? = try await back.next() else { Issue.record("no welcome"); return }
            #expect(again.resumed && again.screenID == first.welcome.screenID && again.mode == .additional)
            #expect(server.additionalScreens == [1: first.welcome.sessionID])
            #expect(app.log == ["connect 1920x1080@1 of 2"])
            await back.close()
        }
    }

    /// SPEC §10.1.1 and §10.5: a display that does not come back within the grace period
    /// disconnects, and its screen is gone.
    @Test func theGracePeriodEndsADroppedScreen() async throws {
        let app = ExternalDisplayApp()
        try await withServer(made: { group in try await Self.start(app, group: group) { $0.resumeGracePeriod = .seconds(60) } }) { server, group in
            _ = try await Self.attachAndDrop(server: server)
            await advanceTime(of: server, by: .seconds(60) - .milliseconds(1))
            for _ in 0..<10 { await Task.yield() }
            #expect(app.log == ["connect 1920x1080@1 of 2"], "the screen stays until the grace period ends")
            await advanceTime(of: server, by: .milliseconds(1))
            #expect(await waitUntil { app.log.count == 2 })
            #expect(app.log == ["connect 1920x1080@1 of 2", "disconnect"])
            #expect(server.additionalScreens.isEmpty)
            #expect(server.parkedSessionIDs.isEmpty)
        }
    }

    /// Attaches a 1080p display as an additional screen, takes its first update and drops it;
    /// with `waitForParking`, returns once the server keeps it for a resume.
    private static func attachAndDrop(server: LayercastServer,
                                      waitForParking: Bool = true) async throws -> (welcome: WelcomeMessage, lastCommitID: UInt64) {
        let tv = try await TestClient.connect(to: server)
        try await tv.send(.hello(hello(width: 1920, height: 1080, scale: 1, mode: .additional)))
        guard case .welcome(let welcome)? = try await tv.next() else { Issue.record("no welcome"); throw CancellationError() }
        try await tv.nextUpdate()
        try await tv.ack()
        await tv.close()
        if waitForParking {
            #expect(await waitUntil { server.parkedSessionIDs == [welcome.sessionID] })
        }
        return (welcome, tv.lastCommitID)
    }
}
