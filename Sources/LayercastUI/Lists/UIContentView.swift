import Foundation

/// A view that shows a content configuration: UIKit's `UIContentView` (iOS 14).
@preconcurrency @MainActor
public protocol UIContentView: AnyObject {
    /// The configuration shown; setting it updates the view.
    var configuration: any UIContentConfiguration { get set }
    /// Whether the view can show `configuration` (else the cell makes a new view). Default:
    /// `true`.
    func supports(_ configuration: any UIContentConfiguration) -> Bool
}

extension UIContentView {
    /// UIKit's default: `true`.
    public func supports(_ configuration: any UIContentConfiguration) -> Bool { true }
}
