/// How a client's screen joins the session (SPEC §10.1).
public enum ScreenMode: UInt8, Hashable, Sendable, Codable {
    /// Shows the main screen's tree.
    case mirror = 0
    /// Attaches as an additional screen with a tree of its own.
    case additional = 1
    /// Version 4: shows the screen the hello's `screenID` names (main or external), mirroring it.
    case mirrorScreen = 2
}
