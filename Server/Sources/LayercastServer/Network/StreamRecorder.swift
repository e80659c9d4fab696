import Foundation
import LayercastProtocol
import NIOCore

/// Records one session's outgoing stream to a file as SPEC §15 defines it: the 16-byte header,
/// then every frame exactly as written to the socket. `layercast-dump FILE` reads it.
///
/// Writes are synchronous and happen where the frames are written (the main actor): recording
/// is a debugging aid, and a blocked disk slows the UI rather than reordering frames.
final class StreamRecorder {
    private let handle: FileHandle
    /// The file written.
    let url: URL

    /// Creates the file (replacing one of the same name) and writes the header. Throws when the
    /// file cannot be created.
    init(url: URL) throws {
        self.url = url
        guard FileManager.default.createFile(atPath: url.path, contents: nil) else {
            throw LayercastServerError.listenFailed("cannot create recording \(url.path)")
        }
        handle = try FileHandle(forWritingTo: url)
        var header = ByteBuffer()
        RecordedStreamHeader(direction: .serverToClient).write(to: &header)
        append(header)
    }

    /// Appends bytes exactly as sent.
    func append(_ buffer: ByteBuffer) {
        handle.write(Data(buffer.readableBytesView))
    }

    deinit { try? handle.close() }
}
