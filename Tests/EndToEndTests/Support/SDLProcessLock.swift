import Foundation

/// An exclusive lock on a file that every in-process SDL user of the test process can take:
/// `SDL_Init`/`SDL_Quit` are process-global, and `swift test` runs every test target's suites in
/// one process, in parallel. Within this target the SDL tests are one `.serialized` suite; the
/// lock also keeps them apart from other targets' SDL suites that take it.
///
/// `flock` locks belong to an open file description, so two opens in one process exclude each
/// other. Blocks the calling thread: take it on a client's thread, never on the main actor.
final class SDLProcessLock: Sendable {
    /// The lock file every SDL test suite agrees on.
    static let path = FileManager.default.temporaryDirectory.appendingPathComponent("layercast-sdl-tests.lock").path

    private let descriptor: Int32

    /// Waits for the lock and takes it.
    /// - Throws: `EndToEndError.clientProcess` when the lock file cannot be opened or locked.
    init() throws {
        let fd = open(Self.path, O_CREAT | O_RDWR | O_CLOEXEC, 0o666)
        guard fd >= 0 else { throw EndToEndError.clientProcess("cannot open \(Self.path): errno \(errno)") }
        while flock(fd, LOCK_EX) != 0 {
            guard errno == EINTR else {
                close(fd)
                throw EndToEndError.clientProcess("cannot lock \(Self.path): errno \(errno)")
            }
        }
        descriptor = fd
    }

    /// Lets the next SDL user in.
    func release() {
        flock(descriptor, LOCK_UN)
        close(descriptor)
    }
}
