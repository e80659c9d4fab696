import Foundation
import LayercastGraphics

/// A storyboard: UIKit's `UIStoryboard`. Layercast has no storyboard files (Interface
/// Builder's archives are compiled by Xcode for Apple's platforms), so opening one stops with
/// UIKit's own message for a storyboard that is not in the bundle, saying so. Build the
/// interface in code instead.
@preconcurrency @MainActor
open class UIStoryboard {
    /// Opens the storyboard `name`: stops, since no storyboard exists here.
    public init(name: String, bundle storyboardBundleOrNil: Bundle?) {
        preconditionFailure("Could not find a storyboard named '\(name)': Layercast has no storyboard files; build this interface in code")
    }

    /// The storyboard's initial controller.
    open func instantiateInitialViewController() -> UIViewController? { nil }
    /// The controller named `identifier` in the storyboard.
    open func instantiateViewController(withIdentifier identifier: String) -> UIViewController {
        preconditionFailure("Storyboard doesn't contain a view controller with identifier '\(identifier)'")
    }
}

/// A transition between two controllers of a storyboard: UIKit's `UIStoryboardSegue`.
@preconcurrency @MainActor
open class UIStoryboardSegue {
    /// The segue's identifier.
    public let identifier: String?
    /// The controller the segue starts from.
    public let source: UIViewController
    /// The controller the segue goes to.
    public let destination: UIViewController

    /// Creates a segue from `source` to `destination`.
    public init(identifier: String?, source: UIViewController, destination: UIViewController) {
        self.identifier = identifier
        self.source = source
        self.destination = destination
    }

    /// Runs the transition: the base class presents `destination` from `source` (subclasses
    /// override it).
    open func perform() {
        source.present(destination, animated: true)
    }
}
