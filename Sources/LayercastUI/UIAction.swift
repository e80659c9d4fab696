import Foundation
import LayercastGraphics

/// The closure a `UIAction` runs, given the action (whose `sender` is the control).
public typealias UIActionHandler = @MainActor (UIAction) -> Void

/// An action a control runs for its events: UIKit's `UIAction`, the closure-based form of
/// target-action (no Objective-C selectors on Linux).
@preconcurrency @MainActor
public final class UIAction {
    /// A name for an action, to replace or remove it by.
    public struct Identifier: RawRepresentable, Hashable, Sendable {
        /// The name.
        public let rawValue: String
        /// Creates an identifier.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// Creates an identifier.
        public init(_ rawValue: String) { self.rawValue = rawValue }
    }

    /// The title (shown by bar button items and menus).
    public var title: String
    /// The image (shown by bar button items and menus).
    public var image: UIImage?
    /// The identifier; a control holds at most one action per identifier.
    public let identifier: Identifier
    /// The control sending the action while the handler runs; `nil` otherwise.
    public internal(set) var sender: AnyObject?
    let handler: UIActionHandler

    /// Creates an action. Without an identifier, a unique one is made.
    public init(title: String = "", image: UIImage? = nil, identifier: Identifier? = nil,
                handler: @escaping UIActionHandler) {
        self.title = title
        self.image = image
        self.identifier = identifier ?? Identifier(rawValue: UUID().uuidString)
        self.handler = handler
    }

    /// Runs the handler with `sender` as the sender.
    func perform(sender: AnyObject?) {
        self.sender = sender
        defer { self.sender = nil }
        handler(self)
    }
}
