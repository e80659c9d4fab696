import Foundation
import LayercastDemo
import LayercastGraphics
import LayercastLayers
import LayercastProtocol
import LayercastUI

/// The content bitmaps of figure 4, drawn by the toolkit exactly as the server would send them.
///
/// Three categories, all at 3 pixels per point (a phone screen) unless stated:
/// - text: every label the demo draws (title, subtitle, button title, counter, list rows, caption,
///   toolbar items) plus a multi-line paragraph label 358 points wide;
/// - UI: switches (on and off) and sliders at a few widths and values, drawn by the toolkit;
/// - photos: the demo's three photos (landscapes painted in code with gradients, Bézier hills,
///   stars; 350×210 points at 3×, 1050×630 pixels), i.e. synthetic but photo-like images.
@MainActor
enum CompressionCorpus {
    /// A category of content bitmaps.
    enum Category: String, CaseIterable, Sendable {
        case text, ui = "UI", photos
    }

    /// One bitmap with its content id (the server computes the id when the content is drawn).
    struct Item: Sendable {
        var category: Category
        var bitmap: ContentBitmap
        var id: ContentID
    }

    static let scale: CGFloat = 3

    /// Draws the corpus. `quick` keeps one photo and fewer controls.
    static func make(quick: Bool) -> [Item] {
        let screen = UIScreen(bounds: CGRect(x: 0, y: 0, width: 390, height: 844), scale: scale)
        let clock = ManualClock()
        let app = UIApplication(screen: screen, clock: clock, contentsRenderer: ViewContentsRenderer())
        let demo = launchDemo(in: app)
        var items: [ContentID: Item] = [:]
        collect(app.runTurn(), window: demo.window, into: &items)

        // The other two photos arrive with the photo view's transitions.
        for _ in 0..<(quick ? 0 : 2) {
            demo.photoView.transitionToNextScene()
            collect(app.runTurn(), window: demo.window, into: &items)
            clock.advance(by: 1)
            collect(app.runTurn(), window: demo.window, into: &items)
        }

        // A paragraph and controls, in a window of their own above the demo.
        let extra = UIWindow(screen: screen)
        extra.backgroundColor = .white
        let paragraph = UILabel(frame: CGRect(x: 16, y: 40, width: 358, height: 300))
        paragraph.numberOfLines = 0
        paragraph.font = .systemFont(ofSize: 17)
        paragraph.text = """
        Layercast streams a UIKit-style layer tree instead of pixels. Each view draws its \
        contents once, the server sends the bitmap once, and every later frame is a few bytes \
        of property changes: positions, opacity, transforms. The thin client composites the \
        layers on its own GPU, so scrolling, dragging and animations stay smooth over a slow \
        link, and text stays sharp at the client's own scale.
        """
        extra.addSubview(paragraph)
        let widths: [CGFloat] = quick ? [200] : [120, 200, 300, 358]
        for (index, width) in widths.enumerated() {
            let y = 360 + CGFloat(index) * 50
            let toggle = UISwitch(frame: CGRect(x: 16, y: y, width: 0, height: 0))
            toggle.isOn = index % 2 == 0
            extra.addSubview(toggle)
            let slider = UISlider(frame: CGRect(x: 80, y: y, width: min(width, 294), height: 31))
            slider.value = Float(index + 1) / Float(widths.count + 1)
            extra.addSubview(slider)
        }
        extra.makeKeyAndVisible()
        collect(app.runTurn(), window: extra, into: &items)

        return items.values.sorted { ($0.category.rawValue, $0.bitmap.pixels.count, $0.id.rawValue)
            < ($1.category.rawValue, $1.bitmap.pixels.count, $1.id.rawValue) }
    }

    /// Adds the bitmaps the diffs carry for a 3× screen, classified by the view that drew them.
    private static func collect(_ diffs: [LayerTreeDiff], window: UIView, into items: inout [ContentID: Item]) {
        var categories: [LayerID: Category] = [:]
        func walk(_ view: UIView) {
            if let id = view.layer.layerID {
                switch view {
                case is UILabel: categories[id] = .text
                case is UIImageView: categories[id] = .photos
                case is UISwitch, is UISlider: categories[id] = .ui
                default: break
                }
            }
            for subview in view.subviews { walk(subview) }
        }
        walk(window)
        for diff in diffs {
            for change in diff.contentsChanges {
                guard let category = categories[change.layer],
                      let chosen = change.contents?.bitmap(forScale: scale) else { continue }
                let image = chosen.image
                let bitmap = ContentBitmap(width: image.width, height: image.height, scale: Double(chosen.scale),
                                           pixels: image.pixels)
                let id = ContentID(of: bitmap)
                items[id] = Item(category: category, bitmap: bitmap, id: id)
            }
        }
    }
}
