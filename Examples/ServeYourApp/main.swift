import UIKit
import LayercastServer
import NIOPosix

final class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
    private var taps = 0

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let window = UIWindow(screen: application.screen)
        let controller = UIViewController()
        controller.view.backgroundColor = .white
        let label = UILabel(frame: CGRect(x: 20, y: 120, width: 350, height: 40))
        label.text = "Taps: 0"
        let button = UIButton(type: .system)
        button.frame = CGRect(x: 20, y: 60, width: 120, height: 44)
        button.setTitle("Tap me", for: .normal)
        button.addAction(UIAction { [unowned self] _ in
            taps += 1
            label.text = "Taps: \(taps)"
        }, for: .touchUpInside)
        controller.view.addSubview(button)
        controller.view.addSubview(label)
        window.rootViewController = controller
        window.makeKeyAndVisible()
        self.window = window
        return true
    }
}

let group = MultiThreadedEventLoopGroup(numberOfThreads: 2)
try await LayercastServer.serve(delegate: AppDelegate(),
                                configuration: ServerConfiguration(port: 7878),
                                eventLoopGroup: group)
