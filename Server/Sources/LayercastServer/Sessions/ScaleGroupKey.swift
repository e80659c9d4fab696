import Foundation
import LayercastProtocol

/// What makes clients need the same bytes: the scale contents are drawn at and whether they run
/// animations (without the capability the server sends model values only, SPEC §10.4).
public struct ScaleGroupKey: Hashable, Sendable, Comparable, CustomStringConvertible {
    /// Pixels per point the group's contents are drawn at.
    public var scale: Double
    /// Whether the group's clients accepted `Capabilities.animations`.
    public var animations: Bool

    /// Creates a key.
    public init(scale: Double, animations: Bool = true) { self.scale = scale; self.animations = animations }

    /// Scales are quantised to hundredths so clients of nearly the same size share a group.
    static let quantum = 100.0
    /// The range of scales the server draws at (pixels per point).
    static let scaleRange = 0.25...4.0

    /// The scale a client needs: the letterbox fit of the logical screen (points) into the
    /// client's pixels (`Viewport`'s rule), rounded **up** to a hundredth so the client never
    /// upscales a bitmap. A 390×844-point screen on 1920×1080 pixels gives 1.28.
    ///
    /// A client that declares a higher screen scale (a `--scale` override, a HiDPI display) gets
    /// contents at that scale instead (SPEC §10.1), so it never upscales either.
    public static func contentsScale(screenSize: CGSize, widthPixels: UInt32, heightPixels: UInt32,
                                     declaredScale: Double = 0) -> Double {
        let fit = Viewport(screenSize: screenSize, outputWidth: Int(widthPixels), outputHeight: Int(heightPixels)).scale
        let wanted = declaredScale.isFinite ? max(fit, declaredScale) : fit
        let rounded = (wanted * quantum - 1e-6).rounded(.up) / quantum
        return min(max(rounded, scaleRange.lowerBound), scaleRange.upperBound)
    }

    /// Orders by scale, then without animations first.
    public static func < (a: ScaleGroupKey, b: ScaleGroupKey) -> Bool {
        a.scale != b.scale ? a.scale < b.scale : (!a.animations && b.animations)
    }

    /// "1.28x" or "1.28x-noanim".
    public var description: String { "\(scale)x" + (animations ? "" : "-noanim") }
}
