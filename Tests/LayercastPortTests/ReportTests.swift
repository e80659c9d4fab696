import LayercastPort
import Testing

/// Constructs whose meaning is the Objective-C runtime are reported with what to write instead,
/// and left exactly as they were.
@Suite struct ReportTests {
    @Test func runtimeCallsAreReportedAtTheirName() {
        let source = """
            class SearchViewController: UIViewController {
                func textChanged() {
                    NSObject.cancelPreviousPerformRequests(withTarget: self)
                    perform(#selector(search), with: nil, afterDelay: 0.5)
                    if delegate.responds(to: #selector(SearchDelegate.searchDidBegin)) {}
                    let action = NSSelectorFromString("search")
                    let other = Selector(("reload"))
                    UIApplication.shared.sendAction(#selector(UIResponder.resignFirstResponder), to: nil, from: nil, for: nil)
                    player.addObserver(self, forKeyPath: #keyPath(AVPlayer.rate), options: [.new], context: nil)
                }
            }
            """
        // A nil-targeted action is rewritten (the toolkit sends it up the responder chain).
        let after = source.replacing("#keyPath(AVPlayer.rate)", with: "\"rate\"")
            .replacing("sendAction(#selector(UIResponder.resignFirstResponder)", with: "sendAction(UIResponder.resignFirstResponder")
        expectPort(source, after, warnings: [
            "3:18: warning: 'cancelPreviousPerformRequests' needs the Objective-C runtime; keep the "
                + "'DispatchWorkItem' you scheduled and cancel it instead",
            "4:9: warning: 'perform' with a selector needs the Objective-C runtime; call the method directly (after "
                + "a delay: from 'DispatchQueue.main.asyncAfter(deadline:execute:)')",
            "5:21: warning: 'responds(to:)' needs the Objective-C runtime; test for a protocol with 'as?', or give "
                + "the protocol requirement a default implementation, instead",
            "6:22: warning: 'NSSelectorFromString' needs the Objective-C runtime; look the method up in a "
                + "dictionary of closures instead",
            "7:21: warning: 'Selector(...)' needs the Objective-C runtime; pass a closure or a method reference "
                + "('Type.method') instead",
            "9:16: warning: key-value observing needs the Objective-C runtime; observe the property with 'didSet' "
                + "or a callback instead",
        ])
    }

    @Test func aSelectorAnywhereElseIsReported() {
        let source = """
            class GameViewController: UIViewController {
                let step = #selector(GameViewController.step)
                func start() {
                    link = CADisplayLink(target: self, selector: #selector(step(_:)))
                    handlers[#selector(start)] = true
                }
            }
            """
        let message = "warning: '#selector' needs the Objective-C runtime; pass a closure or the method reference "
        expectPort(source, source, warnings: [
            "2:16: " + message + "'GameViewController.step' instead",
            "4:54: " + message + "'GameViewController.step(_:)' instead",
            "5:18: " + message + "'GameViewController.start' instead",
        ])
    }

