import Foundation
import LayercastGraphics

/// A service that acts on items, offered by `UIActivityViewController`: UIKit's `UIActivity`.
/// Subclass it for an app's own services (override `activityType`, `activityTitle`,
/// `canPerform(withActivityItems:)`, `prepare(withActivityItems:)` and `perform()`, and call
/// `activityDidFinish(_:)` when done).
@preconcurrency @MainActor
open class UIActivity {
    /// The kind of an activity: UIKit's `UIActivity.ActivityType`, with UIKit's raw values.
    public struct ActivityType: Hashable, RawRepresentable, Sendable {
        /// UIKit's string for the type.
        public let rawValue: String
        /// A type with the string `rawValue` (an app's own: a reverse-DNS name).
        public init(rawValue: String) { self.rawValue = rawValue }
        /// A type with the string `rawValue`.
        public init(_ rawValue: String) { self.rawValue = rawValue }

        /// Copies the items to the pasteboard (the client's clipboard, for text).
        public static let copyToPasteboard = ActivityType("com.apple.UIKit.activity.CopyToPasteboard")
        /// Posts to Facebook.
        public static let postToFacebook = ActivityType("com.apple.UIKit.activity.PostToFacebook")
        /// Posts to Twitter.
        public static let postToTwitter = ActivityType("com.apple.UIKit.activity.PostToTwitter")
        /// Sends a message.
        public static let message = ActivityType("com.apple.UIKit.activity.Message")
        /// Sends mail.
        public static let mail = ActivityType("com.apple.UIKit.activity.Mail")
        /// Prints.
        public static let print = ActivityType("com.apple.UIKit.activity.Print")
        /// Assigns an image to a contact.
        public static let assignToContact = ActivityType("com.apple.UIKit.activity.AssignToContact")
        /// Saves an image to the photo library.
        public static let saveToCameraRoll = ActivityType("com.apple.UIKit.activity.SaveToCameraRoll")
        /// Adds to the reading list.
        public static let addToReadingList = ActivityType("com.apple.UIKit.activity.AddToReadingList")
        /// Sends with AirDrop.
        public static let airDrop = ActivityType("com.apple.UIKit.activity.AirDrop")
        /// Opens in iBooks.
        public static let openInIBooks = ActivityType("com.apple.UIKit.activity.OpenInIBooks")
        /// Marks up as PDF.
        public static let markupAsPDF = ActivityType("com.apple.UIKit.activity.MarkupAsPDF")
    }

    /// How an activity shows in the controller.
    public enum Category: Int, Sendable {
        /// An action on the items (copy, print).
        case action
        /// A destination for the items (mail, messages).
        case share
    }

    /// The category of activities of this class. Default `.action`.
    open class var activityCategory: Category { .action }

    /// Creates an activity.
    public init() {}

    /// The activity's type. Default `nil`.
    open var activityType: ActivityType? { nil }
    /// The title shown for it. Default `nil` (such an activity is not offered).
    open var activityTitle: String? { nil }
    /// The image shown for it. Default `nil`.
    open var activityImage: UIImage? { nil }
    /// Whether it can act on `activityItems`. Default `false`.
    open func canPerform(withActivityItems activityItems: [Any]) -> Bool { false }
    /// Takes the items before `perform()`.
    open func prepare(withActivityItems activityItems: [Any]) {}
    /// A controller to present instead of calling `perform()`. Default `nil`.
    open var activityViewController: UIViewController? { nil }
    /// Does the work, then calls `activityDidFinish(_:)`. Default: finishes, not completed.
    open func perform() { activityDidFinish(false) }

    /// Tells the activity view controller the activity finished (`completed`: it did its work).
    public final func activityDidFinish(_ completed: Bool) {
        let finish = onFinish
        onFinish = nil
        finish?(completed)
    }

    var onFinish: (@MainActor (Bool) -> Void)?
}

/// Gives an item to an activity late, per activity type: UIKit's `UIActivityItemSource`.
@preconcurrency @MainActor
public protocol UIActivityItemSource: AnyObject {
    /// A stand-in of the item's type, before an activity is chosen.
    func activityViewControllerPlaceholderItem(_ activityViewController: UIActivityViewController) -> Any
    /// The item for `activityType` (`nil`: none for it).
    func activityViewController(_ activityViewController: UIActivityViewController,
                                itemForActivityType activityType: UIActivity.ActivityType?) -> Any?
    /// A subject line for activities that have one.
    func activityViewController(_ activityViewController: UIActivityViewController,
                                subjectForActivityType activityType: UIActivity.ActivityType?) -> String
}

extension UIActivityItemSource {
    /// No subject by default.
    public func activityViewController(_ activityViewController: UIActivityViewController,
                                       subjectForActivityType activityType: UIActivity.ActivityType?) -> String { "" }
}

