import Foundation
import LayercastGraphics
import LayercastLayers
import LayercastUI
import NIOCore

/// The logical screen an app is served on.
public struct ServedScreen: Sendable, Equatable {
    /// The screen's size in points (what every mirroring client letterboxes).
    public var size: CGSize
    /// The screen's own scale (pixels per point) for code that reads `UIScreen.scale`; clients'
    /// contents are drawn at their own scales whatever this is.
    public var scale: Double

    /// Creates a screen; the default is a 390×844-point phone at 3 px/pt.
    public init(size: CGSize = CGSize(width: 390, height: 844), scale: Double = 3) {
        self.size = size; self.scale = scale
    }
}

extension LayercastServer {
    /// An application on `screen` with the system's monotonic clock (drawn by the toolkit's
    /// default contents renderer).
    public static func makeApplication(screen: ServedScreen) -> UIApplication {
        UIApplication(screen: UIScreen(bounds: CGRect(origin: .zero, size: screen.size), scale: CGFloat(screen.scale)),
                      clock: MonotonicClock())
    }

    /// Creates the application for `screen`, launches it with `launch` (inside the application's
    /// transaction scope, so it may build views), and serves it until the calling task is
    /// cancelled. Throws what `init` and `start()` throw.
    public static func serve(screen: ServedScreen = ServedScreen(), configuration: ServerConfiguration,
                             eventLoopGroup: any EventLoopGroup,
                             launch: @MainActor (UIApplication) -> Void) async throws {
        let application = makeApplication(screen: screen)
        application.perform { launch(application) }
        try await serve(ui: UIApplicationServedUI(application: application), configuration: configuration,
                        eventLoopGroup: eventLoopGroup)
    }

    /// Serves the app of a UIKit-style application delegate until the calling task is cancelled:
    /// creates the application, calls `application(_:didFinishLaunchingWithOptions:)`, listens.
    /// Throws `LayercastServerError.invalidConfiguration` when the delegate refuses to launch, and
    /// what `init` and `start()` throw.
    ///
    /// ```swift
    /// let group = MultiThreadedEventLoopGroup(numberOfThreads: 2)
    /// try await LayercastServer.serve(delegate: MyAppDelegate(), configuration: .init(), eventLoopGroup: group)
    /// ```
    public static func serve(delegate: any UIApplicationDelegate, screen: ServedScreen = ServedScreen(),
                             configuration: ServerConfiguration, eventLoopGroup: any EventLoopGroup) async throws {
        let application = makeApplication(screen: screen)
        application.delegate = delegate
        let launched = application.perform { delegate.application(application, didFinishLaunchingWithOptions: nil) }
        guard launched else { throw LayercastServerError.invalidConfiguration("the application delegate did not launch") }
        // No client shows the app until one connects: UIKit's background.
        application.perform {
            application.postNotification(UIApplication.didFinishLaunchingNotification, object: application)
            application.transition(to: .background)
        }
        try await serve(ui: UIApplicationServedUI(application: application), configuration: configuration,
                        eventLoopGroup: eventLoopGroup)
    }
}
