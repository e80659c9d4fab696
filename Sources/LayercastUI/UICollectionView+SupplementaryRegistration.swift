import Foundation

extension UICollectionView {
    /// How to make and configure the supplementary views of one kind and class: UIKit's
    /// `UICollectionView.SupplementaryRegistration` (iOS 14). Pass it to
    /// `dequeueConfiguredReusableSupplementary(using:for:)`.
    @preconcurrency @MainActor
    public struct SupplementaryRegistration<Supplementary: UICollectionReusableView> {
        /// Configures a dequeued view for its kind and index path.
        public typealias Handler = @MainActor (_ supplementaryView: Supplementary, _ elementKind: String,
                                               _ indexPath: IndexPath) -> Void

        /// The kind of views registered.
        public let elementKind: String
        let handler: Handler
        /// The reuse identifier the registration's views are queued under.
        let reuseIdentifier = "SupplementaryRegistration-\(Supplementary.self)-\(UUID().uuidString)"

        /// A registration of `Supplementary` views of `elementKind` configured by `handler`.
        public init(elementKind: String, handler: @escaping Handler) {
            self.elementKind = elementKind
            self.handler = handler
        }
    }

    /// A view of the registration's class and kind for `indexPath`, configured by the
    /// registration's handler.
    public func dequeueConfiguredReusableSupplementary<Supplementary>(using registration: SupplementaryRegistration<Supplementary>,
                                                                      for indexPath: IndexPath) -> Supplementary {
        if registeredSupplementaries[registration.elementKind + "\u{0}" + registration.reuseIdentifier] == nil {
            register(Supplementary.self, forSupplementaryViewOfKind: registration.elementKind,
                     withReuseIdentifier: registration.reuseIdentifier)
        }
        guard let view = dequeueReusableSupplementaryView(ofKind: registration.elementKind,
                                                          withReuseIdentifier: registration.reuseIdentifier,
                                                          for: indexPath) as? Supplementary else {
            preconditionFailure("dequeueConfiguredReusableSupplementary: the view dequeued is not a \(Supplementary.self)")
        }
        registration.handler(view, registration.elementKind, indexPath)
        return view
    }
}
