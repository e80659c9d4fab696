import Foundation
import LayercastGraphics
import LayercastProtocol
import LayercastLayers
import LayercastServer
import LayercastUI

/// A square that jumps to where a touch begins and follows it.
@MainActor
final class PlaceholderSquare: UIView {
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { follow(touches) }
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { follow(touches) }

    private func follow(_ touches: Set<UITouch>) {
        if let touch = touches.first { center = touch.location(in: superview) }
    }
}

/// The app served until the demo exists: a window whose root view holds a rounded square that
/// follows touches, written as a UIKit app is.
@MainActor
final class PlaceholderAppDelegate: UIApplicationDelegate {
    var window: UIWindow?

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let window = UIWindow(screen: application.screen)
        let controller = UIViewController()
        window.rootViewController = controller
        controller.view.backgroundColor = UIColor(red: 0.95, green: 0.95, blue: 0.97, alpha: 1)
        let bounds = application.screen.bounds
        let square = PlaceholderSquare(frame: CGRect(x: bounds.midX - 60, y: bounds.midY - 60, width: 120, height: 120))
        square.backgroundColor = UIColor(red: 0.2, green: 0.45, blue: 0.9, alpha: 1)
        square.layer.cornerRadius = 24
        controller.view.addSubview(square)
        window.makeKeyAndVisible()
        self.window = window
        return true
    }
}
