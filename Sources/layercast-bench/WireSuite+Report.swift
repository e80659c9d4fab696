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
            "VNC: libvncserver (background threads, no update deferral) serves the frames to two real libvncclient connections on loopback, one asking for Tight (lossless, no JPEG, zlib level 9) and one for ZRLE; the changed 32×32 tiles are marked modified as one region, and each client is driven until its framebuffer holds the frame's colours exactly before the next frame, so nothing is coalesced or resent. Bytes are the clients' sockets' received counts (TCP_INFO tcpi_bytes_received).",
            "Neither framebuffer baseline is told about motion: libvncserver learns only which tiles changed and sends them as pixels (no CopyRect, which a server detecting scrolls could use), and the damage baseline has no move operation either.",
            "Damage + zstd: the changed 32×32 tiles of each frame, merged into runs per tile row and extended down over identical runs, their BGRX pixels compressed as one zstd frame at level \(CompressionPolicy.default.level) (the protocol's level), plus 4 bytes a frame and 8 a rectangle.",
            "Best baseline ÷ ours uses the smallest of the three baselines. Idle's goal is nothing but keep-alives: the server sends no keep-alive pings today, so any byte is a miss.",
            "Gallery photos are painted in code with a film grain (about ±4 levels of noise) so they compress like photographs rather than like flat paintings; the gallery loads a photo when its page comes next to the one showing.",
        ]
        if quick { notes.insert("Quick (CI smoke) run: one small screen (390×844 points at 1×), at most \(WireScenario.quickFrames) frames a scenario, idle 1 s; the figures mean nothing.", at: 0) }
        if !missed.isEmpty {
            notes.append("Missed: " + missed.map { r in
                "\(r.scenario.rawValue) @ \(r.screen.name) (\(r.ratio.map(BenchFormat.ratio) ?? "—"))"
            }.joined(separator: ", ") + ". " + limitsNote(missed))
        }
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
                notes: ["Ours: welcome, snapshot and every contents bitmap the first frame needs, at the client's scale. VNC: the RFB handshake and the first full-frame update. Damage + zstd: the first frame whole."]),
        ]
    }

    /// What limits the missed rows, from their figures.
    private static func limitsNote(_ missed: [WireMeasurement]) -> String {
        let redraws = missed.filter { $0.ours > 0 && $0.frames > 0 }
        guard !redraws.isEmpty else { return "" }
        return "Where ours is large, it is contents: a commit that redraws a layer sends that layer's whole bitmap (or its redrawn rectangle), compressed, so content that changes every frame (recycled rows' text, newly shown photos) costs bitmaps, not layer properties."
    }
}
