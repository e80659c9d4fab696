import Foundation
import LayercastProtocol

extension WireSuite {
    /// The figure's tables: the scenarios' steady-state bytes with their ratio and goal, then
    /// what connecting cost each way.
    static func sections(_ results: [WireMeasurement], quick: Bool) -> [BenchSection] {
        let rows = results.map { r -> [String] in
            let goal: String = switch r.goalMet {
            case .some(true): r.scenario == .idle ? "nothing sent: met" : "≥ 50×: met"
            case .some(false): r.scenario == .idle ? "**bytes sent: not met**" : "≥ 50×: **not met**"
            case .none: "—"
            }
            return [r.scenario.title, r.screen.name, "\(r.frames) (\(r.changedFrames))",
                    BenchFormat.bytes(Double(r.ours)), BenchFormat.bytes(Double(r.tight)),
                    BenchFormat.bytes(Double(r.zrle)), BenchFormat.bytes(Double(r.damage)),
                    r.ratio.map(BenchFormat.ratio) ?? "—", goal]
        }
        let connectRows = results.map { r -> [String] in
            [r.scenario.title, r.screen.name, BenchFormat.bytes(Double(r.oursConnect)),
             BenchFormat.bytes(Double(r.tightConnect)), BenchFormat.bytes(Double(r.zrleConnect)),
             BenchFormat.bytes(Double(r.damageConnect))]
        }
        let goals = results.compactMap(\.goalMet)
        let missed = results.filter { $0.goalMet == false }
        var notes = [
            "Scenarios are real sessions: the app runs on the real `LayercastServer` (manual pacing), a real `ClientSession` with a `MirrorDisplay` connects over loopback TCP, and every input is a pointer message the client sends (`ClientSession.inject`). Each frame advances the app's clock by 1/60 s and runs one server turn, then waits until the client's tree hash is the server's; time is simulated, so idle's 10 s is 600 turns, not 10 s of wall time.",
            "Ours: every byte the server wrote to that client (`LayercastServer.bytesSent(toSession:)`, frame headers included), after the connection; the connection (welcome, snapshot, contents) is the second table.",
            "Baselines see the same frames: after each turn that committed (or while an animation ran), the client's tree is rendered at the app's time by the reference renderer at the client's pixel size; a frame equal to the last is not sent. Frames column: frames run (frames whose pixels changed).",
            "VNC: libvncserver (background threads, no update deferral) serves the frames to two real libvncclient connections on loopback, one asking for Tight (lossless, no JPEG, zlib level 9) and one for ZRLE; the changed 32×32 tiles are marked modified as one region, and each client is driven until its framebuffer holds the frame's colours exactly before the next frame, so nothing is coalesced or resent (unless libvncserver loses a frame's modification: after two silent seconds the damage is marked again and the run says so on stderr). Bytes are the clients' sockets' received counts (TCP_INFO tcpi_bytes_received).",
            "Neither framebuffer baseline is told about motion: libvncserver learns only which tiles changed and sends them as pixels (no CopyRect, which a server detecting scrolls could use), and the damage baseline has no move operation either.",
            "Damage + zstd: the changed 32×32 tiles of each frame, merged into runs per tile row and extended down over identical runs, their BGRX pixels compressed as one zstd frame at level \(CompressionPolicy.default.level) (the protocol's level), plus 4 bytes a frame and 8 a rectangle.",
            "Best baseline ÷ ours uses the smallest of the three baselines. Idle's goal is nothing but keep-alives: the server sends no keep-alive pings today, so any byte is a miss.",
            "Gallery photos are painted in code with a film grain (about ±4 levels of noise) so they compress like photographs rather than like flat paintings; the gallery loads a photo when its page comes next to the one showing.",
        ]
        if quick { notes.insert("Quick (CI smoke) run: one small screen (390×844 points at 1×), at most \(WireScenario.quickFrames) frames a scenario, idle 1 s; the figures mean nothing.", at: 0) }
        if !missed.isEmpty {
            notes.append("Missed: " + missed.map { r in
                "\(r.scenario.rawValue) @ \(r.screen.name) (\(r.ratio.map(BenchFormat.ratio) ?? "—"))"
            }.joined(separator: ", ") + ".")
        }
        notes += limitsNotes(results)
        return [
            BenchSection(
                title: "1. Bytes on the wire per scenario",
                goal: "≥ 50× fewer bytes than the best framebuffer baseline for scroll, drag and transition; idle costs nothing but keep-alives",
                headers: ["scenario", "screen", "frames (changed)", "ours", "VNC Tight", "VNC ZRLE", "damage + zstd",
                          "best baseline ÷ ours", "goal"],
                rows: rows,
                goalMet: quick || goals.isEmpty ? nil : !goals.contains(false),
                notes: notes),
            BenchSection(
                title: "1a. Connection cost (handshake and first frame)",
                goal: "reported, no goal: what a client pays once before the scenario",
                headers: ["scenario", "screen", "ours", "VNC Tight", "VNC ZRLE", "damage + zstd (first frame whole)"],
                rows: connectRows,
                goalMet: nil,
                notes: ["Ours: welcome, snapshot and every contents bitmap the first frame needs, at the client's scale. VNC: the RFB handshake and the first full-frame update. Damage + zstd: the first frame whole. The gallery's connection costs ours more because the app has already loaded the next page's photo, which is in the tree (off screen) and so sent; a framebuffer sends only what is on screen."]),
        ] + textSections(results)
    }

