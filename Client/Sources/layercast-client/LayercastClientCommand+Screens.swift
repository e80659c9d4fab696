import LayercastProtocol

extension LayercastClientCommand {
    /// The hello's mode and screen for `--attach` and `--mirror` (SPEC §10.1.1). `--mirror 0`
    /// asks for the main screen in mode 0, which servers of every version understand.
    var screenRequest: (mode: ScreenMode, screenID: UInt32?) {
        if let mirror, mirror != 0 { return (.mirrorScreen, mirror) }
        return attach == .additional ? (.additional, nil) : (.mirror, nil)
    }

    /// The line saying which screen the welcome gives this client.
    static func screenLine(_ w: WelcomeMessage, asked: ScreenMode) -> String {
        let size = "\(Int(w.screenSize.width))x\(Int(w.screenSize.height)) pt"
        switch (w.mode, w.screenID ?? 0) {
        case (.additional?, let id):
            return "showing additional screen \(id) (attached, \(size))"
        case (.mirrorScreen?, let id):
            return "showing screen \(id) (mirror, \(size))"
        default:
            return asked == .additional ? "showing the main screen (0, \(size)): the server does not serve additional screens"
                : "showing the main screen (0, \(size))"
        }
    }
}
