import Foundation
import Testing
import LayercastGraphics
import LayercastLayers
import LayercastProtocol
@testable import LayercastUI

/// Draws a filled rectangle and a string, in the order given (SPEC §4.6's composition rule).
@MainActor private final class TextAndBox: UIView {
    var textFirst = false
    var shadow = false
    override func draw(_ rect: CGRect) {
        let context = UIGraphicsGetCurrentContext()!
        let box = { context.setFillColor(UIColor.blue.cgColor); context.fill(CGRect(x: 0, y: 0, width: 20, height: 10)) }
        let text = {
            if self.shadow { context.setShadow(offset: CGSize(width: 1, height: 1), blur: 2, color: UIColor.black.cgColor) }
            "Hi".draw(at: CGPoint(x: 4, y: 2), withAttributes: [.font: UIFont.systemFont(ofSize: 17)])
        }
        if textFirst { text(); box() } else { box(); text() }
    }
}

@MainActor @Suite struct ViewContentsRendererGlyphRunsTests {
    private func label(_ text: String, frame: CGRect = CGRect(x: 10, y: 20, width: 200, height: 30)) -> (Stage, UILabel) {
        let stage = Stage()
        let label = UILabel(frame: frame)
        label.text = text
        label.font = .systemFont(ofSize: 17)
        stage.window.addSubview(label)
        stage.app.runTurn()
        return (stage, label)
    }

    @Test func aLabelIsRunsAndNoBitmap() throws {
        let (_, label) = label("Hello, world")
        let renderer = ViewContentsRenderer()
        let recorded = try #require(renderer.drawRecordingText(of: label.layer, scale: 2))
        // A label draws only text: no bitmap at all, and one run of 12 glyphs (Pango places the
        // space as a glyph too).
        #expect(recorded.image == nil)
        #expect(recorded.runs.count == 1)
        #expect(recorded.runs[0].glyphs.count == 12)
        #expect(recorded.runs[0].size == 17)
        // UILabel's default text colour is black (UIKit: `label`, black in the light appearance).
        #expect(recorded.runs[0].color == [0, 0, 0, 1])
        // The regular bitmap (for clients without glyphRuns) still has the text in it.
        let bitmap = try #require(renderer.drawContents(of: label.layer, scale: 2, dirtyRect: label.bounds))
        #expect(bitmap.pixels.contains { $0 != 0 })
    }

    @Test func runsAreInPointsAndTheSameAtEveryScale() throws {
        let (_, label) = label("Scale-free")
        let renderer = ViewContentsRenderer()
        let two = try #require(renderer.drawRecordingText(of: label.layer, scale: 2)).runs
        let three = try #require(renderer.drawRecordingText(of: label.layer, scale: 3)).runs
        let oneish = try #require(renderer.drawRecordingText(of: label.layer, scale: 1.28)).runs
        #expect(two == three && two == oneish)
        // Vertically centred in its 30 pt height, as UILabel draws; the baseline inside the bounds.
        #expect(two[0].origin.y > 0 && two[0].origin.y < 30)
        // Pen positions increase along the line.
        let xs = two[0].glyphs.map(\.x)
        #expect(xs == xs.sorted() && xs.last! > 40)
    }

    @Test func textDrawnAboveABitmapIsRecorded() throws {
        let stage = Stage()
        let view = TextAndBox(frame: CGRect(x: 0, y: 0, width: 40, height: 30))
        stage.window.addSubview(view)
        stage.app.runTurn()
        let recorded = try #require(ViewContentsRenderer().drawRecordingText(of: view.layer, scale: 2))
        #expect(recorded.image != nil)
        #expect(recorded.runs.count == 1 && recorded.runs[0].glyphs.count == 2)
        // "Hi" at (4, 2): its pen starts at x 4, its baseline below y 2.
        #expect(recorded.runs[0].origin.x == 4 && recorded.runs[0].origin.y > 2)
    }

    @Test func paintingOverTextFallsBackToABitmap() {
        let stage = Stage()
        let view = TextAndBox(frame: CGRect(x: 0, y: 0, width: 40, height: 30))
        view.textFirst = true
        stage.window.addSubview(view)
        stage.app.runTurn()
        #expect(ViewContentsRenderer().drawRecordingText(of: view.layer, scale: 2) == nil)
    }

    @Test func textWithAShadowFallsBackToABitmap() {
        let stage = Stage()
        let view = TextAndBox(frame: CGRect(x: 0, y: 0, width: 40, height: 30))
        view.shadow = true
        stage.window.addSubview(view)
        stage.app.runTurn()
        #expect(ViewContentsRenderer().drawRecordingText(of: view.layer, scale: 2) == nil)
    }
}

/// The display pass and the commit diff with glyph-run recording on (SPEC §4.6): a client of
/// `glyphRuns` gets a label as runs, every other client its bitmap as before.
@MainActor @Suite struct DisplayPassGlyphRunsTests {
    @Test func aLabelCommitsAsRunsForGlyphClientsAndAsABitmapForOthers() throws {
        let stage = Stage()
        stage.app.layerContext.recordsGlyphRuns = true
        let label = UILabel(frame: CGRect(x: 10, y: 20, width: 200, height: 30))
        label.text = "Hello"
        label.font = .systemFont(ofSize: 17)
        stage.window.addSubview(label)
        let diff = try #require(stage.app.runTurn().first)
        let id = try #require(label.layer.layerID)
        func properties(glyphRuns: Bool) -> [LayerProperty] {
            let ops = diff.operations(forScale: 2, features: glyphRuns ? .glyphRuns : []) { ContentID(UInt64($0.width)) }.operations
            return ops.flatMap { op -> [LayerProperty] in
                if case .setProperties(let l, let p) = op, l == id { p } else { [] }
            }
        }
        let runs = properties(glyphRuns: true).compactMap { if case .glyphRuns(let r) = $0 { r } else { nil } }
        #expect(runs.count == 1 && runs[0].count == 1 && runs[0][0].glyphs.count == 5)
        #expect(properties(glyphRuns: true).contains(.contents(nil)), "a label draws only text: no bitmap")
        let old = properties(glyphRuns: false)
        #expect(!old.contains { $0.key == .glyphRuns }, "clients without glyphRuns never see key 27")
        #expect(old.contains { if case .contents(let c) = $0 { c != nil } else { false } })
        // Typing a character re-records the label: one more glyph.
        label.text = "Hello!"
        let next = try #require(stage.app.runTurn().first)
        let ops = next.operations(forScale: 2, features: .glyphRuns) { ContentID(UInt64($0.width)) }.operations
        let again = ops.flatMap { op -> [GlyphRun] in
            guard case .setProperties(let l, let p) = op, l == id else { return [] }
            return p.flatMap { prop -> [GlyphRun] in if case .glyphRuns(let r) = prop { r } else { [] } }
        }
        #expect(again.first?.glyphs.count == 6)
    }

    @Test func withoutRecordingNothingChanges() throws {
        let stage = Stage()
        let label = UILabel(frame: CGRect(x: 10, y: 20, width: 200, height: 30))
        label.text = "Hello"
        stage.window.addSubview(label)
        let diff = try #require(stage.app.runTurn().first)
        #expect(label.layer.layerContents?.recordedText.isEmpty == true)
        let ops = diff.operations(forScale: 2, features: .glyphRuns) { ContentID(UInt64($0.width)) }.operations
        // A glyph client of a server that does not record gets bitmaps and empty runs.
        #expect(ops.contains { if case .setProperties(_, let p) = $0 { p.contains(.glyphRuns([])) } else { false } })
    }
}
