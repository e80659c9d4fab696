import Foundation

/// The description of a cell's content that makes the view showing it: UIKit's
/// `UIContentConfiguration` (iOS 14). Assign one to a cell's `contentConfiguration`; the cell
/// makes its view with `makeContentView()` once and then passes it each new configuration.
/// Layercast has no configuration states yet, so it leaves out UIKit's `updated(for:)`.
public protocol UIContentConfiguration {
    /// A new view showing this configuration.
    @MainActor func makeContentView() -> any UIView & UIContentView
}
