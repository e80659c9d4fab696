import LayercastPort
import Testing

/// `@objc`, `@objcMembers` and the Interface Builder attributes are dropped; the declaration,
/// its other attributes and modifiers, its doc comment and its indentation stay.
@Suite struct AttributeTests {
    @Test func outletsKeepTheirModifiers() {
        expectPort("""
            class ProfileViewController: UIViewController {
                @IBOutlet weak var nameLabel: UILabel!
                @IBOutlet private(set) weak var avatarView: UIImageView!
                @IBOutlet var starViews: [UIImageView]!
                @IBOutlet
                weak var saveButton: UIButton!
            }
            """, """
            class ProfileViewController: UIViewController {
                weak var nameLabel: UILabel!
                private(set) weak var avatarView: UIImageView!
                var starViews: [UIImageView]!
                weak var saveButton: UIButton!
            }
            """)
    }

    @Test func actionsAndObjcMethodsKeepTheirDocCommentsAndOtherAttributes() {
        expectPort("""
            final class PlayerViewController: UIViewController {
                /// Starts or pauses playback.
                @IBAction func playTapped(_ sender: UIButton) {}

                // Called by the slider.
                @objc
                private func seek(_ slider: UISlider) {}

                @MainActor @objc(volumeChanged:) func volumeChanged(_ slider: UISlider) {}
                @objc @discardableResult
                func skip() -> Bool { true }
                @objc override func viewDidLoad() { super.viewDidLoad() }
                @objc // kept: a reason
                func rewind() {}
            }
            """, """
            final class PlayerViewController: UIViewController {
                /// Starts or pauses playback.
                func playTapped(_ sender: UIButton) {}

                // Called by the slider.
                private func seek(_ slider: UISlider) {}

                @MainActor func volumeChanged(_ slider: UISlider) {}
                @discardableResult
                func skip() -> Bool { true }
                override func viewDidLoad() { super.viewDidLoad() }
                // kept: a reason
                func rewind() {}
            }
            """)
    }

    @Test func typeAttributes() {
        expectPort("""
            @IBDesignable
            final class GradientView: UIView {
                @IBInspectable var startColor: UIColor = .white
                @IBInspectable var cornerRadius: CGFloat = 0 {
                    didSet { layer.cornerRadius = cornerRadius }
                }
            }

            @objcMembers class Settings: NSObject {
                @objc dynamic var volume = 0.5
            }

            @objc enum Mode: Int { case light, dark }

            @objc extension Settings {
                func reset() {}
            }
            """, """
            final class GradientView: UIView {
                var startColor: UIColor = .white
                var cornerRadius: CGFloat = 0 {
                    didSet { layer.cornerRadius = cornerRadius }
                }
            }

            class Settings: NSObject {
                dynamic var volume = 0.5
            }

            enum Mode: Int { case light, dark }

            extension Settings {
                func reset() {}
            }
            """)
    }

    @Test func anObjcProtocolStaysClassBound() {
        // `@objc` protocols are class-bound; without `AnyObject`, `weak var delegate: P?` fails.
        expectPort("""
            @objc protocol PickerDelegate {
                func picker(_ picker: Picker, didSelect index: Int)
            }
            @objc public protocol SourceDelegate: NSObjectProtocol { func sourceDidChange() }
            @objc protocol Named: AnyObject { var name: String { get } }
            """, """
            protocol PickerDelegate: AnyObject {
                func picker(_ picker: Picker, didSelect index: Int)
            }
            public protocol SourceDelegate: NSObjectProtocol, AnyObject { func sourceDidChange() }
            protocol Named: AnyObject { var name: String { get } }
            """)
    }

    @Test func initializersSubscriptsAndSegueActions() {
        expectPort("""
            class DetailViewController: UIViewController {
                @objc init() { super.init(nibName: nil, bundle: nil) }
                @objc subscript(index: Int) -> String { "" }
                @IBSegueAction func makeDetail(_ coder: NSCoder) -> UIViewController? { nil }
            }
            """, """
            class DetailViewController: UIViewController {
                init() { super.init(nibName: nil, bundle: nil) }
                subscript(index: Int) -> String { "" }
                func makeDetail(_ coder: NSCoder) -> UIViewController? { nil }
            }
            """)
    }

    // MARK: - Reported, left as they were

    @Test func managedPropertiesAreReported() {
        let source = """
            class Note: NSManagedObject {
                @NSManaged var title: String
            }
            """
        expectPort(source, source, warnings: [
            "2:5: warning: '@NSManaged' needs Core Data and the Objective-C runtime; store the property yourself",
        ])
    }
}
