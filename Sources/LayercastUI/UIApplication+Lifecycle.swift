import Foundation
import LayercastGraphics

extension UIApplication {
    /// Where the application is in its life: UIKit's `UIApplication.State`. Raw values are
    /// UIKit's.
    public enum State: Int, Sendable {
        /// In the foreground, receiving events: at least one client shows it.
        case active = 0
        /// In the foreground, not receiving events.
        case inactive = 1
        /// In the background: no client shows it.
        case background = 2
    }

    /// Posted when the application became active (`object`: the application).
    public static let didBecomeActiveNotification = Notification.Name("UIApplicationDidBecomeActiveNotification")
    /// Posted when the application is about to stop being active.
    public static let willResignActiveNotification = Notification.Name("UIApplicationWillResignActiveNotification")
    /// Posted when the application entered the background.
    public static let didEnterBackgroundNotification = Notification.Name("UIApplicationDidEnterBackgroundNotification")
    /// Posted when the application is about to leave the background.
    public static let willEnterForegroundNotification = Notification.Name("UIApplicationWillEnterForegroundNotification")
    /// Posted when the application finished launching.
    public static let didFinishLaunchingNotification = Notification.Name("UIApplicationDidFinishLaunchingNotification")
    /// Posted when the application is about to terminate.
    public static let willTerminateNotification = Notification.Name("UIApplicationWillTerminateNotification")
    /// Posted when the system asks the application to free memory.
    public static let didReceiveMemoryWarningNotification = Notification.Name("UIApplicationDidReceiveMemoryWarningNotification")

    /// Moves the application to `state`, posting UIKit's notifications in UIKit's order
    /// (background → active: will enter foreground, did become active; active → background:
    /// will resign active, did enter background) and telling the delegate. The server calls it
    /// as clients come and go: active while at least one shows the app.
    public func transition(to state: State) {
        let old = applicationState
        guard state != old else { return }
        if old == .active {
            delegate?.applicationWillResignActive(self)
            postNotification(Self.willResignActiveNotification, object: self)
        }
        if old == .background {
            delegate?.applicationWillEnterForeground(self)
            postNotification(Self.willEnterForegroundNotification, object: self)
        }
        applicationState = state
        switch state {
        case .active:
            delegate?.applicationDidBecomeActive(self)
            postNotification(Self.didBecomeActiveNotification, object: self)
        case .background:
            delegate?.applicationDidEnterBackground(self)
            postNotification(Self.didEnterBackgroundNotification, object: self)
        case .inactive:
            break
        }
    }

    /// The status bar's frame in screen coordinates: Layercast's clients show none, so it is
    /// zero height at the top of the main screen (UIKit reports `.zero` when it is hidden).
    public var statusBarFrame: CGRect { CGRect(x: 0, y: 0, width: screen.bounds.width, height: 0) }
    /// Whether the status bar is hidden: always, since clients show none.
    public var isStatusBarHidden: Bool { true }
    /// The interface's orientation, from the main screen's shape.
    public var statusBarOrientation: UIInterfaceOrientation {
        screen.bounds.width > screen.bounds.height ? .landscapeRight : .portrait
    }
    /// The layout direction of the interface. Layercast lays out left to right.
    public var userInterfaceLayoutDirection: UIUserInterfaceLayoutDirection { .leftToRight }
    /// Whether the idle timer is disabled (UIKit dims a device after inactivity; clients decide
    /// for themselves). Kept for apps that set it.
    public var isIdleTimerDisabled: Bool {
        get { idleTimerDisabledStorage }
        set { idleTimerDisabledStorage = newValue }
    }

    /// The user's preferred text size: UIKit's default, `.large` (clients send none).
    public var preferredContentSizeCategory: UIContentSizeCategory { .large }

    /// The app's dynamic Home Screen quick actions. Kept for apps that set them; a served app
    /// has no Home Screen icon, so none is ever chosen.
    public var shortcutItems: [UIApplicationShortcutItem]? {
        get { shortcutItemsStorage }
        set { shortcutItemsStorage = newValue }
    }

    /// Whether a URL can be opened: no URL handlers exist on the server, so `false`.
    public func canOpenURL(_ url: URL) -> Bool { false }

    /// Options for `open(_:options:completionHandler:)`.
    public struct OpenExternalURLOptionsKey: Hashable, RawRepresentable, Sendable {
        /// The key's name.
        public let rawValue: String
        /// Creates a key.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// Open only when an app handles the URL as a universal link.
        public static let universalLinksOnly = OpenExternalURLOptionsKey(rawValue: "UIApplicationOpenURLOptionUniversalLinksOnly")
    }

    /// Asks to open `url`. The server has no URL handlers (a client may, in a later protocol
    /// version), so the completion handler gets `false`, on the next turn as UIKit calls it
    /// asynchronously.
    public func open(_ url: URL, options: [OpenExternalURLOptionsKey: Any] = [:],
                     completionHandler completion: (@MainActor @Sendable (Bool) -> Void)? = nil) {
        guard let completion else { return }
        _ = scheduleTimer(at: clock.now) { completion(false) }
    }
}

/// The direction of the interface's layout: UIKit's `UIUserInterfaceLayoutDirection`.
public enum UIUserInterfaceLayoutDirection: Int, Sendable {
    /// Left to right.
    case leftToRight = 0
    /// Right to left.
    case rightToLeft = 1
}
