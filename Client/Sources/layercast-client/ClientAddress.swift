import ArgumentParser
import LayercastClient

/// `HOST[:PORT]` from the command line; `[v6-address]:PORT` for IPv6 with a port.
struct ClientAddress: ExpressibleByArgument, Equatable {
    var host: String
    var port: Int

    init?(argument: String) {
        var hostPart = Substring(argument)
        var portPart: Substring?
        if argument.hasPrefix("[") {
            guard let close = argument.firstIndex(of: "]") else { return nil }
            hostPart = argument[argument.index(after: argument.startIndex)..<close]
            let rest = argument[argument.index(after: close)...]
            if !rest.isEmpty {
                guard rest.first == ":" else { return nil }
                portPart = rest.dropFirst()
            }
        } else if argument.filter({ $0 == ":" }).count == 1, let colon = argument.firstIndex(of: ":") {
            hostPart = argument[..<colon]
            portPart = argument[argument.index(after: colon)...]
        }
        guard !hostPart.isEmpty, !hostPart.contains(where: { $0.isWhitespace }) else { return nil }
        host = String(hostPart)
        if let portPart {
            guard let p = Int(portPart), (1...65535).contains(p) else { return nil }
            port = p
        } else {
            port = ClientSessionConfiguration.defaultPort
        }
    }

    static var defaultValueDescription: String { "HOST[:PORT]" }
}

/// `WxH` window sizes, in window units (screen coordinates).
struct WindowSize: ExpressibleByArgument, Equatable {
    var width: Int
    var height: Int

    init?(argument: String) {
        let parts = argument.lowercased().split(separator: "x", omittingEmptySubsequences: false)
        guard parts.count == 2, let w = Int(parts[0]), let h = Int(parts[1]),
              (1...16384).contains(w), (1...16384).contains(h) else { return nil }
        width = w; height = h
    }

    init(width: Int, height: Int) { self.width = width; self.height = height }

    var defaultValueDescription: String { "\(width)x\(height)" }
}

/// When the screenshot is written.
enum ScreenshotMoment: String, ExpressibleByArgument, CaseIterable {
    /// After the first frame showing the server's tree.
    case firstFrame = "first-frame"
    /// After the frame showing the N-th snapshot or commit (`--commits N`).
    case commits
    /// When the client exits.
    case exit
}
