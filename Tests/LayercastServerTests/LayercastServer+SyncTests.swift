import Foundation
import Testing
import LayercastProtocol
import NIOCore
import NIOPosix
@testable import LayercastServer

/// Snapshots, commits, coalescing, contents and scales over real TCP (SPEC §6.4, §11, §12.4–§12.6).
@Suite @MainActor struct LayercastServerSyncTests {
    /// Connects a client and reads through its first snapshot.
    private func join(_ server: LayercastServer, group: any EventLoopGroup, width: UInt32 = 390, height: UInt32 = 844,
                      capabilities: Capabilities = .all) async throws -> TestClient {
        let client = try await TestClient.connect(to: server)
        try await client.send(.hello(TestClient.hello(width: width, height: height, capabilities: capabilities)))
        guard case .snapshot? = try await client.nextUpdate() else { throw ProtocolError(.internalError, "no snapshot") }
        return client
    }

    // MARK: - Convergence

    @Test func snapshotThenCommitsConvergeToTheServerHash() async throws {
        let ui = ScriptedUI()
        let box = ui.addBox(CGRect(x: 0, y: 0, width: 40, height: 30), shade: 10)
        try await withServer(ui) { server, group in
            server.runTurn()
            let client = try await join(server, group: group)
            let key = ScaleGroupKey(scale: 1)
            #expect(client.tree.canonicalHash == server.tree(for: key)?.canonicalHash)

            for step in 1...5 {
                try await client.ack()
                ui.setOpacity(box, Float(step) / 10)
                if step == 3 { ui.addBox(CGRect(x: 50, y: 50, width: 20, height: 20), shade: 99) }
                if step == 4 { ui.setShade(box, 200) }
                server.runTurn()
                guard case .commit? = try await client.nextUpdate() else { Issue.record("no commit at step \(step)"); return }
                #expect(client.tree.canonicalHash == server.tree(for: key)?.canonicalHash)
            }
            #expect(client.tree[box]?.state.opacity == 0.5)
            await client.close()
        }
    }

    /// SPEC §11.11: a client that accepted compactCommits gets every commit compact, one that did
    /// not gets §11.2 commits; both apply the same tree, and the compact one is 15 bytes shorter
    /// here (id 1 byte instead of 8, time 3 instead of 8, count 1 instead of 4).
    @Test func compactCommitsGoOnlyToClientsThatAcceptedThem() async throws {
        let ui = ScriptedUI()
        let box = ui.addBox(CGRect(x: 0, y: 0, width: 40, height: 30), shade: 10)
        try await withServer(ui) { server, group in
            server.runTurn()
            let compact = try await join(server, group: group)
            let full = try await join(server, group: group, capabilities: Capabilities.all.subtracting(.compactCommits))
            #expect(compact.welcome?.capabilities.contains(.compactCommits) == true)
            #expect(full.welcome?.capabilities.contains(.compactCommits) == false)
            try await compact.ack()
            try await full.ack()
            ui.setOpacity(box, 0.25)
            server.runTurn()
            guard case .commit(let a)? = try await compact.nextUpdate(), case .commit(let b)? = try await full.nextUpdate() else {
                Issue.record("no commit"); return
            }
            #expect(a.isCompact && !b.isCompact)
            #expect(a.commitID == b.commitID && a.operations == b.operations)
            let microseconds = CommitMessage.compactMicroseconds(b.serverTime)
            #expect(microseconds.map { Double($0) / 1_000_000 } == a.serverTime)
            #expect(compact.tree.canonicalHash == full.tree.canonicalHash)
            var encoder = MessageEncoder(compression: CompressionPolicy(isEnabled: false))
            let aBytes = try encoder.encode(ServerMessage.commit(a)).readableBytes
            let bBytes = try encoder.encode(ServerMessage.commit(b)).readableBytes
            #expect(bBytes - aBytes == 15)
            await compact.close()
            await full.close()
        }
    }

    // MARK: - Contents (§6.4)

