import Foundation
import LayercastProtocol

extension SessionHub {
    /// The screen a hello asks for, created when it attaches a new one; limits L12 and L13 and
    /// unknown screens refuse it without touching any other screen.
    func chooseScreen(for hello: HelloMessage, version: UInt16) -> ScreenChoice {
        switch hello.mode {
        case .mirror:
            return .screen(0, .mirror)
        case .mirrorScreen:
            let id = hello.screenID ?? 0
            guard id == 0 || screenOwners[id] != nil, ui.screenSize(of: id) != nil else {
                return .refused(ProtocolError(.unknownScreen, "no screen \(id) to mirror"))
            }
            return .screen(id, .mirrorScreen)
        case .additional:
            // A version-1 welcome cannot say which screen it is: such a client mirrors.
            guard version >= 2 else { return .screen(0, .mirror) }
            // The client that attached a screen comes back (a resume): the same screen.
            if let resume = hello.resume, let old = session(resumeToken: resume.token),
               let id = screenOwners.first(where: { $0.value == old.id })?.key {
                // Ownerless until the session is settled, so forgetting the old one keeps it.
                screenOwners[id] = nil
                // A client that comes back with another window size resizes its screen.
                if case .success(let size) = Self.additionalScreenSize(hello.screen), size != ui.screenSize(of: id) {
                    ui.resizeScreen(id, size: size, scale: hello.screen.scale)
                }
                return .adopted(id)
            }
            let size: CGSize
            switch Self.additionalScreenSize(hello.screen) {
            case .failure(let error): return .refused(error)
            case .success(let s): size = s
            }
            guard 1 + screenOwners.count < configuration.maxScreens else {
                return .refused(ProtocolError(.limitExceeded, "L12: \(configuration.maxScreens) screens are shown already"))
            }
            guard let id = ui.connectScreen(size: size, scale: hello.screen.scale) else { return .screen(0, .mirror) }
            logger.info("screen \(id) connected: \(size.width)×\(size.height) pt at \(hello.screen.scale)x for \"\(hello.name)\"")
            return .created(id)
        }
    }

    /// The size in points of an additional screen of `screen`'s pixels and scale, within L13.
    nonisolated static func additionalScreenSize(_ screen: ScreenDescription) -> Result<CGSize, ProtocolError> {
        let limit = UInt32(ProtocolLimits.maxScreenPixels)
        guard screen.widthPixels <= limit, screen.heightPixels <= limit else {
            return .failure(ProtocolError(.limitExceeded, "L13: a screen of \(screen.widthPixels)×\(screen.heightPixels) px is over \(limit) px"))
        }
        let size = CGSize(width: Double(screen.widthPixels) / screen.scale, height: Double(screen.heightPixels) / screen.scale)
        guard size.width >= 1, size.height >= 1, size.width.isFinite, size.height.isFinite else {
            return .failure(ProtocolError(.limitExceeded, "L13: a screen of \(size.width)×\(size.height) pt is under 1×1"))
        }
        return .success(size)
    }

    /// Disconnects the additional screens a session attached.
    func disconnectScreens(ownedBy sessionID: UInt64) {
        for (screen, owner) in screenOwners where owner == sessionID { disconnectScreen(screen) }
    }

    /// Disconnects an additional screen: the UI hears it (`UIScreen.didDisconnectNotification`),
    /// its groups go, and the sessions mirroring it get `unknownScreen` and close (§10.1.1).
    func disconnectScreen(_ screen: UInt32) {
        guard screen != 0, screenOwners.removeValue(forKey: screen) != nil else { return }
        logger.info("screen \(screen) disconnected")
        ui.disconnectScreen(screen)
        for session in sessions.values where session.groupKey.screen == screen {
            session.fail(ProtocolError(.unknownScreen, "screen \(screen) disconnected"))
        }
        for (id, session) in parked where session.groupKey.screen == screen { forgetParked(id) }
        for key in groups.keys where key.screen == screen { groups[key] = nil }
        pruneContentsCache()
        requestTurn()
    }
}
