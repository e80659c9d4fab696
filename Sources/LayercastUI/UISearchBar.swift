import Foundation
import LayercastGraphics

/// A rounded text field for search terms, with an optional Cancel button: UIKit's
/// `UISearchBar`.
///
/// The bar is 56 pt tall (`sizeThatFits` keeps the proposed width), as UIKit's standalone
/// search bar. Edits in its `searchTextField` reach the `delegate`
/// (`searchBar(_:textDidChange:)`…) and, when the bar belongs to a `UISearchController`, that
/// controller: beginning to edit activates it and every change asks its results updater again.
@preconcurrency @MainActor
open class UISearchBar: UIView {
    /// The bar's look: UIKit's `UISearchBar.Style`.
    public enum Style: UInt, Sendable {
        /// The default look (prominent).
        case `default`
        /// A translucent background, the field opaque.
        case prominent
        /// No background, the field translucent.
        case minimal
    }

    /// The height of a search bar (UIKit's standalone search bar is 56 pt tall).
    static let standardHeight: CGFloat = 56

    /// The field the user types in (UIKit's `UISearchTextField`).
    public let searchTextField = UISearchTextField(frame: .zero)
    /// The object told about editing and the buttons.
    open weak var delegate: (any UISearchBarDelegate)?
    /// The bar's look. Default `.default`.
    open var searchBarStyle = Style.default
    /// The text shown above the field; `nil` by default. Layercast keeps it but does not draw
    /// it yet.
    open var prompt: String?
    /// Whether the Cancel button shows. Default `false`.
    open var showsCancelButton = false { didSet { setNeedsLayout() } }
    /// The Cancel button.
    private let cancelButton = UIButton(type: .system)
    /// The search controller the bar belongs to.
    weak var searchController: UISearchController?

    /// The search text: the field's.
    open var text: String? {
        get { searchTextField.text }
        set { searchTextField.text = newValue }
    }

    /// The grey text shown while the field is empty; `nil` by default.
    open var placeholder: String? {
        get { searchTextField.placeholder }
        set { searchTextField.placeholder = newValue }
    }

    /// Creates a search bar with `frame`.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUp()
    }

    /// Creates a search bar from an archive; Layercast has no nib archives, so no key of
    /// `coder` is read and it starts as `init(frame: .zero)` makes it.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUp()
    }

    private func setUp() {
        searchTextField.borderStyle = .roundedRect
        searchTextField.returnKeyType = .search
        searchTextField.text = ""
        addSubview(searchTextField)
        cancelButton.setTitle("Cancel", for: .normal)
        cancelButton.isHidden = true
        cancelButton.addAction(UIAction { [weak self] _ in self?.cancelTapped() }, for: .touchUpInside)
        addSubview(cancelButton)
        searchTextField.addAction(UIAction { [weak self] _ in self?.editingBegan() }, for: .editingDidBegin)
        searchTextField.addAction(UIAction { [weak self] _ in self?.editingChanged() }, for: .editingChanged)
        searchTextField.addAction(UIAction { [weak self] _ in self?.editingEnded() }, for: .editingDidEnd)
        searchTextField.addAction(UIAction { [weak self] _ in
            guard let self else { return }
            self.delegate?.searchBarSearchButtonClicked(self)
        }, for: .editingDidEndOnExit)
    }

    /// Shows or hides the Cancel button (`animated` is accepted; the change is immediate).
    open func setShowsCancelButton(_ showsCancelButton: Bool, animated: Bool) {
        self.showsCancelButton = showsCancelButton
    }

    /// The proposed width and the standard 56 pt height.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: size.width > 0 ? size.width : bounds.width, height: Self.standardHeight)
    }

    /// Places the field (8 pt in from the sides, 36 pt tall) and the Cancel button.
    open override func layoutSubviews() {
        super.layoutSubviews()
        var fieldFrame = bounds.insetBy(dx: 8, dy: max(0, (bounds.height - 36) / 2))
        cancelButton.isHidden = !showsCancelButton
        if showsCancelButton {
            let width = cancelButton.sizeThatFits(bounds.size).width
            cancelButton.frame = CGRect(x: bounds.maxX - 8 - width, y: fieldFrame.minY, width: width, height: fieldFrame.height)
            fieldFrame.size.width = max(0, cancelButton.frame.minX - 8 - fieldFrame.minX)
        }
        searchTextField.frame = fieldFrame
    }

    private func editingBegan() {
        delegate?.searchBarTextDidBeginEditing(self)
        searchController?.searchBarDidBeginEditing()
    }

    private func editingChanged() {
        delegate?.searchBar(self, textDidChange: text ?? "")
        searchController?.searchBarTextDidChange()
    }

    private func editingEnded() {
        delegate?.searchBarTextDidEndEditing(self)
    }

    private func cancelTapped() {
        delegate?.searchBarCancelButtonClicked(self)
        searchController?.searchBarCancelled()
    }
}
