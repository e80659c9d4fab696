import Foundation
import LayercastGraphics
import LayercastUI

/// The demo's presenter mode, as the Windows chapter's "Displaying Content on an External
/// Display" describes it: when a second screen connects, the selected photo goes full-screen
/// on it and the main screen becomes a remote (previous, next, and a trackpad whose drag moves
/// a pointer dot on the big screen); when that screen disconnects, the demo is as it was.
///
/// It listens to the application's `UIScreen.didConnectNotification` and
/// `didDisconnectNotification`; the observers keep it alive as long as the application.
@MainActor
public final class DemoPresenterMode {
    private unowned let application: UIApplication
    private let photoView: DemoPhotoView
    private weak var demoWindow: UIWindow?
    /// The screen presented on, while one is.
    public private(set) weak var presentationScreen: UIScreen?
    /// The window on the second screen, while presenting.
    public private(set) var presentationWindow: UIWindow?
    /// What the second screen shows, while presenting.
    public private(set) var presentationView: DemoPresentationView?
    /// The remote's window over the demo on the main screen, while presenting.
    public private(set) var remoteWindow: UIWindow?
    /// The remote, while presenting.
    public private(set) var remoteView: DemoRemoteView?
    /// How many times the remote's trackpad moved the pointer dot.
    public private(set) var pointerMoves = 0

    /// Starts listening to `application`'s screens; `photoView` gives the selected photo and
    /// `demoWindow` is the window the remote covers.
    @discardableResult
    public static func install(in application: UIApplication, photoView: DemoPhotoView, demoWindow: UIWindow) -> DemoPresenterMode {
        let mode = DemoPresenterMode(application: application, photoView: photoView, demoWindow: demoWindow)
        let center = application.notificationCenter
        // The notifications come from the application's turn, on the main actor.
        _ = center.addObserver(forName: UIScreen.didConnectNotification, object: nil, queue: nil) { note in
            nonisolated(unsafe) let screen = note.object as AnyObject?
            MainActor.assumeIsolated { if let screen = screen as? UIScreen { mode.screenDidConnect(screen) } }
        }
        _ = center.addObserver(forName: UIScreen.didDisconnectNotification, object: nil, queue: nil) { note in
            nonisolated(unsafe) let screen = note.object as AnyObject?
            MainActor.assumeIsolated { if let screen = screen as? UIScreen { mode.screenDidDisconnect(screen) } }
        }
        return mode
    }

    private init(application: UIApplication, photoView: DemoPhotoView, demoWindow: UIWindow) {
        self.application = application
        self.photoView = photoView
        self.demoWindow = demoWindow
    }

    /// Whether a photo is presented on a second screen.
    public var isPresenting: Bool { presentationWindow != nil }

    /// Where the remote's next button is, in main-screen points; `nil` when not presenting.
    public var nextButtonFrame: CGRect? { remoteView.map { $0.nextButton.convert($0.nextButton.bounds, to: nil) } }
    /// Where the remote's previous button is, in main-screen points.
    public var previousButtonFrame: CGRect? { remoteView.map { $0.previousButton.convert($0.previousButton.bounds, to: nil) } }
    /// Where the remote's trackpad is, in main-screen points.
    public var trackpadFrame: CGRect? { remoteView.map { $0.trackpad.convert($0.trackpad.bounds, to: nil) } }

    private func screenDidConnect(_ screen: UIScreen) {
        guard !isPresenting else { return }
        let window = UIWindow(screen: screen)
        let view = DemoPresentationView(frame: window.bounds, imageScale: screen.scale)
        view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        window.addSubview(view)
        view.show(sceneIndex: photoView.sceneIndex)
        window.isHidden = false
        presentationScreen = screen
        presentationWindow = window
        presentationView = view

        let remoteWindow = UIWindow(screen: application.screen)
        let remote = DemoRemoteView(frame: remoteWindow.bounds)
        remote.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        remote.setTitle("Presenting on screen \(application.screens.count - 1)")
        remote.previousButton.addAction(UIAction { [unowned self] _ in step(-1) }, for: .touchUpInside)
        remote.nextButton.addAction(UIAction { [unowned self] _ in step(1) }, for: .touchUpInside)
        remote.onPointer = { [unowned self] unit in
            if unit != nil { pointerMoves += 1 }
            presentationView?.movePointer(to: unit)
        }
        remoteWindow.addSubview(remote)
        remoteWindow.makeKeyAndVisible()
        self.remoteWindow = remoteWindow
        remoteView = remote
    }

    private func screenDidDisconnect(_ screen: UIScreen) {
        guard screen === presentationScreen else { return }
        // Hiding the key remote makes the demo's window key again (UIWindow.isHidden).
        remoteWindow?.isHidden = true
        if let demoWindow, !demoWindow.isKeyWindow { demoWindow.makeKey() }
        remoteWindow = nil
        remoteView = nil
        presentationWindow = nil
        presentationView = nil
        presentationScreen = nil
    }

    /// Shows the photo `delta` away on the big screen.
    private func step(_ delta: Int) {
        guard let view = presentationView else { return }
        view.show(sceneIndex: view.sceneIndex + delta)
    }
}
