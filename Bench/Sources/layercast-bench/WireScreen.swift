import Foundation

/// A screen a scenario runs on: the app's logical screen and the client's pixels.
struct WireScreen: Sendable {
    /// The row label in the report.
    var name: String
    /// The app's screen, in points.
    var points: CGSize
    /// The client's pixels per point (the app's screen scale too).
    var scale: Double

    /// The client's output width, pixels.
    var pixelWidth: Int { Int((points.width * scale).rounded()) }
    /// The client's output height, pixels.
    var pixelHeight: Int { Int((points.height * scale).rounded()) }

    /// A phone: 390×844 points at 3 pixels per point (1170×2532 pixels).
    static let phone = WireScreen(name: "390×844 pt @3×", points: CGSize(width: 390, height: 844), scale: 3)
    /// An external display: 1920×1080 pixels at 1 pixel per point.
    static let external = WireScreen(name: "1920×1080 px @1×", points: CGSize(width: 1920, height: 1080), scale: 1)
    /// CI's smoke run: the phone's points at 1 pixel per point, so a debug build stays quick.
    static let smoke = WireScreen(name: "390×844 pt @1× (smoke)", points: CGSize(width: 390, height: 844), scale: 1)
}
