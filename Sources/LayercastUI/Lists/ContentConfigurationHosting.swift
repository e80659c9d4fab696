import Foundation

/// How a cell shows its content configuration, shared by table and collection view cells.
@MainActor
enum ContentConfigurationHosting {
    /// The view showing `configuration` in `container`, which showed `old` in `current`: the
    /// current view takes the new configuration when it is of the same type and the view
    /// supports it (UIKit's rule); otherwise a new view replaces the old one, and `nil`
    /// removes it.
    static func view(showing configuration: (any UIContentConfiguration)?, after old: (any UIContentConfiguration)?,
                     current: (any UIView & UIContentView)?, in container: UIView) -> (any UIView & UIContentView)? {
        guard let configuration else {
            current?.removeFromSuperview()
            return nil
        }
        if let current, let old, type(of: old) == type(of: configuration), current.supports(configuration) {
            current.configuration = configuration
            return current
        }
        current?.removeFromSuperview()
        let view = configuration.makeContentView()
        container.addSubview(view)
        container.superview?.setNeedsLayout()
        return view
    }
}
