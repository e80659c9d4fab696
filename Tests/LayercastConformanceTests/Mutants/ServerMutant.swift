/// One fault the proxy injects in front of the real server: each breaks exactly one server-side
/// MUST of `Protocol/SPEC.md` (issue 31's mutation testing). The first group rewrites what the
/// server sends; the second makes the server appear to read the kit's bytes wrongly (the proxy
/// hides a frame from it, rewrites it, or answers on its behalf).
enum ServerMutant: String, CaseIterable, Sendable {
    // MARK: Frames and framing the server sends (§2, §3)
    case reservedFlag, trailingBytes, compressedWithoutZstd, clientTypeSent, unknownCriticalSent
    // MARK: The welcome (§10.2, §10.4, §10.5)
    case welcomeTwice, unofferedCapability, lowestVersion, versionOutsideOffer, keyboardBeforeVersion3
    case version4CapabilityInVersion3, caretLayerWithoutKeyboard, unknownCapabilityAccepted, resumedUnknownToken
    // MARK: Announced limits that are not the ones enforced (§8)
    case frameSizeAnnouncedLower, frameSizeAnnouncedHigher, decompressedSizeAnnouncedLower, layersAnnouncedLower
    case depthAnnouncedLower, bitmapAnnouncedLower, sublayersAnnouncedLower, rateAnnouncedLower, rateAnnouncedHigher
    case textSizeAnnouncedLower
    // MARK: Updates and contents (§5.5, §6, §7, §11, §12.6)
    case firstSnapshotAsCommit, resyncAsCommit, contentsAfterUse, contentsNeverSent, contentsResent, contentsAltered
    case contentsUpdateUngranted, filterUngranted, animationUngranted, propertyUngranted, compactUngranted
    case commitIDRepeated, commitDuplicated, unknownLayer, rootCreated, rootDestroyed, selfSublayer, selfMask, cycle
    case snapshotAltered, resyncAltered
    // MARK: Rejects, errors and closing (§2.5, §9, §10.3, §11.5)
    case rejectAsError, errorBeforeWelcomeAsReject, rejectCodeWrong, errorClosesAll, openAfterError, openAfterReject
    case codeFrameTooLarge, codeMalformed, codeUnknownMessage, codeUnexpectedMessage, codeDecompressedTooLarge
    case codeInvalidInput, codeRateLimited, codeLimitExceeded, codeUnknownScreen
    // MARK: What the server reads (the proxy hides, rewrites or answers the kit's frames)
    case badMagicWelcomed, versionsReversedWelcomed, noCommonVersionWelcomed, unknownScreenServed
    case messageBeforeHelloIgnored, secondHelloIgnored, reservedFlagCleared, partialFrameDropped, oversizedHeld
    case unknownCriticalSkipped, skippableRefused, wrongDirectionIgnored, trailingBytesIgnored, zstdBombAccepted
    case ackBeyondSentIgnored, nanPointerAccepted, unknownDeviceAccepted, unknownPhaseAccepted, nanScrollAccepted
    case badBoolAccepted, screenChangeOutOfRangeAccepted, keyWithoutKeyboardAccepted, keyUnknownUsageAccepted
    case keyUpRepeatAccepted, textOverLimitAccepted, floodAccepted, strayPongCloses, pongsDropped
    case goodbyeAnswered, goodbyeIgnored, resumeAfterGoodbye, resumeRefused, resumeResendsContents, resyncIgnored
    case ackHashAltered, tokenRequiredWithoutConfiguration

