import Foundation
import LayercastGraphics

/// The text field of a search bar: UIKit's `UISearchTextField`. A `UITextField` with a rounded
/// look; Layercast does not draw search tokens.
@preconcurrency @MainActor
open class UISearchTextField: UITextField {}
