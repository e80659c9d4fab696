import Foundation
import LayercastLayers
import LayercastProtocol

/// The application a server serves, as the server sees it: a screen of points, a run loop it
/// turns, touches it takes, and commits it produces in wire terms at any scale.
///
/// The toolkit's `UIApplication` is adapted to this protocol (`UIApplicationServedUI`); tests
/// implement it directly to drive the server with exact, deterministic commits. Everything runs
/// on the main actor, as UIKit's UI does.
@MainActor
public protocol ServedUI: AnyObject {
    /// The logical screen, in points (the root layer's space): what every mirroring client shows.
    var screenSize: CGSize { get }
    /// The scales (pixels per point) layers must be drawn at: one per group of connected clients.
    /// The server sets it when clients come and go; the UI redraws drawn layers at new scales in
    /// its next turn.
    func setDisplayScales(_ scales: [Double])
    /// Queues touch changes (locations in screen points) for the next turn, as one event.
    func enqueueTouches(_ touches: [ServedTouch])
    /// Queues a wheel or trackpad scroll at `location` (screen points) moving content by `delta`
    /// points (SPEC §12.2 signs) for the next turn.
    func enqueueScroll(at location: CGPoint, delta: CGSize)
    /// Queues a scroll as `enqueueScroll(at:delta:)`, saying whether it came from a trackpad
    /// (`isPrecise`, SPEC §12.2) and when (the UI's clock): a UI gives trackpad scrolls momentum.
    func enqueueScroll(at location: CGPoint, delta: CGSize, isPrecise: Bool, timestamp: Double?)
    /// Queues a key going down or up (SPEC §12.3) for the next turn.
    func enqueueKey(_ key: KeyMessage, timestamp: Double?)
    /// Queues committed text (SPEC §12.9) for the next turn.
    func enqueueText(_ text: String)
    /// Queues an input method's marked text with its selection in Unicode scalars (SPEC §12.10).
    func enqueueComposition(_ text: String, selection: Range<Int>)
    /// The typing client's clipboard changed (SPEC §12.11): whether it now holds text.
    func remoteClipboardChanged(hasText: Bool)
    /// The typing client's clipboard text answering the UI's paste (`nil`: it had none).
    func deliverRemoteClipboard(_ text: String?)
    /// What the UI asks of the typing client after a turn: its text-input state (SPEC §11.7),
    /// text it copied (to offer), and whether a paste needs the client's clipboard (§12.12).
    func takeKeyboardOutput() -> ServedKeyboardOutput
    /// Runs one run-loop turn (events, layout, display, commit) and returns what it committed,
    /// oldest first; empty when nothing changed.
    func runTurn() -> [ServedCommit]
    /// The whole committed state as one commit from the empty tree (for a new scale group).
    func snapshot() -> ServedCommit
    /// When the UI next needs a turn by itself (a timer, a completion block waiting for an
    /// animation), in seconds of its clock; `nil` when only input would change it.
    var nextScheduledTurn: Double? { get }
    /// The UI's clock, in seconds (server time on the wire).
    var now: Double { get }

    // Screens (SPEC §10.1.1). Screen 0 is the main screen (`screenSize`, `runTurn`…); a UI that
    // cannot show more screens keeps the defaults of `ServedUI+Screens.swift`, and the server
    // serves clients that ask for an additional screen as mirrors of the main one.

