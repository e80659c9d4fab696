import Foundation
import Testing
import LayercastGraphics
import Logging
import LayercastLayers
import LayercastProtocol
import LayercastUI
import NIOCore
import NIOPosix
@testable import LayercastServer

/// Version 3's keyboard and clipboard between a real client connection and the toolkit's text
/// field (SPEC §11.7, §12.3, §12.9–§12.13).
@Suite @MainActor struct UIApplicationServedUIKeyboardTests {
    /// A text field on a 390×844-point 1× screen, served.
    @MainActor struct Stage {
        let application: UIApplication
        let field: UITextField
        let server: LayercastServer
        let group: MultiThreadedEventLoopGroup

        /// Runs `body` with the stage served after a first turn; `withServer` stops the server
        /// whatever `body` does.
        static func run(_ body: (Stage) async throws -> Void) async throws {
            let application = UIApplication(screen: UIScreen(bounds: CGRect(x: 0, y: 0, width: 390, height: 844), scale: 1),
                                            clock: ManualClock())
            let field = UITextField(frame: CGRect(x: 20, y: 100, width: 300, height: 34))
            let window = UIWindow(screen: application.screen)
            field.borderStyle = .roundedRect
            window.addSubview(field)
            window.makeKeyAndVisible()
            try await withServer(serving: UIApplicationServedUI(application: application)) { server, group in
                server.runTurn()
                try await body(Stage(application: application, field: field, server: server, group: group))
            }
        }

        func join(_ hello: HelloMessage = TestClient.hello()) async throws -> TestClient {
            let client = try await TestClient.connect(to: server)
            try await client.send(.hello(hello))
            try await client.nextUpdate()
            return client
        }
    }

    /// Reads until a message matches; `nil` when the connection closed first.
    private func next(_ client: TestClient, where match: (ServerMessage) -> Bool) async throws -> ServerMessage? {
        while let m = try await client.next() { if match(m) { return m } }
        return nil
    }

    private func tap(_ client: TestClient, at p: CGPoint) async throws {
        for phase in [PointerPhase.began, .ended] {
            try await client.send(.pointer(PointerMessage(device: .mouse, pointerID: 0, phase: phase, location: p,
                                                          buttons: phase == .began ? 1 : 0, timestamp: 0)))
        }
    }

    @Test func aTapStartsTextInputAndTypedTextAndKeysEditTheField() async throws {
        try await Stage.run { s in
            let client = try await s.join()
            try await tap(client, at: CGPoint(x: 40, y: 117))
            #expect(await waitUntil { s.server.statistics.inputs == 2 })
            s.server.runTurn()
            #expect(s.field.isFirstResponder)
            // SPEC §11.7: the typing client learns that text goes somewhere, and where the caret is.
            guard case .textInputState(let state)? = try await next(client, where: { if case .textInputState = $0 { true } else { false } }) else {
                Issue.record("no text-input state"); return
            }
            #expect(state.isActive && state.flags == [])
            #expect(state.caretRect.minX >= 27 && state.caretRect.minY >= 100 && state.caretRect.maxY <= 134 && state.caretRect.width == 2)

            try await client.send(.text(TextMessage(text: "Grüße")))
            try await client.send(.key(KeyMessage(phase: .down, usage: 0x2A, timestamp: 1)))   // backspace
            try await client.send(.key(KeyMessage(phase: .up, usage: 0x2A, timestamp: 1.1)))
            try await client.send(.composition(CompositionMessage(text: "にほん", selectionStart: 3)))
            try await client.send(.text(TextMessage(text: "日本")))
            #expect(await waitUntil { s.server.statistics.inputs == 7 })
            s.server.runTurn()
            #expect(s.field.text == "Grüß日本")
            await client.close()
        }
    }

