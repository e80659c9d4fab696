import Foundation

extension UIApplication {
    /// The application whose turn is running: UIKit's singleton. A Layercast server may run
    /// several applications, one per session, and UIKit code reads `shared` from its event
    /// handlers, layout and drawing, which all run inside their application's turn; reading it
    /// outside any turn (or `perform`) traps.
    public static var shared: UIApplication {
        guard let current else {
            preconditionFailure("UIApplication.shared read outside an application's turn: use UIApplication.perform(_:)")
        }
        return current
    }

    /// The layout direction of the interface. Layercast lays out left to right.
    public var userInterfaceLayoutDirection: UIUserInterfaceLayoutDirection { .leftToRight }
}
