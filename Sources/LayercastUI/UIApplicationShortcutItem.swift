import Foundation
import LayercastGraphics

/// A Home Screen quick action: UIKit's `UIApplicationShortcutItem`. A served app has no Home
/// Screen icon, so Layercast keeps the items an app sets (`UIApplication.shortcutItems`) without
/// offering them.
@preconcurrency @MainActor
open class UIApplicationShortcutItem {
    /// The app-defined kind of the action.
    open var type: String { typeStorage }
    /// The title.
    open var localizedTitle: String { titleStorage }
    /// The subtitle, if any.
    open var localizedSubtitle: String? { subtitleStorage }
    /// The icon, if any.
    open var icon: UIApplicationShortcutIcon? { iconStorage }
    /// App-defined information about the action.
    open var userInfo: [String: any NSSecureCoding]? { userInfoStorage }

    var typeStorage: String
    var titleStorage: String
    var subtitleStorage: String?
    var iconStorage: UIApplicationShortcutIcon?
    var userInfoStorage: [String: any NSSecureCoding]?

    /// Creates an item with every property.
    public init(type: String, localizedTitle: String, localizedSubtitle: String?, icon: UIApplicationShortcutIcon?,
                userInfo: [String: any NSSecureCoding]? = nil) {
        typeStorage = type
        titleStorage = localizedTitle
        subtitleStorage = localizedSubtitle
        iconStorage = icon
        userInfoStorage = userInfo
    }

    /// Creates an item with a type and a title.
    public convenience init(type: String, localizedTitle: String) {
        self.init(type: type, localizedTitle: localizedTitle, localizedSubtitle: nil, icon: nil)
    }
}

/// A quick action whose properties can change: UIKit's `UIMutableApplicationShortcutItem`.
@preconcurrency @MainActor
open class UIMutableApplicationShortcutItem: UIApplicationShortcutItem {
    /// The app-defined kind of the action.
    open override var type: String { get { typeStorage } set { typeStorage = newValue } }
    /// The title.
    open override var localizedTitle: String { get { titleStorage } set { titleStorage = newValue } }
    /// The subtitle, if any.
    open override var localizedSubtitle: String? { get { subtitleStorage } set { subtitleStorage = newValue } }
    /// The icon, if any.
    open override var icon: UIApplicationShortcutIcon? { get { iconStorage } set { iconStorage = newValue } }
    /// App-defined information about the action.
    open override var userInfo: [String: any NSSecureCoding]? { get { userInfoStorage } set { userInfoStorage = newValue } }
}

/// A quick action's icon: UIKit's `UIApplicationShortcutIcon`.
public final class UIApplicationShortcutIcon: Sendable {
    /// One of the system's icons.
    public enum IconType: Int, Sendable {
        case compose, play, pause, add, location, search, share, prohibit, contact, home, markLocation,
             favorite, love, cloud, invitation, confirmation, mail, message, date, time, capturePhoto,
             captureVideo, task, taskCompleted, alarm, bookmark, shuffle, audio, update
    }

    /// The system icon, or `nil` for an image or symbol icon.
    public let iconType: IconType?
    /// The image or SF Symbol's name, for those icons.
    public let name: String?

    /// A system icon.
    public init(type: IconType) { iconType = type; name = nil }
    /// An icon from the app's image named `templateImageName`.
    public init(templateImageName: String) { iconType = nil; name = templateImageName }
    /// An icon from the SF Symbol `systemImageName`.
    public init(systemImageName: String) { iconType = nil; name = systemImageName }
}
