// The output of layercast-port for a table view cell written for iOS (CellInitializerTests
// checks the rewrite; this file checks that the result compiles against the toolkit and works).
import UIKit

final class ContactCell: UITableViewCell {
    static let reuseIdentifier = "contact"
    let badge = UILabel()

    required init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: .subtitle, reuseIdentifier: reuseIdentifier)
        contentView.addSubview(badge)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}
