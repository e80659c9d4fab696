import Foundation

// Enumerating words (`NSString.EnumerationOptions.byWords`), which code written for iOS uses to
// trim text word by word and which Foundation on Linux marks unavailable (its
// `enumerateSubstrings` stops the program when asked for words). These declarations shadow
// Foundation's for code that imports the toolkit: `.byWords` is Apple's raw value, and
// `enumerateSubstrings(in:options:using:)` enumerates words itself and hands every other unit
// (composed characters, lines, paragraphs, sentences) to Foundation's `String` enumeration.

extension NSString.EnumerationOptions {
    /// Enumerate words (Apple's raw value, 3).
    public static var byWords: NSString.EnumerationOptions { NSString.EnumerationOptions(rawValue: 3) }
}

extension NSString {
    /// Calls `block` with each substring of the unit `opts` names (words, composed characters,
    /// lines, paragraphs, sentences) in `range`: the substring (`nil` with
    /// `.substringNotRequired`), its range, its enclosing range (for a word, up to the next
    /// word) and a flag that stops the enumeration. `.reverse` goes from the end.
    ///
    /// A word is a run of letters, digits and marks, with apostrophes and dots between letters
    /// kept inside it ("don't", "e.g"), as the Unicode word boundaries UIKit uses mostly give.
    public func enumerateSubstrings(in range: NSRange, options opts: NSString.EnumerationOptions = [],
                                    using block: @escaping (String?, NSRange, NSRange, UnsafeMutablePointer<ObjCBool>) -> Void) {
        let unit = opts.rawValue & 0xFF
        let string = String(self)
        guard unit == NSString.EnumerationOptions.byWords.rawValue else {
            return Self.enumerateWithString(string, in: range, options: opts, using: block)
        }
        let words = Self.wordRanges(in: string, within: range)
        let ordered = opts.contains(.reverse) ? Array(words.indices.reversed()) : Array(words.indices)
        var stop: ObjCBool = false
        for i in ordered {
            let word = words[i]
            let enclosingEnd = i + 1 < words.count ? words[i + 1].location : NSMaxRange(range)
            let enclosingStart = i == 0 ? range.location : word.location
            let enclosing = NSRange(location: enclosingStart, length: enclosingEnd - enclosingStart)
            let substring = opts.contains(.substringNotRequired) ? nil : substring(with: word)
            block(substring, word, enclosing, &stop)
            if stop.boolValue { return }
        }
    }

    /// The UTF-16 ranges of the words of `string` within `range`.
    static func wordRanges(in string: String, within range: NSRange) -> [NSRange] {
        let utf16 = string.utf16
        let lower = utf16.index(utf16.startIndex, offsetBy: max(0, min(range.location, utf16.count)))
        let upper = utf16.index(lower, offsetBy: max(0, min(range.length, utf16.distance(from: lower, to: utf16.endIndex))))
        let characters = Array(string[lower..<upper].indices)
        func isWordCharacter(_ c: Character) -> Bool {
            c.unicodeScalars.contains { CharacterSet.alphanumerics.contains($0) || CharacterSet.nonBaseCharacters.contains($0) }
        }
        var words: [NSRange] = []
        var start: String.Index?
        for (n, index) in characters.enumerated() {
            let c = string[index]
            let joins = (c == "'" || c == "\u{2019}" || c == ".") && start != nil && n + 1 < characters.count
                && isWordCharacter(string[characters[n + 1]])
            if isWordCharacter(c) || joins {
                if start == nil { start = index }
            } else if let s = start {
                words.append(NSRange(s..<index, in: string))
                start = nil
            }
        }
        if let s = start { words.append(NSRange(s..<upper, in: string)) }
        return words
    }

    private static func enumerateWithString(_ string: String, in range: NSRange, options opts: NSString.EnumerationOptions,
                                            using block: @escaping (String?, NSRange, NSRange, UnsafeMutablePointer<ObjCBool>) -> Void) {
        guard let swiftRange = Range(range, in: string) else { return }
        string.enumerateSubstrings(in: swiftRange, options: opts) { substring, substringRange, enclosingRange, stop in
            var flag: ObjCBool = false
            block(substring, NSRange(substringRange, in: string), NSRange(enclosingRange, in: string), &flag)
            if flag.boolValue { stop = true }
        }
    }
}