    /// The SPEC section of the rule broken, and the rule, in one line.
    var rule: (section: String, text: String) {
        switch self {
        case .reservedFlag: ("§2.2", "reserved flag bits of every frame sent are zero (here: bit 2 set on snapshots)")
        case .trailingBytes: ("§3", "a payload ends exactly after its last field (here: a byte after each ping)")
        case .compressedWithoutZstd: ("§2.4", "no frame compressed for a client that did not offer zstd")
        case .clientTypeSent: ("§2.3", "only server message types are sent (here: a pong after the welcome)")
        case .unknownCriticalSent: ("§2.3", "no undefined critical type is sent (here: 0x4444 after the welcome)")
        case .welcomeTwice: ("§10.2", "one welcome per connection")
        case .unofferedCapability: ("§10.2", "the welcome accepts a subset of the hello's capabilities")
        case .lowestVersion: ("§10.5", "the highest version both speak is chosen (here: the lowest)")
        case .versionOutsideOffer: ("§10.2", "the chosen version is one the hello offered")
        case .keyboardBeforeVersion3: ("§10.4", "keyboard and clipboard only in a version-3 or later session")
        case .version4CapabilityInVersion3: ("§10.4", "version-4 capabilities only in a version-4 session")
        case .caretLayerWithoutKeyboard: ("§10.4", "caretLayer only beside keyboard")
        case .unknownCapabilityAccepted: ("§10.4", "unknown capability bits are never accepted")
        case .resumedUnknownToken: ("§10.5", "resumed = 1 only for a token of a live session")
        case .frameSizeAnnouncedLower: ("§8", "the welcome's maxFrameSize is the one enforced (announced 1 MiB, 68 MiB accepted)")
        case .frameSizeAnnouncedHigher: ("§8", "the welcome's maxFrameSize is the one enforced (announced 100 MiB, 68 MiB enforced)")
        case .decompressedSizeAnnouncedLower: ("§8", "the welcome's maxDecompressedSize is the one enforced and sent within (announced 1 KiB)")
        case .layersAnnouncedLower: ("§8", "updates stay within the welcome's maxLayers (announced 2)")
        case .depthAnnouncedLower: ("§8", "updates stay within the welcome's maxTreeDepth (announced 1)")
        case .bitmapAnnouncedLower: ("§8", "contents stay within the welcome's maxBitmapDimension (announced 8)")
        case .sublayersAnnouncedLower: ("§8", "updates stay within the welcome's maxSublayers (announced 1)")
        case .rateAnnouncedLower: ("§8", "the welcome's maxMessagesPerSecond is the one enforced (announced 100)")
        case .rateAnnouncedHigher: ("§8", "the welcome's maxMessagesPerSecond is the one enforced (announced 20 000)")
        case .textSizeAnnouncedLower: ("§8", "the welcome's maxTextSize is the one enforced (announced 16)")
        case .firstSnapshotAsCommit: ("§11.1", "the first update after a welcome is a snapshot")
        case .resyncAsCommit: ("§12.6", "a resyncRequest is answered with a snapshot")
        case .contentsAfterUse: ("§6.4", "contents are sent before the update that first uses them")
        case .contentsNeverSent: ("§6.4", "every content an update uses is sent")
        case .contentsResent: ("§6.4", "no content is sent while the client holds it (resync snapshots included)")
        case .contentsAltered: ("§6.2", "a content's pixels hash to its id")
        case .contentsUpdateUngranted: ("§11.4", "contentsUpdate only to a client that accepted partialContents")
        case .filterUngranted: ("§6.3", "the sub filter only to a client that accepted pixelFilter")
        case .animationUngranted: ("§10.4", "animations only to a client that accepted animations")
        case .propertyUngranted: ("§13", "property 30 (allowsGroupOpacity) only to a client that accepted layerGroups")
        case .compactUngranted: ("§11.11", "compactCommit only to a client that accepted compactCommits")
        case .commitIDRepeated: ("§11.2", "commit ids strictly increase")
        case .commitDuplicated: ("§11.2", "each commit is sent once (a repeat has no greater id)")
        case .unknownLayer: ("§5.5", "T1: every id an operation names exists")
        case .rootCreated: ("§5.5", "T2: createLayer never names the root")
        case .rootDestroyed: ("§5.5", "T3: destroyLayer never names the root")
        case .selfSublayer: ("§5.5", "T4: a sublayer list holds neither the layer itself nor the root")
        case .selfMask: ("§5.5", "T6: a mask is neither the root nor the layer itself")
        case .cycle: ("§5.5", "T8: no cycle at the end of an update")
        case .snapshotAltered: ("§7.2", "a snapshot gives the tree the server hashes (here: the root's opacity changed)")
        case .resyncAltered: ("§12.6", "a resync snapshot gives the same tree (here: a detached layer added)")
        case .rejectAsError: ("§10.3", "a refused hello gets reject, not error")
        case .errorBeforeWelcomeAsReject: ("§2.5", "failures before the welcome other than a refused hello get error, not reject")
        case .rejectCodeWrong: ("§10.1", "a wrong magic gets reject unsupportedVersion (here: unauthorized)")
        case .errorClosesAll: ("§9", "an error closes only the offending connection")
        case .openAfterError: ("§11.5", "the server closes the connection after an error")
        case .openAfterReject: ("§10.3", "the server closes the connection after a reject")
        case .codeFrameTooLarge: ("§2.2", "a frame over maxFrameSize gets frameTooLarge (here: malformed)")
        case .codeMalformed: ("§2.2", "a reserved flag bit gets malformed (here: unknownMessage)")
        case .codeUnknownMessage: ("§2.3", "an unknown critical type gets unknownMessage (here: malformed)")
        case .codeUnexpectedMessage: ("§2.3", "a message out of place gets unexpectedMessage (here: malformed)")
        case .codeDecompressedTooLarge: ("§2.4", "a payload inflating past L2 gets decompressedTooLarge (here: malformed)")
        case .codeInvalidInput: ("§12", "input out of range gets invalidInput (here: malformed)")
        case .codeRateLimited: ("§8", "a flood past L7 gets rateLimited (here: limitExceeded)")
        case .codeLimitExceeded: ("§8", "a text past L10 gets limitExceeded (here: malformed)")
        case .codeUnknownScreen: ("§10.1.1", "a mirror of a screen not shown gets unknownScreen (here: malformed)")
        case .badMagicWelcomed: ("§10.1", "a hello whose magic is not LCST is refused (here: welcomed)")
        case .versionsReversedWelcomed: ("§10.1", "a hello with minVersion > maxVersion is malformed (here: welcomed)")
        case .noCommonVersionWelcomed: ("§10.5", "a hello with no common version is refused (here: welcomed)")
        case .unknownScreenServed: ("§10.1.1", "a mirror of a screen not shown is refused (here: served the main screen)")
        case .messageBeforeHelloIgnored: ("§2.5", "a message before the hello gets unexpectedMessage (here: ignored)")
        case .secondHelloIgnored: ("§2.5", "a second hello gets unexpectedMessage (here: ignored)")
        case .reservedFlagCleared: ("§2.2", "a client frame's reserved flag bits are checked (here: ignored)")
        case .partialFrameDropped: ("§2.2", "a connection ended inside a frame gets malformed (here: a silent close)")
        case .oversizedHeld: ("§2.2", "L1 is checked on the header, before the payload (here: the server waits)")
        case .unknownCriticalSkipped: ("§2.3", "an unknown critical type closes the connection (here: skipped)")
        case .skippableRefused: ("§2.3", "an unknown skippable type is skipped (here: unknownMessage)")
        case .wrongDirectionIgnored: ("§2.3", "a server type sent by a client gets unexpectedMessage (here: ignored)")
        case .trailingBytesIgnored: ("§3", "trailing bytes after a payload's last field are malformed (here: ignored)")
        case .zstdBombAccepted: ("§2.4", "a payload inflating past L2 is refused (here: inflated and ignored)")
        case .ackBeyondSentIgnored: ("§12.4", "an ack of a commit never sent gets unexpectedMessage (here: ignored)")
        case .nanPointerAccepted: ("§12", "a non-finite input coordinate gets invalidInput (here: ignored)")
        case .unknownDeviceAccepted: ("§12.1", "a pointer of an unknown device gets invalidInput (here: ignored)")
        case .unknownPhaseAccepted: ("§12.1", "a pointer of an unknown phase gets invalidInput (here: ignored)")
        case .nanScrollAccepted: ("§12.2", "a non-finite scroll gets invalidInput (here: ignored)")
        case .badBoolAccepted: ("§3", "a bool other than 0 or 1 is malformed (here: read as 1)")
        case .screenChangeOutOfRangeAccepted: ("§12.5", "a screenChange out of range is malformed (here: ignored)")
        case .keyWithoutKeyboardAccepted: ("§2.3", "a key without the keyboard capability is unexpectedMessage (here: ignored)")
        case .keyUnknownUsageAccepted: ("§12.3", "a key of an undefined usage is invalidInput (here: ignored)")
        case .keyUpRepeatAccepted: ("§12.3", "a key up marked repeat is invalidInput (here: ignored)")
        case .textOverLimitAccepted: ("§8", "a text past L10 gets limitExceeded (here: ignored)")
        case .floodAccepted: ("§8", "more than L7 messages a second get rateLimited (here: ignored)")
        case .strayPongCloses: ("§12.7", "a pong with a nonce no ping carried is ignored (here: unexpectedMessage)")
        case .pongsDropped: ("§11.6", "a client answering pings is kept (here: its pongs are lost and it times out)")
        case .goodbyeAnswered: ("§2.5", "a goodbye is answered by the close alone (here: an error first)")
        case .goodbyeIgnored: ("§2.5", "the server closes at once after a goodbye (here: stays open)")
        case .resumeAfterGoodbye: ("§10.5", "a session ended by a goodbye is not resumed")
        case .resumeRefused: ("§10.5", "a dropped session resumes within the grace period (here: never)")
        case .resumeResendsContents: ("§10.5", "a resumed session's held contents are not sent again")
        case .resyncIgnored: ("§12.6", "a resyncRequest is answered (here: ignored)")
        case .ackHashAltered: ("§7.2", "the server's tree hash is the SPEC's (here: it differs from every client's)")
        case .tokenRequiredWithoutConfiguration: ("§14.2", "a server configured without a token accepts any token (here: unauthorized)")
        }
    }
}
