import Foundation
import LayercastGraphics
import LayercastUI

// Stand-in until the toolkit's UILabel lands (branch `drawing`); same names as UIKit's so the
// demo's code does not change when this file goes.

/// A single line of text, centred vertically, drawn with the view's `draw(_:)`.
@MainActor
final class UILabel: UIView {
    /// The text; `nil` draws nothing.
    var text: String? { didSet { if text != oldValue { setNeedsDisplay() } } }
    /// The font. Default 17 pt system.
    var font = UIFont.systemFont(ofSize: 17) { didSet { setNeedsDisplay() } }
    /// The text colour. Default black.
    var textColor = UIColor.black { didSet { setNeedsDisplay() } }
    /// The horizontal alignment. Default natural (left).
    var textAlignment = NSTextAlignment.natural { didSet { setNeedsDisplay() } }

    override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
        isOpaque = false
        contentMode = .redraw
    }

    override func draw(_ rect: CGRect) {
        guard let text, !text.isEmpty else { return }
        let style = NSMutableParagraphStyle()
        style.alignment = textAlignment
        let attributes: [NSAttributedString.Key: Any] = [.font: font, .foregroundColor: textColor, .paragraphStyle: style]
        let height = text.size(withAttributes: attributes).height
        text.draw(in: CGRect(x: 0, y: (bounds.height - height) / 2, width: bounds.width, height: height),
                  withAttributes: attributes)
    }
}
