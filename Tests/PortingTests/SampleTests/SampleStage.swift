import UIKit

/// An application on a 390×844-point 2× screen (an iPhone 14's) with a manual clock and a
/// visible key window: the samples run as the server runs an app, one run-loop turn at a time.
@MainActor
struct SampleStage {
    let app: UIApplication
    let window: UIWindow

    init() {
        let screen = UIScreen(bounds: CGRect(x: 0, y: 0, width: 390, height: 844), scale: 2)
        app = UIApplication(screen: screen, clock: ManualClock())
        window = UIWindow(screen: screen)
        window.makeKeyAndVisible()
    }

    /// A finger down and up at the centre of `view`, each phase delivered by its own turn as the
    /// server delivers a client's touches (`enqueueTouches`, then `runTurn` sends the event).
    func tap(_ view: UIView) {
        let point = view.convert(CGPoint(x: view.bounds.midX, y: view.bounds.midY), to: nil)
        touch(.began, at: point)
        touch(.ended, at: point)
    }

    /// One touch phase at `point` (window coordinates), then a turn.
    func touch(_ phase: UITouch.Phase, at point: CGPoint) {
        app.enqueueTouches([TouchInput(identifier: 1, phase: phase, location: point)])
        app.runTurn()
    }
}

/// The colour of the pixel at `point` (points, the view's bounds) in what `view` drew at `scale`,
/// unpremultiplied to 0…255 components; `nil` when the view drew nothing there.
@MainActor
func drawnColor(of view: UIView, at point: CGPoint, scale: CGFloat = 2) -> (r: Int, g: Int, b: Int, a: Int)? {
    drawnColor(of: view.layer, at: point, scale: scale)
}

/// The same for a layer's drawn contents (`point` in its bounds).
@MainActor
func drawnColor(of layer: CALayer, at point: CGPoint, scale: CGFloat = 2) -> (r: Int, g: Int, b: Int, a: Int)? {
    guard let image = layer.drawnContents(forScale: scale),
          let pixel = image.pixel(x: Int(point.x * scale), y: Int(point.y * scale)) else { return nil }
    let a = Int(pixel.a)
    guard a > 0 else { return (0, 0, 0, 0) }
    func component(_ c: UInt8) -> Int { min(255, (Int(c) * 255 + a / 2) / a) }
    return (component(pixel.r), component(pixel.g), component(pixel.b), a)
}

/// Whether each component is within `tolerance` of the expected one.
func matches(_ color: (r: Int, g: Int, b: Int, a: Int)?, _ r: Int, _ g: Int, _ b: Int, tolerance: Int = 6) -> Bool {
    guard let color else { return false }
    return abs(color.r - r) <= tolerance && abs(color.g - g) <= tolerance && abs(color.b - b) <= tolerance
}

/// Whether two rectangles are equal to within `tolerance` points: a view stores its frame as a
/// centre and a size, so a computed origin may come back off in the last bit.
func close(_ a: CGRect, _ b: CGRect, tolerance: CGFloat = 1e-9) -> Bool {
    abs(a.minX - b.minX) <= tolerance && abs(a.minY - b.minY) <= tolerance
        && abs(a.width - b.width) <= tolerance && abs(a.height - b.height) <= tolerance
}