    /// Figure 1f (issue 17): what text costs as glyph runs in the typing scenarios — the masks,
    /// and a character once its glyphs are held, beside the best framebuffer baseline.
    static func textSections(_ results: [WireMeasurement]) -> [BenchSection] {
        let typed = results.filter { $0.characters > 0 }
        guard !typed.isEmpty else { return [] }
        let rows = typed.map { r -> [String] in
            [r.scenario.title, r.screen.name, "\(r.characters)", BenchFormat.bytes(Double(r.ours)),
             BenchFormat.bytes(Double(r.oursGlyphs)),
             r.perCharacterHeld.map { String(format: "%.0f B", $0) } ?? "—",
             String(format: "%.0f B", Double(r.bestBaseline) / Double(r.characters)),
             r.ratio.map(BenchFormat.ratio) ?? "—"]
        }
        return [BenchSection(
            title: "1f. Typing with text as glyph runs",
            goal: "≥ 10× fewer bytes than the best framebuffer baseline, and under 100 bytes a character once its glyphs are held",
            headers: ["scenario", "screen", "characters", "ours", "of which glyph masks", "ours a character, masks held",
                      "best baseline a character", "best baseline ÷ ours"],
            rows: rows,
            goalMet: typed.allSatisfy { ($0.ratio ?? 0) >= 10 && ($0.perCharacterHeld ?? .infinity) < 100 },
            notes: [
                "Rows of figure 1's typing scenarios, split: the glyph masks are `glyphs` (and `glyphRelease`) frames, sent once per connection and scale for each glyph at each of its subpixel phases (SPEC §6.5); the rest is what typing costs once they are held — the splices, and whatever else each keystroke changes (a key's highlight, the caret's move, a field editor's scroll, the caret's blink once per burst).",
            ])]
    }

    /// What limits each scenario whose ratio falls short of the goal (or below 1), from what the
    /// scenario does; the figures themselves are in the table.
    static func limitsNotes(_ results: [WireMeasurement]) -> [String] {
        var notes: [String] = []
        for scenario in WireScenario.allCases {
            let rows = results.filter { $0.scenario == scenario }
            let short = rows.filter { r in r.ratio.map { $0 < (scenario.hasRatioGoal ? goalRatio : 1) } ?? false }
            guard !short.isEmpty, let why = scenario.whatOursSends else { continue }
            let figures = short.map { "\($0.screen.name) \($0.ratio.map(BenchFormat.ratio) ?? "—")" }.joined(separator: ", ")
            notes.append("\(scenario.rawValue) (\(figures)): \(why)")
        }
        return notes
    }
}

extension WireScenario {
    /// What the server sends for this scenario beyond layer properties: where its bytes go.
    var whatOursSends: String? {
        switch self {
        case .idle: nil
        case .typing: "with text as glyph runs (version 4) a key tap is two commits: the key's highlight (its title label's alpha, as a system button dims) and, on release, the alpha back and the note's new glyph as a splice; the first time a glyph appears at a subpixel phase its mask is sent once (figure 1f splits the masks out). A framebuffer stream sends the changed tiles of the note and the key."
        case .field: "each character is a key down and its text, then a key up; the field's new glyph goes as a splice (its mask once) and the caret layer jumps: one commit. The client follows the caret's layer for its input method (SPEC §11.10), and the caret's blink is removed at a burst's first keystroke and added back half a second after its last."
        case .composing: "each keystroke of the input method replaces the marked text, which the field draws underlined, the underline a decoration of the marked word's glyph run (SPEC §12.10): its decoration changes with its glyphs, so the layer's runs go whole rather than as a splice, with the masks of new glyphs once and the caret's move; committing replaces the marked run with plain text. A framebuffer stream sends the changed tiles of the field."
        case .fling: "each flick is a few touch-driven bounds changes while the finger is down, then one animation of the bounds (the whole deceleration, keyframes the client plays): the rows were sent with the connection."
        case .scroll: "moving the rows is one bounds change a frame; a reused cell scrolling into view gets new text, which with glyph runs is its labels' runs (a few hundred bytes a row) instead of their bitmaps at the client's scale, plus the masks of glyphs not seen before."
        case .gallery: "each photo coming next to the one showing is sent once, whole, compressed losslessly with zstd level 3; the swipes and snap animations themselves are a few bytes a frame."
        case .transition: "each transition sends the new photo's bitmap once (the cross-dissolve itself is one animation the client plays)."
        case .drag: "one position change a frame."
        case .spring, .springLong: "each tap sends the spring as one animation (its curve sampled into keyframes on the server, the same number whatever the duration) and the button's highlight; the client plays the rest."
        case .keyframes: "each tap sends one keyframe animation of the card's position and the button's highlight."
        case .flip, .flipLong: "each flip sends the card label's new text (glyph runs, masks of new glyphs once) and the transition's animations once; the client plays them."
        case .spinner, .spinnerLong: "a tap starts the spinner (one opacity animation of its one dot; the replicator's twelve copies, each a twelfth of a second late, are drawn by the client, SPEC §4.10), the next stops it; the button's highlight besides."
        case .ring, .ringLong: "each tap sends the ring's shape with its new strokeEnd (SPEC §4.7: the path and style, drawn by the client at its own scale) and one strokeEnd animation, beside the button's highlight; the client plays the rest."
        }
    }
}
