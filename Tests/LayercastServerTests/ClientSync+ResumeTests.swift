import Foundation
import Testing
import LayercastProtocol
@testable import LayercastServer

private func tree(_ ops: [LayerOperation]) throws -> LayerTree {
    var t = LayerTree()
    try t.apply(ops)
    return t
}

private let a = LayerID(2), b = LayerID(3)

/// `ClientSync`'s part of a resume (SPEC §10.5): which states it can resume from, and the update
/// that follows (a diff, without the contents the client holds).
@Suite struct ClientSyncResumeTests {
    // MARK: - Known states

    @Test func theAcknowledgedAndTheInFlightStatesAreKnownOthersAreNot() throws {
        var server = try tree([.createLayer(a), .setSublayers(.root, [a])])
        var sync = ClientSync(maxInFlight: 3)
        _ = sync.nextUpdate(current: server, commitID: 1, hash: 1)
        let one = server
        let ack1 = sync.acknowledge(commitID: 1, clientHash: 1)
        #expect(ack1 == .ok)
        try server.apply([.setProperties(a, [.opacity(0.5)])]); sync.noteCommit(touched: [a])
        _ = sync.nextUpdate(current: server, commitID: 2, hash: 2)
        #expect(sync.tree(atCommit: 1) == one)
        #expect(sync.tree(atCommit: 2) == server)
        #expect(sync.tree(atCommit: 3) == nil)
        #expect(sync.tree(atCommit: 0) == nil)
        // Once 2 is acknowledged, 1 is no longer a state the client can be in.
        let ack2 = sync.acknowledge(commitID: 2, clientHash: 2)
        #expect(ack2 == .ok)
        #expect(sync.tree(atCommit: 1) == nil)
        #expect(sync.tree(atCommit: 2) == server)
    }

    @Test func aHashMismatchLeavesNothingToResumeFrom() throws {
        let server = try tree([.createLayer(a), .setSublayers(.root, [a])])
        var sync = ClientSync()
        _ = sync.nextUpdate(current: server, commitID: 1, hash: 1)
        let ack3 = sync.acknowledge(commitID: 1, clientHash: 99)
        #expect(ack3 == .mismatch)
        let resumed6 = sync.resume(fromCommit: 1, current: server)
        #expect(!resumed6)
        #expect(sync.needsSnapshot)
    }

    // MARK: - The update after a resume

    /// The client applied commit 2 (in flight, its ack lost) and the server moved on: the next
    /// update is the difference from 2, sends only the contents the client lacks, and nothing is
    /// in flight any more.
    @Test func theUpdateAfterAResumeIsTheDiffWithoutHeldContents() throws {
        var server = try tree([.createLayer(a), .createLayer(b), .setProperties(a, [.contents(ContentID(7))]),
                               .setSublayers(.root, [a, b])])
        var sync = ClientSync(maxInFlight: 2)
        _ = sync.nextUpdate(current: server, commitID: 1, hash: 1)
        let ack4 = sync.acknowledge(commitID: 1, clientHash: 1)
        #expect(ack4 == .ok)
        try server.apply([.setProperties(b, [.contents(ContentID(8))])]); sync.noteCommit(touched: [b])
        _ = sync.nextUpdate(current: server, commitID: 2, hash: 2)
        let atTwo = server
        // While the client is away: a property and a new content.
        try server.apply([.setProperties(a, [.opacity(0.25)]), .setProperties(b, [.contents(ContentID(9))])])

        let resumed7 = sync.resume(fromCommit: 2, current: server)
        #expect(resumed7)
        #expect(sync.inFlight.isEmpty)
        #expect(!sync.needsSnapshot)
        #expect(sync.heldContents == [ContentID(7), ContentID(8)])
        let update = try #require({ let u = sync.nextUpdate(current: server, commitID: 5, hash: 5); return u }())
        #expect(!update.isSnapshot)
        #expect(update.newContents == [ContentID(9)])
        var client = atTwo
        try client.apply(update.operations)
        #expect(client == server)
        #expect(update.operations.count == 2, "only what changed: \(update.operations)")
    }

    @Test func aResumeWithNothingNewSendsNothing() throws {
        let server = try tree([.createLayer(a), .setSublayers(.root, [a])])
        var sync = ClientSync()
        _ = sync.nextUpdate(current: server, commitID: 1, hash: 1)
        let resumed8 = sync.resume(fromCommit: 1, current: server)
        #expect(resumed8)
        #expect(!sync.hasPendingChanges)
        let update5 = sync.nextUpdate(current: server, commitID: 2, hash: 1)
        #expect(update5 == nil)
    }

    @Test func restartForgetsEverythingTheClientHeld() throws {
        let server = try tree([.createLayer(a), .setProperties(a, [.contents(ContentID(7))]), .setSublayers(.root, [a])])
        var sync = ClientSync()
        _ = sync.nextUpdate(current: server, commitID: 1, hash: 1)
        sync.restart()
        #expect(sync.tree(atCommit: 1) == nil)
        let update = try #require({ let u = sync.nextUpdate(current: server, commitID: 2, hash: 1); return u }())
        #expect(update.isSnapshot)
        #expect(update.newContents == [ContentID(7)])
    }
}
