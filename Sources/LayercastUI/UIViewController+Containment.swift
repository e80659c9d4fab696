import Foundation

extension UIViewController {
    /// Adds `childController` as a child. As in UIKit, this calls the child's
    /// `willMove(toParent:)` first (removing it from a previous parent); adding its view and
    /// calling `didMove(toParent:)` afterwards is the caller's part.
    public func addChild(_ childController: UIViewController) {
        guard childController.parent !== self, childController !== self else { return }
        if childController.parent != nil { childController.removeFromParent() }
        childController.willMove(toParent: self)
        children.append(childController)
        childController.parent = self
    }

    /// Removes the controller from its parent. As in UIKit, this calls `didMove(toParent: nil)`
    /// last; calling `willMove(toParent: nil)` before (and removing the view) is the caller's part.
    public func removeFromParent() {
        guard let parent else { return }
        parent.children.removeAll { $0 === self }
        self.parent = nil
        didMove(toParent: nil)
    }
}
