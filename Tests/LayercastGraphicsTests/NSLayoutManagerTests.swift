import Foundation
import Testing
@testable import LayercastGraphics

/// TextKit 1 (NSTextStorage → NSLayoutManager → NSTextContainer) laid out by Pango.
@Suite struct NSLayoutManagerTests {
    static let font = UIFont.systemFont(ofSize: 17)

    /// A storage holding `text` in the 17-point font, laid out in a container of `size`. As in
    /// UIKit, a layout manager does not keep its storage alive: callers hold it.
    static func system(_ text: String, size: CGSize = CGSize(width: 1000, height: 1000))
        -> (NSTextStorage, NSLayoutManager, NSTextContainer) {
        let storage = NSTextStorage(string: text, attributes: [.font: font])
        let manager = NSLayoutManager()
        let container = NSTextContainer(size: size)
        manager.addTextContainer(container)
        storage.addLayoutManager(manager)
        return (storage, manager, container)
    }

    @Test func containerDefaults() {
        // Apple: "The default value of this property is 5.0" (NSTextContainer.lineFragmentPadding).
        let container = NSTextContainer(size: CGSize(width: 100, height: 50))
        #expect(container.lineFragmentPadding == 5)
        #expect(container.maximumNumberOfLines == 0)
        #expect(container.lineBreakMode == .byWordWrapping)
        #expect(container.exclusionPaths.isEmpty)
        #expect(container.size == CGSize(width: 100, height: 50))
        #expect(NSTextContainer().size.width >= 1_000_000)
    }

    @Test func addingConnectsTheObjects() {
        let (storage, manager, container) = Self.system("Hello")
        #expect(storage.layoutManagers.count == 1 && storage.layoutManagers[0] === manager)
        #expect(manager.textStorage === storage)
        #expect(manager.textContainers.count == 1 && manager.textContainers[0] === container)
        #expect(container.layoutManager === manager)
    }

    @Test func usedRectIsTheTextPlusPaddingAtBothEnds() {
        let (storage, manager, container) = Self.system("Hello world")
        defer { withExtendedLifetime(storage) {} }
        let width = "Hello world".size(withAttributes: [.font: Self.font]).width
        let used = manager.usedRect(for: container)
        #expect(abs(used.width - (width + 10)) < 0.5)
        #expect(abs(used.height - Self.font.lineHeight) < 0.5)
        #expect(manager.glyphRange(for: container) == NSRange(location: 0, length: 11))
        #expect(manager.numberOfGlyphs == 11)
    }

    @Test func linesWrapAtTheContainerWidthLessPadding() {
        let text = "The quick brown fox jumps over the lazy dog again and again"
        let (storage, manager, container) = Self.system(text, size: CGSize(width: 150, height: 1000))
        defer { withExtendedLifetime(storage) {} }
        var fragments: [(CGRect, NSRange)] = []
        manager.enumerateLineFragments(forGlyphRange: NSRange(location: 0, length: manager.numberOfGlyphs)) { rect, used, _, range, _ in
            #expect(used.width <= 150 + 0.5)
            fragments.append((rect, range))
        }
        #expect(fragments.count >= 3)
        // Fragments span the container's width, stack without gaps, and hold every character once.
        #expect(fragments.allSatisfy { $0.0.width == 150 && $0.0.minX == 0 })
        for (a, b) in zip(fragments, fragments.dropFirst()) {
            #expect(abs(a.0.maxY - b.0.minY) < 0.01)
            #expect(NSMaxRange(a.1) == b.1.location)
        }
        #expect(fragments.first?.1.location == 0 && fragments.last.map { NSMaxRange($0.1) } == text.utf16.count)
        var effective = NSRange()
        let second = manager.lineFragmentRect(forGlyphAt: fragments[1].1.location, effectiveRange: &effective)
        #expect(second == fragments[1].0 && effective == fragments[1].1)
        #expect(abs(manager.usedRect(for: container).height - fragments.last!.0.maxY) < 0.01)
    }

    @Test func characterIndexHitsTheGlyphUnderThePoint() {
        let (storage, manager, container) = Self.system("abc def")
        defer { withExtendedLifetime(storage) {} }
        container.lineFragmentPadding = 0
        let rect = manager.boundingRect(forGlyphRange: NSRange(location: 4, length: 1), in: container)
        #expect(rect.width > 3 && abs(rect.height - Self.font.lineHeight) < 0.5)
        var fraction: CGFloat = -1
        let hit = manager.characterIndex(for: CGPoint(x: rect.midX, y: rect.midY), in: container,
                                         fractionOfDistanceBetweenInsertionPoints: &fraction)
        #expect(hit == 4)
        #expect(abs(fraction - 0.5) < 0.1)
        #expect(manager.characterIndex(for: CGPoint(x: -20, y: 5), in: container, fractionOfDistanceBetweenInsertionPoints: nil) == 0)
        // A point right of the line's end hits its last character.
        #expect(manager.characterIndex(for: CGPoint(x: 900, y: 5), in: container, fractionOfDistanceBetweenInsertionPoints: nil) == 6)
        // The padding shifts glyphs right: the same character is now 5 points further.
        container.lineFragmentPadding = 5
        let padded = manager.boundingRect(forGlyphRange: NSRange(location: 4, length: 1), in: container)
        #expect(abs(padded.minX - rect.minX - 5) < 0.01)
    }

