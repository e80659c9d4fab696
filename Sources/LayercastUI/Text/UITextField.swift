import Foundation
import LayercastGraphics
import LayercastLayers
import LayercastModel

/// A single-line editable text: UIKit's text field.
///
/// The text is drawn with Pango by a field editor, as in UIKit: a clipping view over the editing
/// rectangle whose bounds origin is the sideways scroll of a text wider than the field, holding
/// the view the text is drawn in — so scrolling moves a layer and never redraws the text. The
/// caret is a sublayer whose blinking is one repeating opacity animation the client plays (no
/// bytes per blink). A secure field draws bullets, refuses copy and cut, and never lets its text
/// out of the server (its text-input state says `secure`, nothing else).
@preconcurrency @MainActor
open class UITextField: UIControl {
    /// The field's border.
    public enum BorderStyle: Int, Sendable {
        /// No border (UIKit's default).
        case none
        /// A thin line.
        case line
        /// A bezel.
        case bezel
        /// A rounded rectangle.
        case roundedRect
    }

    /// When an overlay view (the clear button, the left and right views) shows.
    public enum ViewMode: Int, Sendable {
        /// Never.
        case never
        /// Only while editing.
        case whileEditing
        /// Only while not editing.
        case unlessEditing
        /// Always.
        case always
    }

    var editor = TextEditor()
    /// The caret and its blink.
    let caret = TextCaret()
    /// The layer drawing the caret.
    var caretLayer: CALayer { caret.layer }
    /// The field editor: clips to the editing rectangle; its bounds origin is the scroll.
    let fieldEditor = UIView()
    /// The view the text (the marked text underlined) and the selection are drawn in, in the
    /// field editor, as wide as the text.
    let fieldText = FieldTextView()
    /// How far a text wider than the field is scrolled left while editing, points (whole points).
    var horizontalScroll: CGFloat = 0 {
        didSet { if horizontalScroll != oldValue { fieldEditor.bounds.origin.x = horizontalScroll } }
    }

