import Foundation
import LayercastProtocol

/// What a `ClientSession` draws into and reads input from: the SDL `Compositor`, or a
/// `MirrorDisplay` that only keeps the tree (several of which can live in one process, where
/// SDL allows one compositor).
///
/// Used on one thread (the session's), never shared.
public protocol ClientDisplay: AnyObject {
    /// The mirrored tree, as the last applied commit or snapshot left it.
    var tree: LayerTree { get }
    /// Replaces the whole tree: the session's mirror after a snapshot it applied
    /// (`ClientMirror`); the old and new trees share their unchanged nodes. After a commit the
    /// session calls `replaceTree(_:changedBy:)` instead.
    func replaceTree(_ newTree: LayerTree)
    /// Replaces the tree after a commit: `newTree` is `tree` with `operations` applied (the
    /// session's mirror), so a display that tracks damage learns which layers changed from the
    /// layers they name, without comparing the trees.
    func replaceTree(_ newTree: LayerTree, changedBy operations: [LayerOperation])
    /// Keeps a contents bitmap for the layers that refer to it.
    /// - Throws: `ClientError.sdl` when it cannot be uploaded.
    func storeContents(_ bitmap: ContentBitmap, for id: ContentID) throws(ClientError)
    /// Composites and presents when something changed or an animation runs (animations at
    /// `time`, server-clock seconds; `nil`: model values); returns whether a frame was presented.
    @discardableResult func presentIfNeeded(at time: Double?) -> Bool
    /// Drains the window's events, positions in points of the logical screen.
    func pollEvents() -> [ClientInputEvent]
    /// The output (drawable) width in pixels.
    var outputWidth: Int { get }
    /// The output height in pixels.
    var outputHeight: Int { get }
    /// The ratio of drawable pixels to window units (2 on a HiDPI window, else 1).
    var pixelsPerWindowUnit: Double { get }
    /// The display's refresh rate in hertz (a default when the display does not say).
    var refreshRate: Double { get }
    /// The modifier keys held now.
    var currentModifiers: KeyModifiers { get }
    /// Writes the current frame (animations at `time`) as a PNG.
    /// - Throws: `ClientError.screenshot` when there is no frame to write or writing fails.
    func saveScreenshot(path: String, at time: Double?) throws(ClientError)
    /// Keeps glyph masks for drawing glyph runs (SPEC §11.8); a display that draws nothing
    /// ignores them.
    func storeGlyphs(_ message: GlyphsMessage)
    /// Drops released glyph masks (SPEC §11.9).
    func releaseGlyphs(_ keys: [GlyphKey])
    /// Starts or stops text input and places the input method's window (SPEC §11.7).
    func setTextInput(_ state: TextInputStateMessage)
    /// The system clipboard's text, if any.
    func clipboardText() -> String?
    /// Puts text on the system clipboard.
    func setClipboardText(_ text: String)
    /// The capabilities the server accepted (SPEC §10.4), for the ones that change how the tree
    /// is drawn: `layerGroups` (group opacity and replicators, §4.9, §4.10) and
    /// `edgeAntialiasing` (aliased edges of turned layers, §4.11). The session calls it on
    /// each welcome.
    func setAcceptedCapabilities(_ capabilities: Capabilities)
}

extension ClientDisplay {
    /// A display that tracks no damage just replaces the tree.
    public func replaceTree(_ newTree: LayerTree, changedBy operations: [LayerOperation]) { replaceTree(newTree) }
    /// A display without text input ignores the state.
    public func setTextInput(_ state: TextInputStateMessage) {}
    /// A display without a clipboard has none.
    public func clipboardText() -> String? { nil }
    /// A display without a clipboard drops the text.
    public func setClipboardText(_ text: String) {}
    /// A display that draws nothing composites nothing.
    public func setAcceptedCapabilities(_ capabilities: Capabilities) {}
}

extension ClientDisplay {
    /// Displays that draw nothing keep no glyph masks.
    public func storeGlyphs(_ message: GlyphsMessage) {}
    /// Displays that draw nothing keep no glyph masks.
    public func releaseGlyphs(_ keys: [GlyphKey]) {}
}
