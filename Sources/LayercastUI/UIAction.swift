import Foundation
import LayercastGraphics

/// The closure a `UIAction` runs, given the action (whose `sender` is the control).
public typealias UIActionHandler = @MainActor (UIAction) -> Void

/// An action a control runs for its events: UIKit's `UIAction`, the closure-based form of
/// target-action (no Objective-C selectors on Linux).
@preconcurrency @MainActor
open class UIAction: UIMenuElement {
    /// A name for an action, to replace or remove it by.
    public struct Identifier: RawRepresentable, Hashable, Sendable {
        /// The name.
        public let rawValue: String
        /// Creates an identifier.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// Creates an identifier.
        public init(_ rawValue: String) { self.rawValue = rawValue }
    }

    /// The identifier; a control holds at most one action per identifier.
    public let identifier: Identifier
    /// The control sending the action while the handler runs; `nil` otherwise.
    public internal(set) var sender: AnyObject?
    let handler: UIActionHandler

    /// The title a keyboard shortcut's overlay shows.
    open var discoverabilityTitle: String?
    /// Whether the action is destructive, disabled or hidden in a menu.
    open var attributes: UIMenuElement.Attributes = []
    /// The checkmark the action shows in a menu.
    open var state: UIMenuElement.State = .off

    /// Creates an action (UIKit's full initializer). Without an identifier, a unique one is made.
    public init(title: String = "", subtitle: String? = nil, image: UIImage? = nil, identifier: Identifier? = nil,
                discoverabilityTitle: String? = nil, attributes: UIMenuElement.Attributes = [],
                state: UIMenuElement.State = .off, handler: @escaping UIActionHandler) {
        self.identifier = identifier ?? Identifier(rawValue: UUID().uuidString)
        self.handler = handler
        self.discoverabilityTitle = discoverabilityTitle
        self.attributes = attributes
        self.state = state
        super.init(title: title, image: image)
        self.subtitle = subtitle
    }

    /// Runs the handler with `sender` as the sender.
    func perform(sender: AnyObject?) {
        self.sender = sender
        defer { self.sender = nil }
        handler(self)
    }
}