    /// Creates a field.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUpUITextField()
    }

    /// Creates the view from an archive; Layercast has no nib or storyboard archives, so no key
    /// of `coder` is read and it starts as `init(frame: .zero)` makes it.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUpUITextField()
    }

    /// What both initializers set up after the superclass's.
    private func setUpUITextField() {
        fieldEditor.clipsToBounds = true
        fieldEditor.isUserInteractionEnabled = false
        fieldText.field = self
        fieldEditor.addSubview(fieldText)
        addSubview(fieldEditor)
        layer.addSublayer(caretLayer)
    }

    // MARK: - Text and appearance

    /// The text; never `nil` when read (UIKit returns "" for an empty field).
    open var text: String? {
        get { editor.text }
        set { editor.setText(newValue ?? ""); textDidChange(userEdit: false) }
    }
    /// The text with the field's font and colour.
    open var attributedText: NSAttributedString? {
        get { NSAttributedString(string: editor.text, attributes: textAttributes) }
        set { text = newValue?.string }
    }
    /// Shown in the placeholder colour while the field is empty.
    open var placeholder: String? { didSet { setNeedsDisplay() } }
    /// The font. Default: the 17-point system font (UIKit's).
    open var font: UIFont? = .systemFont(ofSize: 17) { didSet { textDidChange(userEdit: false) } }
    /// The text colour. Default: `.label`.
    open var textColor: UIColor? = .label { didSet { fieldText.setNeedsDisplay() } }
    /// The alignment. Default `.natural`.
    open var textAlignment: NSTextAlignment = .natural { didSet { textDidChange(userEdit: false) } }
    /// The border. Default `.none`.
    open var borderStyle: BorderStyle = .none { didSet { applyBorder() } }
    /// When the clear button shows. Default `.never`.
    open var clearButtonMode: ViewMode = .never { didSet { setNeedsLayout() } }
    /// Whether the text is a password (bullets, no copy). Default `false`.
    open var isSecureTextEntry = false { didSet { textDidChange(userEdit: false) } }
    /// The return key's kind. Default `.default`.
    open var returnKeyType: UIReturnKeyType = .default
    /// The software keyboard the field asks for. Default `.default`.
    open var keyboardType = UIKeyboardType.default
    /// When the text capitalises automatically. Default `.sentences`.
    open var autocapitalizationType = UITextAutocapitalizationType.sentences
    /// Whether the text autocorrects. Default `.default`.
    open var autocorrectionType = UITextAutocorrectionType.default
    /// Whether spelling is checked. Default `.default`.
    open var spellCheckingType = UITextSpellCheckingType.default
    /// The keyboard's appearance. Default `.default`.
    open var keyboardAppearance = UIKeyboardAppearance.default
    /// Whether the return key is disabled while the text is empty. Default `false`.
    open var enablesReturnKeyAutomatically = false
    /// What the content is, for suggestions. Default `nil`.
    open var textContentType: UITextContentType?
    /// Whether beginning to edit empties the field. Default `false`.
    open var clearsOnBeginEditing = false
    /// A view at the left edge.
    open var leftView: UIView? { didSet { oldValue?.removeFromSuperview(); setNeedsLayout() } }
    /// When the left view shows. Default `.never`.
    open var leftViewMode: ViewMode = .never { didSet { setNeedsLayout() } }
    /// A view at the right edge.
    open var rightView: UIView? { didSet { oldValue?.removeFromSuperview(); setNeedsLayout() } }
    /// When the right view shows. Default `.never`.
    open var rightViewMode: ViewMode = .never { didSet { setNeedsLayout() } }
    /// The delegate.
    open weak var delegate: (any UITextFieldDelegate)?
    /// Whether the field is first responder and editing.
    public private(set) var isEditing = false

    var textAttributes: [NSAttributedString.Key: Any] {
        let style = NSMutableParagraphStyle()
        style.alignment = textAlignment
        return [.font: font ?? .systemFont(ofSize: 17), .foregroundColor: textColor ?? .label, .paragraphStyle: style]
    }

    private func applyBorder() {
        switch borderStyle {
        case .none: layer.borderWidth = 0; layer.cornerRadius = 0
        case .line: layer.borderWidth = 1; layer.borderColor = UIColor.black.cgColor; layer.cornerRadius = 0
        case .bezel: layer.borderWidth = 1; layer.borderColor = UIColor.systemGray.cgColor; layer.cornerRadius = 0
        case .roundedRect:
            layer.borderWidth = 0.5; layer.borderColor = UIColor.lightGray.cgColor; layer.cornerRadius = 5
            if backgroundColor == nil { backgroundColor = .white }
        }
        setNeedsDisplay()
    }

    // MARK: - Geometry

    private func shows(_ mode: ViewMode) -> Bool {
        switch mode {
        case .never: false
        case .always: true
        case .whileEditing: isEditing
        case .unlessEditing: !isEditing
        }
    }

    /// The rectangle the text is drawn in: the bounds less the border's inset and the overlay views.
    open func textRect(forBounds bounds: CGRect) -> CGRect {
        var rect = bounds.insetBy(dx: borderStyle == .none ? 0 : 7, dy: 0)
        if let leftView, shows(leftViewMode) { rect.origin.x += leftView.bounds.width; rect.size.width -= leftView.bounds.width }
        if let rightView, shows(rightViewMode) { rect.size.width -= rightView.bounds.width }
        if clearButtonRect(forBounds: bounds) != nil { rect.size.width -= 19 + 7 }
        rect.size.width = max(0, rect.size.width)
        return rect
    }
    /// Where the clear button is (19 points square, 7 from the right edge, UIKit's), or `nil` when
    /// `clearButtonMode` hides it now or the field is empty.
    open func clearButtonRect(forBounds bounds: CGRect) -> CGRect? {
        guard clearButtonMode != .never, shows(clearButtonMode), !editor.text.isEmpty else { return nil }
        let right = bounds.maxX - 7 - (rightView.map { shows(rightViewMode) ? $0.bounds.width : 0 } ?? 0)
        return CGRect(x: right - 19, y: bounds.midY - 9.5, width: 19, height: 19)
    }

    /// The rectangle being edited: the text rectangle.
    open func editingRect(forBounds bounds: CGRect) -> CGRect { textRect(forBounds: bounds) }

    open override func layoutSubviews() {
        super.layoutSubviews()
        if let leftView {
            if shows(leftViewMode) {
                if leftView.superview !== self { addSubview(leftView) }
                leftView.frame.origin = CGPoint(x: 0, y: (bounds.height - leftView.bounds.height) / 2)
            } else { leftView.removeFromSuperview() }
        }
        if let rightView {
            if shows(rightViewMode) {
                if rightView.superview !== self { addSubview(rightView) }
                rightView.frame.origin = CGPoint(x: bounds.width - rightView.bounds.width, y: (bounds.height - rightView.bounds.height) / 2)
            } else { rightView.removeFromSuperview() }
        }
        layoutFieldEditor()
        updateCaret()
    }

    /// Places the field editor over the editing rectangle and sizes the text view to the text.
    func layoutFieldEditor() {
        let rect = editingRect(forBounds: bounds)
        fieldEditor.frame = rect   // keeps the bounds origin: `horizontalScroll` sets it
        // Whole editing-rectangle widths, so a text growing at its end resizes the view once a
        // field's width, not at every character.
        let width = (textLayout()?.0.size.width ?? 0) + Self.caretWidth
        let pages = rect.width > 0 ? max(1, (width / rect.width).rounded(.up)) : 1
        fieldText.frame = CGRect(x: 0, y: 0, width: rect.width * pages, height: rect.height)
    }

    /// A point of the field's space in the text view's.
    func pointInFieldText(_ point: CGPoint) -> CGPoint {
        let rect = editingRect(forBounds: bounds)
        return CGPoint(x: point.x - rect.minX + horizontalScroll, y: point.y - rect.minY)
    }

    /// What is drawn: the text, or one bullet per character when secure.
    var displayText: String { isSecureTextEntry ? String(repeating: "\u{2022}", count: editor.text.count) : editor.text }

    /// A UTF-16 offset of the text as an offset of the displayed text.
    func displayOffset(_ offset: Int) -> Int {
        isSecureTextEntry ? editor.substring(NSRange(location: 0, length: offset)).count : offset
    }

    /// The text's layout and its origin in the view. A text wider than the field scrolls
    /// sideways while editing, as in UIKit: by as little as keeps the caret inside the editing
    /// rectangle, never past the text's end; it shows from its start again when editing ends.
    func textLayout() -> (TextLayout, CGPoint)? {
        guard let layout = try? laidOutText() else { return nil }
        let rect = editingRect(forBounds: bounds)
        let height = layout.size.height > 0 ? layout.size.height : (font ?? .systemFont(ofSize: 17)).lineHeight
        var x = rect.minX
        let overflow = layout.size.width + Self.caretWidth - rect.width
        if isEditing, overflow > 0 {
            let caretX = layout.caretRect(atUTF16Offset: displayOffset(editor.caret)).minX
            // Whole points, as UIKit's field editor scrolls by pixel-aligned offsets: the text
            // keeps its subpixel positions, so its glyphs' masks are the ones already held.
            let scroll = min(max(horizontalScroll, (caretX + Self.caretWidth - rect.width).rounded(.up)), caretX.rounded(.down))
            horizontalScroll = min(max(0, scroll), overflow.rounded(.up))
            x -= horizontalScroll
        } else {
            horizontalScroll = 0
            switch textAlignment {
            case .center: x += (rect.width - layout.size.width) / 2
            case .right: x += rect.width - layout.size.width
            default: break
            }
        }
        return (layout, CGPoint(x: x, y: rect.minY + (rect.height - height) / 2))
    }

    /// The displayed text laid out, the marked text underlined (a single line in the text's
    /// colour, as input methods show a composition): with the line a decoration of the text's
    /// glyph runs, the field keeps travelling as runs while an input method composes.
    private func laidOutText() throws -> TextLayout {
        guard let marked = editor.markedRange, marked.length > 0 else {
            return try TextLayout(string: displayText, attributes: textAttributes)
        }
        let text = NSMutableAttributedString(string: displayText, attributes: textAttributes)
        let start = displayOffset(marked.location), end = displayOffset(marked.location + marked.length)
        let range = NSRange(location: start, length: min(end, text.length) - start)
        if range.length > 0 { text.addAttribute(.underlineStyle, value: NSUnderlineStyle.single.rawValue, range: range) }
        return try TextLayout(attributedString: text)
    }

    /// The caret's width, points.
    static let caretWidth: CGFloat = 2

    /// The caret's rectangle (2 points wide) before the character at `offset` (UTF-16), in the view.
    func caretRect(atOffset offset: Int) -> CGRect {
        guard let (layout, origin) = textLayout() else { return .zero }
        let caret = layout.caretRect(atUTF16Offset: displayOffset(offset))
        return CGRect(x: (origin.x + caret.minX).rounded(), y: origin.y + caret.minY, width: Self.caretWidth, height: caret.height)
    }

    /// The UTF-16 offset of the caret position nearest `point` (view space).
    func offset(nearest point: CGPoint) -> Int {
        guard let (layout, origin) = textLayout() else { return 0 }
        let shown = layout.utf16Offset(nearest: CGPoint(x: point.x - origin.x, y: max(0, point.y - origin.y)))
        guard isSecureTextEntry else { return shown }
        return editor.text.prefix(shown).utf16.count
    }

    // MARK: - Drawing

    open override func draw(_ rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        if editor.text.isEmpty {
            if let placeholder, !placeholder.isEmpty { drawPlaceholder(in: placeholderRect(forBounds: bounds)) }
            return
        }
        if let clear = clearButtonRect(forBounds: bounds) {
            // A grey disc with a white cross, as UIKit draws its clear button.
            context.setFillColor(UIColor.systemGray.withAlphaComponent(0.6).cgColor)
            context.fillEllipse(in: clear)
            context.setStrokeColor(UIColor.white.cgColor)
            context.setLineWidth(1.5)
            let c = clear.insetBy(dx: 6, dy: 6)
            context.strokeLineSegments(between: [CGPoint(x: c.minX, y: c.minY), CGPoint(x: c.maxX, y: c.maxY),
                                                 CGPoint(x: c.maxX, y: c.minY), CGPoint(x: c.minX, y: c.maxY)])
        }
    }

    /// The rectangle the placeholder is drawn in: the text rectangle by default.
    open func placeholderRect(forBounds bounds: CGRect) -> CGRect { textRect(forBounds: bounds) }

    /// Draws the placeholder in `rect` (view space), vertically centred, in the placeholder
    /// colour. Override to draw it otherwise.
    open func drawPlaceholder(in rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext(), let placeholder, !placeholder.isEmpty,
              let layout = try? TextLayout(string: placeholder, attributes:
                textAttributes.merging([.foregroundColor: UIColor.placeholderText]) { $1 }) else { return }
        layout.draw(in: context, at: CGPoint(x: rect.minX, y: rect.minY + (rect.height - layout.size.height) / 2))
    }

    /// Draws the text (the field editor's content): the selection, then the text with the marked
    /// text underlined, in the text view's space (`rect` is the area to draw). Override to
    /// draw the text otherwise.
    open func drawText(in rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext(), !editor.text.isEmpty,
              let (layout, origin) = textLayout() else { return }
        if isEditing, editor.selection.length > 0 {
            let caret = caretRect(atOffset: editor.caret)
            let a = pointInFieldText(caretRect(atOffset: editor.selection.location).origin), b = pointInFieldText(caret.origin)
            context.setFillColor(tintColor.withAlphaComponent(0.25).cgColor)
            context.fill(CGRect(x: a.x, y: a.y, width: b.x - a.x, height: caret.height))
        }
        // Marked text comes underlined in the layout (`laidOutText`).
        layout.draw(in: context, at: pointInFieldText(origin))
    }

    /// The caret sublayer follows the selection's end while editing with an empty selection, and
    /// blinks by a repeating animation the client plays.
    func updateCaret() {
        let visible = isEditing && editor.selection.length == 0
        let application = window?.screen?.application
        guard visible else { return caret.hide(application: application) }
        caret.show(at: caretRect(atOffset: editor.caret), color: tintColor.cgColor, application: application)
    }

    func textDidChange(userEdit: Bool) {
        setNeedsDisplay()
        fieldText.setNeedsDisplay()
        setNeedsLayout()
        updateCaret()
        if userEdit {
            sendActions(for: .editingChanged)
            postNotification(Self.textDidChangeNotification)
        }
    }

    func selectionDidChange() {
        fieldText.setNeedsDisplay()
        updateCaret()
        delegate?.textFieldDidChangeSelection(self)
    }

    // MARK: - First responder

    /// Copy and cut need a selection and a field that is not secure; paste needs strings on the
    /// pasteboard; select all needs text.
    open override func canPerformAction(_ action: String, withSender sender: Any?) -> Bool {
        switch action {
        case "cut:", "copy:": return isEditing && !isSecureTextEntry && editor.selection.length > 0
        case "paste:": return isEditing && UIPasteboard.general.hasStrings
        case "selectAll:": return isEditing && hasText
        case "delete:": return isEditing && editor.selection.length > 0
        default: return super.canPerformAction(action, withSender: sender)
        }
    }


    open override var canBecomeFirstResponder: Bool { isEnabled && isUserInteractionEnabled }

    @discardableResult
    open override func becomeFirstResponder() -> Bool {
        guard !isFirstResponder else { return true }
        guard canBecomeFirstResponder, window != nil, delegate?.textFieldShouldBeginEditing(self) ?? true else { return false }
        guard super.becomeFirstResponder() else { return false }
        isEditing = true
        if clearsOnBeginEditing { editor.setText("") }
        editor.select(NSRange(location: editor.length, length: 0))
        textDidChange(userEdit: false)
        delegate?.textFieldDidBeginEditing(self)
        sendActions(for: .editingDidBegin)
        postNotification(Self.textDidBeginEditingNotification)
        return true
    }

    @discardableResult
    open override func resignFirstResponder() -> Bool {
        guard isFirstResponder else { return super.resignFirstResponder() }
        guard delegate?.textFieldShouldEndEditing(self) ?? true, super.resignFirstResponder() else { return false }
        editor.unmarkText()
        isEditing = false
        textDidChange(userEdit: false)
        delegate?.textFieldDidEndEditing(self)
        sendActions(for: .editingDidEnd)
        postNotification(Self.textDidEndEditingNotification)
        return true
    }

    // MARK: - Touches

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = touches.first else { return }
        if let clear = clearButtonRect(forBounds: bounds), clear.insetBy(dx: -6, dy: -6).contains(touch.location(in: self)) {
            if isFirstResponder || becomeFirstResponder() { self.clear() }
            return
        }
        if !isFirstResponder, !becomeFirstResponder() { return }
        let offset = offset(nearest: touch.location(in: self))
        if touch.tapCount >= 2, !isSecureTextEntry { editor.selectWord(at: offset) } else { editor.select(NSRange(location: offset, length: 0)) }
        selectionDidChange()
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard isFirstResponder, let touch = touches.first else { return }
        editor.extendSelection(to: offset(nearest: touch.location(in: self)))
        selectionDidChange()
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {}
    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {}

    // MARK: - Overridable, from UITextField+Editing.swift (UIKit subclasses override these; Swift cannot override what an extension declares)

    /// Whether the field holds any text.
    open var hasText: Bool { !editor.text.isEmpty }

    /// Types `text` over the marked text or the selection, if the delegate agrees.
    open func insertText(_ text: String) {
        let range = editor.replacementRange
        guard editor.markedRange != nil || delegate?.textField(self, shouldChangeCharactersIn: range, replacementString: text) ?? true else { return }
        editor.insert(text)
        textDidChange(userEdit: true)
    }

    /// Deletes the selection or the character before the caret, if the delegate agrees.
    open func deleteBackward() {
        if editor.selection.length == 0, editor.markedRange == nil {
            guard editor.selection.location > 0 else { return }
            let start = editor.previousBoundary(editor.selection.location)
            let range = NSRange(location: start, length: editor.selection.location - start)
            guard delegate?.textField(self, shouldChangeCharactersIn: range, replacementString: "") ?? true else { return }
        } else if editor.markedRange == nil {
            guard delegate?.textField(self, shouldChangeCharactersIn: editor.selection, replacementString: "") ?? true else { return }
        }
        if editor.deleteBackward() { textDidChange(userEdit: true) }
    }

    /// The marked text's range.
    open var markedTextRange: UITextRange? { editor.markedRange.map(UITextRange.init) }

    /// The selection.
    open var selectedTextRange: UITextRange? {
        get { UITextRange(editor.selection) }
        set {
            guard let newValue else { return }
            editor.select(newValue.nsRange)
            selectionDidChange()
        }
    }

    /// Marks `markedText` in place of the marked text or the selection (an input method composing).
    open func setMarkedText(_ markedText: String?, selectedRange: NSRange) {
        editor.setMarkedText(markedText, selectedRange: selectedRange)
        textDidChange(userEdit: true)
    }

    /// Commits the marked text.
    open func unmarkText() {
        editor.unmarkText()
        textDidChange(userEdit: false)
    }

    /// The start of the text.
    open var beginningOfDocument: UITextPosition { UITextPosition(offset: 0) }

    /// The end of the text.
    open var endOfDocument: UITextPosition { UITextPosition(offset: editor.length) }

    /// The text in `range`.
    open func text(in range: UITextRange) -> String? { editor.substring(range.nsRange) }

    /// The caret before `position`, in the field's coordinates.
    open func caretRect(for position: UITextPosition) -> CGRect { caretRect(atOffset: position.offset) }

    // MARK: - Overridable, from UITextField+Editing.swift (UIKit subclasses override these; Swift cannot override what an extension declares)

    /// Puts the selection on the pasteboard and deletes it (never for a secure field).
    open func cut(_ sender: Any?) {
        guard !isSecureTextEntry, editor.selection.length > 0 else { return }
        UIPasteboard.general.string = editor.selectedText
        deleteBackward()
    }

    /// Puts the selection on the pasteboard (never for a secure field).
    open func copy(_ sender: Any?) {
        guard !isSecureTextEntry, editor.selection.length > 0 else { return }
        UIPasteboard.general.string = editor.selectedText
    }

    /// Types the pasteboard's string (a client's clipboard arrives a moment later, SPEC §12.12).
    open func paste(_ sender: Any?) {
        UIPasteboard.general.requestString { [weak self] text in
            guard let self, self.isFirstResponder, let text, !text.isEmpty else { return }
            // A single-line field takes the first line, as UIKit's does with newlines replaced.
            self.insertText(text.replacingOccurrences(of: "\n", with: " "))
        }
    }

    /// Selects all the text.
    open func selectAll(_ sender: Any?) {
        editor.selectAll()
        selectionDidChange()
    }

    /// Deletes the selection.
    open func delete(_ sender: Any?) {
        guard editor.selection.length > 0 else { return }
        deleteBackward()
    }
}

/// The view a text field's text is drawn in (UIKit's field editor content): transparent, sized to
/// the text by the field's layout; the field draws into it.
@MainActor
final class FieldTextView: UIView {
    weak var field: UITextField?

    override init(frame: CGRect) {
        super.init(frame: frame)
        isOpaque = false
        isUserInteractionEnabled = false
    }

    /// Never made from an archive: Layercast has no nibs, and this view is the toolkit's own.
    required init?(coder: NSCoder) { nil }

    override func draw(_ rect: CGRect) {
        field?.drawText(in: rect)
    }
}
