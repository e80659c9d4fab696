import Foundation
import LayercastProtocol

/// A layer's shape or gradient (SPEC §4.7, §4.8) rasterised at the client's scale, kept while
/// what it was made from stays the same (a `strokeEnd` animation makes a new one each frame).
struct CachedRaster {
    /// Which of a layer's rasters.
    enum Kind: Hashable { case gradient, shape }
    /// Everything the pixels depend on.
    struct Key: Equatable {
        var shape: LayerShape?
        var gradient: LayerGradient?
        var bounds: CGRect
        var cornerRadius: Double
        var masksToBounds: Bool
        var scale: Double
    }
    var key: Key
    var texture: ContentTexture
    /// The rectangle of the layer's space the texture covers.
    var rect: CGRect
}
