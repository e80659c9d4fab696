import Foundation

/// One scenario on one screen: the bytes each way of sending its frames took.
struct WireMeasurement: Sendable {
    var scenario: WireScenario
    var screen: WireScreen
    /// Frames the script ran (one server turn each).
    var frames = 0
    /// Frames whose picture differed from the one before (what a framebuffer stream sends).
    var changedFrames = 0
    /// Layercast: what the server wrote to the client, connection (welcome, snapshot, contents) and the rest.
    var oursConnect = 0, ours = 0
    /// Of `ours`: the glyph masks (`glyphs` and `glyphRelease` frames, SPEC §11.8–§11.9).
    var oursGlyphs = 0
    /// Characters the script typed (taps on keys, or text from key presses); 0 for other scenarios.
    var characters = 0
    /// VNC with Tight and ZRLE: bytes the clients' sockets received, connection and the rest.
    var tightConnect = 0, tight = 0, zrleConnect = 0, zrle = 0
    /// Damage rectangles with zstd: the first frame whole, and the rest.
    var damageConnect = 0, damage = 0
    /// Wall-clock seconds the run took (rendering and both baselines included).
    var seconds = 0.0
    /// Of which: launching and connecting, rendering the frames, and feeding both baselines.
    var connectSeconds = 0.0, renderSeconds = 0.0, baselineSeconds = 0.0

    /// The smallest baseline's bytes after the connection.
    var bestBaseline: Int { min(tight, zrle, damage) }

    /// Best baseline ÷ ours; `nil` when neither sent anything, infinite when only ours sent nothing.
    var ratio: Double? {
        if ours == 0 { return bestBaseline == 0 ? nil : .infinity }
        return Double(bestBaseline) / Double(ours)
    }

    /// Ours per character typed without the glyph masks: what a character costs once its
    /// glyphs are held; `nil` when nothing was typed.
    var perCharacterHeld: Double? {
        characters > 0 ? Double(ours - oursGlyphs) / Double(characters) : nil
    }

    /// Whether this row's goal holds; `nil` for a scenario without one. Idle must cost nothing but
    /// keep-alives (the server sends none, so nothing); scroll, drag and the transition need at
    /// least 50× fewer bytes than the best framebuffer baseline.
    var goalMet: Bool? {
        if scenario == .idle { return ours == 0 }
        guard scenario.hasRatioGoal else { return nil }
        return (ratio ?? 0) >= WireSuite.goalRatio
    }
}
