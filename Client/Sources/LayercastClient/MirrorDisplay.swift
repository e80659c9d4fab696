import Foundation
import LayercastProtocol
import LayercastCompositing

/// A `ClientDisplay` without a window: it keeps the tree and the contents bitmaps (so a test can
/// render them with the reference renderer), counts the frames it would present, and has no
/// input of its own. Many can exist in one process; SDL allows one `Compositor`.
public final class MirrorDisplay: ClientDisplay {
    /// The mirrored tree.
    public private(set) var tree = LayerTree()
    /// The contents bitmaps held, by id; dropped when no layer refers to them after a change.
    public private(set) var contents: [ContentID: ContentBitmap] = [:]
    /// The glyph masks held and the glyph scale (SPEC §6.5), as the session received them: with
    /// `tree` and `contents`, everything the reference renderer needs to draw the client's frame.
    public private(set) var glyphs = GlyphCache(scale: 1)
    /// The output width in pixels, as announced to the server.
    public private(set) var outputWidth: Int
    /// The output height in pixels.
    public private(set) var outputHeight: Int
    /// Always 1: there is no window.
    public var pixelsPerWindowUnit: Double { 1 }
    /// The refresh rate announced, in hertz.
    public let refreshRate: Double
    /// No keys are ever held.
    /// The modifier keys held, as a test sets them (none unless set).
    public var currentModifiers: KeyModifiers = []
    /// Whether a change waits to be "presented".
    public private(set) var needsDisplay = true
    /// How many frames `presentIfNeeded` reported presented.
    public private(set) var framesPresented = 0
    private var pendingEvents: [ClientInputEvent] = []

    /// Creates a display of `width`×`height` pixels refreshing at `refreshRate` hertz.
    public init(width: Int, height: Int, refreshRate: Double = 60) {
        outputWidth = max(1, width); outputHeight = max(1, height); self.refreshRate = refreshRate
    }

    /// Applies operations atomically, then drops contents no layer refers to.
    /// - Throws: the tree's `ProtocolError`; the tree is then unchanged.
    public func apply(_ operations: [LayerOperation], limits: ProtocolLimits) throws(ProtocolError) {
        guard !operations.isEmpty else { return }
        try tree.apply(operations, limits: limits)
        treeDidChange()
    }

    /// Replaces the tree.
    public func replaceTree(_ newTree: LayerTree) {
        tree = newTree
        treeDidChange()
    }

    /// Replaces the tree after a commit; a display that draws nothing needs no more than the tree.
    public func replaceTree(_ newTree: LayerTree, changedBy operations: [LayerOperation]) { replaceTree(newTree) }

    /// Keeps the bitmap.
    public func storeContents(_ bitmap: ContentBitmap, for id: ContentID) throws(ClientError) {
        if contents[id] == nil { contents[id] = bitmap; needsDisplay = true }
    }

    /// Keeps the masks (the session checked the message against SPEC §6.5 already).
    public func storeGlyphs(_ message: GlyphsMessage) {
        do { try glyphs.receive(message) } catch {
            // Past L23 only when masks of an earlier connection linger here: they go.
            glyphs = GlyphCache(scale: message.scale)
            try? glyphs.receive(message)
        }
        needsDisplay = true
    }

    /// Drops the masks.
    public func releaseGlyphs(_ keys: [GlyphKey]) {
        try? glyphs.release(GlyphReleaseMessage(keys: keys), tree: tree)
    }

    /// The text-input state last given (SPEC §11.7), with the caret where the session placed it.
    public private(set) var textInput: TextInputStateMessage?

    /// Keeps the state, as an input method would be told it.
    public func setTextInput(_ state: TextInputStateMessage) { textInput = state }

    /// Counts a frame when something changed.
    @discardableResult
    public func presentIfNeeded(at time: Double?) -> Bool {
        let animating = time.map { tree.hasRunningAnimations(at: $0) } ?? false
        guard needsDisplay || animating else { return false }
        needsDisplay = false
        framesPresented += 1
        return true
    }

    /// Queues an input event, as if the user made it: the session sends it at its next step.
    public func inject(_ event: ClientInputEvent) { pendingEvents.append(event) }

    /// Changes the output size and queues the `.resized` event a window would report.
    public func resize(width: Int, height: Int) {
        outputWidth = max(1, width); outputHeight = max(1, height)
        needsDisplay = true
        pendingEvents.append(.resized(width: outputWidth, height: outputHeight))
    }

    /// The injected events, in order.
    public func pollEvents() -> [ClientInputEvent] {
        defer { pendingEvents = [] }
        return pendingEvents
    }

    /// Always throws: there are no pixels; render `tree` and `contents` with the reference renderer.
    public func saveScreenshot(path: String, at time: Double?) throws(ClientError) {
        throw .screenshot("\(path): a MirrorDisplay has no pixels")
    }

    private func treeDidChange() {
        needsDisplay = true
        let referenced = tree.referencedContents()
        contents = contents.filter { referenced.contains($0.key) }
    }
}