    /// Connects a new screen of `size` points drawn at `scale`; returns its id (never 0, never
    /// reused), or `nil` when the UI cannot show another screen.
    func connectScreen(size: CGSize, scale: Double) -> UInt32?
    /// Disconnects a screen `connectScreen` returned (the UI keeps its windows, as iOS does).
    func disconnectScreen(_ screen: UInt32)
    /// A connected screen's size in points; `nil` for a screen the UI does not have.
    func screenSize(of screen: UInt32) -> CGSize?
    /// Resizes a connected additional screen (its client's window changed).
    func resizeScreen(_ screen: UInt32, size: CGSize, scale: Double)
    /// `setDisplayScales(_:)` for one screen.
    func setDisplayScales(_ scales: [Double], screen: UInt32)
    /// Runs one turn and returns what each screen committed, by screen id (main: 0).
    func runTurnOnScreens() -> [UInt32: [ServedCommit]]
    /// `snapshot()` of one screen.
    func snapshot(screen: UInt32) -> ServedCommit
    /// `enqueueTouches(_:)` on one screen: locations in its points, new touches hit its windows.
    func enqueueTouches(_ touches: [ServedTouch], screen: UInt32)
    /// `enqueueScroll(at:delta:isPrecise:timestamp:)` on one screen.
    func enqueueScroll(at location: CGPoint, delta: CGSize, isPrecise: Bool, timestamp: Double?, screen: UInt32)
    /// The keys and text queued after this come from a client showing `screen`: they go to that
    /// screen's key window.
    func enqueueKeyboardFocus(screen: UInt32)

    // Glyph runs (SPEC §4.6, version 4).

    /// What the UI's commits can carry beyond bitmaps: a client gets a feature only when it
    /// accepted it and the UI can produce it (a UI that draws no text has no runs to send, and
    /// its clients share groups whatever they accepted).
    var wireFeatures: WireFeatures { get }

    /// Whether `screen`'s commits must also carry text as glyph runs (a client of `glyphRuns`
    /// shows it): the UI records text from its next turn on, redrawing what it already shows.
    func setRecordsGlyphRuns(_ records: Bool, screen: UInt32)
}

extension ServedUI {
    /// A UI without a keyboard ignores keys.
    public func enqueueKey(_ key: KeyMessage, timestamp: Double?) {}
    /// A UI without a keyboard ignores text.
    public func enqueueText(_ text: String) {}
    /// A UI without a keyboard ignores compositions.
    public func enqueueComposition(_ text: String, selection: Range<Int>) {}
    /// A UI without a pasteboard ignores the client's clipboard.
    public func remoteClipboardChanged(hasText: Bool) {}
    /// A UI without a pasteboard ignores clipboard text.
    public func deliverRemoteClipboard(_ text: String?) {}
    /// A UI without a keyboard never takes text and never copies.
    public func takeKeyboardOutput() -> ServedKeyboardOutput { ServedKeyboardOutput() }

    /// A UI that never draws text produces bitmaps only.
    public var wireFeatures: WireFeatures { [] }

    /// A UI that never draws text has nothing to record.
    public func setRecordsGlyphRuns(_ records: Bool, screen: UInt32) {}

    /// A UI without scrolling ignores scrolls.
    public func enqueueScroll(at location: CGPoint, delta: CGSize) {}

    /// Forwards to `enqueueScroll(at:delta:)`: a UI without momentum ignores the rest.
    public func enqueueScroll(at location: CGPoint, delta: CGSize, isPrecise: Bool, timestamp: Double?) {
        enqueueScroll(at: location, delta: delta)
    }
}

/// One touch change for the UI, with an identity unique across every client of the server.
public struct ServedTouch: Hashable, Sendable {
    /// The phase: the wire's own (SPEC §12.1), passed through, so a touch's phase is converted
    /// once, where a UI turns it into its own (`UITouch.Phase`). The server delivers `began`,
    /// `moved`, `ended` and `cancelled` (a client's disconnect cancels its touches), never `hover`.
    public typealias Phase = PointerPhase

    /// The touch's identity for its whole sequence: the server maps (session, pointer id) to
    /// distinct identifiers, so touches of different clients never collide.
    public var identifier: Int
    /// The phase.
    public var phase: Phase
    /// Where, in points of the logical screen (y down).
    public var location: CGPoint
    /// When it happened, in seconds of the UI's clock: the client's input time mapped onto the
    /// server's (so a fling stops where the user saw it, and velocities ignore network jitter);
    /// `nil` for "now".
    public var timestamp: Double?

    /// Creates a touch change.
    public init(identifier: Int, phase: Phase, location: CGPoint, timestamp: Double? = nil) {
        self.identifier = identifier; self.phase = phase; self.location = location; self.timestamp = timestamp
    }
}
