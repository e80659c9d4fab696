import Foundation
import LayercastGraphics
import LayercastUI

/// The demo's showcase screen: a title, the photo gallery (with its shadow card), a button and
/// the label counting its taps, the table of 1,000 rows, the layer-properties card, the draggable
/// puck and the toolbar at the bottom, above the tab bar.
///
/// Sized for a 390×844-point portrait screen, but `layoutSubviews` derives every frame from
/// the bounds, so the screen adapts when a client's screen changes size or orientation.
@MainActor
public final class DemoRootView: UIView {
    let titleLabel = UILabel()
    let subtitleLabel = UILabel()
    /// Carries the photo's shadow: the photo clips to its rounded corners, which would clip a
    /// shadow of its own.
    let photoCard = UIView()
    let photoView: DemoPhotoView
    let tapButton = UIButton(type: .system)
    let tapCountLabel = UILabel()
    let listView: DemoListView
    let shapesView = DemoShapesView(frame: .zero)
    let draggableView = DemoDraggableView(frame: CGRect(x: 0, y: 0, width: 76, height: 76))
    let toolbarBackground = UIView()
    let toolbar = UIToolbar()
    /// A phone's home indicator, so the screenshot reads as a phone screen.
    let homeIndicator = UIView()
    /// Where the puck's home was at the last layout; `nil` before the first.
    private var lastPuckHome: CGPoint?

    /// Size of the draggable puck, points.
    static let puckSize: CGFloat = 76

    init(frame: CGRect, imageScale: CGFloat) {
        photoView = DemoPhotoView(frame: CGRect(x: 0, y: 0, width: 350, height: 210), imageScale: imageScale)
        listView = DemoListView(frame: .zero, sectionTitles: DemoRootView.listTitles)
        super.init(frame: frame)
        backgroundColor = .demo(DemoPalette.background)

        titleLabel.text = "Layercast"
        titleLabel.font = .systemFont(ofSize: 30, weight: .bold)
        titleLabel.textColor = DemoPalette.ink
        subtitleLabel.text = "UIKit-style views, streamed as layers"
        subtitleLabel.font = .systemFont(ofSize: 15)
        subtitleLabel.textColor = DemoPalette.secondaryInk

        photoCard.layer.cornerRadius = 18
        photoCard.backgroundColor = .demo(DemoPalette.ink)
        photoCard.layer.shadowColor = .demo(DemoPalette.shadow)
        photoCard.layer.shadowOpacity = 0.25
        photoCard.layer.shadowOffset = CGSize(width: 0, height: 8)
        photoCard.layer.shadowRadius = 16
        photoCard.addSubview(photoView)

        tapButton.backgroundColor = .demo(DemoPalette.accent)
        tapButton.layer.cornerRadius = 14
        tapButton.layer.shadowColor = .demo(DemoPalette.accent)
        tapButton.layer.shadowOpacity = 0.35
        tapButton.layer.shadowOffset = CGSize(width: 0, height: 6)
        tapButton.layer.shadowRadius = 10
        tapButton.setTitle("Tap me", for: .normal)
        tapButton.setTitleColor(.white, for: .normal)
        tapButton.titleLabel?.font = .systemFont(ofSize: 18, weight: .semibold)

        tapCountLabel.text = "Taps: 0"
        tapCountLabel.font = .monospacedSystemFont(ofSize: 18, weight: .semibold)
        tapCountLabel.textColor = DemoPalette.accentDark
        tapCountLabel.textAlignment = .center
        tapCountLabel.backgroundColor = .demo(DemoPalette.card)
        tapCountLabel.layer.cornerRadius = 14
        tapCountLabel.layer.borderWidth = 2
        tapCountLabel.layer.borderColor = .demo(DemoPalette.accent.withAlphaComponent(0.35))

        toolbarBackground.backgroundColor = .demo(DemoPalette.toolbar)
        toolbarBackground.layer.shadowColor = .demo(DemoPalette.shadow)
        toolbarBackground.layer.shadowOpacity = 0.08
        toolbarBackground.layer.shadowOffset = CGSize(width: 0, height: -1)
        toolbarBackground.layer.shadowRadius = 4

        homeIndicator.backgroundColor = .demo(DemoPalette.ink)
        homeIndicator.layer.cornerRadius = 2.5
        homeIndicator.isUserInteractionEnabled = false

        [titleLabel, subtitleLabel, photoCard, tapButton, tapCountLabel, listView, shapesView,
         toolbarBackground, toolbar, homeIndicator, draggableView].forEach(addSubview)
    }

    required init?(coder: NSCoder) { nil }