    @Test func contentsAreSentOnceAndBeforeTheirCommit() async throws {
        let ui = ScriptedUI()
        let a = ui.addBox(CGRect(x: 0, y: 0, width: 40, height: 30), shade: 10)
        let b = ui.addBox(CGRect(x: 0, y: 40, width: 40, height: 30), shade: 10)
        try await withServer(ui) { server, group in
            server.runTurn()
            let client = try await join(server, group: group)
            // Two layers with the same pixels: one content, sent once.
            #expect(client.contentsReceived.count == 1)

            try await client.ack()
            ui.setShade(b, 77)
            server.runTurn()
            try await client.nextUpdate()
            #expect(client.contentsReceived.count == 2)

            try await client.ack()
            ui.setShade(a, 77)  // the client holds these pixels already
            ui.setOpacity(b, 0.5)
            server.runTurn()
            try await client.nextUpdate()
            #expect(client.contentsReceived.count == 2)
            #expect(Set(client.contentsReceived).count == client.contentsReceived.count)
            #expect(client.tree.canonicalHash == server.tree(for: ScaleGroupKey(scale: 1))?.canonicalHash)
            await client.close()
        }
    }

    // MARK: - Slow clients (coalescing, flow control)

    @Test func aClientThatDoesNotAckGetsOneCoalescedUpdate() async throws {
        let ui = ScriptedUI()
        let box = ui.addBox(CGRect(x: 0, y: 0, width: 40, height: 30), shade: 10)
        try await withServer(ui, maxInFlight: 1) { server, group in
            server.runTurn()
            let client = try await join(server, group: group)
            let sentAfterSnapshot = try #require(server.sessionIDs.first.flatMap { server.bytesSent(toSession: $0) })

            for step in 1...10 {
                ui.setOpacity(box, Float(step) / 20)
                server.runTurn()
            }
            // Nothing was written while the snapshot was unacknowledged.
            #expect(server.sessionIDs.first.flatMap { server.bytesSent(toSession: $0) } == sentAfterSnapshot)
            try await client.ack()
            guard case .commit(let commit)? = try await client.nextUpdate() else { Issue.record("no commit"); return }
            #expect(commit.operations == [.setProperties(box, [.opacity(0.5)])])
            #expect(client.tree.canonicalHash == server.tree(for: ScaleGroupKey(scale: 1))?.canonicalHash)
            await client.close()
        }
    }

    @Test func hashMismatchAndResyncRequestBothGetASnapshot() async throws {
        let ui = ScriptedUI()
        ui.addBox(CGRect(x: 0, y: 0, width: 40, height: 30), shade: 10)
        try await withServer(ui) { server, group in
            server.runTurn()
            let client = try await join(server, group: group)
            try await client.ack(hash: 12345)
            guard case .snapshot(let first)? = try await client.nextUpdate() else { Issue.record("no resync snapshot"); return }
            try await client.send(.resyncRequest(ResyncRequestMessage(lastCommitID: first.commitID)))
            guard case .snapshot(let second)? = try await client.nextUpdate() else { Issue.record("no snapshot"); return }
            #expect(second.commitID > first.commitID)
            #expect(client.tree.canonicalHash == server.tree(for: ScaleGroupKey(scale: 1))?.canonicalHash)
            #expect(server.statistics.resyncs == 2)
            await client.close()
        }
    }

    // MARK: - Scales

    @Test func twoClientsGetContentsAtTheirOwnScales() async throws {
        let ui = ScriptedUI()
        let box = ui.addBox(CGRect(x: 0, y: 0, width: 40, height: 30), shade: 10)
        try await withServer(ui) { server, group in
            server.runTurn()
            let one = try await join(server, group: group, width: 390, height: 844)
            let two = try await join(server, group: group, width: 780, height: 1688)
            #expect(server.scaleGroups.map(\.scale) == [1, 2])
            #expect(ui.displayScales == [1, 2])
            for (client, scale) in [(one, 1.0), (two, 2.0)] {
                let id = try #require(client.tree[box]?.state.contents)
                #expect(client.contents[id]?.width == Int(40 * scale))
                #expect(client.contents[id]?.scale == scale)
                #expect(client.tree[box]?.state.contentsScale == scale)
                #expect(client.tree.canonicalHash == server.tree(for: ScaleGroupKey(scale: scale))?.canonicalHash)
            }
            await one.close()
            await two.close()
            #expect(await waitUntil { server.scaleGroups.isEmpty })
        }
    }

