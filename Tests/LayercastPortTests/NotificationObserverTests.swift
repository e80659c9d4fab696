import LayercastPort
import Testing

/// `addObserver(_:selector:name:object:)` becomes swift-corelibs-foundation's
/// `addObserver(forName:object:queue:using:)` with a closure calling the method on a weakly
/// captured `self`, on the main actor.
@Suite struct NotificationObserverTests {
    @Test func aMethodTakingTheNotificationIsPassedIt() {
        expectPort("""
            class ChatViewController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    NotificationCenter.default.addObserver(self, selector: #selector(keyboardWillShow(_:)), name: UIResponder.keyboardWillShowNotification, object: nil)
                }

                func keyboardWillShow(_ notification: Notification) {}
            }
            """, """
            class ChatViewController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    _ = NotificationCenter.default.addObserver(forName: UIResponder.keyboardWillShowNotification, object: nil, queue: nil) { [weak self] notification in
                        nonisolated(unsafe) let notification = notification
                        MainActor.assumeIsolated {
                            self?.keyboardWillShow(notification)
                        }
                    }
                }

                func keyboardWillShow(_ notification: Notification) {}
            }
            """)
    }

    @Test func aBareSelectorTakesItsArityFromTheDeclarationInTheFile() {
        // `#selector(refresh)` names `refresh()` or `refresh(_:)`, whichever the type declares.
        expectPort("""
            final class InboxViewController: UITableViewController {
                func observe(_ center: NotificationCenter, store: MessageStore) {
                    center.addObserver(self,
                                       selector: #selector(refresh),
                                       name: .messagesDidChange,
                                       object: store)
                    center.addObserver(self, selector: #selector(self.storeDidSync), name: .storeDidSync, object: store)
                }
            }

            extension InboxViewController {
                func refresh() { tableView.reloadData() }
                func storeDidSync(note: Notification) {}
            }
            """, """
            final class InboxViewController: UITableViewController {
                func observe(_ center: NotificationCenter, store: MessageStore) {
                    _ = center.addObserver(forName: .messagesDidChange, object: store, queue: nil) { [weak self] _ in
                        MainActor.assumeIsolated {
                            self?.refresh()
                        }
                    }
                    _ = center.addObserver(forName: .storeDidSync, object: store, queue: nil) { [weak self] notification in
                        nonisolated(unsafe) let notification = notification
                        MainActor.assumeIsolated {
                            self?.storeDidSync(note: notification)
                        }
                    }
                }
            }

            extension InboxViewController {
                func refresh() { tableView.reloadData() }
                func storeDidSync(note: Notification) {}
            }
            """)
    }

    @Test func aUsedResultIsKeptAndTabsIndentTheClosure() {
        expectPort("""
            class A: UIViewController {
            \tfunc observe() {
            \t\tlet token: Any = NotificationCenter.default.addObserver(self, selector: #selector(A.themeChanged), name: nil, object: nil)
            \t\ttokens.append(token)
            \t}
            \tfunc themeChanged() {}
            }
            """, """
            class A: UIViewController {
            \tfunc observe() {
            \t\tlet token: Any = NotificationCenter.default.addObserver(forName: nil, object: nil, queue: nil) { [weak self] _ in
            \t\t\tMainActor.assumeIsolated {
            \t\t\t\tself?.themeChanged()
            \t\t\t}
            \t\t}
            \t\ttokens.append(token)
            \t}
            \tfunc themeChanged() {}
            }
            """)
    }

    @Test func removeObserverSelfIsReportedOnlyWhenObserversWereRewritten() {
        expectPort("""
            class A: UIViewController {
                deinit { NotificationCenter.default.removeObserver(self) }
                func observe() {
                    NotificationCenter.default.addObserver(self, selector: #selector(update(_:)), name: .update, object: nil)
                }
            }
            """, """
            class A: UIViewController {
                deinit { NotificationCenter.default.removeObserver(self) }
                func observe() {
                    _ = NotificationCenter.default.addObserver(forName: .update, object: nil, queue: nil) { [weak self] notification in
                        nonisolated(unsafe) let notification = notification
                        MainActor.assumeIsolated {
                            self?.update(notification)
                        }
                    }
                }
            }
            """, warnings: [
                "2:41: warning: 'removeObserver(self)' does not remove the closure observers this file now adds; keep "
                    + "the token 'addObserver(forName:object:queue:using:)' returns and pass it to 'removeObserver(_:)'",
            ])
        let untouched = """
            class B: UIViewController {
                deinit { NotificationCenter.default.removeObserver(self) }
            }
            """
        expectPort(untouched, untouched)
    }

    @Test func aMethodTakingAnNSNotificationIsPassedOne() {
        // The closure gets a `Notification`; a method written for the selector form may take the
        // Objective-C class, which `as` bridges to on Linux too.
        expectPort("""
            class KeyboardConstraint: NSLayoutConstraint {
                func observe() {
                    NotificationCenter.default.addObserver(self, selector: #selector(KeyboardConstraint.keyboardWillShow(_:)), name: UIResponder.keyboardWillShowNotification, object: nil)
                    NotificationCenter.default.addObserver(self, selector: #selector(keyboardWillHide), name: UIResponder.keyboardWillHideNotification, object: nil)
                }
                @objc func keyboardWillShow(_ notification: NSNotification) {}
                @objc func keyboardWillHide(notification: NSNotification?) {}
            }
            """, """
            class KeyboardConstraint: NSLayoutConstraint {
                func observe() {
                    _ = NotificationCenter.default.addObserver(forName: UIResponder.keyboardWillShowNotification, object: nil, queue: nil) { [weak self] notification in
                        nonisolated(unsafe) let notification = notification
                        MainActor.assumeIsolated {
                            self?.keyboardWillShow(notification as NSNotification)
                        }
                    }
                    _ = NotificationCenter.default.addObserver(forName: UIResponder.keyboardWillHideNotification, object: nil, queue: nil) { [weak self] notification in
                        nonisolated(unsafe) let notification = notification
                        MainActor.assumeIsolated {
                            self?.keyboardWillHide(notification: notification as NSNotification)
                        }
                    }
                }
                func keyboardWillShow(_ notification: NSNotification) {}
                func keyboardWillHide(notification: NSNotification?) {}
            }
            """)
    }

    // MARK: - Reported, left as they were

    @Test func whatCannotBeRewrittenIsReported() {
        let source = """
            class A: UIViewController {
                func observe(_ other: Listener) {
                    NotificationCenter.default.addObserver(other, selector: #selector(Listener.heard(_:)), name: .x, object: nil)
                    NotificationCenter.default.addObserver(self, selector: #selector(inherited), name: .x, object: nil)
                    NotificationCenter.default.addObserver(self, selector: #selector(pair(_:_:)), name: .x, object: nil)
                }
                func pair(_ a: Notification, _ b: Int) {}
            }
            """
        expectPort(source, source, warnings: [
            "3:9: warning: a notification observer other than 'self' is not rewritten; use "
                + "'addObserver(forName:object:queue:using:)' with a closure that calls 'other's method",
            "4:9: warning: cannot tell whether 'inherited' takes the notification: this file declares no single "
                + "method 'inherited' in 'A'; write '#selector(inherited(_:))' if it takes it, or use "
                + "'addObserver(forName:object:queue:using:)' yourself",
            "5:9: warning: 'pair(_:_:)' takes more than the notification; call it from a closure passed to "
                + "'addObserver(forName:object:queue:using:)'",
        ])
    }
}
