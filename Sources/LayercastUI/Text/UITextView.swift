import Foundation
import LayercastGraphics
import LayercastLayers
import LayercastModel

/// A scrollable, multi-line, editable text: UIKit's text view, on `UIScrollView`.
///
/// The text lives in a TextKit text storage (`textStorage`, laid out by `layoutManager` in
/// `textContainer`): it wraps to the width less `textContainerInset` and the container's line
/// fragment padding (5 points, UIKit's default) on each side, is drawn by a content view with
/// Pango, and the caret is kept in view as it moves. The delegate is the scroll view's, cast to
/// `UITextViewDelegate`. Editing posts UIKit's text view notifications.
@preconcurrency @MainActor
open class UITextView: UIScrollView {
    var editor = TextEditor()
    let contentView = TextViewContentView(frame: .zero)
    /// The caret and its blink.
    let caret = TextCaret()
    /// The layer drawing the caret.
    var caretLayer: CALayer { caret.layer }

    /// The text, with its attributes: what the layout manager lays out.
    private let storage: NSTextStorage
    /// Lays out `storage` in `container`.
    private let manager: NSLayoutManager
    /// The region the text is laid out in: the bounds less `textContainerInset`.
    private let container: NSTextContainer
    /// Attributes set with `typingAttributes`, until the selection moves.
    var typingAttributesOverride: [NSAttributedString.Key: Any]?

    /// Creates a text view whose text is laid out in `textContainer` (with its layout manager
    /// and text storage when it has them); `nil` makes a container that tracks the view's width.
    public init(frame: CGRect, textContainer: NSTextContainer?) {
        (storage, manager, container) = UITextView.makeTextSystem(textContainer, width: frame.width)
        super.init(frame: frame)
        setUpTextView()
    }

    /// Creates a text view with its own text container, layout manager and text storage.
    public override convenience init(frame: CGRect) {
        self.init(frame: frame, textContainer: nil)
    }

    /// Creates the view from an archive; Layercast has no nib or storyboard archives, so no key
    /// of `coder` is read and it starts as `init(frame: .zero)` makes it.
    public required init?(coder: NSCoder) {
        (storage, manager, container) = UITextView.makeTextSystem(nil, width: 0)
        super.init(coder: coder)
        setUpTextView()
    }

    private func setUpTextView() {
        contentView.textView = self
        contentView.isUserInteractionEnabled = false
        addSubview(contentView)
        contentView.layer.addSublayer(caretLayer)
        alwaysBounceVertical = true
        if storage.length > 0 { editor.setText(storage.string) } else { resetStorage() }
        updateContainerSize()
        textDidChange(userEdit: false)
    }

    // MARK: - TextKit

    /// The text and its attributes, which the layout manager lays out. Changing it changes the
    /// text view's text.
    open var textStorage: NSTextStorage { storage }
    /// The layout manager laying out the text.
    open var layoutManager: NSLayoutManager { manager }
    /// The container the text is laid out in: as wide as the bounds less the left and right
    /// `textContainerInset` (its width tracks the view), unlimited in height, with 5 points of
    /// line fragment padding (UIKit's defaults).
    open var textContainer: NSTextContainer { container }

    /// The text with its attributes. Setting it replaces the text and its attributes.
    open var attributedText: NSAttributedString! {
        get { adoptStorageEdits(); return NSAttributedString(attributedString: storage) }
        set {
            let new = newValue ?? NSAttributedString(string: "")
            editor.setText(new.string)
            storage.setAttributedString(new)
            textDidChange(userEdit: false)
        }
    }

    /// The attributes typed text gets: those of the character before the caret, else the
    /// view's font, colour and alignment. Setting them applies until the selection moves.
    open var typingAttributes: [NSAttributedString.Key: Any] {
        get { typingAttributesOverride ?? attributesBeforeCaret }
        set { typingAttributesOverride = newValue }
    }

