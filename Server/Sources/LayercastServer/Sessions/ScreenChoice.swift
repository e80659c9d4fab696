import LayercastProtocol

/// Which screen a hello gets (SPEC §10.1.1).
enum ScreenChoice {
    /// An existing screen, shown in `mode` (mirror, or version 4's mirror of a chosen screen).
    case screen(UInt32, ScreenMode)
    /// The additional screen the resumed session had attached.
    case adopted(UInt32)
    /// A new additional screen.
    case created(UInt32)
    /// Refused: the connection gets the error and closes; no screen changed.
    case refused(ProtocolError)

    /// The mode the welcome reports.
    var mode: ScreenMode {
        switch self {
        case .screen(_, let mode): mode
        case .adopted, .created: .additional
        case .refused: .mirror
        }
    }
}
