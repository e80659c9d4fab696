import LayercastProtocol

/// How a mutant breaks its rule.
enum MutantFault: Sendable {
    /// The error the SPEC's check reports (the decoder's, the mirror's or the mutant client's
    /// own, matched by code and reason) is not raised: the message is dropped and the session
    /// goes on, as by a client that never made the check.
    case ignores(ProtocolError.Code, [String], excluding: [String] = [], type: MessageType? = nil)
    /// The check is made but reports the wrong code.
    case misreports(ProtocolError.Code, [String], as: ProtocolError.Code)
    /// Written into the mutant client's code where the rule is kept (`MutantClient`).
    case behaves
}

/// One client-side MUST of `Protocol/SPEC.md` broken on purpose: the mutant client
/// (`MutantClient`) with this fault keeps every other rule. The kit must fail each one.
enum ClientMutant: String, CaseIterable, Sendable {
    // §2.2 frame header
    case frameSizeUnchecked, frameSizeCheckedLate, reservedFlagsIgnored, reservedFlagsOnSkippableIgnored, headerChecksReversed,
         endInsideFrameKeptOpen
    // §2.3 types
    case unknownCriticalSkipped, unknownCriticalAsMalformed, typeZeroSkipped, skippableRefused, wrongDirectionIgnored,
         glyphsWithoutGrant, glyphReleaseWithoutGrant, compactWithoutGrant, keyboardWithoutGrant, caretWithoutGrant,
         clipboardWithoutGrant, secondWelcomeAccepted
    // §2.4 compression
    case compressedHello, compressesWithoutZstd, inflatesUnagreedZstd, zstdTrailingAccepted, zstdSkippableFrameAccepted,
         hugeWindowAccepted, inflationUncapped, bombAsMalformed, welcomeL2Ignored
    // §2.5 session flow
    case messageBeforeWelcome, errorBeforeWelcomeIgnored, errorIgnored, closesWithoutGoodbye, goodbyeWithoutClose
    // §3 primitives
    case trailingBytesAccepted, boolLax, utf8Lax, nonFiniteAccepted, uvarLongForm, uvarOverflow, countLimitAfterBytes
    // §4 layers
    case layerZeroAccepted, sublayerZeroAccepted, unknownKeyAccepted, keyTwiceAccepted, contentsScaleZero,
         rasterizationScaleZero, version4KeyRefused, unheldGlyphIgnoredWithoutGrant, pathKindAccepted, gravityAccepted,
         runSizeZero, glyphsOverL20, runsOverL21, fillRuleAccepted, lineCapAccepted, lineJoinAccepted, dashesOverL25,
         gradientTypeAccepted, stopsOverL26, copiesOverL27
    // §5.3, §5.4 operations and animations
    case opcodeAccepted, emptyAnimationKey, noAnimationValues, keyTimeCountWrong, keyTimesUnordered, negativeDuration,
         fillModeAccepted, valueKindAccepted, colourListOverL26, finishedAnimationDropped, repeatCountHashedAsOne
    // §5.5 validation
    case t1Unchecked, t2Unchecked, t3RootDestroyed, t3ListedDestroyed, t3MaskDestroyed, t3ParentDestroyed, t4Twice,
         t4SelfListed, t5TwoLists, t5TwoOwners, t6MaskSelf, t7MaskAndSublayer, t8Cycle, t9SpliceRange, t9SpliceOverL20,
         unheldContentsSet, unheldGlyphsNamed
    // §6 contents
    case pixelFormatAccepted, emptyBitmapAccepted, contentIDUnchecked, filterUnknownAccepted, subIgnored, planarAsSub,
         updateFilterIgnored, contentsForgottenAtSnapshot, contentsForgottenAfterUse, contentResentRefused
    // §6.5 glyph masks
    case phaseOver3, maskFormatAccepted, maskByteCountUnchecked, maskOverL24, masksOverL22, heldOverL23,
         namedMaskReleased, glyphScaleIgnored, masksReleasedAtSnapshot
    // §7.2 hash
    case hashPlusOne, negativeZeroHashed, detachedNotHashed
    // §8 limits
    case welcomeL1Ignored, welcomeL3Ignored, l3CheckedAtEnd, welcomeL4Ignored, welcomeL5Ignored, welcomeL6Ignored,
         pathOverL8, operationsOverL9, welcomeL11Ignored
    // §10 handshake
    case helloVersionsReversed, mode2BelowVersion4, helloScreenZero, welcomeScreenSizeZero, welcomeScaleZero,
         welcomeModeAccepted, welcomeTextSizeZero, welcomeShortAccepted, rejectIgnored, sendsAfterReject,
         unknownCapabilityRefused
    // §11 server messages
    case snapshotOntoCurrent, updateBaseUnheld, updateOutsideBase, updateIDUnchecked, updateRectOverL5, pongWrongNonce,
         noPong, caretFlagsAccepted, caretRectNegative, compactTimeOver2p53
    // §12 client messages
    case acksLaterCommit, offerOverEightTypes, offerTypeTwice, mediaTypeAccepted, clipboardRequestUnanswered,
         unrequestedClipboardData, unavailableWithData

