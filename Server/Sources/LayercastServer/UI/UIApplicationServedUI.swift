import Foundation
import LayercastGraphics
import LayercastLayers
import LayercastProtocol
import LayercastUI

/// The toolkit's `UIApplication` as the server serves it: its run-loop turns, its touches, and
/// its commits turned into wire operations per scale.
@MainActor
public final class UIApplicationServedUI: ServedUI {
    /// The application served.
    public let application: UIApplication

    /// The screens clients attached, by the id the server gave them (SPEC §10.1.1).
    var externalScreens: [UInt32: UIScreen] = [:]
    /// The next screen id: ids are not reused while the server runs.
    var nextScreenID: UInt32 = 1

    /// Serves `application` (its screen is the logical screen clients mirror).
    public init(application: UIApplication) { self.application = application }

    /// The application's screen, in points.
    public var screenSize: CGSize { application.screen.bounds.size }

    /// The application's clock, in seconds.
    public var now: Double { application.clock.now }

    /// When a completion block waits for an animation to end, a gesture recognizer's timer is
    /// due, or a decelerating scroll view needs its next frame.
    public var nextScheduledTurn: Double? { application.nextScheduledTurn }

    /// Draws at the clients' scales; with no client, at the screen's own scale.
    public func setDisplayScales(_ scales: [Double]) {
        let wanted = scales.isEmpty ? [application.screen.scale] : scales.map { CGFloat($0) }
        if application.displayScales != wanted.sorted() { application.displayScales = wanted }
        // The main screen's scales are those of the clients showing it: none means none shows
        // the app, which is UIKit's background.
        let state: UIApplication.State = scales.isEmpty ? .background : .active
        if application.applicationState != state { application.perform { application.transition(to: state) } }
    }

    /// Queues the touches as one event of the next turn (`UIApplication.enqueueTouches`).
    public func enqueueTouches(_ touches: [ServedTouch]) {
        application.enqueueTouches(touches.compactMap(Self.input))
    }

    /// A served touch as the toolkit's input: the one place the wire's phase becomes UIKit's;
    /// `nil` for a hover, which is no touch (the server does not deliver one).
    nonisolated static func input(_ touch: ServedTouch) -> TouchInput? {
        let phase: UITouch.Phase
        switch touch.phase {
        case .began: phase = .began
        case .moved: phase = .moved
        case .ended: phase = .ended
        case .cancelled: phase = .cancelled
        case .hover: return nil
        }
        return TouchInput(identifier: touch.identifier, phase: phase, location: touch.location, timestamp: touch.timestamp)
    }

    /// Queues the scroll for the scroll view under the pointer (`UIApplication.enqueueScroll`).
    public func enqueueScroll(at location: CGPoint, delta: CGSize) {
        application.enqueueScroll(at: location, delta: delta)
    }

    /// Queues a trackpad or wheel scroll with its time, for momentum.
    public func enqueueScroll(at location: CGPoint, delta: CGSize, isPrecise: Bool, timestamp: Double?) {
        application.enqueueScroll(at: location, delta: delta, isPrecise: isPrecise, timestamp: timestamp)
    }

    /// Queues the key for the first responder (`UIApplication.enqueueKey`).
    public func enqueueKey(_ key: KeyMessage, timestamp: Double?) {
        application.enqueueKey(KeyInput(keyCode: UIKeyboardHIDUsage(rawValue: Int(key.usage)),
                                        phase: key.phase == .down ? .down : .up, isRepeat: key.isRepeat,
                                        modifierFlags: Self.modifierFlags(key.modifiers), timestamp: timestamp))
    }

    /// SPEC §12.1's modifier bits as UIKit's flags.
    nonisolated static func modifierFlags(_ m: KeyModifiers) -> UIKeyModifierFlags {
        var flags: UIKeyModifierFlags = []
        if m.contains(.shift) { flags.insert(.shift) }
        if m.contains(.control) { flags.insert(.control) }
        if m.contains(.alternate) { flags.insert(.alternate) }
        if m.contains(.command) { flags.insert(.command) }
        if m.contains(.capsLock) { flags.insert(.alphaShift) }
        return flags
    }

