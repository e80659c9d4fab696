import Foundation

/// A bar that shows bar button items (a toolbar, a navigation bar) and hears when one changes.
@MainActor
protocol BarButtonItemOwner: AnyObject {
    /// Called when a shown item's title, image, style, state or custom view changed.
    func itemDidChange(_ item: UIBarButtonItem)
}
