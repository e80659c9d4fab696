import Foundation
import Testing
@testable import LayercastGraphics

@Suite struct NSStringWordEnumerationTests {
    @Test func wordsComeWithTheirRangesAndEnclosingRanges() {
        let text: NSString = "Hello, big world. Don't stop"
        var words: [String] = [], ranges: [NSRange] = [], enclosing: [NSRange] = []
        text.enumerateSubstrings(in: NSRange(location: 0, length: text.length), options: .byWords) { word, range, around, _ in
            words.append(word ?? "?"); ranges.append(range); enclosing.append(around)
        }
        #expect(words == ["Hello", "big", "world", "Don't", "stop"])
        #expect(ranges[1] == NSRange(location: 7, length: 3))
        // A word's enclosing range runs to the next word: "Hello, " then "big ".
        #expect(enclosing[0] == NSRange(location: 0, length: 7) && enclosing[1] == NSRange(location: 7, length: 4))
    }

    @Test func reverseGoesFromTheEndAndStopStops() {
        let text: NSString = "one two three"
        var words: [String] = []
        text.enumerateSubstrings(in: NSRange(location: 0, length: text.length), options: [.byWords, .reverse]) { word, _, _, stop in
            words.append(word ?? "?")
            if words.count == 2 { stop.pointee = true }
        }
        #expect(words == ["three", "two"])
    }

    @Test func otherUnitsAreFoundations() {
        let text: NSString = "a\u{301}b\nline two"
        var characters = 0, lines: [String] = []
        text.enumerateSubstrings(in: NSRange(location: 0, length: text.length), options: .byComposedCharacterSequences) { _, _, _, _ in
            characters += 1
        }
        text.enumerateSubstrings(in: NSRange(location: 0, length: text.length), options: .byLines) { line, _, _, _ in
            lines.append(line ?? "?")
        }
        #expect(characters == 11)
        #expect(lines == ["áb", "line two"] || lines == ["a\u{301}b", "line two"])
    }
}
