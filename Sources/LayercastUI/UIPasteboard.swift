import Foundation
import LayercastGraphics

/// The pasteboard: what copy puts and paste takes.
///
/// `general` belongs to the application whose turn is running. When a remote client offers its
/// clipboard (SPEC §12.11), the pasteboard is backed by it: `hasStrings` says whether it holds
/// text, and a paste asks the client for it (only then, §12.12); the text arrives a moment later
/// and completes the paste. Copying puts the text here and offers it to the typing client.
@preconcurrency @MainActor
public final class UIPasteboard {
    /// The application's general pasteboard; outside an application's turn, a fresh empty one.
    public static var general: UIPasteboard { UIApplication.current?.keyboard.pasteboard ?? UIPasteboard() }

    /// Creates an empty pasteboard.
    public init() {}

    /// Increases whenever the contents change.
    public private(set) var changeCount = 0
    private var localStrings: [String] = []
    /// The remote client's clipboard is newer than what was copied here, and holds text.
    private(set) var remoteHasText = false
    private var remoteIsNewer = false
    private var remoteText: String?
    private var pasteCompletions: [@MainActor (String?) -> Void] = []
    /// Set when a paste needs the remote clipboard; the server takes it (`takeRemoteRequest`).
    private(set) var wantsRemoteText = false
    /// Text copied here that the typing client has not been offered yet (`takeCopiedText`).
    private var unsentCopy: String??

    /// The first string, or `nil`. Setting it replaces the contents (and offers them to the
    /// typing client); `nil` empties the pasteboard.
    public var string: String? {
        get { strings?.first }
        set { strings = newValue.map { [$0] } }
    }

    /// Every string; `nil` when there is none.
    public var strings: [String]? {
        get {
            if remoteIsNewer { return remoteText.map { [$0] } }
            return localStrings.isEmpty ? nil : localStrings
        }
        set {
            localStrings = newValue ?? []
            localImages = []
            remoteIsNewer = false
            changeCount += 1
            unsentCopy = .some(localStrings.first)
        }
    }

    /// The first URL: the first string when it parses as a URL with a scheme. Setting it puts
    /// its absolute string (the clipboard travels as text, SPEC §12.11).
    public var url: URL? {
        get { urls?.first }
        set { string = newValue?.absoluteString }
    }

    /// The strings that parse as URLs with a scheme; `nil` when there is none.
    public var urls: [URL]? {
        get {
            let found = (strings ?? []).compactMap { URL(string: $0) }.filter { $0.scheme != nil }
            return found.isEmpty ? nil : found
        }
        set { strings = newValue?.map(\.absoluteString) }
    }

    /// Whether the first string is a URL.
    public var hasURLs: Bool { urls != nil }

    /// The first image. Images stay on the server: the wire's clipboard carries text (SPEC
    /// §12.11), so an image copied in the app pastes in the app and the client's clipboard keeps
    /// what it had. Setting one replaces the strings here.
    public var image: UIImage? {
        get { images?.first }
        set { images = newValue.map { [$0] } }
    }

    /// Every image; `nil` when there is none.
    public var images: [UIImage]? {
        get { localImages.isEmpty ? nil : localImages }
        set {
            localImages = newValue ?? []
            localStrings = []
            remoteIsNewer = false
            changeCount += 1
        }
    }

    /// Whether there are images.
    public var hasImages: Bool { !localImages.isEmpty }
    private var localImages: [UIImage] = []

    /// Whether there are strings (for the remote clipboard: whether it offers text, without
    /// fetching it).
    public var hasStrings: Bool { remoteIsNewer ? remoteHasText : !localStrings.isEmpty }

    // MARK: - Remote backing (the server's side)

    /// The typing client's clipboard changed and now holds text (or not).
    func remoteClipboardChanged(hasText: Bool) {
        remoteIsNewer = true
        remoteHasText = hasText
        remoteText = nil
        changeCount += 1
    }

    /// Gets the string for a paste: at once when it is here, else after the client sends it.
    func requestString(_ completion: @escaping @MainActor (String?) -> Void) {
        guard remoteIsNewer, remoteText == nil else { return completion(string) }
        guard remoteHasText else { return completion(nil) }
        pasteCompletions.append(completion)
        wantsRemoteText = true
    }

    /// The client's answer to a paste request (`nil`: it had nothing).
    func deliverRemoteText(_ text: String?) {
        remoteText = text
        if text == nil { remoteHasText = false }
        let completions = pasteCompletions
        pasteCompletions = []
        for completion in completions { completion(text) }
    }

    /// Whether a paste asked for the remote clipboard since the last call.
    func takeRemoteRequest() -> Bool {
        defer { wantsRemoteText = false }
        return wantsRemoteText
    }

    /// Text copied here since the last call (`.some(nil)`: emptied), to offer to the client.
    func takeCopiedText() -> String?? {
        defer { unsentCopy = nil }
        return unsentCopy
    }
}
