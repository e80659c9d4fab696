import Foundation
import LayercastGraphics

extension UICollectionViewCell {
    /// Shows the new content configuration: the current view takes it when it is of the same
    /// type and the view supports it (UIKit's rule); otherwise a new view replaces the old one.
    func contentConfigurationChanged(from old: (any UIContentConfiguration)?) {
        guard let configuration = contentConfiguration else {
            configuredContentView?.removeFromSuperview()
            configuredContentView = nil
            return
        }
        if let view = configuredContentView, let old, type(of: old) == type(of: configuration), view.supports(configuration) {
            view.configuration = configuration
            return
        }
        configuredContentView?.removeFromSuperview()
        let view = configuration.makeContentView()
        contentView.addSubview(view)
        configuredContentView = view
        setNeedsLayout()
    }
}
