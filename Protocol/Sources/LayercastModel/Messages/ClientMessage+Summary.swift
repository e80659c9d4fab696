extension ClientMessage {
    /// A one-line readable form, for logs and `layercast-dump`.
    public var summary: String {
        switch self {
        case .hello(let m):
            "hello versions=\(m.minVersion)...\(m.maxVersion) name=\(m.name) screen=\(m.screen.widthPixels)x\(m.screen.heightPixels)px @\(m.screen.scale)x \(m.screen.refreshRate)Hz mode=\(m.mode) token=\(m.token == nil ? "no" : "yes") resume=\(m.resume.map { "\($0.lastCommitID)" } ?? "no")"
        case .pointer(let m):
            "pointer \(m.device) id=\(m.pointerID) \(m.phase) at=(\(m.location.x), \(m.location.y)) buttons=\(m.buttons) modifiers=\(m.modifiers.rawValue) t=\(m.timestamp)"
        case .scroll(let m):
            "scroll at=(\(m.location.x), \(m.location.y)) delta=(\(m.delta.width), \(m.delta.height)) precise=\(m.isPrecise) t=\(m.timestamp)"
        case .ack(let m):
            "ack commit=\(m.commitID) received=\(m.receivedTime) presented=\(m.presentedTime) hash=0x\(String(m.treeHash, radix: 16))"
        case .screenChange(let m):
            "screenChange \(m.screen.widthPixels)x\(m.screen.heightPixels)px @\(m.screen.scale)x \(m.screen.refreshRate)Hz"
        case .resyncRequest(let m): "resyncRequest last=\(m.lastCommitID)"
        case .pong(let m): "pong nonce=\(m.nonce)"
        case .goodbye(let m): "goodbye \(m.code.map { "\($0)" } ?? "normal"): \(m.reason)"
        case .key(let m): "key \(m.phase) usage=0x\(String(m.usage, radix: 16)) modifiers=\(m.modifiers.rawValue) repeat=\(m.isRepeat) t=\(m.timestamp)"
        case .text(let m): "text \(m.text.utf8.count) bytes"
        case .composition(let m): "composition \(m.text.unicodeScalars.count) scalars selection=\(m.selectionStart)+\(m.selectionLength)"
        case .clipboardOffer(let m): "clipboardOffer serial=\(m.serial) types=\(m.types)"
        case .clipboardRequest(let m): "clipboardRequest serial=\(m.serial) type=\(m.type)"
        case .clipboardData(let m): "clipboardData serial=\(m.serial) type=\(m.type) \(m.data.map { "\($0.count) bytes" } ?? "unavailable")"
        }
    }
}
