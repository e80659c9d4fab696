import Foundation

/// Behaviour added to a view as a whole (a context menu, a drag): UIKit's `UIInteraction`.
/// `UIView.addInteraction(_:)` tells the interaction `willMove(to:)` and `didMove(to:)`.
@preconcurrency @MainActor
public protocol UIInteraction: AnyObject {
    /// The view the interaction is attached to.
    var view: UIView? { get }
    /// The interaction is about to move to `view` (`nil`: removed).
    func willMove(to view: UIView?)
    /// The interaction moved to `view` (`nil`: removed).
    func didMove(to view: UIView?)
}

extension UIView {
    /// The interactions attached to the view, in the order they were added.
    public var interactions: [any UIInteraction] {
        get { interactionsStorage }
        set {
            for old in interactionsStorage where !newValue.contains(where: { $0 === old }) { removeInteraction(old) }
            for new in newValue where !interactionsStorage.contains(where: { $0 === new }) { addInteraction(new) }
        }
    }

    /// Attaches `interaction` (moving it from the view it was on).
    public func addInteraction(_ interaction: any UIInteraction) {
        guard !interactionsStorage.contains(where: { $0 === interaction }) else { return }
        interaction.view?.removeInteraction(interaction)
        interaction.willMove(to: self)
        interactionsStorage.append(interaction)
        interaction.didMove(to: self)
    }

    /// Detaches `interaction`; nothing happens when it is not on this view.
    public func removeInteraction(_ interaction: any UIInteraction) {
        guard let index = interactionsStorage.firstIndex(where: { $0 === interaction }) else { return }
        interaction.willMove(to: nil)
        interactionsStorage.remove(at: index)
        interaction.didMove(to: nil)
    }
}
