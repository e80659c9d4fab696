import ArgumentParser

/// `--attach mirror|additional`: how the client's screen joins the server's (SPEC §10.1).
enum AttachMode: String, ExpressibleByArgument, CaseIterable, Sendable {
    /// Show the main screen.
    case mirror
    /// Be a screen of its own for the app (SPEC §10.1.1).
    case additional
}