    /// The SPEC section of the rule broken.
    var section: String { spec.section }
    /// The rule broken, in one line.
    var rule: String { spec.rule }
    /// How it is broken.
    var fault: MutantFault { spec.fault }

    /// The capabilities the mutant offers: every one, like the reference client, but where its
    /// fault needs a client without `zstd`.
    var offered: Capabilities {
        switch self {
        case .compressesWithoutZstd, .inflatesUnagreedZstd: Capabilities.all.subtracting(.zstd)
        default: .all
        }
    }

    // swiftlint:disable:next cyclomatic_complexity function_body_length
    private var spec: (section: String, rule: String, fault: MutantFault) {
        switch self {
        case .frameSizeUnchecked: ("§2.2", "a frame over maxFrameSize is refused (frameTooLarge)", .behaves)
        case .frameSizeCheckedLate: ("§2.2", "the length is checked as soon as the 8 header bytes arrive", .behaves)
        case .reservedFlagsIgnored: ("§2.2", "reserved flag bits MUST be zero (malformed)", .behaves)
        case .reservedFlagsOnSkippableIgnored: ("§2.2", "flags are checked on skippable frames too", .behaves)
        case .headerChecksReversed: ("§2.2", "the length is checked before the flags", .behaves)
        case .endInsideFrameKeptOpen: ("§2.2", "a connection ending inside a frame is malformed: the client closes", .behaves)
        case .unknownCriticalSkipped: ("§2.3", "an unknown critical type closes with unknownMessage", .behaves)
        case .unknownCriticalAsMalformed: ("§2.3", "an unknown critical type is unknownMessage, not malformed", .behaves)
        case .typeZeroSkipped: ("§2.3", "type 0x0000 is critical and never defined", .behaves)
        case .skippableRefused: ("§2.3", "an unknown skippable frame MUST be skipped", .behaves)
        case .wrongDirectionIgnored: ("§2.3", "a type of the other direction is unexpectedMessage",
                                      .ignores(.unexpectedMessage, ["is not a server message"]))
        case .glyphsWithoutGrant: ("§2.3", "glyphs without glyphRuns is unexpectedMessage",
                                   .ignores(.unexpectedMessage, ["glyphs without glyphRuns"]))
        case .glyphReleaseWithoutGrant: ("§2.3", "glyphRelease without glyphRuns is unexpectedMessage",
                                         .ignores(.unexpectedMessage, ["glyphRelease without glyphRuns"]))
        case .compactWithoutGrant: ("§11.11", "compactCommit without compactCommits is unexpectedMessage",
                                    .ignores(.unexpectedMessage, ["compactCommit without"]))
        case .keyboardWithoutGrant: ("§2.3", "textInputState without keyboard is unexpectedMessage",
                                     .ignores(.unexpectedMessage, ["textInputState without keyboard"]))
        case .caretWithoutGrant: ("§11.10", "textInputCaret without caretLayer is unexpectedMessage",
                                  .ignores(.unexpectedMessage, ["textInputCaret without"]))
        case .clipboardWithoutGrant: ("§2.3", "a clipboard message without clipboard is unexpectedMessage",
                                      .ignores(.unexpectedMessage, ["clipboard offer without"]))
        case .secondWelcomeAccepted: ("§2.3", "a welcome after the welcome is unexpectedMessage",
                                      .ignores(.unexpectedMessage, ["after the welcome"]))
        case .compressedHello: ("§2.4", "a client MUST NOT compress its hello", .behaves)
        case .compressesWithoutZstd: ("§2.4", "no compressed frame unless the peer accepted zstd", .behaves)
        case .inflatesUnagreedZstd: ("§2.4", "a client that did not offer zstd closes on a compressed frame (malformed)", .behaves)
        case .zstdTrailingAccepted: ("§2.4", "the payload is one whole zstd frame with nothing after it", .behaves)
        case .zstdSkippableFrameAccepted: ("§2.4", "a zstd skippable frame is malformed",
                                           .ignores(.malformed, ["zstd skippable frame"]))
        case .hugeWindowAccepted: ("§2.4", "a window over 2^24 bytes is malformed", .behaves)
        case .inflationUncapped: ("§2.4", "the output is capped while inflating (undeclared sizes)", .behaves)
        case .bombAsMalformed: ("§2.4", "inflating past L2 is decompressedTooLarge",
                                .misreports(.decompressedTooLarge, [], as: .malformed))
        case .welcomeL2Ignored: ("§8", "the welcome's maxDecompressedSize (L2) is enforced", .behaves)
        case .messageBeforeWelcome: ("§2.5", "before the welcome any other message is unexpectedMessage",
                                     .ignores(.unexpectedMessage, ["before the welcome"]))
        case .errorBeforeWelcomeIgnored: ("§2.5", "an error before the welcome ends the session", .behaves)
        case .errorIgnored: ("§11.5", "after an error the client closes", .behaves)
        case .closesWithoutGoodbye: ("§2.5", "on a violation the client sends goodbye with a code", .behaves)
        case .goodbyeWithoutClose: ("§2.5", "after its goodbye the client closes", .behaves)
        case .trailingBytesAccepted: ("§3", "a payload ends exactly after its last field", .behaves)
        case .boolLax: ("§3", "a bool is 0 or 1", .ignores(.malformed, ["bool byte"]))
        case .utf8Lax: ("§3", "a string is valid UTF-8", .ignores(.malformed, ["not valid UTF-8"]))
        case .nonFiniteAccepted: ("§3", "floats are finite", .ignores(.malformed, ["is not finite"]))
        case .uvarLongForm: ("§3", "a uvar is in its shortest form", .ignores(.malformed, ["shortest form"]))
        case .uvarOverflow: ("§3", "a uvar does not exceed 2^64 − 1", .ignores(.malformed, ["exceeds 2^64"]))
        case .countLimitAfterBytes: ("§3", "a count is checked against its limit before the bytes left",
                                     .misreports(.limitExceeded, ["count", "exceeds the limit"], as: .malformed))
        case .layerZeroAccepted: ("§4.1", "id 0 is never an operation's layer", .ignores(.malformed, [": layer id 0"]))
        case .sublayerZeroAccepted: ("§4.1", "id 0 is never a sublayer", .ignores(.malformed, ["sublayer id 0"]))
        case .unknownKeyAccepted: ("§4.2", "an unknown property key is malformed", .ignores(.malformed, ["unknown property key"]))
        case .keyTwiceAccepted: ("§5.3", "a key appears once in one setProperties", .ignores(.malformed, ["set twice"]))
        case .contentsScaleZero: ("§4.2", "contentsScale MUST be > 0", .ignores(.malformed, ["contentsScale", "not positive"]))
        case .rasterizationScaleZero: ("§4.2", "rasterizationScale MUST be > 0",
                                       .ignores(.malformed, ["rasterizationScale", "not positive"]))
        case .version4KeyRefused: ("§4.2", "keys 27–33 are read in every session, whatever was granted", .behaves)
        case .unheldGlyphIgnoredWithoutGrant: ("§4.2", "without glyphRuns a run naming a glyph is invalidTree", .behaves)
        case .pathKindAccepted: ("§4.4", "a path element kind other than 1…5 is malformed",
                                 .ignores(.malformed, ["unknown path element kind"]))
        case .gravityAccepted: ("§4.5", "a gravity other than 0…11 is malformed", .ignores(.malformed, ["unknown gravity"]))
        case .runSizeZero: ("§4.6", "a run's size is > 0", .ignores(.malformed, [" size ", "not positive"]))
        case .glyphsOverL20: ("§4.6", "a run holds at most L20 glyphs", .ignores(.limitExceeded, ["glyph count"]))
        case .runsOverL21: ("§4.6", "a layer holds at most L21 runs", .ignores(.limitExceeded, ["run count"]))
        case .fillRuleAccepted: ("§4.7", "a fill rule other than 0 or 1 is malformed", .ignores(.malformed, ["fill rule"]))
        case .lineCapAccepted: ("§4.7", "a line cap other than 0…2 is malformed", .ignores(.malformed, ["line cap"]))
        case .lineJoinAccepted: ("§4.7", "a line join other than 0…2 is malformed", .ignores(.malformed, ["line join"]))
        case .dashesOverL25: ("§4.7", "a dash pattern holds at most L25 entries", .ignores(.limitExceeded, ["dash count"]))
        case .gradientTypeAccepted: ("§4.8", "a gradient type other than 0…2 is malformed",
                                     .ignores(.malformed, ["gradient type"]))
        case .stopsOverL26: ("§4.8", "a gradient holds at most L26 stops", .ignores(.limitExceeded, ["stop count"]))
        case .copiesOverL27: ("§4.10", "a replicator makes at most L27 copies", .ignores(.limitExceeded, ["instanceCount"]))
        case .opcodeAccepted: ("§5.3", "an opcode other than 1…7 is malformed", .ignores(.malformed, ["unknown opcode"]))
        case .emptyAnimationKey: ("§5.4", "an animation's key is not empty", .ignores(.malformed, ["empty key"]))
        case .noAnimationValues: ("§5.4", "an animation has at least one value", .ignores(.malformed, ["no values"]))
        case .keyTimeCountWrong: ("§5.4", "the keyTime count is 0 or the value count", .ignores(.malformed, ["key times for"]))
        case .keyTimesUnordered: ("§5.4", "key times are in 0…1, non-decreasing", .ignores(.malformed, ["out of order"]))
        case .negativeDuration: ("§5.4", "duration and repeatCount are ≥ 0", .ignores(.malformed, ["negative duration"]))
        case .fillModeAccepted: ("§5.4", "a fill mode other than 0…3 is malformed", .ignores(.malformed, ["unknown fill mode"]))
        case .valueKindAccepted: ("§5.4", "a value kind other than 1…7 is malformed",
                                  .ignores(.malformed, ["unknown animation value kind"]))
        case .colourListOverL26: ("§5.4", "a colour list holds at most L26 colours", .ignores(.limitExceeded, ["color count"]))
        case .finishedAnimationDropped: ("§5.4", "a finished animation stays in the hashed tree", .behaves)
        case .repeatCountHashedAsOne: ("§5.4", "a repeatCount of 0 is hashed as 0", .behaves)
        case .t1Unchecked: ("§5.5", "T1: every id an operation names exists", .ignores(.invalidTree, ["unknown layer"]))
        case .t2Unchecked: ("§5.5", "T2: createLayer never names an existing layer", .ignores(.invalidTree, ["already exists"]))
        case .t3RootDestroyed: ("§5.5", "T3: the root is never destroyed", .ignores(.invalidTree, ["destroyLayer: the root"]))
        case .t3ListedDestroyed: ("§5.5", "T3: a layer in a sublayer list is not destroyed",
                                  .ignores(.invalidTree, ["is still a sublayer"]))
        case .t3MaskDestroyed: ("§5.5", "T3: a mask is not destroyed", .ignores(.invalidTree, ["is still the mask"]))
        case .t3ParentDestroyed: ("§5.5", "T3: a layer with sublayers is not destroyed",
                                  .ignores(.invalidTree, ["still has sublayers"]))
        case .t4Twice: ("§5.5", "T4: a sublayer list names a layer once", .ignores(.invalidTree, ["lists a layer twice"]))
        case .t4SelfListed: ("§5.5", "T4: a sublayer list holds neither its owner nor the root",
                             .ignores(.invalidTree, ["setSublayers:", " lists "], excluding: ["twice"]))
        case .t5TwoLists: ("§5.5", "T5: a layer is in at most one sublayer list", .ignores(.invalidTree, ["sublayer of two layers"]))
        case .t5TwoOwners: ("§5.5", "T5: a layer is the mask of at most one layer", .ignores(.invalidTree, ["mask of two layers"]))
        case .t6MaskSelf: ("§5.5", "T6: a mask is neither the root nor its owner",
                           .ignores(.invalidTree, ["mask of "], excluding: ["two layers", "still"]))
        case .t7MaskAndSublayer: ("§5.5", "T7: no layer is both a mask and a sublayer",
                                  .ignores(.invalidTree, ["both a mask and a sublayer"]))
        case .t8Cycle: ("§5.5", "T8: the tree has no cycle", .ignores(.invalidTree, ["(cycle)"]))
        case .t9SpliceRange: ("§5.5", "T9: a splice names a run and a range it has", .ignores(.invalidTree, ["spliceGlyphs: run"]))
        case .t9SpliceOverL20: ("§5.5", "T9: a splice leaves at most L20 glyphs", .ignores(.limitExceeded, ["glyphs in a run"]))
        case .unheldContentsSet: ("§6.4", "every content id set is held (invalidTree)",
                                  .ignores(.invalidTree, ["which the client does not hold"]))
        case .unheldGlyphsNamed: ("§6.5", "every glyph a run names is held at the glyph scale (invalidTree)",
                                  .ignores(.invalidTree, ["which is not held"]))
        case .pixelFormatAccepted: ("§6.1", "a pixel format other than 1 is malformed", .ignores(.malformed, ["unknown pixel format"]))
        case .emptyBitmapAccepted: ("§6.1", "a bitmap is at least 1 × 1", .ignores(.malformed, ["is empty ("]))
        case .contentIDUnchecked: ("§6.2", "pixels MUST hash to their content id", .ignores(.contentMismatch, ["contents claim"]))
        case .filterUnknownAccepted: ("§6.3", "a filter other than 0…2 is malformed", .ignores(.malformed, ["unknown pixel filter"]))
        case .subIgnored: ("§6.3", "filter 1 (sub) is undone", .behaves)
        case .planarAsSub: ("§6.3", "filter 2 (subPlanar) is regrouped before sub is undone", .behaves)
        case .updateFilterIgnored: ("§6.3", "a contentsUpdate's rows are unfiltered too", .behaves)
        case .contentsForgottenAtSnapshot: ("§6.4", "contents held before a snapshot stay held through it", .behaves)
        case .contentsForgottenAfterUse: ("§6.4", "contents stay held while a layer refers to them", .behaves)
        case .contentResentRefused: ("§6.4", "a content sent again while held is not an error", .behaves)
        case .phaseOver3: ("§6.5", "a glyph phase other than 0…3 is malformed", .ignores(.malformed, ["is not 0…3"]))
        case .maskFormatAccepted: ("§11.8", "a mask format other than 1 or 2 is malformed", .ignores(.malformed, ["unknown format"]))
        case .maskByteCountUnchecked: ("§11.8", "a mask's byte count equals width × height × (1 or 4)",
                                       .ignores(.malformed, ["bytes for a"]))
        case .maskOverL24: ("§11.8", "a mask is at most L24 pixels wide and high",
                            .ignores(.limitExceeded, ["exceeds", "pixels"], type: .glyphs))
        case .masksOverL22: ("§11.8", "a glyphs message holds at most L22 masks", .ignores(.limitExceeded, ["mask count"]))
        case .heldOverL23: ("§6.5", "a client holds at most L23 masks", .ignores(.limitExceeded, ["glyph masks held"]))
        case .namedMaskReleased: ("§6.5", "a mask a run names is never released (invalidTree)",
                                  .ignores(.invalidTree, ["glyphRelease of"]))
        case .glyphScaleIgnored: ("§6.5", "a glyphs message sets the glyph scale", .behaves)
        case .masksReleasedAtSnapshot: ("§6.5", "a snapshot releases no mask", .behaves)
        case .hashPlusOne: ("§7.2", "the ack carries the canonical tree hash", .behaves)
        case .negativeZeroHashed: ("§7.2", "−0 is hashed as +0", .behaves)
        case .detachedNotHashed: ("§7.2", "detached layers and masks count in the hash", .behaves)
        case .welcomeL1Ignored: ("§8", "the welcome's maxFrameSize (L1) is enforced", .behaves)
        case .welcomeL3Ignored: ("§8", "the welcome's maxLayers (L3) is enforced", .behaves)
        case .l3CheckedAtEnd: ("§8", "L3 is checked at each createLayer", .behaves)
        case .welcomeL4Ignored: ("§8", "the welcome's maxTreeDepth (L4) is enforced", .behaves)
        case .welcomeL5Ignored: ("§8", "the welcome's maxBitmapDimension (L5) is enforced", .behaves)
        case .welcomeL6Ignored: ("§8", "the welcome's maxSublayers (L6) is enforced", .behaves)
        case .pathOverL8: ("§8", "a path holds at most L8 elements", .ignores(.limitExceeded, ["element count"]))
        case .operationsOverL9: ("§8", "an update holds at most L9 operations", .ignores(.limitExceeded, ["operation count"]))
        case .welcomeL11Ignored: ("§8", "the welcome's maxClipboardSize (L11) is enforced", .behaves)
        case .helloVersionsReversed: ("§10.1", "a hello's minVersion ≤ maxVersion", .behaves)
        case .mode2BelowVersion4: ("§10.1.1", "a mode-2 hello offers minVersion ≥ 4", .behaves)
        case .helloScreenZero: ("§10.1", "a hello's screen fields are in range", .behaves)
        case .welcomeScreenSizeZero: ("§10.2", "a welcome's screen size is > 0 (malformed)", .ignores(.malformed, ["screen size"]))
        case .welcomeScaleZero: ("§10.2", "a welcome's contentsScale is > 0 (malformed)",
                                 .ignores(.malformed, ["contents scale"], type: .welcome))
        case .welcomeModeAccepted: ("§10.2", "a welcome's mode is 0…2, 2 only in version 4", .ignores(.malformed, ["unknown mode"]))
        case .welcomeTextSizeZero: ("§10.2", "a welcome's maxTextSize is 1…65535", .ignores(.malformed, ["maxTextSize"]))
        case .welcomeShortAccepted: ("§10.2", "a version-2 welcome carries the version-2 fields",
                                     .ignores(.malformed, ["ends inside"], type: .welcome))
        case .rejectIgnored: ("§10.3", "after a reject the client closes", .behaves)
        case .sendsAfterReject: ("§10.3", "after a reject the client sends nothing", .behaves)
        case .unknownCapabilityRefused: ("§10.4", "unknown capability bits MUST be ignored", .behaves)
        case .snapshotOntoCurrent: ("§11.1", "a snapshot applies to the empty tree", .behaves)
        case .updateBaseUnheld: ("§11.4", "an update's base is held (invalidTree)", .ignores(.invalidTree, ["contentsUpdate of"]))
        case .updateOutsideBase: ("§11.4", "an update's rectangle lies inside the base (invalidTree)",
                                  .ignores(.invalidTree, ["outside the base"]))
        case .updateIDUnchecked: ("§11.4", "an update's result hashes to its new id (contentMismatch)",
                                  .ignores(.contentMismatch, ["its new id"]))
        case .updateRectOverL5: ("§8", "an update rectangle is at most L5 wide and high",
                                 .ignores(.limitExceeded, ["update rectangle"]))
        case .pongWrongNonce: ("§11.6", "a pong carries its ping's nonce", .behaves)
        case .noPong: ("§11.6", "a ping is answered with a pong", .behaves)
        case .caretFlagsAccepted: ("§11.7", "textInputState's reserved flag bits are zero",
                                   .ignores(.malformed, ["reserved text-input flag"]))
        case .caretRectNegative: ("§11.7", "the caret rectangle's size is ≥ 0", .ignores(.malformed, ["caret rect"]))
        case .compactTimeOver2p53: ("§11.11", "a compact commit's time is at most 2^53 µs", .ignores(.malformed, ["exceeds 2^53"]))
        case .acksLaterCommit: ("§12.4", "an ack never names a commit later than the last sent", .behaves)
        case .offerOverEightTypes: ("§12.11", "an offer lists at most 8 types", .ignores(.limitExceeded, ["offer of"]))
        case .offerTypeTwice: ("§12.11", "an offer lists each type once", .ignores(.malformed, ["offered twice"]))
        case .mediaTypeAccepted: ("§12.11", "a media type is 1…255 bytes of printable ASCII",
                                  .ignores(.malformed, ["is not a media type"]))
        case .clipboardRequestUnanswered: ("§12.13", "each request is answered, one data per request", .behaves)
        case .unrequestedClipboardData: ("§12.13", "data answering no request is unexpectedMessage",
                                         .ignores(.unexpectedMessage, ["never requested"]))
        case .unavailableWithData: ("§12.13", "unavailable data has length 0", .ignores(.malformed, ["unavailable clipboard data"]))
        }
    }

    /// Whether `error`, reported for a message of `type`, is the one this mutant's fault is about;
    /// what the mutant does then: `nil` (ignore it) or the code it reports.
    func mutate(_ error: ProtocolError, type: MessageType?) -> ProtocolError.Code?? {
        switch fault {
        case .ignores(let code, let words, let excluding, let only):
            guard error.code == code, words.allSatisfy(error.reason.contains), !excluding.contains(where: error.reason.contains),
                  only == nil || only == type else { return .none }
            return .some(nil)
        case .misreports(let code, let words, let other):
            guard error.code == code, words.allSatisfy(error.reason.contains) else { return .none }
            return .some(other)
        case .behaves:
            return .none
        }
    }
}
