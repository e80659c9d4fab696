import Foundation
import Testing
import LayercastProtocol
@testable import LayercastServer

/// Builds trees from operations so the tests state trees the way the wire does.
private func tree(_ ops: [LayerOperation]) throws -> LayerTree {
    var t = LayerTree()
    try t.apply(ops)
    return t
}

private let a = LayerID(2), b = LayerID(3)

@Suite struct ClientSyncTests {
    // MARK: - Snapshot, then coalesced commits
    @Test func firstUpdateIsASnapshotOfTheWholeTree() throws {
        let current = try tree([.createLayer(a), .setProperties(a, [.contents(ContentID(7))]), .setSublayers(.root, [a])])
        var sync = ClientSync()
        let update = try #require({ let u = sync.nextUpdate(current: current, commitID: 1, hash: 11); return u }())
        #expect(update.isSnapshot)
        #expect(update.newContents == [ContentID(7)])
        var rebuilt = LayerTree()
        try rebuilt.apply(update.operations)
        #expect(rebuilt == current)
        #expect(!sync.hasPendingChanges)
    }

    @Test func aSlowClientGetsOneCoalescedUpdateNotAQueue() throws {
        var server = try tree([.createLayer(a), .setSublayers(.root, [a])])
        var sync = ClientSync(maxInFlight: 1)
        _ = sync.nextUpdate(current: server, commitID: 1, hash: 1)
        // The client does not ack: 100 commits move the same layer.
        for i in 0..<100 {
            try server.apply([.setProperties(a, [.position(CGPoint(x: Double(i), y: 0))])])
            sync.noteCommit(touched: [a])
            let u = sync.nextUpdate(current: server, commitID: UInt64(i + 2), hash: 0)
            #expect(u == nil)
        }
        #expect(sync.pending == [a])
        let ack = sync.acknowledge(commitID: 1, clientHash: 1)
        #expect(ack == .ok)
        let update = try #require({ let u = sync.nextUpdate(current: server, commitID: 200, hash: 2); return u }())
        #expect(update.operations == [.setProperties(a, [.position(CGPoint(x: 99, y: 0))])])
    }

    @Test func contentsAreSentOnlyToAClientThatLacksThem() throws {
        var server = try tree([.createLayer(a), .createLayer(b), .setProperties(a, [.contents(ContentID(7))]),
                               .setSublayers(.root, [a, b])])
        var sync = ClientSync(maxInFlight: 8)
        let first = sync.nextUpdate(current: server, commitID: 1, hash: 0)
        #expect(first?.newContents == [ContentID(7)])
        try server.apply([.setProperties(b, [.contents(ContentID(7))])])
        sync.noteCommit(touched: [b])
        let second = try #require({ let u = sync.nextUpdate(current: server, commitID: 2, hash: 0); return u }())
        #expect(second.newContents.isEmpty)
        #expect(sync.heldContents == [ContentID(7)])
        try server.apply([.setProperties(a, [.contents(nil)]), .setProperties(b, [.contents(ContentID(8))])])
        sync.noteCommit(touched: [a, b])
        let third = try #require({ let u = sync.nextUpdate(current: server, commitID: 3, hash: 0); return u }())
        #expect(third.newContents == [ContentID(8)])
        #expect(sync.heldContents == [ContentID(8)])
    }

    /// SPEC §6.4: a snapshot on the same connection (a resync) does not end what the client
    /// holds, so it sends only the contents the client lacks; a restart (a new connection) holds
    /// nothing and sends them all.
    @Test func aResyncSnapshotSendsOnlyTheContentsTheClientLacks() throws {
        var server = try tree([.createLayer(a), .createLayer(b), .setProperties(a, [.contents(ContentID(7))]),
                               .setSublayers(.root, [a, b])])
        var sync = ClientSync(maxInFlight: 8)
        #expect(sync.nextUpdate(current: server, commitID: 1, hash: 0)?.newContents == [ContentID(7)])
        try server.apply([.setProperties(b, [.contents(ContentID(8))])])
        sync.requestSnapshot()
        let resync = try #require({ let u = sync.nextUpdate(current: server, commitID: 2, hash: 0); return u }())
        #expect(resync.isSnapshot)
        #expect(resync.newContents == [ContentID(8)])
        #expect(sync.heldContents == [ContentID(7), ContentID(8)])
        sync.restart()
        let fresh = try #require({ let u = sync.nextUpdate(current: server, commitID: 3, hash: 0); return u }())
        #expect(fresh.isSnapshot)
        #expect(Set(fresh.newContents) == [ContentID(7), ContentID(8)])
    }

    /// A layer whose contents stay while another property changes keeps them held: no re-send.
    @Test func aLayerTouchedWithoutNewContentsKeepsThemHeld() throws {
        var server = try tree([.createLayer(a), .setProperties(a, [.contents(ContentID(7))]), .setSublayers(.root, [a])])
        var sync = ClientSync(maxInFlight: 8)
        _ = sync.nextUpdate(current: server, commitID: 1, hash: 0)
        try server.apply([.setProperties(a, [.isHidden(true)])])
        sync.noteCommit(touched: [a])
        let update = try #require({ let u = sync.nextUpdate(current: server, commitID: 2, hash: 0); return u }())
        #expect(update.newContents.isEmpty)
        #expect(sync.heldContents == [ContentID(7)])
    }

    // MARK: - Acknowledgements
    @Test func hashMismatchTriggersASnapshot() throws {
        let server = try tree([.createLayer(a), .setSublayers(.root, [a])])
        var sync = ClientSync()
        _ = sync.nextUpdate(current: server, commitID: 1, hash: 42)
        let ack = sync.acknowledge(commitID: 1, clientHash: 41)
        #expect(ack == .mismatch)
        #expect(sync.needsSnapshot)
        let again = sync.nextUpdate(current: server, commitID: 2, hash: 42)
        #expect(again?.isSnapshot == true)
    }

    @Test func ackOfAnUnknownCommitIsReported() {
        var sync = ClientSync()
        let ack = sync.acknowledge(commitID: 9, clientHash: 0)
        #expect(ack == .unknownCommit)
    }

    @Test func anAckAlsoAcknowledgesEarlierCommits() throws {
        var server = try tree([.createLayer(a), .setSublayers(.root, [a])])
        var sync = ClientSync(maxInFlight: 3)
        _ = sync.nextUpdate(current: server, commitID: 1, hash: 1)
        try server.apply([.setProperties(a, [.opacity(0)])]); sync.noteCommit(touched: [a])
        _ = sync.nextUpdate(current: server, commitID: 2, hash: 2)
        #expect(sync.inFlight.count == 2)
        let ack = sync.acknowledge(commitID: 2, clientHash: 2)
        #expect(ack == .ok)
        #expect(sync.inFlight.isEmpty)
    }
}
