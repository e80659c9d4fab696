import Testing

/// Overrides in extensions of a file's own classes move into the class body: Swift overrides only
/// there, while Objective-C dispatch let an extension of an `@objc` class override.
@Suite struct OverrideMoverTests {
    @Test func overridesInAnExtensionOfTheFilesClassMoveIntoItsBody() {
        expectPort("""
            class Label: UILabel {
                var expanded = false
            }

            // MARK: Touches
            extension Label {
                // Toggle on a tap.
                override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
                    expanded.toggle()
                }
                func helper() {}
            }
            """, """
            class Label: UILabel {
                var expanded = false
                // Toggle on a tap.
                override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
                    expanded.toggle()
                }
            }

            // MARK: Touches
            extension Label {
                func helper() {}
            }
            """)
    }

    @Test func extensionsOfOtherClassesStay() {
        let source = """
            extension UIView {
                override func layoutSubviews() {}
            }
            """
        expectPort(source, source)
    }
}

/// A bar button item's action assigned after the item was made.
@Suite struct ActionAssignmentTests {
    @Test func anActionAssignedToAnItemBecomesAMethodReference() {
        expectPort("""
            class Pager: UIViewController {
                func wire(_ item: UIBarButtonItem) {
                    item.target = self
                    item.action = #selector(next)
                }
                func next() {}
            }
            """, """
            class Pager: UIViewController {
                func wire(_ item: UIBarButtonItem) {
                    item.target = self
                    item.action = .init(Pager.next)
                }
                func next() {}
            }
            """)
    }
}
