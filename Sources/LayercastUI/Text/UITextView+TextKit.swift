import Foundation
import LayercastGraphics

// The text view's TextKit plumbing: its text storage follows the editor's text (typed text takes
// the typing attributes), its container follows the bounds, and it is laid out for drawing
// with the same width the layout manager uses.
extension UITextView {
    /// The storage, layout manager and container for `given` (a container of its own when
    /// `nil`, tracking the view's width), completing what `given` lacks.
    static func makeTextSystem(_ given: NSTextContainer?, width: CGFloat) -> (NSTextStorage, NSLayoutManager, NSTextContainer) {
        let container = given ?? {
            let made = NSTextContainer(size: CGSize(width: width, height: .greatestFiniteMagnitude))
            made.widthTracksTextView = true
            return made
        }()
        let manager = container.layoutManager ?? {
            let made = NSLayoutManager()
            made.addTextContainer(container)
            return made
        }()
        let storage = manager.textStorage ?? {
            let made = NSTextStorage()
            made.addLayoutManager(manager)
            return made
        }()
        return (storage, manager, container)
    }

    /// The paragraph style the view's `textAlignment` gives.
    var paragraphStyle: NSParagraphStyle {
        let style = NSMutableParagraphStyle()
        style.alignment = textAlignment
        return style
    }

    /// The attributes the view's font, colour and alignment give text.
    var textAttributes: [NSAttributedString.Key: Any] {
        [.font: font ?? .systemFont(ofSize: 12), .foregroundColor: textColor ?? .label, .paragraphStyle: paragraphStyle]
    }

    /// The attributes of the character before the caret (the first character at the start),
    /// else the view's.
    var attributesBeforeCaret: [NSAttributedString.Key: Any] {
        let storage = textStorage
        guard storage.length > 0 else { return textAttributes }
        let index = max(0, min(editor.caret - 1, storage.length - 1))
        return storage.attributes(at: index, effectiveRange: nil)
    }

    /// Replaces the storage's contents with the editor's text in the view's attributes.
    func resetStorage() {
        textStorage.setAttributedString(NSAttributedString(string: editor.text, attributes: textAttributes))
    }

    /// Makes the storage's characters the editor's: the changed middle (after the common prefix,
    /// before the common suffix) is replaced by the new characters in the typing attributes.
    func syncStorage() {
        let storage = textStorage
        let old = Array(storage.string.utf16), new = Array(editor.text.utf16)
        guard old != new else { return }
        var prefix = 0
        while prefix < old.count, prefix < new.count, old[prefix] == new[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < old.count - prefix, suffix < new.count - prefix,
              old[old.count - 1 - suffix] == new[new.count - 1 - suffix] { suffix += 1 }
        let inserted = String(utf16CodeUnits: Array(new[prefix..<(new.count - suffix)]), count: new.count - suffix - prefix)
        let attributes = typingAttributesOverride ?? (storage.length > 0
            ? storage.attributes(at: max(0, min(prefix - 1, storage.length - 1)), effectiveRange: nil) : textAttributes)
        storage.replaceCharacters(in: NSRange(location: prefix, length: old.count - suffix - prefix),
                                  with: NSAttributedString(string: inserted, attributes: attributes))
    }

    /// Takes in characters changed in the storage directly (`textView.textStorage.append(…)`).
    func adoptStorageEdits() {
        let string = textStorage.string
        guard string != editor.text else { return }
        let selection = editor.selection
        editor.setText(string)
        editor.select(selection)
        updateContentSize()
        contentView.setNeedsDisplay()
    }

    /// Sets one attribute over all the text.
    func applyToAllText(_ key: NSAttributedString.Key, _ value: Any) {
        let storage = textStorage
        guard storage.length > 0 else { return }
        storage.addAttribute(key, value: value, range: NSRange(location: 0, length: storage.length))
    }

    /// Keeps a width-tracking container as wide as the bounds less the left and right insets.
    func updateContainerSize() {
        guard textContainer.widthTracksTextView else { return }
        let width = max(0, bounds.width - textContainerInset.left - textContainerInset.right)
        if textContainer.size.width != width { textContainer.size.width = width }
    }

    /// The text laid out wrapped at `width` for drawing: links in `linkTextAttributes` (the tint
    /// colour by default), the marked text underlined, and a space after a final newline so the
    /// caret has a line there.
    func textLayout(width: CGFloat) -> TextLayout? {
        adoptStorageEdits()
        let storage = textStorage
        guard storage.length > 0 else { return try? TextLayout(string: "", attributes: textAttributes, width: width) }
        let shown = NSMutableAttributedString(attributedString: storage)
        let whole = NSRange(location: 0, length: shown.length)
        let linkAttributes = linkTextAttributes ?? [.foregroundColor: tintColor]
        storage.enumerateAttribute(.link, in: whole, options: []) { value, range, _ in
            if value != nil { shown.addAttributes(linkAttributes, range: range) }
        }
        // The marked text (an input method's composition) is underlined, a decoration of its
        // glyph runs: the view keeps travelling as runs while an input method composes.
        if let marked = editor.markedRange, marked.length > 0, marked.location + marked.length <= shown.length {
            shown.addAttribute(.underlineStyle, value: NSUnderlineStyle.single.rawValue, range: marked)
        }
        if editor.text.hasSuffix("\n") {
            shown.append(NSAttributedString(string: " ", attributes: storage.attributes(at: storage.length - 1, effectiveRange: nil)))
        }
        return try? TextLayout(attributedString: shown, width: width)
    }
}
