import Foundation
import Testing
import LayercastGraphics
import LayercastLayers
@testable import LayercastUI

/// Underlines and strikethroughs (UIKit's `.underlineStyle`, `.strikethroughStyle`) and an input
/// method's marked text travel as decorations of glyph runs (SPEC §4.6, §12.10), not as bitmaps.
@MainActor @Suite struct ViewContentsRendererDecorationsTests {
    private func label(_ text: NSAttributedString) -> (Stage, UILabel) {
        let stage = Stage()
        let label = UILabel(frame: CGRect(x: 10, y: 20, width: 240, height: 30))
        label.attributedText = text
        stage.window.addSubview(label)
        stage.app.runTurn()
        return (stage, label)
    }

    private let font = UIFont.systemFont(ofSize: 17)

    @Test func anUnderlineIsOneLineBelowTheBaselineAcrossTheRun() throws {
        let (_, label) = label(NSAttributedString(string: "Underlined", attributes: [
            .font: font, .underlineStyle: NSUnderlineStyle.single.rawValue]))
        let recorded = try #require(ViewContentsRenderer().drawRecordingText(of: label.layer, scale: 2))
        // Only text was drawn: no bitmap, and the line is the run's, not painting over it.
        #expect(recorded.image == nil)
        let run = try #require(recorded.runs.first)
        let line = try #require(run.decorations.first)
        #expect(run.decorations.count == 1)
        // Below the baseline (y grows down), thinner than the text, as wide as the run's advance.
        #expect(line.minY > run.origin.y && line.minY < run.origin.y + font.pointSize / 2)
        #expect(line.height > 0 && line.height < 3)
        #expect(abs(line.minX - run.origin.x) < 0.01)
        let last = try #require(run.glyphs.last)
        #expect(line.maxX > run.origin.x + last.x)
    }

    @Test func aDoubleUnderlineIsTwoLinesAndAStrikethroughCrossesTheText() throws {
        let (_, double) = label(NSAttributedString(string: "Twice", attributes: [
            .font: font, .underlineStyle: NSUnderlineStyle.double.rawValue]))
        let twice = try #require(ViewContentsRenderer().drawRecordingText(of: double.layer, scale: 1)).runs[0]
        #expect(twice.decorations.count == 2)
        #expect(twice.decorations[1].minY > twice.decorations[0].maxY)
        let (_, struck) = label(NSAttributedString(string: "Struck", attributes: [
            .font: font, .strikethroughStyle: NSNumber(value: NSUnderlineStyle.single.rawValue)]))
        let through = try #require(ViewContentsRenderer().drawRecordingText(of: struck.layer, scale: 1)).runs[0]
        let line = try #require(through.decorations.first)
        // Above the baseline, below the top of the lowercase letters' height.
        #expect(line.maxY < through.origin.y && line.minY > through.origin.y - font.pointSize)
    }

    @Test func textWithoutLinesHasNoDecorationsAndALineIsInTheBitmapToo() throws {
        let (_, plain) = label(NSAttributedString(string: "Plain", attributes: [.font: font]))
        let (_, lined) = label(NSAttributedString(string: "Plain", attributes: [.font: font, .underlineStyle: 1]))
        let renderer = ViewContentsRenderer()
        #expect(try #require(renderer.drawRecordingText(of: plain.layer, scale: 1)).runs[0].decorations.isEmpty)
        // For clients without glyph runs the bitmap has the line: more ink than without it.
        let a = try #require(renderer.drawContents(of: plain.layer, scale: 1, dirtyRect: plain.bounds))
        let b = try #require(renderer.drawContents(of: lined.layer, scale: 1, dirtyRect: lined.bounds))
        #expect(b.pixels.filter { $0 != 0 }.count > a.pixels.filter { $0 != 0 }.count)
    }

    @Test func aCompositionStaysRunsWithTheMarkedTextUnderlined() throws {
        let stage = Stage()
        let field = UITextField(frame: CGRect(x: 10, y: 20, width: 240, height: 34))
        field.font = font
        field.text = "ab"
        stage.window.addSubview(field)
        #expect(field.becomeFirstResponder())
        field.setMarkedText("nihao", selectedRange: NSRange(location: 5, length: 0))
        stage.app.runTurn()
        let recorded = try #require(ViewContentsRenderer().drawRecordingText(of: field.fieldText.layer, scale: 2),
                                    "the marked text made the field's text fall back to a bitmap")
        // "ab" and the marked "nihao" are separate runs (the underline is an attribute change);
        // only the marked text's run is underlined, across its width.
        #expect(recorded.runs.reduce(0) { $0 + $1.glyphs.count } == 7)
        let underlined = recorded.runs.filter { !$0.decorations.isEmpty }
        #expect(underlined.reduce(0) { $0 + $1.glyphs.count } == 5)
        let run = try #require(underlined.first), line = try #require(run.decorations.first)
        #expect(run.decorations.count == 1)
        #expect(abs(line.minX - run.origin.x) < 0.01)
        let lastGlyph = try #require(run.glyphs.last)
        #expect(line.maxX > run.origin.x + CGFloat(lastGlyph.x))
        // Committing the composition takes the line away.
        field.unmarkText()
        stage.app.runTurn()
        let after = try #require(ViewContentsRenderer().drawRecordingText(of: field.fieldText.layer, scale: 2))
        #expect(after.runs.allSatisfy { $0.decorations.isEmpty })
    }
}
