import Foundation

/// The text TextKit lays out (TextKit 1's `NSTextStorage`): an attributed string that tells its
/// layout managers when it changes, so their layout follows the text.
///
/// Every mutation (`replaceCharacters`, `setAttributes`, `addAttribute(s)`, `removeAttribute`,
/// `deleteCharacters`, and `append`, `insert`, `setAttributedString` through them) records the
/// edit; outside `beginEditing()`/`endEditing()` it is processed at once, inside them when the
/// outermost `endEditing()` runs. Processing tells the delegate and every layout manager.
open class NSTextStorage: NSMutableAttributedString {
    /// What an edit changed.
    public struct EditActions: OptionSet, Sendable {
        /// The raw bits.
        public let rawValue: UInt
        /// Options from raw bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Attributes changed.
        public static let editedAttributes = EditActions(rawValue: 1 << 0)
        /// Characters changed.
        public static let editedCharacters = EditActions(rawValue: 1 << 1)
    }

    /// The layout managers laying out this text, in the order added (held strongly, as UIKit).
    open private(set) var layoutManagers: [NSLayoutManager] = []
    /// What the pending edits changed; empty outside an edit.
    open private(set) var editedMask: EditActions = []
    /// The range, in the edited text, the pending edits touched; `NSNotFound` location when none.
    open private(set) var editedRange = NSRange(location: NSNotFound, length: 0)
    /// How much the pending edits changed the length.
    open private(set) var changeInLength = 0
    /// Told before and after the storage processes its edits.
    open weak var delegate: (any NSTextStorageDelegate)?
    private var editingDepth = 0

    /// Adds `layoutManager`, which lays this text out from now on.
    open func addLayoutManager(_ layoutManager: NSLayoutManager) {
        guard !layoutManagers.contains(where: { $0 === layoutManager }) else { return }
        layoutManagers.append(layoutManager)
        layoutManager.textStorage = self
    }

    /// Removes `layoutManager`.
    open func removeLayoutManager(_ layoutManager: NSLayoutManager) {
        layoutManagers.removeAll { $0 === layoutManager }
        if layoutManager.textStorage === self { layoutManager.textStorage = nil }
    }

    /// Records an edit of `editedRange` (in the text after the edit) that changed the length by
    /// `delta`; processes it now unless inside `beginEditing()`.
    open func edited(_ editedMask: EditActions, range editedRange: NSRange, changeInLength delta: Int) {
        if self.editedMask.isEmpty {
            self.editedRange = editedRange
        } else {
            // The earlier range shifts with this edit's change in length, then the two join.
            var earlier = self.editedRange
            if earlier.location >= editedRange.location { earlier.location += delta }
            let lower = min(earlier.location, editedRange.location)
            let upper = max(earlier.location + earlier.length, editedRange.location + editedRange.length)
            self.editedRange = NSRange(location: max(0, lower), length: max(0, min(upper, length) - max(0, lower)))
        }
        self.editedMask.formUnion(editedMask)
        changeInLength += delta
        if editingDepth == 0 { processEditing() }
    }

    /// Processes the pending edits: the delegate's `willProcessEditing`, then every layout
    /// manager's `processEditing(for:…)`, then the delegate's `didProcessEditing`.
    open func processEditing() {
        guard !editedMask.isEmpty else { return }
        delegate?.textStorage(self, willProcessEditing: editedMask, range: editedRange, changeInLength: changeInLength)
        let mask = editedMask, range = editedRange, delta = changeInLength
        for manager in layoutManagers {
            manager.processEditing(for: self, edited: mask, range: range, changeInLength: delta, invalidatedRange: range)
        }
        delegate?.textStorage(self, didProcessEditing: mask, range: range, changeInLength: delta)
        editedMask = []
        editedRange = NSRange(location: NSNotFound, length: 0)
        changeInLength = 0
    }

    /// Whether attributes are fixed only when read; always `false` here (they never need fixing).
    open var fixesAttributesLazily: Bool { false }

    // MARK: - Mutations, each recorded as an edit

    /// Starts a group of edits processed together at the matching `endEditing()`.
    open override func beginEditing() {
        editingDepth += 1
        super.beginEditing()
    }

    /// Ends a group of edits; the outermost one processes them.
    open override func endEditing() {
        super.endEditing()
        editingDepth = max(0, editingDepth - 1)
        if editingDepth == 0 { processEditing() }
    }

    /// Replaces the characters in `range` with `str`, which takes the attributes of the first
    /// replaced character.
    open override func replaceCharacters(in range: NSRange, with str: String) {
        super.replaceCharacters(in: range, with: str)
        let inserted = str.utf16.count
        edited(.editedCharacters, range: NSRange(location: range.location, length: inserted), changeInLength: inserted - range.length)
    }

    /// Replaces the characters in `range` with `attrString`, characters and attributes.
    open override func replaceCharacters(in range: NSRange, with attrString: NSAttributedString) {
        super.replaceCharacters(in: range, with: attrString)
        edited([.editedCharacters, .editedAttributes], range: NSRange(location: range.location, length: attrString.length),
               changeInLength: attrString.length - range.length)
    }

    /// Deletes the characters in `range`.
    open override func deleteCharacters(in range: NSRange) {
        super.deleteCharacters(in: range)
        edited(.editedCharacters, range: NSRange(location: range.location, length: 0), changeInLength: -range.length)
    }

    /// Sets the attributes of `range` to exactly `attrs`.
    open override func setAttributes(_ attrs: [NSAttributedString.Key: Any]?, range: NSRange) {
        super.setAttributes(attrs, range: range)
        edited(.editedAttributes, range: range, changeInLength: 0)
    }

    /// Adds one attribute over `range`.
    open override func addAttribute(_ name: NSAttributedString.Key, value: Any, range: NSRange) {
        super.addAttribute(name, value: value, range: range)
        edited(.editedAttributes, range: range, changeInLength: 0)
    }

    /// Adds attributes over `range`.
    open override func addAttributes(_ attrs: [NSAttributedString.Key: Any], range: NSRange) {
        super.addAttributes(attrs, range: range)
        edited(.editedAttributes, range: range, changeInLength: 0)
    }

    /// Removes one attribute over `range`.
    open override func removeAttribute(_ name: NSAttributedString.Key, range: NSRange) {
        super.removeAttribute(name, range: range)
        edited(.editedAttributes, range: range, changeInLength: 0)
    }
}