    @Test func screenChangeMovesTheClientToItsNewScaleWithoutASnapshot() async throws {
        let ui = ScriptedUI()
        let box = ui.addBox(CGRect(x: 0, y: 0, width: 40, height: 30), shade: 10)
        try await withServer(ui) { server, group in
            server.runTurn()
            let client = try await join(server, group: group)
            try await client.ack()
            try await client.send(.screenChange(ScreenChangeMessage(screen: ScreenDescription(
                widthPixels: 1920, heightPixels: 1080, scale: 1, refreshRate: 60))))
            guard case .commit? = try await client.nextUpdate() else { Issue.record("expected a commit"); return }
            let scale = 1.28
            #expect(server.scaleGroups == [ScaleGroupKey(scale: scale)])
            let id = try #require(client.tree[box]?.state.contents)
            #expect(client.contents[id]?.width == Int((40 * scale).rounded(.up)))
            #expect(client.tree.canonicalHash == server.tree(for: ScaleGroupKey(scale: scale))?.canonicalHash)
            await client.close()
        }
    }

    @Test func fitScaleIsTheLetterboxRoundedUp() {
        let phone = CGSize(width: 390, height: 844)
        #expect(ScaleGroupKey.contentsScale(screenSize: phone, widthPixels: 1920, heightPixels: 1080) == 1.28)
        #expect(ScaleGroupKey.contentsScale(screenSize: phone, widthPixels: 390, heightPixels: 844) == 1)
        #expect(ScaleGroupKey.contentsScale(screenSize: phone, widthPixels: 1170, heightPixels: 2532) == 3)
        #expect(ScaleGroupKey.contentsScale(screenSize: phone, widthPixels: 1, heightPixels: 1) == 0.25)
        // A declared scale above the fit wins (a --scale override, a HiDPI display); below it, the fit.
        #expect(ScaleGroupKey.contentsScale(screenSize: phone, widthPixels: 390, heightPixels: 844, declaredScale: 2) == 2)
        #expect(ScaleGroupKey.contentsScale(screenSize: phone, widthPixels: 1920, heightPixels: 1080, declaredScale: 1) == 1.28)
        #expect(ScaleGroupKey.contentsScale(screenSize: phone, widthPixels: 390, heightPixels: 844, declaredScale: 9) == 4)
    }

    // MARK: - Encode once (fan-out)

    @Test func clientsInOneGroupShareOneEncoding() async throws {
        let ui = ScriptedUI()
        let box = ui.addBox(CGRect(x: 0, y: 0, width: 40, height: 30), shade: 10)
        try await withServer(ui) { server, group in
            server.runTurn()
            var clients: [TestClient] = []
            for _ in 0..<4 { clients.append(try await join(server, group: group)) }
            for client in clients { try await client.ack() }
            let before = server.statistics
            ui.setShade(box, 123)
            server.runTurn()
            for client in clients { try await client.nextUpdate() }
            let after = server.statistics
            #expect(after.framesEncoded - before.framesEncoded == 1)
            #expect(after.contentsEncoded - before.contentsEncoded == 1)
            #expect(after.diffsComputed - before.diffsComputed == 1)
            let hashes = Set(clients.map(\.tree.canonicalHash))
            #expect(hashes == [server.tree(for: ScaleGroupKey(scale: 1))!.canonicalHash])
            for client in clients { await client.close() }
        }
    }

    // MARK: - Isolation between clients

    @Test func oneClientsMalformedBytesDoNotAffectAnother() async throws {
        let ui = ScriptedUI()
        let box = ui.addBox(CGRect(x: 0, y: 0, width: 40, height: 30), shade: 10)
        try await withServer(ui) { server, group in
            server.runTurn()
            let good = try await join(server, group: group)
            let bad = try await join(server, group: group)
            // An unknown critical type (0x0042) with an empty payload.
            try await bad.sendRaw([0, 0, 0, 0, 0x42, 0, 0, 0])
            let rest = try await bad.drainUntilClosed()
            guard case .error(let error)? = rest.last else { Issue.record("expected an error, got \(rest)"); return }
            #expect(error.code == .unknownMessage)
            #expect(await waitUntil { server.sessionIDs.count == 1 })

            try await good.ack()
            ui.setOpacity(box, 0.25)
            server.runTurn()
            guard case .commit? = try await good.nextUpdate() else { Issue.record("the good client stopped"); return }
            #expect(good.tree.canonicalHash == server.tree(for: ScaleGroupKey(scale: 1))?.canonicalHash)
            await good.close()
        }
    }

    // MARK: - Recording (§15)

