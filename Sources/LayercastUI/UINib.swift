import Foundation

/// An Interface Builder archive: UIKit's `UINib`. Layercast has no nib files (Xcode compiles
/// them for Apple's platforms), so making one succeeds, as on iOS where a missing nib is only
/// found when it is loaded, and loading it stops with UIKit's message for a nib that is not in
/// the bundle, saying so. Build the views in code and register their classes instead.
@preconcurrency @MainActor
open class UINib {
    /// The nib's name.
    public let name: String

    /// A nib named `name` in `bundle` (`nil`: the main bundle).
    public init(nibName name: String, bundle bundleOrNil: Bundle?) {
        self.name = name
    }

    /// A nib from archived data: Layercast cannot read nib archives.
    public init(data: Data, bundle bundleOrNil: Bundle?) {
        name = "(data)"
    }

    /// The nib's top-level objects, with `ownerOrNil` as File's Owner: stops, since no nib
    /// exists here.
    open func instantiate(withOwner ownerOrNil: Any?, options optionsOrNil: [UINib.OptionsKey: Any]? = nil) -> [Any] {
        preconditionFailure("Could not load NIB in bundle with name '\(name)': Layercast has no nib files; build this view in code and register its class")
    }

    /// Keys of `instantiate(withOwner:options:)`'s options.
    public struct OptionsKey: Hashable, RawRepresentable, Sendable {
        /// The key's name.
        public let rawValue: String
        /// Creates a key.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// Proxy objects for the nib's external references.
        public static let externalObjects = OptionsKey(rawValue: "UINibExternalObjects")
    }
}

extension Bundle {
    /// Loads the nib `name`: stops as `UINib.instantiate(withOwner:options:)` does, since no nib
    /// exists here.
    @MainActor
    public func loadNibNamed(_ name: String, owner: Any?, options: [UINib.OptionsKey: Any]? = nil) -> [Any]? {
        UINib(nibName: name, bundle: self).instantiate(withOwner: owner, options: options)
    }
}
