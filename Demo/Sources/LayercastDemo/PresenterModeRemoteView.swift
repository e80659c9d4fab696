import Foundation
import LayercastGraphics
import LayercastUI

/// The main screen in presenter mode: a remote with previous and next buttons and a trackpad
/// whose drag moves the pointer dot on the big screen.
@MainActor
public final class DemoRemoteView: UIView {
    let titleLabel = UILabel()
    /// Shows the previous photo on the big screen.
    public let previousButton = UIButton(type: .system)
    /// Shows the next photo on the big screen.
    public let nextButton = UIButton(type: .system)
    /// Where a drag moves the pointer.
    public let trackpad = UIView()
    /// Called with the trackpad position of a drag (0…1 in each axis), `nil` when it ends.
    var onPointer: (@MainActor (CGPoint?) -> Void)?

    /// Creates the remote, filling `frame`.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .demo(DemoPalette.ink)
        titleLabel.font = .systemFont(ofSize: 22, weight: .bold)
        titleLabel.textColor = .white
        titleLabel.textAlignment = .center
        addSubview(titleLabel)
        for (button, title) in [(previousButton, "Previous"), (nextButton, "Next")] {
            button.setTitle(title, for: .normal)
            button.backgroundColor = .demo(DemoPalette.accent)
            button.layer.cornerRadius = 12
            button.setTitleColor(.white, for: .normal)
            addSubview(button)
        }
        trackpad.backgroundColor = .demo(DemoPalette.secondaryInk)
        trackpad.layer.cornerRadius = 16
        trackpad.addGestureRecognizer(UIPanGestureRecognizer(handler: { [unowned self] pan in
            switch pan.state {
            case .began, .changed:
                let p = pan.location(in: trackpad)
                let size = trackpad.bounds.size
                onPointer?(CGPoint(x: p.x / max(size.width, 1), y: p.y / max(size.height, 1)))
            default:
                onPointer?(nil)
            }
        }))
        addSubview(trackpad)
    }

    required init?(coder: NSCoder) { nil }

    /// Says which screen the photo is presented on.
    func setTitle(_ text: String) { titleLabel.text = text }

    public override func layoutSubviews() {
        let margin: CGFloat = 20
        let width = bounds.width - 2 * margin
        titleLabel.frame = CGRect(x: margin, y: max(safeAreaInsets.top, 20) + 20, width: width, height: 32)
        let buttonsY = titleLabel.frame.maxY + 24
        let half = (width - 12) / 2
        previousButton.frame = CGRect(x: margin, y: buttonsY, width: half, height: 56)
        nextButton.frame = CGRect(x: margin + half + 12, y: buttonsY, width: half, height: 56)
        let padTop = buttonsY + 56 + 24
        trackpad.frame = CGRect(x: margin, y: padTop, width: width,
                                height: max(80, bounds.height - padTop - max(safeAreaInsets.bottom, 20) - 20))
    }
}