    /// The list's section titles; each section holds `DemoListView.rowsPerSection` rows.
    static let listTitles = ["Coral", "Amber", "Mint", "Teal", "Indigo", "Rose", "Leaf", "Lilac",
                             "Sand", "Slate", "Peach", "Ocean", "Plum", "Lime", "Berry", "Cloud",
                             "Stone", "Honey", "Fern", "Dusk"]

    // MARK: - Layout

    /// The frames (points, in the root view's space) `layoutSubviews` gives each part.
    struct Layout {
        var title, subtitle, photo, button, countLabel, list, shapes, toolbar, toolbarBackground: CGRect
        var puckHome: CGPoint
    }

    /// The layout for a root view of `bounds` whose safe area is `safeArea`: fixed-height rows
    /// from the top, the toolbar at the bottom (above a tab bar), the list and the layers card
    /// sharing what is left.
    static func layout(for bounds: CGRect, safeArea: UIEdgeInsets = .zero) -> Layout {
        let w = bounds.width, h = bounds.height
        let portrait = h >= w
        // At least the insets of a notched phone, so the screenshot looks like one.
        let top = max(safeArea.top, portrait ? 47 : 16), bottom = max(safeArea.bottom, portrait ? 34 : 21)
        let margin: CGFloat = 20, gap: CGFloat = 16
        let width = max(0, w - 2 * margin)
        let toolbar = CGRect(x: 0, y: h - bottom - 44, width: w, height: 44)
        // Portrait: one column. Landscape: title and photo on the left, the rest on the right.
        let columnWidth = portrait ? width : floor((width - gap) / 2)
        let title = CGRect(x: margin, y: top + 8, width: columnWidth, height: 36)
        let subtitle = CGRect(x: margin, y: title.maxY, width: columnWidth, height: 22)
        let photoTop = subtitle.maxY + 12
        let photoHeight = portrait ? max(80, min(round(width * 0.6), (h - top - bottom) * 0.3))
                                   : max(60, toolbar.minY - gap - photoTop)
        let photo = CGRect(x: margin, y: photoTop, width: columnWidth, height: photoHeight)
        let controlsX = portrait ? margin : margin + columnWidth + gap
        let controlsY = portrait ? photo.maxY + gap : title.minY
        let controlsWidth = portrait ? width : width - columnWidth - gap
        let half = floor((controlsWidth - gap) / 2)
        let button = CGRect(x: controlsX, y: controlsY, width: half, height: 50)
        let countLabel = CGRect(x: controlsX + half + gap, y: controlsY, width: controlsWidth - half - gap, height: 50)
        let lowerTop = button.maxY + gap
        let lowerHeight = max(60, toolbar.minY - gap - lowerTop)
        let list = CGRect(x: controlsX, y: lowerTop, width: half, height: lowerHeight)
        let shapes = CGRect(x: countLabel.minX, y: lowerTop, width: countLabel.width, height: lowerHeight)
        // Under the shapes in portrait; landscape's card is too short, so over the photo's corner.
        let puckHome = portrait ? CGPoint(x: shapes.midX, y: shapes.maxY - puckSize / 2 - 20)
                                : CGPoint(x: photo.maxX - puckSize / 2 - 16, y: photo.maxY - puckSize / 2 - 16)
        return Layout(title: title, subtitle: subtitle, photo: photo, button: button, countLabel: countLabel,
                      list: list, shapes: shapes, toolbar: toolbar,
                      toolbarBackground: CGRect(x: 0, y: toolbar.minY, width: w, height: h - toolbar.minY),
                      puckHome: puckHome)
    }

    public override func layoutSubviews() {
        let l = Self.layout(for: bounds, safeArea: safeAreaInsets)
        // A bar (the tab bar) covers the bottom edge: no home indicator of our own there.
        homeIndicator.isHidden = safeAreaInsets.bottom > 0
        titleLabel.frame = l.title
        subtitleLabel.frame = l.subtitle
        photoCard.frame = l.photo
        photoView.frame = photoCard.bounds
        tapButton.frame = l.button
        tapCountLabel.frame = l.countLabel
        listView.frame = l.list
        shapesView.frame = l.shapes
        toolbar.frame = l.toolbar
        toolbarBackground.frame = l.toolbarBackground
        homeIndicator.frame = CGRect(x: (bounds.width - 134) / 2, y: bounds.height - 13, width: 134, height: 5)
        // The puck keeps its offset from its home across resizes, but stays fully on screen.
        let c = draggableView.center, home = l.puckHome
        let wanted = lastPuckHome.map { CGPoint(x: home.x + c.x - $0.x, y: home.y + c.y - $0.y) } ?? home
        lastPuckHome = home
        let r = Self.puckSize / 2
        draggableView.center = CGPoint(x: min(max(wanted.x, r), max(r, bounds.width - r)),
                                       y: min(max(wanted.y, r), max(r, bounds.height - r)))
    }
}
