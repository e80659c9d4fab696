import Foundation
import LayercastProtocol
import LayercastCompositing

/// A layer's blurred shadow as a texture of its device-space box, kept while the inputs that
/// shaped it stay the same: blurring needs the shape's pixels on the CPU, too slow per frame.
struct CachedShadow {
    /// Everything the shadow's pixels depend on.
    struct Key: Equatable {
        var state: LayerState
        var shadowToDevice: CompositingTransform
        var sigma: Double
        var opacity: Double
        var box: [Int32]
    }

    let key: Key
    /// A static texture of the box's size, blended like contents.
    let texture: OpaquePointer
}
