import Foundation

extension UICollectionViewCell {
    /// Shows the new content configuration (see `ContentConfigurationHosting`).
    func contentConfigurationChanged(from old: (any UIContentConfiguration)?) {
        configuredContentView = ContentConfigurationHosting.view(showing: contentConfiguration, after: old,
                                                                 current: configuredContentView, in: contentView)
    }
}
