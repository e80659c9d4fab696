import Foundation
import LayercastLayers
import LayercastProtocol
import LayercastCompositing

/// What makes clients need the same bytes: the scale contents are drawn at, whether they run
/// animations (without the capability the server sends model values only, SPEC §10.4), and the
/// wire features they take (text as glyph runs, §4.6).
public struct ScaleGroupKey: Hashable, Sendable, Comparable, CustomStringConvertible {
    /// Pixels per point the group's contents are drawn at.
    public var scale: Double
    /// Whether the group's clients accepted `Capabilities.animations`.
    public var animations: Bool
    /// The screen whose tree the group holds (SPEC §10.1.1; 0 is the main screen).
    public var screen: UInt32
    /// What the group's clients take beyond bitmaps (`glyphRuns`).
    public var features: WireFeatures

    /// Creates a key.
    public init(scale: Double, animations: Bool = true, screen: UInt32 = 0, features: WireFeatures = []) {
        self.scale = scale; self.animations = animations; self.screen = screen; self.features = features
    }

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

    /// Orders by screen, then scale, then without animations first, then by features.
    public static func < (a: ScaleGroupKey, b: ScaleGroupKey) -> Bool {
        if a.screen != b.screen { return a.screen < b.screen }
        if a.scale != b.scale { return a.scale < b.scale }
        if a.animations != b.animations { return !a.animations }
        return a.features.rawValue < b.features.rawValue
    }

    /// "1.28x", "1.28x-noanim", "2x-glyphs", or "1x@screen1" for an additional screen's group.
    public var description: String {
        "\(scale)x" + (animations ? "" : "-noanim") + (features.contains(.glyphRuns) ? "-glyphs" : "")
            + (screen == 0 ? "" : "@screen\(screen)")
    }
}
