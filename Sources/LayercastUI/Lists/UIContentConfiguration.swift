import Foundation

/// The description of a cell's content that makes the view showing it: UIKit's
/// `UIContentConfiguration` (iOS 14). Assign one to a cell's `contentConfiguration`; the cell
/// makes its view with `makeContentView()` once and then passes it each new configuration, and
/// (while `automaticallyUpdatesContentConfiguration` is on) replaces it with `updated(for:)` of
/// each new cell state.
public protocol UIContentConfiguration {
    /// A new view showing this configuration.
    @MainActor func makeContentView() -> any UIView & UIContentView
    /// A copy styled for `state`. The default returns the configuration as it is.
    func updated(for state: any UIConfigurationState) -> Self
}

extension UIContentConfiguration {
    /// Returns the configuration as it is: it looks the same in every state.
    public func updated(for state: any UIConfigurationState) -> Self { self }
}