    /// The size that fits the text wrapped at `size.width`: that width, and the text's height
    /// (at least one line) plus the top and bottom `textContainerInset`.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        let width = size.width - textContainerInset.left - textContainerInset.right - 2 * container.lineFragmentPadding
        let textHeight = textLayout(width: max(1, width))?.size.height ?? 0
        let height = max(textHeight, (font ?? .systemFont(ofSize: 12)).lineHeight) + textContainerInset.top + textContainerInset.bottom
        return CGSize(width: size.width, height: height.rounded(.up))
    }

    /// The text. Setting it gives it the view's font, colour and alignment.
    open var text: String! {
        get { adoptStorageEdits(); return editor.text }
        set { editor.setText(newValue ?? ""); resetStorage(); textDidChange(userEdit: false) }
    }
    /// The font, applied to all the text. Default: the 12-point system font (UIKit's for a
    /// text view).
    open var font: UIFont? = .systemFont(ofSize: 12) {
        didSet { applyToAllText(.font, font ?? .systemFont(ofSize: 12)); textDidChange(userEdit: false) }
    }
    /// The text colour, applied to all the text. Default `.label`.
    open var textColor: UIColor? = .label {
        didSet { applyToAllText(.foregroundColor, textColor ?? .label); contentView.setNeedsDisplay() }
    }
    /// The alignment, applied to all the text. Default `.natural`.
    open var textAlignment: NSTextAlignment = .natural {
        didSet { applyToAllText(.paragraphStyle, paragraphStyle); textDidChange(userEdit: false) }
    }
    /// The attributes `.link` ranges are drawn with; `nil` (the default) draws them in the tint
    /// colour.
    open var linkTextAttributes: [NSAttributedString.Key: Any]! { didSet { contentView.setNeedsDisplay() } }
    /// Whether the user can edit the text. Default `true`.
    open var isEditable = true { didSet { if !isEditable, isFirstResponder { resignFirstResponder() } } }
    /// Whether the user can select the text. Default `true`.
    open var isSelectable = true
    /// The inset of the text container. Default: 8 points top and bottom (UIKit's).
    open var textContainerInset = UIEdgeInsets(top: 8, left: 0, bottom: 8, right: 0) {
        didSet { updateContainerSize(); textDidChange(userEdit: false) }
    }
    /// Whether the view is first responder and editing.
    public private(set) var isEditing = false
    /// The selection (UTF-16).
    open var selectedRange: NSRange {
        get { editor.selection }
        set { editor.select(newValue); selectionDidChange() }
    }

    var textViewDelegate: (any UITextViewDelegate)? { delegate as? any UITextViewDelegate }

    /// The text's origin in the content view.
    var textOrigin: CGPoint {
        CGPoint(x: textContainerInset.left + container.lineFragmentPadding, y: textContainerInset.top)
    }
    var wrapWidth: CGFloat { max(1, container.size.width - 2 * container.lineFragmentPadding) }

    func textLayout() -> TextLayout? { textLayout(width: wrapWidth) }

    /// The caret before `offset` (UTF-16), 2 points wide, in the content view.
    func caretRect(atOffset offset: Int) -> CGRect {
        guard let layout = textLayout() else { return .zero }
        let c = layout.caretRect(atUTF16Offset: offset)
        return CGRect(x: (textOrigin.x + c.minX).rounded(), y: textOrigin.y + c.minY, width: 2, height: c.height)
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        updateContainerSize()
        updateContentSize()
    }

    func updateContentSize() {
        let height = (textLayout()?.size.height ?? 0) + textContainerInset.top + textContainerInset.bottom
        let size = CGSize(width: bounds.width, height: max(height, (font ?? .systemFont(ofSize: 12)).lineHeight + textContainerInset.top + textContainerInset.bottom))
        if contentView.frame.size != size { contentView.frame = CGRect(origin: .zero, size: size) }
        if contentSize != size { contentSize = size }
    }

    func textDidChange(userEdit: Bool) {
        syncStorage()
        updateContentSize()
        contentView.setNeedsDisplay()
        updateCaret()
        if userEdit {
            textViewDelegate?.textViewDidChange(self)
            postNotification(Self.textDidChangeNotification)
        }
    }

    func selectionDidChange() {
        typingAttributesOverride = nil
        contentView.setNeedsDisplay()
        updateCaret()
        textViewDelegate?.textViewDidChangeSelection(self)
    }

    /// The caret follows the selection's end and is scrolled into view; it blinks by one
    /// repeating wire animation.
    func updateCaret() {
        let visible = isEditing && editor.selection.length == 0
        let application = window?.screen?.application
        guard visible else { return caret.hide(application: application) }
        let rect = caretRect(atOffset: editor.caret)
        scrollRectToVisible(rect.insetBy(dx: 0, dy: -textContainerInset.top), animated: false)
        caret.show(at: rect, color: tintColor.cgColor, application: application)
    }

    /// Scrolls so `rect` (content coordinates) is visible, moving as little as possible.
    open func scrollRangeToVisible(_ range: NSRange) {
        scrollRectToVisible(caretRect(atOffset: range.location + range.length), animated: false)
    }

    func drawContent() {
        guard let context = UIGraphicsGetCurrentContext(), let layout = textLayout() else { return }
        if isEditing, editor.selection.length > 0 {
            context.setFillColor(tintColor.withAlphaComponent(0.25).cgColor)
            let a = caretRect(atOffset: editor.selection.location), b = caretRect(atOffset: editor.caret)
            if a.minY == b.minY {
                context.fill(CGRect(x: a.minX, y: a.minY, width: b.minX - a.minX, height: a.height))
            } else {
                context.fill(CGRect(x: a.minX, y: a.minY, width: textOrigin.x + wrapWidth - a.minX, height: a.height))
                context.fill(CGRect(x: textOrigin.x, y: a.maxY, width: wrapWidth, height: b.minY - a.maxY))
                context.fill(CGRect(x: textOrigin.x, y: b.minY, width: b.minX - textOrigin.x, height: b.height))
            }
        }
        // Marked text comes underlined in the layout (`textLayout(width:)`).
        layout.draw(in: context, at: textOrigin)
    }

    // MARK: - First responder

    open override var canBecomeFirstResponder: Bool { isEditable && isUserInteractionEnabled }

    @discardableResult
    open override func becomeFirstResponder() -> Bool {
        guard !isFirstResponder else { return true }
        guard canBecomeFirstResponder, window != nil, textViewDelegate?.textViewShouldBeginEditing(self) ?? true,
              super.becomeFirstResponder() else { return false }
        isEditing = true
        selectionDidChange()
        textViewDelegate?.textViewDidBeginEditing(self)
        postNotification(Self.textDidBeginEditingNotification)
        return true
    }

    @discardableResult
    open override func resignFirstResponder() -> Bool {
        guard isFirstResponder else { return super.resignFirstResponder() }
        guard textViewDelegate?.textViewShouldEndEditing(self) ?? true, super.resignFirstResponder() else { return false }
        editor.unmarkText()
        isEditing = false
        selectionDidChange()
        textViewDelegate?.textViewDidEndEditing(self)
        postNotification(Self.textDidEndEditingNotification)
        return true
    }

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard isSelectable || isEditable, let touch = touches.first else { return super.touchesBegan(touches, with: event) }
        if isEditable, !isFirstResponder, !becomeFirstResponder() { return }
        let p = touch.location(in: contentView)
        let offset = textLayout()?.utf16Offset(nearest: CGPoint(x: p.x - textOrigin.x, y: p.y - textOrigin.y)) ?? 0
        if touch.tapCount >= 2 { editor.selectWord(at: min(offset, editor.length)) } else { editor.select(NSRange(location: min(offset, editor.length), length: 0)) }
        selectionDidChange()
    }

    open override func canPerformAction(_ action: String, withSender sender: Any?) -> Bool {
        switch action {
        case "copy:": return isSelectable && editor.selection.length > 0
        case "cut:", "delete:": return isEditing && editor.selection.length > 0
        case "paste:": return isEditing && UIPasteboard.general.hasStrings
        case "selectAll:": return isSelectable && !editor.text.isEmpty
        default: return super.canPerformAction(action, withSender: sender)
        }
    }

    // MARK: - Overridable, from UITextView+Editing.swift (UIKit subclasses override these; Swift cannot override what an extension declares)

    /// Whether there is any text.
    open var hasText: Bool { !editor.text.isEmpty }

    /// Types `text` over the marked text or the selection, if the delegate agrees.
    open func insertText(_ text: String) {
        guard isEditable else { return }
        let range = editor.replacementRange
        guard editor.markedRange != nil || textViewDelegate?.textView(self, shouldChangeTextIn: range, replacementText: text) ?? true else { return }
        editor.insert(text)
        textDidChange(userEdit: true)
    }

    /// Deletes the selection or the character before the caret, if the delegate agrees.
    open func deleteBackward() {
        guard isEditable else { return }
        let range = editor.selection.length > 0 || editor.markedRange != nil ? editor.replacementRange
            : NSRange(location: editor.previousBoundary(editor.selection.location),
                      length: editor.selection.location - editor.previousBoundary(editor.selection.location))
        guard range.length > 0, textViewDelegate?.textView(self, shouldChangeTextIn: range, replacementText: "") ?? true else { return }
        if editor.deleteBackward() { textDidChange(userEdit: true) }
    }

    /// The marked text's range.
    open var markedTextRange: UITextRange? { editor.markedRange.map(UITextRange.init) }

    /// The selection.
    open var selectedTextRange: UITextRange? {
        get { UITextRange(editor.selection) }
        set { if let newValue { editor.select(newValue.nsRange); selectionDidChange() } }
    }

    /// Marks text for an input method.
    open func setMarkedText(_ markedText: String?, selectedRange: NSRange) {
        guard isEditable else { return }
        editor.setMarkedText(markedText, selectedRange: selectedRange)
        textDidChange(userEdit: true)
    }

    /// Commits the marked text.
    open func unmarkText() { editor.unmarkText(); textDidChange(userEdit: false) }

    /// The start of the text.
    open var beginningOfDocument: UITextPosition { UITextPosition(offset: 0) }

    /// The end of the text.
    open var endOfDocument: UITextPosition { UITextPosition(offset: editor.length) }

    /// The text in `range`.
    open func text(in range: UITextRange) -> String? { editor.substring(range.nsRange) }

    /// The caret at `position`, in the view's content coordinates.
    open func caretRect(for position: UITextPosition) -> CGRect { caretRect(atOffset: position.offset) }

    /// Puts the selection on the pasteboard and deletes it.
    open func cut(_ sender: Any?) { copy(sender); if isEditable { deleteBackward() } }

    /// Puts the selection on the pasteboard.
    open func copy(_ sender: Any?) {
        guard editor.selection.length > 0 else { return }
        UIPasteboard.general.string = editor.selectedText
    }

    /// Types the pasteboard's string.
    open func paste(_ sender: Any?) {
        UIPasteboard.general.requestString { [weak self] text in
            guard let self, self.isFirstResponder, let text, !text.isEmpty else { return }
            self.insertText(text)
        }
    }

    /// Selects all the text.
    open func selectAll(_ sender: Any?) { editor.selectAll(); selectionDidChange() }

    /// Deletes the selection.
    open func delete(_ sender: Any?) { if editor.selection.length > 0 { deleteBackward() } }
}

/// The text view's content: draws the text, holds the caret layer, scrolls with the content.
final class TextViewContentView: UIView {
    weak var textView: UITextView?
    override func draw(_ rect: CGRect) { textView?.drawContent() }
}
