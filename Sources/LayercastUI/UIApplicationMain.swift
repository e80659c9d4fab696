import Foundation

/// UIKit's entry point, which on iOS creates the application and its delegate and runs the
/// main loop. A Layercast app is started by its server instead, which owns the network and
/// the clock (`LayercastServer.serve(delegate:configuration:eventLoopGroup:)`, README
/// "Serving your own app"), and the toolkit links no networking; so this stops with a message
/// saying what to write, as a missing storyboard does. Replace the call (or `@UIApplicationMain`)
/// with the server's `serve`, passing an instance of the delegate class.
@discardableResult
public func UIApplicationMain(_ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>,
                              _ principalClassName: String?, _ delegateClassName: String?) -> Int32 {
    let delegate = delegateClassName.map { "\($0)()" } ?? "YourAppDelegate()"
    preconditionFailure("UIApplicationMain cannot start a served app: start it with "
        + "`try await LayercastServer.serve(delegate: \(delegate), configuration: ServerConfiguration(port: 7878), "
        + "eventLoopGroup: group)` (import LayercastServer; README \"Serving your own app\")")
}
