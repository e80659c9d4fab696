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
    /// §12.3 (version 3)
    case key(KeyMessage)
    /// §12.9 (version 3)
    case text(TextMessage)
    /// §12.10 (version 3)
    case composition(CompositionMessage)
    /// §12.11 (version 3)
    case clipboardOffer(ClipboardOfferMessage)
    /// §12.12 (version 3)
    case clipboardRequest(ClipboardRequestMessage)
    /// §12.13 (version 3)
    case clipboardData(ClipboardDataMessage)

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
        case .key: .key
        case .text: .text
        case .composition: .composition
        case .clipboardOffer: .clientClipboardOffer
        case .clipboardRequest: .clientClipboardRequest
        case .clipboardData: .clientClipboardData
        }
    }
}