    @Test func pasteAsksTheTypingClientForItsClipboardOnlyThenAndCopyOffersTheText() async throws {
        try await Stage.run { s in
            let client = try await s.join()
            s.field.becomeFirstResponder()
            try await client.send(.clipboardOffer(ClipboardOfferMessage(serial: 5, types: [clipboardPlainTextType])))
            try await client.send(.key(KeyMessage(phase: .down, usage: 0x19, modifiers: [.control], timestamp: 1)))  // ctrl+V
            #expect(await waitUntil { s.server.statistics.inputs == 1 })
            s.server.runTurn()
            guard case .clipboardRequest(let request)? = try await next(client, where: { if case .clipboardRequest = $0 { true } else { false } }) else {
                Issue.record("no clipboard request"); return
            }
            #expect(request == ClipboardRequestMessage(serial: 5, type: clipboardPlainTextType))
            #expect(!client.received.contains { if case .clipboardRequest = $0 { $0 != .clipboardRequest(request) } else { false } })
            try await client.send(.clipboardData(ClipboardDataMessage(serial: 5, type: clipboardPlainTextType, data: Array("pasted".utf8))))
            #expect(await waitUntil { s.field.text == "pasted" })

            // Select all and copy: the server offers its clipboard; the client asks and gets it.
            try await client.send(.key(KeyMessage(phase: .down, usage: 0x04, modifiers: [.control], timestamp: 2)))
            try await client.send(.key(KeyMessage(phase: .down, usage: 0x06, modifiers: [.control], timestamp: 2)))
            #expect(await waitUntil { s.server.statistics.inputs == 4 })
            s.server.runTurn()
            guard case .clipboardOffer(let offer)? = try await next(client, where: { if case .clipboardOffer = $0 { true } else { false } }) else {
                Issue.record("no offer"); return
            }
            try await client.send(.clipboardRequest(ClipboardRequestMessage(serial: offer.serial, type: clipboardPlainTextType)))
            guard case .clipboardData(let data)? = try await next(client, where: { if case .clipboardData = $0 { true } else { false } }) else {
                Issue.record("no data"); return
            }
            #expect(data.text == "pasted")
            await client.close()
        }
    }

    @Test func aSecureFieldsTextNeverLeavesTheServer() async throws {
        try await Stage.run { s in
            s.field.isSecureTextEntry = true
            let client = try await s.join()
            try await tap(client, at: CGPoint(x: 40, y: 117))
            try await client.send(.text(TextMessage(text: "s3cr3tPW")))
            for usage: UInt16 in [0x04, 0x06, 0x1B] {   // ctrl + A, C, X
                try await client.send(.key(KeyMessage(phase: .down, usage: usage, modifiers: [.control], timestamp: 1)))
                try await client.send(.key(KeyMessage(phase: .up, usage: usage, modifiers: [.control], timestamp: 1)))
            }
            try await client.send(.clipboardRequest(ClipboardRequestMessage(serial: 0, type: clipboardPlainTextType)))
            #expect(await waitUntil { s.server.statistics.inputs == 9 })
            let isState: (ServerMessage) -> Bool = { if case .textInputState = $0 { true } else { false } }
            let statesBefore = client.received.filter(isState).count
            s.server.runTurn()
            guard case .clipboardData(let data)? = try await next(client, where: { if case .clipboardData = $0 { true } else { false } }) else {
                Issue.record("no answer"); return
            }
            #expect(data.data == nil)
            #expect(s.field.text == "s3cr3tPW")
            // The turn's state goes out after it; the data answered the request as it came, so the
            // state may already be here (waiting for another would last until the watchdog).
            if client.received.filter(isState).count == statesBefore { _ = try await next(client, where: isState) }
            // No message carries the password: not in any string or byte field of anything received.
            let everything = client.received.map { "\($0)" }.joined()
            #expect(!everything.contains("s3cr3tPW"))
            #expect(client.received.contains { if case .textInputState(let t) = $0 { t.flags.contains(.secure) } else { false } })
            #expect(!client.received.contains { if case .clipboardOffer = $0 { true } else { false } })
            await client.close()
        }
    }

    @Test func aVersionTwoClientGetsNoKeyboardAndMayNotSendKeys() async throws {
        try await Stage.run { s in
            var hello = TestClient.hello()
            hello.maxVersion = 2
            let client = try await TestClient.connect(to: s.server)
            try await client.send(.hello(hello))
            guard case .welcome(let welcome)? = try await client.next() else { Issue.record("no welcome"); return }
            #expect(welcome.version == 2 && welcome.capabilities.isDisjoint(with: [.keyboard, .clipboard]))
            try await client.send(.key(KeyMessage(phase: .down, usage: 0x04, timestamp: 1)))
            let rest = try await client.drainUntilClosed()
            #expect(rest.contains { if case .error(let e) = $0 { e.code == .unexpectedMessage } else { false } })
        }
    }
}