    @Test func aSelectorTypeAndAnObserverWithASelectorValueAreReportedWithTheEdit() {
        let source = """
            final class KeyboardWatcher {
                enum Event {
                    case willShow, didHide
                    var selector: Selector {
                        switch self {
                        case .willShow: return #selector(KeyboardWatcher.willShow(note:))
                        case .didHide: return #selector(KeyboardWatcher.didHide(note:))
                        }
                    }
                }
                func start(_ events: [Event]) {
                    let center = NotificationCenter.default
                    for event in events {
                        center.addObserver(self, selector: event.selector, name: event.name, object: nil)
                    }
                }
                var pending: [Selector] = []
                func willShow(note: Notification) {}
                func didHide(note: Notification) {}
            }
            """
        expectPort(source, source, warnings: [
            "4:23: warning: 'Selector' needs the Objective-C runtime; hold a method reference instead: "
                + "'(KeyboardWatcher) -> (Notification) -> Void', with 'KeyboardWatcher.willShow(note:)' in place of "
                + "'#selector(KeyboardWatcher.willShow(note:))', and call it as 'value(object)(argument)'",
            "6:36: warning: '#selector' needs the Objective-C runtime; pass a closure or the method reference "
                + "'KeyboardWatcher.willShow(note:)' instead",
            "7:35: warning: '#selector' needs the Objective-C runtime; pass a closure or the method reference "
                + "'KeyboardWatcher.didHide(note:)' instead",
            "14:13: warning: a selector held in a value is not rewritten; make 'event.selector' a method reference "
                + "(a '(KeyboardWatcher) -> (Notification) -> Void', such as 'KeyboardWatcher.method(_:)') and write "
                + "'_ = center.addObserver(forName: event.name, object: nil, queue: nil) { [weak self] notification "
                + "in MainActor.assumeIsolated { if let self { event.selector(self)(notification) } } }'",
            "17:19: warning: 'Selector' needs the Objective-C runtime; hold a method reference instead (a "
                + "'(Type) -> (Argument) -> Void', such as 'Type.method(_:)'), and call it as 'value(object)(argument)'",
        ])
    }

    @Test func aMethodCalledPerformIsNotReportedWithoutASelector() {
        let source = """
            class A: UIViewController {
                func run() { action.perform(sender: self); perform(segue) }
            }
            """
        expectPort(source, source)
    }

    @Test func aFileThatDoesNotParseIsLeftAlone() {
        let source = """
            class A: UIViewController {
                @IBOutlet weak var label: UILabel!
                func f( {
            }
            """
        let result = Porter().port(source)
        #expect(result.source == source)
        #expect(!result.changed)
        #expect(result.diagnostics.map(\.message) == [
            "the file has syntax errors, so nothing in it was rewritten; fix them first",
        ])
        #expect(result.diagnostics.first?.line == 3)
    }

    @Test func codeThatCannotBeCompiledOnLinuxIsLeftAlone() {
        // Never compiled on Linux, and usually the Apple half of code built for both.
        let appleOnly = """
            #if canImport(ObjectiveC)
            extension Store {
                @objc func refresh() { perform(#selector(reload)) }
            }
            #elseif os(iOS) || os(tvOS)
            @objcMembers final class Box: NSObject {}
            #elseif _runtime(_ObjC) && DEBUG
            @IBDesignable final class Badge: UIView {}
            #endif

            #if !canImport(Darwin)
            let runtime = "none"
            #else
            let selector = NSSelectorFromString("reload")
            #endif
            """
        expectPort(appleOnly, appleOnly)
    }

    @Test func conditionalCodeThatMayBeCompiledOnLinuxIsRewritten() {
        // Up to the clause certain to be active on Linux; the `#else` after it cannot be.
        expectPort("""
            #if canImport(UIKit)
            class A: UIViewController { @IBOutlet weak var label: UILabel! }
            #elseif DEBUG && !os(macOS)
            @IBDesignable final class Badge: UIView {}
            #elseif os(iOS) || os(Linux)
            @objcMembers final class Box: NSObject {}
            #else
            @objc protocol P {}
            #endif
            """, """
            #if canImport(UIKit)
            class A: UIViewController { weak var label: UILabel! }
            #elseif DEBUG && !os(macOS)
            final class Badge: UIView {}
            #elseif os(iOS) || os(Linux)
            final class Box: NSObject {}
            #else
            @objc protocol P {}
            #endif
            """)
    }

    @Test func cleanCodeIsUntouched() {
        let source = """
            import UIKit

            final class CounterViewController: UIViewController {
                private let button = UIButton(type: .system)
                private var count = 0

                override func viewDidLoad() {
                    super.viewDidLoad()
                    button.addTarget(self, action: CounterViewController.increment, for: .touchUpInside)
                    button.addAction(UIAction { [weak self] _ in self?.count = 0 }, for: .touchDownRepeat)
                }

                func increment() { count += 1 }
            }

            """
        expectPort(source, source)
    }
}
