import LayercastProtocol

/// What the server keeps of one client's keyboard and clipboard (SPEC §11.7, §12.3,
/// §12.11–§12.13).
struct SessionKeyboard {
    /// The text-input state last sent; `nil` before the first.
    var sentTextInput: TextInputStateMessage?
    /// The caret layer last named (SPEC §11.10); `nil` before the first or when none is.
    var sentCaretLayer: LayerID?
    /// The client's latest clipboard offer.
    var clientOffer: ClipboardOfferMessage?
    /// Serials of the offers the server asked the client for, oldest first (answers come in order).
    var pendingRequests: [UInt32] = []
    /// The serial of the server's latest offer to this client (0: none yet).
    var offerSerial: UInt32 = 0
    /// The text of that offer, kept for the client's request.
    var offeredText: String?
    /// The usages of the keys the client holds down (released when it leaves).
    var keysDown: Set<UInt16> = []
}