/// The share sheet: UIKit's `UIActivityViewController`. Presented, it offers the activities
/// that can act on its items as an action sheet, with Cancel: Copy (text and URLs go to the
/// pasteboard, and so to the client's clipboard) and the app's own `applicationActivities`,
/// minus `excludedActivityTypes`. The system's other services (mail, messages, AirDrop) do not
/// exist on a server and are not offered. Choosing one dismisses the sheet, performs the
/// activity and calls `completionWithItemsHandler` when it finishes; Cancel calls it with no
/// type and `false`.
@preconcurrency @MainActor
open class UIActivityViewController: UIViewController {
    /// Called when the sheet is done: the chosen type (`nil` on Cancel), whether it completed,
    /// the items it returned, and an error.
    public typealias CompletionWithItemsHandler = (UIActivity.ActivityType?, Bool, [Any]?, (any Error)?) -> Void

    /// The items the activities act on.
    public let activityItems: [Any]
    /// The app's own activities.
    public let applicationActivities: [UIActivity]
    /// Activity types not to offer.
    open var excludedActivityTypes: [UIActivity.ActivityType]?
    /// Called when the sheet is done.
    open var completionWithItemsHandler: CompletionWithItemsHandler?

    /// A sheet for `activityItems` offering, besides the built-in ones, `applicationActivities`.
    public init(activityItems: [Any], applicationActivities: [UIActivity]?) {
        self.activityItems = activityItems
        self.applicationActivities = applicationActivities ?? []
        super.init(nibName: nil, bundle: nil)
        modalPresentationStyle = .overFullScreen
    }

    /// Layercast has no archives; a sheet from a coder has no items.
    public required init?(coder: NSCoder) {
        activityItems = []
        applicationActivities = []
        super.init(coder: coder)
        modalPresentationStyle = .overFullScreen
    }

    /// The items as activities get them: an item source's item for `type`, else the item.
    func items(for type: UIActivity.ActivityType?) -> [Any] {
        activityItems.compactMap { item in
            (item as? any UIActivityItemSource).map { $0.activityViewController(self, itemForActivityType: type) } ?? item
        }
    }

    /// The activities offered now, in order: Copy, then the app's own.
    var offeredActivities: [UIActivity] {
        let excluded = Set(excludedActivityTypes ?? [])
        let all: [UIActivity] = [CopyToPasteboardActivity()] + applicationActivities
        return all.filter { activity in
            guard activity.activityTitle != nil else { return false }
            if let type = activity.activityType, excluded.contains(type) { return false }
            return activity.canPerform(withActivityItems: items(for: activity.activityType))
        }
    }

    /// The sheet: a dimmed view holding an action sheet of the offered activities.
    open override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = UIColor(white: 0, alpha: 0.2)
        let sheet = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
        for activity in offeredActivities {
            sheet.addAction(UIAlertAction(title: activity.activityTitle, style: .default) { [weak self] _ in
                self?.run(activity)
            })
        }
        sheet.addAction(UIAlertAction(title: "Cancel", style: .cancel) { [weak self] _ in
            self?.completionWithItemsHandler?(nil, false, nil, nil)
        })
        addChild(sheet)
        sheet.view.frame = view.bounds
        sheet.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(sheet.view)
        sheet.didMove(toParent: self)
    }

    private func run(_ activity: UIActivity) {
        let type = activity.activityType
        activity.onFinish = { [weak self] completed in self?.completionWithItemsHandler?(type, completed, nil, nil) }
        activity.prepare(withActivityItems: items(for: type))
        if let controller = activity.activityViewController {
            presentingViewController?.present(controller, animated: true)
        } else {
            activity.perform()
        }
    }
}

/// Copy: strings, URLs and numbers go to the general pasteboard as text, which a typing client
/// receives on its clipboard.
@MainActor
final class CopyToPasteboardActivity: UIActivity {
    private var texts: [String] = []

    override var activityType: ActivityType? { .copyToPasteboard }
    override var activityTitle: String? { "Copy" }
    override func canPerform(withActivityItems activityItems: [Any]) -> Bool { !Self.texts(of: activityItems).isEmpty }
    override func prepare(withActivityItems activityItems: [Any]) { texts = Self.texts(of: activityItems) }
    override func perform() {
        UIPasteboard.general.strings = texts
        activityDidFinish(true)
    }

    private static func texts(of items: [Any]) -> [String] {
        items.compactMap { item in
            switch item {
            case let text as String: text
            case let text as NSAttributedString: text.string
            case let url as URL: url.absoluteString
            case let number as NSNumber: number.stringValue
            default: nil
            }
        }
    }
}