    @Test func recordingHoldsExactlyTheFramesSent() async throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("layercast-rec-\(UUID())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let ui = ScriptedUI()
        let box = ui.addBox(CGRect(x: 0, y: 0, width: 40, height: 30), shade: 10)
        try await withServer(ui, recording: directory) { server, group in
            server.runTurn()
            let client = try await join(server, group: group)
            try await client.ack()
            ui.setOpacity(box, 0.5)
            server.runTurn()
            try await client.nextUpdate()
            await client.close()
            #expect(await waitUntil { server.sessionIDs.isEmpty })

            let files = try FileManager.default.contentsOfDirectory(atPath: directory.path)
            #expect(files == ["session-1.lcrec"])
            var bytes = ByteBuffer(bytes: try Data(contentsOf: directory.appendingPathComponent("session-1.lcrec")))
            let header = try RecordedStreamHeader.read(from: &bytes)
            #expect(header.direction == .serverToClient)
            var decoder = ServerMessageDecoder()
            decoder.append(bytes)
            var recorded: [ServerMessage] = []
            while let message = try decoder.nextMessage() { recorded.append(message) }
            #expect(recorded == client.received)
        }
    }
}

/// Partial contents updates (SPEC §11.4) for a redrawn rectangle.
@Suite @MainActor struct LayercastServerPartialContentsTests {
    /// A whole redraw without a hint whose pixels changed only in a small rectangle (a label's
    /// new character) is found by comparing the bitmaps and travels as that rectangle; one that
    /// changed most of the bitmap travels whole.
    @Test(arguments: [(CGRect(x: 30, y: 20, width: 6, height: 5), true), (CGRect(x: 0, y: 0, width: 40, height: 25), false)])
    func wholeRedrawThatChangedLittleTravelsAsItsChangedRectangle(changed: CGRect, expectPartial: Bool) async throws {
        let ui = ScriptedUI()
        let box = ui.addBox(CGRect(x: 0, y: 0, width: 40, height: 30), shade: 10)
        try await withServer(ui) { server, group in
            server.runTurn()
            let client = try await TestClient.connect(to: server)
            try await client.send(.hello(TestClient.hello(capabilities: .all)))
            try await client.nextUpdate()
            try await client.ack()
            ui.repaint(box, changed, shade: 250, hinted: false)
            server.runTurn()
            let before = client.received.count
            guard case .commit? = try await client.nextUpdate() else { Issue.record("no commit"); return }
            let sent = client.received[before...]
            let updates = sent.compactMap { if case .contentsUpdate(let u) = $0 { u } else { nil } }
            let wholes = sent.filter { if case .contents = $0 { true } else { false } }
            #expect(updates.count == (expectPartial ? 1 : 0))
            #expect(wholes.count == (expectPartial ? 0 : 1))
            if let update = updates.first {
                #expect([update.x, update.y, update.width, update.height] == [30, 20, 6, 5])
            }
            let id = try #require(client.tree[box]?.state.contents)
            #expect(client.contents[id].map { ContentID(of: $0) } == id)
            #expect(client.tree.canonicalHash == server.tree(for: ScaleGroupKey(scale: 1))?.canonicalHash)
            await client.close()
        }
    }

    @Test(arguments: [true, false])
    func redrawnRectangleTravelsAsAnUpdateOnlyToClientsThatTakeThem(partial: Bool) async throws {
        let ui = ScriptedUI()
        let box = ui.addBox(CGRect(x: 0, y: 0, width: 40, height: 30), shade: 10)
        try await withServer(ui) { server, group in
            server.runTurn()
            let client = try await TestClient.connect(to: server)
            let capabilities: Capabilities = partial ? .all : Capabilities.all.subtracting(.partialContents)
            try await client.send(.hello(TestClient.hello(capabilities: capabilities)))
            try await client.nextUpdate()
            try await client.ack()
            ui.repaint(box, CGRect(x: 5, y: 5, width: 10, height: 4), shade: 250)
            server.runTurn()
            let before = client.received.count
            guard case .commit? = try await client.nextUpdate() else { Issue.record("no commit"); return }
            let sent = client.received[before...]
            let updates = sent.filter { if case .contentsUpdate = $0 { true } else { false } }
            let wholes = sent.filter { if case .contents = $0 { true } else { false } }
            #expect(updates.count == (partial ? 1 : 0))
            #expect(wholes.count == (partial ? 0 : 1))
            if case .contentsUpdate(let update)? = updates.first {
                #expect(update.width == 10 && update.height == 4)
            }
            let id = try #require(client.tree[box]?.state.contents)
            #expect(client.contents[id].map { ContentID(of: $0) } == id)
            #expect(client.tree.canonicalHash == server.tree(for: ScaleGroupKey(scale: 1))?.canonicalHash)
            await client.close()
        }
    }
}
