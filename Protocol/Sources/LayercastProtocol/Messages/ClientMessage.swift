/// Every message a client sends (SPEC §10.1, §12).
public enum ClientMessage: Hashable, Sendable, Codable {
    /// §10.1
    case hello(HelloMessage)
    /// §12.1
    case pointer(PointerMessage)
    /// §12.2
    case scroll(ScrollMessage)
    /// §12.4
    case ack(AckMessage)
    /// §12.5
    case screenChange(ScreenChangeMessage)
    /// §12.6
    case resyncRequest(ResyncRequestMessage)
    /// §12.7
    case pong(PongMessage)
    /// §12.8
    case goodbye(GoodbyeMessage)

    /// The message's type code.
    public var type: MessageType {
        switch self {
        case .hello: .hello
        case .pointer: .pointer
        case .scroll: .scroll
        case .ack: .ack
        case .screenChange: .screenChange
        case .resyncRequest: .resyncRequest
        case .pong: .pong
        case .goodbye: .goodbye
        }
    }
}
