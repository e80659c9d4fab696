import LayercastPort
import Testing

/// `#selector` as an `action:` argument becomes the target's method as an unbound method
/// reference, the form `UIControl.addTarget(_:action:for:)`, `UIBarButtonItem` and the gesture
/// recognizers of the toolkit take.
@Suite struct TargetActionTests {
    // MARK: - Qualified by the enclosing type

    @Test func aBareSelectorIsQualifiedByTheEnclosingClass() {
        expectPort("""
            final class LoginViewController: UIViewController {
                func wire() {
                    loginButton.addTarget(self, action: #selector(logIn), for: .touchUpInside)
                }
            }
            """, """
            final class LoginViewController: UIViewController {
                func wire() {
                    loginButton.addTarget(self, action: LoginViewController.logIn, for: .touchUpInside)
                }
            }
            """)
    }

    @Test func argumentLabelsAndSelfAreKeptOrDropped() {
        expectPort("""
            class SliderViewController: UIViewController {
                func wire() {
                    slider.addTarget(self, action: #selector(valueChanged(_:)), for: .valueChanged)
                    stepper.addTarget(self, action: #selector(self.stepped(_:forEvent:)), for: .valueChanged)
                    resetButton.addTarget(self, action: #selector(self.reset), for: .touchUpInside)
                }
            }
            """, """
            class SliderViewController: UIViewController {
                func wire() {
                    slider.addTarget(self, action: SliderViewController.valueChanged(_:), for: .valueChanged)
                    stepper.addTarget(self, action: SliderViewController.stepped(_:forEvent:), for: .valueChanged)
                    resetButton.addTarget(self, action: SliderViewController.reset, for: .touchUpInside)
                }
            }
            """)
    }

    @Test func anExtensionQualifiesByItsExtendedType() {
        expectPort("""
            extension SettingsViewController {
                func configureSwitch() {
                    notificationsSwitch.addTarget(self, action: #selector(toggled(_:)), for: .valueChanged)
                }
            }

            extension Settings.DetailController {
                func configure() { doneButton.addTarget(self, action: #selector(finish), for: .touchUpInside) }
            }
            """, """
            extension SettingsViewController {
                func configureSwitch() {
                    notificationsSwitch.addTarget(self, action: SettingsViewController.toggled(_:), for: .valueChanged)
                }
            }

            extension Settings.DetailController {
                func configure() { doneButton.addTarget(self, action: Settings.DetailController.finish, for: .touchUpInside) }
            }
            """)
    }

    @Test func theInnermostTypeQualifies() {
        expectPort("""
            class FeedViewController: UIViewController {
                final class HeaderView: UIView {
                    let button = UIButton()
                    func wire() { button.addTarget(self, action: #selector(expand), for: .touchUpInside) }
                }
                func wire() { refreshButton.addTarget(self, action: #selector(reload), for: .touchUpInside) }
            }
            """, """
            class FeedViewController: UIViewController {
                final class HeaderView: UIView {
                    let button = UIButton()
                    func wire() { button.addTarget(self, action: HeaderView.expand, for: .touchUpInside) }
                }
                func wire() { refreshButton.addTarget(self, action: FeedViewController.reload, for: .touchUpInside) }
            }
            """)
    }

    // MARK: - An explicit type

    @Test func anExplicitTypeIsKeptWhateverTheTarget() {
        expectPort("""
            final class CheckoutViewController: UIViewController {
                let coordinator = CheckoutCoordinator()
                func wire() {
                    payButton.addTarget(coordinator, action: #selector(CheckoutCoordinator.pay(_:with:)), for: .touchUpInside)
                    helpButton.addTarget(self, action: #selector(CheckoutViewController.showHelp), for: .touchUpInside)
                }
            }
            """, """
            final class CheckoutViewController: UIViewController {
                let coordinator = CheckoutCoordinator()
                func wire() {
                    payButton.addTarget(coordinator, action: CheckoutCoordinator.pay(_:with:), for: .touchUpInside)
                    helpButton.addTarget(self, action: CheckoutViewController.showHelp, for: .touchUpInside)
                }
            }
            """)
    }

    // MARK: - Bar button items and gesture recognizers

    @Test func barButtonItems() {
        expectPort("""
            class NotesViewController: UITableViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    navigationItem.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .add, target: self, action: #selector(addNote))
                    navigationItem.leftBarButtonItem = UIBarButtonItem(title: "Sort", style: .plain, target: self,
                                                                       action: #selector(sort(_:)))
                }
            }
            """, """
            class NotesViewController: UITableViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    navigationItem.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .add, target: self, action: NotesViewController.addNote)
                    navigationItem.leftBarButtonItem = UIBarButtonItem(title: "Sort", style: .plain, target: self,
                                                                       action: NotesViewController.sort(_:))
                }
            }
            """)
    }

    @Test func gestureRecognizers() {
        expectPort("""
            class PhotoViewController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    let tap = UITapGestureRecognizer(target: self, action: #selector(handleTap(_:)))
                    tap.numberOfTapsRequired = 2
                    imageView.addGestureRecognizer(tap)
                    let pan = UIPanGestureRecognizer()
                    pan.addTarget(self, action: #selector(handlePan))
                    imageView.addGestureRecognizer(pan)
                }
            }
            """, """
            class PhotoViewController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    let tap = UITapGestureRecognizer(target: self, action: PhotoViewController.handleTap(_:))
                    tap.numberOfTapsRequired = 2
                    imageView.addGestureRecognizer(tap)
                    let pan = UIPanGestureRecognizer()
                    pan.addTarget(self, action: PhotoViewController.handlePan)
                    imageView.addGestureRecognizer(pan)
                }
            }
            """)
    }

