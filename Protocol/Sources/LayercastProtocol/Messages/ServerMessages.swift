import Foundation

/// §11.1 The whole tree as operations applied to a tree holding only `LayerID.root`.
public struct SnapshotMessage: Hashable, Sendable, Codable {
    /// The commit this state corresponds to; later commits have larger ids.
    public var commitID: UInt64
    /// Server time in seconds (the clock of animation begin times).
    public var serverTime: Double
    /// The operations, in order.
    public var operations: [LayerOperation]
    /// Creates a snapshot.
    public init(commitID: UInt64, serverTime: Double, operations: [LayerOperation]) {
        self.commitID = commitID; self.serverTime = serverTime; self.operations = operations
    }
}

/// §11.2 One transaction: ordered operations applied atomically.
public struct CommitMessage: Hashable, Sendable, Codable {
    /// Strictly increasing per session.
    public var commitID: UInt64
    /// Server time in seconds when the transaction committed.
    public var serverTime: Double
    /// The operations, in order.
    public var operations: [LayerOperation]
    /// Creates a commit.
    public init(commitID: UInt64, serverTime: Double, operations: [LayerOperation]) {
        self.commitID = commitID; self.serverTime = serverTime; self.operations = operations
    }
}

/// A reversible per-row filter applied to pixels before compression (SPEC §6.3).
public enum PixelFilter: UInt8, Hashable, Sendable, Codable, CaseIterable {
    /// Pixels as they are.
    case none = 0
    /// Each byte minus the same channel's byte of the pixel to its left (mod 256).
    case sub = 1
}

/// §11.3 A contents bitmap. The decoder checks that the pixels hash to `id` (`contentMismatch`).
public struct ContentsMessage: Hashable, Sendable, Codable {
    /// The content id, `ContentID(of: bitmap)`.
    public var id: ContentID
    /// The bitmap, unfiltered.
    public var bitmap: ContentBitmap
    /// The filter the pixels travel with.
    public var filter: PixelFilter
    /// Creates a contents message; `id` defaults to the bitmap's hash.
    public init(bitmap: ContentBitmap, id: ContentID? = nil, filter: PixelFilter = .none) {
        self.bitmap = bitmap; self.id = id ?? ContentID(of: bitmap); self.filter = filter
    }
}

/// §11.4 A new bitmap made from a previous one with one rectangle replaced.
public struct ContentsUpdateMessage: Hashable, Sendable, Codable {
    /// The bitmap the client already holds.
    public var baseID: ContentID
    /// The id of the resulting bitmap (its full hash, §6.2).
    public var newID: ContentID
    /// Left edge of the rectangle, in pixels of the base bitmap.
    public var x: UInt32
    /// Top edge, in pixels (y down).
    public var y: UInt32
    /// Width of the rectangle in pixels, ≥ 1.
    public var width: UInt32
    /// Height of the rectangle in pixels, ≥ 1.
    public var height: UInt32
    /// The filter the pixels travel with.
    public var filter: PixelFilter
    /// The rectangle's pixels, unfiltered, `width * height * 4` bytes, in the base's format.
    public var pixels: [UInt8]
    /// Creates an update.
    public init(baseID: ContentID, newID: ContentID, x: UInt32, y: UInt32, width: UInt32, height: UInt32,
                filter: PixelFilter = .none, pixels: [UInt8]) {
        self.baseID = baseID; self.newID = newID; self.x = x; self.y = y
        self.width = width; self.height = height; self.filter = filter; self.pixels = pixels
    }
}

/// §11.5 An error; the sender closes the connection after it.
public struct ErrorMessage: Hashable, Sendable, Codable {
    /// The error code.
    public var code: ProtocolError.Code
    /// A readable reason.
    public var reason: String
    /// Creates an error message.
    public init(code: ProtocolError.Code, reason: String) { self.code = code; self.reason = reason }
    /// The message for a protocol error.
    public init(_ error: ProtocolError) { self.init(code: error.code, reason: error.reason) }
}

/// §11.6 A liveness and clock probe; the client answers with a pong carrying the nonce.
public struct PingMessage: Hashable, Sendable, Codable {
    /// Echoed in the pong.
    public var nonce: UInt64
    /// Server time in seconds when sent.
    public var serverTime: Double
    /// Creates a ping.
    public init(nonce: UInt64, serverTime: Double) { self.nonce = nonce; self.serverTime = serverTime }
}
