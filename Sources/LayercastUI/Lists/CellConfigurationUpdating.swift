import Foundation
import LayercastGraphics

/// What a table or collection view cell keeps for its configurations: whether an update is due,
/// and the view showing its background configuration.
@MainActor
struct CellConfigurationStorage {
    /// Whether the next layout runs `updateConfiguration(using:)` and the update handler (true
    /// at first: UIKit updates a cell's configuration before it is first shown).
    var needsUpdate = true
    /// The view showing `backgroundConfiguration`.
    var backgroundView: BackgroundConfigurationView?
}

/// The configuration mechanics `UITableViewCell` and `UICollectionViewCell` share (UIKit's
/// iOS 14 cell configuration model): a change of state asks for an update; the next layout
/// calls `updateConfiguration(using:)` with the current `configurationState`, then the
/// `configurationUpdateHandler` (Apple: the handler runs after `updateConfiguration(using:)`);
/// the default `updateConfiguration(using:)` replaces the content and background configurations
/// with their `updated(for:)` copies while the automatic flags are on.
@MainActor
protocol CellConfigurationUpdating: UIView {
    var configurationStorage: CellConfigurationStorage { get set }
    var configurationState: UICellConfigurationState { get }
    var contentConfiguration: (any UIContentConfiguration)? { get set }
    var backgroundConfiguration: UIBackgroundConfiguration? { get set }
    var automaticallyUpdatesContentConfiguration: Bool { get }
    var automaticallyUpdatesBackgroundConfiguration: Bool { get }
    func updateConfiguration(using state: UICellConfigurationState)
    /// Calls the cell's `configurationUpdateHandler` with itself and `state`.
    func callConfigurationUpdateHandler(_ state: UICellConfigurationState)
}

extension CellConfigurationUpdating {
    /// The state every cell reports: its traits, selection, highlight and editing.
    func cellState(selected: Bool, highlighted: Bool, editing: Bool) -> UICellConfigurationState {
        var state = UICellConfigurationState(traitCollection: traitCollection)
        state.isSelected = selected
        state.isHighlighted = highlighted
        state.isEditing = editing
        state.isDisabled = !isUserInteractionEnabled
        return state
    }

    /// Runs the update asked for, if any (from `layoutSubviews`, before the cell lays out).
    func updateConfigurationIfNeeded() {
        guard configurationStorage.needsUpdate else { return }
        configurationStorage.needsUpdate = false
        let state = configurationState
        updateConfiguration(using: state)
        callConfigurationUpdateHandler(state)
    }

    /// The default `updateConfiguration(using:)`: the automatic updates.
    func applyAutomaticUpdates(for state: UICellConfigurationState) {
        if automaticallyUpdatesContentConfiguration, let content = contentConfiguration {
            contentConfiguration = content.updated(for: state)
        }
        if automaticallyUpdatesBackgroundConfiguration, let background = backgroundConfiguration {
            backgroundConfiguration = background.updated(for: state)
        }
    }

    /// Shows the background configuration behind everything (or removes its view for `nil`).
    func backgroundConfigurationDidChange() {
        guard let configuration = backgroundConfiguration else {
            configurationStorage.backgroundView?.removeFromSuperview()
            configurationStorage.backgroundView = nil
            return
        }
        if let view = configurationStorage.backgroundView {
            view.configuration = configuration
        } else {
            let view = BackgroundConfigurationView(configuration: configuration)
            insertSubview(view, at: 0)
            configurationStorage.backgroundView = view
            setNeedsLayout()
        }
    }

    /// Places the background configuration's view (from `layoutSubviews`).
    func layoutBackgroundConfiguration() {
        guard let view = configurationStorage.backgroundView else { return }
        view.frame = BackgroundConfigurationView.frame(for: view.configuration, in: bounds, margins: layoutMargins)
        sendSubviewToBack(view)
    }
}