    @Test func editsToTheStorageRelayOut() {
        let (storage, manager, container) = Self.system("Hello", size: CGSize(width: 100, height: 1000))
        let before = manager.usedRect(for: container)
        storage.append(NSAttributedString(string: " and a much longer tail that wraps", attributes: [.font: Self.font]))
        let after = manager.usedRect(for: container)
        #expect(after.height > before.height * 2)
        #expect(manager.numberOfGlyphs == storage.length)
        storage.replaceCharacters(in: NSRange(location: 0, length: storage.length), with: "Hi you")
        #expect(manager.numberOfGlyphs == 6 && abs(manager.usedRect(for: container).height - before.height) < 0.5)
        // A narrower container wraps the two words onto two lines.
        container.size = CGSize(width: 60, height: 1000)
        #expect(abs(manager.usedRect(for: container).height - 2 * before.height) < 0.5)
    }

    @Test func theContainerLimitsLinesAndTruncates() {
        let text = "one two three four five six seven eight nine ten"
        let (storage, manager, container) = Self.system(text, size: CGSize(width: 80, height: 1000))
        defer { withExtendedLifetime(storage) {} }
        let all = manager.usedRect(for: container).height
        container.maximumNumberOfLines = 2
        #expect(abs(manager.usedRect(for: container).height - 2 * Self.font.lineHeight) < 0.5)
        #expect(all > 2 * Self.font.lineHeight + 1)
        container.maximumNumberOfLines = 0
        container.size = CGSize(width: 80, height: Self.font.lineHeight * 1.5)
        #expect(abs(manager.usedRect(for: container).height - Self.font.lineHeight) < 0.5)
        #expect(NSMaxRange(manager.glyphRange(for: container)) < text.utf16.count)
    }

    @Test func aFinalNewlineGetsTheExtraLineFragment() {
        let (storage, manager, container) = Self.system("a\n")
        defer { withExtendedLifetime(storage) {} }
        #expect(manager.extraLineFragmentRect.height > 0)
        #expect(manager.extraLineFragmentTextContainer === container)
        #expect(abs(manager.usedRect(for: container).height - 2 * Self.font.lineHeight) < 0.5)
        let (plainStorage, plain, _) = Self.system("a")
        defer { withExtendedLifetime(plainStorage) {} }
        #expect(plain.extraLineFragmentRect == .zero && plain.extraLineFragmentTextContainer == nil)
    }

    @Test func exclusionPathsCutTheProposedLineFragment() {
        let container = NSTextContainer(size: CGSize(width: 200, height: 200))
        container.exclusionPaths = [UIBezierPath(rect: CGRect(x: 50, y: 0, width: 40, height: 40))]
        var remaining = CGRect.zero
        let first = container.lineFragmentRect(forProposedRect: CGRect(x: 0, y: 10, width: 300, height: 20), at: 0,
                                               writingDirection: .natural, remaining: &remaining)
        #expect(first == CGRect(x: 0, y: 10, width: 50, height: 20))
        #expect(remaining == CGRect(x: 90, y: 10, width: 110, height: 20))
        // Below the path the whole width is free.
        let below = container.lineFragmentRect(forProposedRect: CGRect(x: 0, y: 50, width: 300, height: 20), at: 0,
                                               writingDirection: .natural, remaining: &remaining)
        #expect(below == CGRect(x: 0, y: 50, width: 200, height: 20) && remaining == .zero)
        #expect(!container.isSimpleRectangularTextContainer)
    }
}

/// A delegate counting the edits it hears of.
private final class StorageDelegate: NSObject, NSTextStorageDelegate {
    var processed: [(NSTextStorage.EditActions, NSRange, Int)] = []
    func textStorage(_ textStorage: NSTextStorage, didProcessEditing editedMask: NSTextStorage.EditActions,
                     range editedRange: NSRange, changeInLength delta: Int) {
        processed.append((editedMask, editedRange, delta))
    }
}

@Suite struct NSTextStorageTests {
    @Test func everyMutationIsProcessedAtOnceOutsideAnEditingGroup() {
        let storage = NSTextStorage(string: "Hello")
        let delegate = StorageDelegate()
        storage.delegate = delegate
        storage.append(NSAttributedString(string: " world"))
        storage.addAttribute(.font, value: UIFont.systemFont(ofSize: 20), range: NSRange(location: 0, length: 5))
        storage.deleteCharacters(in: NSRange(location: 0, length: 6))
        #expect(storage.string == "world")
        #expect(delegate.processed.count == 3)
        #expect(delegate.processed[0].0 == [.editedCharacters, .editedAttributes])
        #expect(delegate.processed[0].1 == NSRange(location: 5, length: 6) && delegate.processed[0].2 == 6)
        #expect(delegate.processed[1].0 == .editedAttributes && delegate.processed[1].2 == 0)
        #expect(delegate.processed[2].0 == .editedCharacters && delegate.processed[2].2 == -6)
        #expect(storage.editedMask.isEmpty && storage.changeInLength == 0)
    }

    @Test func editsInAGroupAreProcessedOnceAtTheEnd() {
        let storage = NSTextStorage(string: "abc")
        let delegate = StorageDelegate()
        storage.delegate = delegate
        storage.beginEditing()
        storage.replaceCharacters(in: NSRange(location: 1, length: 1), with: "XYZ")
        storage.insert(NSAttributedString(string: "!"), at: 0)
        #expect(delegate.processed.isEmpty && storage.changeInLength == 3)
        storage.endEditing()
        #expect(storage.string == "!aXYZc")
        #expect(delegate.processed.count == 1)
        #expect(delegate.processed[0].2 == 3)
        #expect(delegate.processed[0].1 == NSRange(location: 0, length: 5))
    }

    @Test func anEmptyStorageCanBeMadeAndFilled() {
        let storage = NSTextStorage()
        #expect(storage.length == 0)
        storage.setAttributedString(NSAttributedString(string: "filled"))
        #expect(storage.string == "filled")
        let mutable = NSMutableAttributedString()
        mutable.append(NSAttributedString(string: "x"))
        #expect(mutable.string == "x" && NSAttributedString().length == 0)
    }
}
