import Foundation
import Testing
import LayercastGraphics
@testable import LayercastUI

/// `UIPasteboard`'s URLs and images. A URL travels as its absolute string (the wire's clipboard
/// is text, SPEC §12.11); images stay on the server. As in UIKit, setting one kind replaces the
/// pasteboard's items, and each change bumps `changeCount`.
@MainActor @Suite struct UIPasteboardTypesTests {
    @Test func aURLIsItsAbsoluteStringAndOnlyStringsWithASchemeAreURLs() throws {
        let board = UIPasteboard()
        board.url = URL(string: "https://example.com/a?b=1")
        #expect(board.string == "https://example.com/a?b=1")
        #expect(board.hasURLs && board.url?.host == "example.com")
        board.string = "not a url"
        #expect(board.url == nil && !board.hasURLs)
        board.urls = [URL(string: "mailto:a@b.c")!, URL(string: "https://x.y")!]
        #expect(board.strings == ["mailto:a@b.c", "https://x.y"])
    }

    @Test func anImageReplacesTheStringsAndAStringTheImage() {
        let board = UIPasteboard()
        board.string = "text"
        let before = board.changeCount
        let image = UIGraphicsImageRenderer(size: CGSize(width: 2, height: 2)).image { _ in }
        board.image = image
        #expect(board.hasImages && board.image === image)
        #expect(!board.hasStrings && board.string == nil)
        #expect(board.changeCount == before + 1)
        board.string = "again"
        #expect(!board.hasImages && board.images == nil)
    }
}