    @Test func aCommentAroundTheSelectorStays() {
        expectPort("""
            class A: UIViewController {
                func wire() {
                    b.addTarget(self,
                                action: #selector(go) /* the main action */,
                                for: .touchUpInside)
                }
            }
            """, """
            class A: UIViewController {
                func wire() {
                    b.addTarget(self,
                                action: A.go /* the main action */,
                                for: .touchUpInside)
                }
            }
            """)
    }

    @Test func storedAndLazyPropertyInitializersAreQualifiedByTheirType() {
        // The initializer of a stored or lazy property is inside the type as a method body is.
        expectPort("""
            final class StepperView: UIControl {
                lazy var addItem = UIBarButtonItem(barButtonSystemItem: .add, target: self, action: #selector(add))
                private lazy var pan: UIPanGestureRecognizer = {
                    let recognizer = UIPanGestureRecognizer(target: self, action: #selector(panned(_:)))
                    return recognizer
                }()
                let tap = UITapGestureRecognizer(target: self, action: #selector(StepperView.tapped))
                @objc func add() {}
                @objc func panned(_ recognizer: UIPanGestureRecognizer) {}
                @objc func tapped() {}
            }
            """, """
            final class StepperView: UIControl {
                lazy var addItem = UIBarButtonItem(barButtonSystemItem: .add, target: self, action: StepperView.add)
                private lazy var pan: UIPanGestureRecognizer = {
                    let recognizer = UIPanGestureRecognizer(target: self, action: StepperView.panned(_:))
                    return recognizer
                }()
                let tap = UITapGestureRecognizer(target: self, action: StepperView.tapped)
                func add() {}
                func panned(_ recognizer: UIPanGestureRecognizer) {}
                func tapped() {}
            }
            """)
    }

    // MARK: - Reported, left as they were

    /// A nil target stays nil: the toolkit sends the method up the responder chain, as UIKit
    /// sends the selector. An unqualified selector names the enclosing type's method.
    @Test func aNilTargetKeepsItsNilAndTheMethodGoesUpTheChain() {
        let source = """
            class EditorViewController: UIViewController {
                let copyItem = UIBarButtonItem(title: "Copy", style: .plain, target: nil, action: #selector(copy(_:)))
                func wire() {
                    button.addTarget(nil, action: #selector(EditorViewController.save), for: .touchUpInside)
                    UIApplication.shared.sendAction(#selector(UIResponder.resignFirstResponder), to: nil, from: self, for: nil)
                }
            }
            """
        let after = """
            class EditorViewController: UIViewController {
                let copyItem = UIBarButtonItem(title: "Copy", style: .plain, target: nil, action: EditorViewController.copy(_:))
                func wire() {
                    button.addTarget(nil, action: EditorViewController.save, for: .touchUpInside)
                    UIApplication.shared.sendAction(UIResponder.resignFirstResponder, to: nil, from: self, for: nil)
                }
            }
            """
        expectPort(source, after)
    }

    @Test func aTargetOfUnknownTypeIsReported() {
        let source = """
            class ListViewController: UIViewController {
                func wire() {
                    refreshButton.addTarget(viewModel, action: #selector(refresh), for: .touchUpInside)
                    layoutButton.addTarget(view, action: #selector(self.view.layoutIfNeeded), for: .touchUpInside)
                }
            }
            """
        expectPort(source, source, warnings: [
            "3:52: warning: cannot tell the type of the target 'viewModel'; write the method reference yourself: "
                + "'Type.refresh'",
            "4:46: warning: cannot tell the type of 'self.view'; write the method reference yourself: "
                + "'Type.layoutIfNeeded'",
        ])
    }

    @Test func aSelectorOutsideAnyTypeIsReported() {
        let source = """
            let saveCommand = UIKeyCommand(input: "s", modifierFlags: .command, action: #selector(save))
            """
        expectPort(source, source, warnings: [
            "1:77: warning: '#selector(save)' is outside any type declaration; write the method reference yourself: "
                + "'Type.save'",
        ])
    }

    @Test func removingOneActionIsReported() {
        let source = """
            class A: UIViewController {
                func unwire() { b.removeTarget(self, action: #selector(go), for: .touchUpInside) }
            }
            """
        expectPort(source, source, warnings: [
            "2:50: warning: removing one action needs its selector; 'removeTarget(_:for:)' removes all of the "
                + "target's actions for the events, or keep the 'UIAction' you added and use 'removeAction(_:for:)'",
        ])
    }

    @Test func propertyAccessorSelectorsAreReported() {
        let source = """
            class A: UIViewController {
                func wire() { b.addTarget(self, action: #selector(getter: isEditing), for: .touchUpInside) }
            }
            """
        expectPort(source, source, warnings: [
            "2:45: warning: '#selector(getter:)' names a property accessor, which has no method reference; pass a "
                + "closure that reads the property instead",
        ])
    }
}