    /// Queues the text for the first responder (`UIApplication.enqueueText`).
    public func enqueueText(_ text: String) { application.enqueueText(text) }

    /// Queues the composition, its selection turned from scalars (the wire's) into UTF-16
    /// offsets (UIKit's `NSRange`).
    public func enqueueComposition(_ text: String, selection: Range<Int>) {
        let scalars = Array(text.unicodeScalars)
        let lower = scalars.prefix(selection.lowerBound).reduce(0) { $0 + $1.utf16.count }
        let length = scalars[min(selection.lowerBound, scalars.count)..<min(selection.upperBound, scalars.count)]
            .reduce(0) { $0 + $1.utf16.count }
        application.enqueueComposition(text, selectedRange: NSRange(location: lower, length: length))
    }

    /// The pasteboard is now backed by the typing client's clipboard.
    public func remoteClipboardChanged(hasText: Bool) { application.remoteClipboardChanged(hasText: hasText) }

    /// Completes the paste waiting for the client's clipboard.
    public func deliverRemoteClipboard(_ text: String?) {
        application.perform { application.deliverRemoteClipboard(text) }
    }

    /// The first responder's text-input state, what was copied, and whether a paste waits.
    public func takeKeyboardOutput() -> ServedKeyboardOutput {
        let state = application.textInputState
        var flags: TextInputStateMessage.Flags = []
        if state.isSecure { flags.insert(.secure) }
        if state.isMultiline { flags.insert(.multiline) }
        return ServedKeyboardOutput(
            textInput: TextInputStateMessage(isActive: state.isActive, caretRect: state.isActive ? state.caretRect : .zero, flags: flags),
            caretLayer: state.isActive ? state.caretLayer : nil,
            copiedText: application.takeCopiedText(), wantsClipboard: application.takeRemoteClipboardRequest())
    }

    /// Runs one turn of the application's run loop.
    public func runTurn() -> [ServedCommit] { application.runTurn().map(Self.commit) }

    /// The committed state, from the empty tree.
    public func snapshot() -> ServedCommit { Self.commit(application.layerContext.snapshot()) }

    /// A toolkit diff as a served commit: operations per scale, bitmaps by content id with the
    /// scale they were drawn at, and the dirty rectangles of partial redraws.
    nonisolated static func commit(_ diff: LayerTreeDiff) -> ServedCommit {
        ServedCommit { (scale: Double, features: WireFeatures) in
            let ops = diff.operations(forScale: CGFloat(scale), features: features) { image in
                ContentID(width: image.width, height: image.height, format: .bgra8Premultiplied, pixels: image.pixels)
            }
            var scales: [ContentID: Double] = [:]
            for case .setProperties(_, let properties) in ops.operations {
                var id: ContentID?
                var contentsScale = 1.0
                for property in properties {
                    if case .contents(let c) = property { id = c }
                    if case .contentsScale(let s) = property { contentsScale = s }
                }
                if let id { scales[id] = contentsScale }
            }
            var bitmaps: [ContentID: ContentBitmap] = [:]
            for (id, image) in ops.bitmaps {
                bitmaps[id] = ContentBitmap(width: image.width, height: image.height, scale: scales[id] ?? scale,
                                            pixels: image.pixels)
            }
            var damage: [LayerID: CGRect] = [:]
            for change in diff.contentsChanges {
                if let rect = change.dirtyRect, change.contents != nil { damage[change.layer] = rect }
            }
            return ServedCommit.Scaled(operations: ops.operations, bitmaps: bitmaps, contentsDamage: damage,
                                       glyphFaces: ops.glyphFaces)
        }
    }
}
