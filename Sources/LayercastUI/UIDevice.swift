import Foundation
import LayercastGraphics

/// The device the app runs on: UIKit's `UIDevice`. On a Layercast server the "device" is the
/// served application's main screen: the idiom and orientation follow its size and shape.
@preconcurrency @MainActor
open class UIDevice {
    /// Posted when `orientation` changes while notifications are generated.
    public static let orientationDidChangeNotification = Notification.Name("UIDeviceOrientationDidChangeNotification")
    /// Posted when the battery's state changes (never: the server has no battery to report).
    public static let batteryStateDidChangeNotification = Notification.Name("UIDeviceBatteryStateDidChangeNotification")
    /// Posted when the battery's level changes (never).
    public static let batteryLevelDidChangeNotification = Notification.Name("UIDeviceBatteryLevelDidChangeNotification")

    /// The device of the served application (UIKit's `UIDevice.current`).
    public static var current: UIDevice { UIApplication.shared.device }

    /// The application whose device this is.
    unowned let application: UIApplication

    init(application: UIApplication) {
        self.application = application
    }

    /// The kind of interface: `.pad` when the main screen's shorter side is at least 768
    /// points (the narrowest iPad), else `.phone`.
    open var userInterfaceIdiom: UIUserInterfaceIdiom {
        let bounds = application.screen.bounds
        return min(bounds.width, bounds.height) >= 768 ? .pad : .phone
    }
    /// The device's orientation, from the main screen's shape: portrait when it is at least as
    /// tall as wide, else landscape left (home button on the right, as UIKit names it).
    open var orientation: UIDeviceOrientation {
        let bounds = application.screen.bounds
        return bounds.width > bounds.height ? .landscapeLeft : .portrait
    }
    /// Whether orientation notifications are generated (after
    /// `beginGeneratingDeviceOrientationNotifications()`).
    open private(set) var isGeneratingDeviceOrientationNotifications = false
    /// Starts orientation notifications.
    open func beginGeneratingDeviceOrientationNotifications() { isGeneratingDeviceOrientationNotifications = true }
    /// Stops orientation notifications.
    open func endGeneratingDeviceOrientationNotifications() { isGeneratingDeviceOrientationNotifications = false }

    /// The device's name: the server's host name.
    open var name: String { ProcessInfo.processInfo.hostName }
    /// The model, as UIKit's (`"iPhone"`, `"iPad"`) would name this idiom.
    open var model: String { userInterfaceIdiom == .pad ? "iPad" : "iPhone" }
    /// The localized model.
    open var localizedModel: String { model }
    /// The operating system's name: the server's.
    open var systemName: String { "Linux" }
    /// The operating system's version: the server's (`major.minor.patch`).
    open var systemVersion: String {
        let version = ProcessInfo.processInfo.operatingSystemVersion
        return "\(version.majorVersion).\(version.minorVersion).\(version.patchVersion)"
    }
    /// An identifier of this app on this device, stable for the process's life.
    open var identifierForVendor: UUID? { vendorIdentifier }
    private let vendorIdentifier = UUID()
    /// Whether the device runs several apps at once.
    open var isMultitaskingSupported: Bool { true }
    /// Whether battery monitoring is on; the server has no battery, so the state stays
    /// `.unknown` and the level -1, as UIKit reports without monitoring.
    open var isBatteryMonitoringEnabled = false
    /// The battery's state: `.unknown`.
    open var batteryState: BatteryState { .unknown }
    /// The battery's level, 0 to 1, or -1 when unknown: -1.
    open var batteryLevel: Float { -1 }
    /// Whether the proximity sensor is monitored; there is none, so setting it keeps `false`.
    open var isProximityMonitoringEnabled: Bool {
        get { false }
        set {}
    }
    /// Plays the keyboard's click (the client's, if any); nothing on the server.
    open func playInputClick() {}

    /// The battery's state: UIKit's `UIDevice.BatteryState`.
    public enum BatteryState: Int, Sendable {
        /// Unknown.
        case unknown = 0
        /// On battery.
        case unplugged = 1
        /// Charging.
        case charging = 2
        /// Full.
        case full = 3
    }
}

extension UIApplication {
    /// The application's device (`UIDevice.current` while it is served).
    var device: UIDevice {
        if let deviceStorage { return deviceStorage }
        let device = UIDevice(application: self)
        deviceStorage = device
        return device
    }
}
