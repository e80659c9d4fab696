import LayercastPort
import UIKit
import Testing

/// A cell subclass's `override init` of the cell class's initialiser becomes `required`: the
/// toolkit makes registered cells from their class, which Swift does through a required
/// initialiser only.
@Suite struct CellInitializerTests {
    @Test func cellInitializersBecomeRequired() {
        expectPort("""
            final class ContactCell: UITableViewCell {
                override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
                    super.init(style: .subtitle, reuseIdentifier: reuseIdentifier)
                }
                required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
            }
            class PhotoCell: UICollectionViewCell {
                @objc override init(frame: CGRect) { super.init(frame: frame) }
            }
            class SectionHeader: UITableViewHeaderFooterView {
                override public init(reuseIdentifier: String?) { super.init(reuseIdentifier: reuseIdentifier) }
            }
            """, """
            final class ContactCell: UITableViewCell {
                required init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
                    super.init(style: .subtitle, reuseIdentifier: reuseIdentifier)
                }
                required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
            }
            class PhotoCell: UICollectionViewCell {
                required init(frame: CGRect) { super.init(frame: frame) }
            }
            class SectionHeader: UITableViewHeaderFooterView {
                required public init(reuseIdentifier: String?) { super.init(reuseIdentifier: reuseIdentifier) }
            }
            """)
    }

    @Test func otherInitializersAndOtherClassesStay() {
        expectPort("""
            class Badge: UIView {
                override init(frame: CGRect) { super.init(frame: frame) }
            }
            class TagCell: UICollectionViewCell {
                init(tag: Int) { super.init(frame: .zero) }
                convenience init() { self.init(tag: 0) }
            }
            extension UITableViewCell {
                convenience init(text: String) { self.init(style: .default, reuseIdentifier: nil) }
            }
            """, """
            class Badge: UIView {
                override init(frame: CGRect) { super.init(frame: frame) }
            }
            class TagCell: UICollectionViewCell {
                init(tag: Int) { super.init(frame: .zero) }
                convenience init() { self.init(tag: 0) }
            }
            extension UITableViewCell {
                convenience init(text: String) { self.init(style: .default, reuseIdentifier: nil) }
            }
            """)
    }
}

/// The rewritten cell (Ported/ContactCell.swift) registers and dequeues as on iOS.
@MainActor @Suite struct PortedCellTests {
    final class Source: NSObject, UITableViewDataSource {
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: ContactCell.reuseIdentifier, for: indexPath)
            cell.textLabel?.text = "Contact \(indexPath.row)"
            return cell
        }
    }

    @Test func theRewrittenCellIsMadeFromItsClass() {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: .plain)
        let source = Source()
        table.register(ContactCell.self, forCellReuseIdentifier: ContactCell.reuseIdentifier)
        table.dataSource = source
        table.reloadData()
        table.layoutIfNeeded()
        let cell = table.cellForRow(at: IndexPath(row: 1, section: 0))
        #expect(cell is ContactCell)
        #expect(cell?.textLabel?.text == "Contact 1")
        #expect((cell as? ContactCell)?.badge.superview === cell?.contentView)
        withExtendedLifetime(source) {}
    }
}

/// A layer subclass's `override init()` and `override init(layer:)` become `required`: the
/// toolkit makes presentation copies through `init(layer:)`, as Core Animation does.
@Suite struct LayerInitializerTests {
    @Test func layerInitializersBecomeRequired() {
        expectPort("""
            class PulseLayer: CALayer {
                var pulse: CGFloat = 0
                override init() { super.init() }
                override init(layer: Any) {
                    super.init(layer: layer)
                    if let other = layer as? PulseLayer { pulse = other.pulse }
                }
                required init?(coder: NSCoder) { super.init(coder: coder) }
            }
            """, """
            class PulseLayer: CALayer {
                var pulse: CGFloat = 0
                required init() { super.init() }
                required init(layer: Any) {
                    super.init(layer: layer)
                    if let other = layer as? PulseLayer { pulse = other.pulse }
                }
                required init?(coder: NSCoder) { super.init(coder: coder) }
            }
            """)
    }
}
