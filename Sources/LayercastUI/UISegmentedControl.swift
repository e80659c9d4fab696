import Foundation
import LayercastGraphics
import LayercastLayers

/// A row of mutually exclusive segments, each a title or an image: UIKit's
/// `UISegmentedControl`.
///
/// Drawn in `draw(_:)` in the iOS 13 style: a rounded grey track, the selected segment on a
/// white rounded "thumb", thin separators between unselected segments, titles in the 13-point
/// system font. A tap that lifts on a segment selects it and sends `.valueChanged` when the
/// selection changed (every tap when `isMomentary`); setting `selectedSegmentIndex` in code
/// sends nothing. Segments share the width equally, or by their content when
/// `apportionsSegmentWidthsByContent`; a width set with `setWidth(_:forSegmentAt:)` is kept.
@preconcurrency @MainActor
open class UISegmentedControl: UIControl {
    /// `selectedSegmentIndex` when no segment is selected.
    public static let noSegment = -1

    /// What a segment shows.
    struct Segment {
        var title: String?
        var image: UIImage?
        var isEnabled = true
        var width: CGFloat = 0
        var action: UIAction?
    }
    var segments: [Segment] = []
    private var titleAttributes: [UInt: [NSAttributedString.Key: Any]] = [:]

    /// Creates a control with a segment per item: `String`s become titles, `UIImage`s images.
    public init(items: [Any]?) {
        super.init(frame: .zero)
        for item in items ?? [] {
            if let image = item as? UIImage { segments.append(Segment(image: image)) }
            else { segments.append(Segment(title: item as? String ?? "\(item)")) }
        }
        setUp()
        frame.size = intrinsicContentSize
    }

    /// Creates a control with no segments.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUp()
    }

    /// Creates a control from an archive; Layercast has no nib archives, so no key of `coder`
    /// is read and it has no segments.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUp()
    }

    /// Creates a control with a segment per action (iOS 14): each segment runs its action when
    /// selected.
    public convenience init(frame: CGRect, actions: [UIAction]) {
        self.init(frame: frame)
        segments = actions.map { Segment(title: $0.title, image: $0.image, action: $0) }
    }

    private func setUp() {
        isOpaque = false
        contentMode = .redraw
    }

    // MARK: - Segments

    /// The number of segments.
    open var numberOfSegments: Int { segments.count }

    /// The selected segment's index, or `UISegmentedControl.noSegment`. Setting it sends no event.
    open var selectedSegmentIndex = UISegmentedControl.noSegment {
        didSet { if selectedSegmentIndex != oldValue { setNeedsDisplay() } }
    }

    /// Whether a segment shows as selected only while touched. Default `false`.
    open var isMomentary = false
    /// Whether segment widths follow their content. Default `false` (equal widths).
    open var apportionsSegmentWidthsByContent = false { didSet { setNeedsDisplay() } }
    /// The selected segment's background; `nil` uses white.
    open var selectedSegmentTintColor: UIColor? { didSet { setNeedsDisplay() } }

    /// Inserts a title segment at `segment` (clamped to the ends).
    open func insertSegment(withTitle title: String?, at segment: Int, animated: Bool) {
        insert(Segment(title: title), at: segment)
    }
    /// Inserts an image segment at `segment`.
    open func insertSegment(with image: UIImage?, at segment: Int, animated: Bool) {
        insert(Segment(image: image), at: segment)
    }
    /// Inserts a segment running `action` at `segment` (iOS 14).
    open func insertSegment(action: UIAction, at segment: Int, animated: Bool) {
        insert(Segment(title: action.title, image: action.image, action: action), at: segment)
    }
    private func insert(_ new: Segment, at index: Int) {
        let index = min(max(index, 0), segments.count)
        segments.insert(new, at: index)
        if selectedSegmentIndex >= index { selectedSegmentIndex += 1 }
        invalidateIntrinsicContentSize()
        setNeedsDisplay()
    }

    /// Removes the segment at `segment`.
    open func removeSegment(at segment: Int, animated: Bool) {
        guard segments.indices.contains(segment) else { return }
        segments.remove(at: segment)
        if selectedSegmentIndex == segment { selectedSegmentIndex = Self.noSegment }
        else if selectedSegmentIndex > segment { selectedSegmentIndex -= 1 }
        invalidateIntrinsicContentSize()
        setNeedsDisplay()
    }
    /// Removes every segment.
    open func removeAllSegments() {
        segments.removeAll()
        selectedSegmentIndex = Self.noSegment
        invalidateIntrinsicContentSize()
        setNeedsDisplay()
    }

    /// Sets the title of `segment`.
    open func setTitle(_ title: String?, forSegmentAt segment: Int) {
        guard segments.indices.contains(segment) else { return }
        segments[segment].title = title
        segments[segment].image = nil
        invalidateIntrinsicContentSize()
        setNeedsDisplay()
    }
    /// The title of `segment`, if it shows one.
    open func titleForSegment(at segment: Int) -> String? {
        segments.indices.contains(segment) ? segments[segment].title : nil
    }
    /// Sets the image of `segment`.
    open func setImage(_ image: UIImage?, forSegmentAt segment: Int) {
        guard segments.indices.contains(segment) else { return }
        segments[segment].image = image
        segments[segment].title = nil
        invalidateIntrinsicContentSize()
        setNeedsDisplay()
    }
    /// The image of `segment`, if it shows one.
    open func imageForSegment(at segment: Int) -> UIImage? {
        segments.indices.contains(segment) ? segments[segment].image : nil
    }
    /// Enables or disables `segment`.
    open func setEnabled(_ enabled: Bool, forSegmentAt segment: Int) {
        guard segments.indices.contains(segment) else { return }
        segments[segment].isEnabled = enabled
        setNeedsDisplay()
    }
    /// Whether `segment` is enabled.
    open func isEnabledForSegment(at segment: Int) -> Bool {
        segments.indices.contains(segment) ? segments[segment].isEnabled : false
    }
    /// Sets the width of `segment` (0: automatic).
    open func setWidth(_ width: CGFloat, forSegmentAt segment: Int) {
        guard segments.indices.contains(segment) else { return }
        segments[segment].width = max(0, width)
        setNeedsDisplay()
    }
    /// The width set for `segment` (0: automatic).
    open func widthForSegment(at segment: Int) -> CGFloat {
        segments.indices.contains(segment) ? segments[segment].width : 0
    }
    /// Sets the text attributes of titles in `state` (`.normal`, `.selected`…).
    open func setTitleTextAttributes(_ attributes: [NSAttributedString.Key: Any]?, for state: UIControl.State) {
        titleAttributes[state.rawValue] = attributes
        invalidateIntrinsicContentSize()
        setNeedsDisplay()
    }
    /// The text attributes of titles in `state`.
    open func titleTextAttributes(for state: UIControl.State) -> [NSAttributedString.Key: Any]? {
        titleAttributes[state.rawValue]
    }

    // MARK: - Geometry

    static let height: CGFloat = 32
    static let font = UIFont.systemFont(ofSize: 13, weight: .medium)

    private func attributes(selected: Bool, enabled: Bool) -> [NSAttributedString.Key: Any] {
        var result: [NSAttributedString.Key: Any] = [.font: Self.font, .foregroundColor: UIColor.label]
        for (key, value) in titleAttributes[UIControl.State.normal.rawValue] ?? [:] { result[key] = value }
        if selected { for (key, value) in titleAttributes[UIControl.State.selected.rawValue] ?? [:] { result[key] = value } }
        if !enabled, let color = result[.foregroundColor] as? UIColor { result[.foregroundColor] = color.withAlphaComponent(0.3) }
        return result
    }

    private func contentWidth(of segment: Segment) -> CGFloat {
        if let image = segment.image { return image.size.width + 16 }
        return (segment.title ?? "").size(withAttributes: attributes(selected: false, enabled: true)).width + 16
    }

    /// Each segment's rectangle in the bounds.
    func segmentFrames() -> [CGRect] {
        guard !segments.isEmpty else { return [] }
        let fixed = segments.reduce(CGFloat(0)) { $0 + $1.width }
        let automatic = segments.filter { $0.width == 0 }
        let left = max(0, bounds.width - fixed)
        let contentTotal = automatic.reduce(CGFloat(0)) { $0 + contentWidth(of: $1) }
        var x = bounds.minX
        return segments.map { segment in
            let width: CGFloat
            if segment.width > 0 { width = segment.width }
            else if apportionsSegmentWidthsByContent, contentTotal > 0 { width = left * contentWidth(of: segment) / contentTotal }
            else { width = left / CGFloat(automatic.count) }
            defer { x += width }
            return CGRect(x: x, y: bounds.minY, width: width, height: bounds.height)
        }
    }

    /// The segment under `point` (view space), or `noSegment`.
    func segment(at point: CGPoint) -> Int {
        segmentFrames().firstIndex { $0.contains(point) } ?? Self.noSegment
    }

    /// The widest segment's content times the count, by UIKit's 32-point height.
    open override var intrinsicContentSize: CGSize {
        let widest = segments.map(contentWidth(of:)).max() ?? 0
        let width = apportionsSegmentWidthsByContent ? segments.map(contentWidth(of:)).reduce(0, +)
                                                     : widest * CGFloat(segments.count)
        return CGSize(width: width.rounded(.up), height: Self.height)
    }
    /// The intrinsic size.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

    // MARK: - Touches

    private var touchedSegment = UISegmentedControl.noSegment

    /// Notes the segment touched.
    open override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        touchedSegment = segment(at: touch.location(in: self))
        setNeedsDisplay()
        return true
    }

    /// Selects the touched segment when the touch lifts on it; sends `.valueChanged` when the
    /// selection changed (every tap when momentary).
    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        defer { touchedSegment = Self.noSegment; setNeedsDisplay() }
        guard let touch, isEnabled else { return }
        let index = segment(at: touch.location(in: self))
        guard index != Self.noSegment, index == touchedSegment, segments[index].isEnabled else { return }
        let changed = index != selectedSegmentIndex
        if !isMomentary { selectedSegmentIndex = index }
        guard changed || isMomentary else { return }
        segments[index].action?.perform(sender: self)
        sendActions(for: .valueChanged)
    }

    /// Redraws for the new state.
    open override func stateDidChange() { setNeedsDisplay() }

    // MARK: - Drawing

    /// Draws the track, the selected segment's thumb, separators and contents.
    open override func draw(_ rect: CGRect) {
        guard UIGraphicsGetCurrentContext() != nil else { return }
        let radius: CGFloat = 8
        UIColor(red255: 118, green: 118, blue: 128, alpha: 0.12).setFill()
        UIBezierPath(roundedRect: bounds, cornerRadius: radius).fill()
        let frames = segmentFrames()
        let shown = isMomentary ? touchedSegment : selectedSegmentIndex
        for (index, frame) in frames.enumerated() {
            if index == shown {
                (selectedSegmentTintColor ?? .white).setFill()
                UIBezierPath(roundedRect: frame.insetBy(dx: 2, dy: 2), cornerRadius: radius - 1).fill()
            } else if index > 0, index - 1 != shown {
                UIColor(red255: 60, green: 60, blue: 67, alpha: 0.3).setFill()
                UIBezierPath(rect: CGRect(x: frame.minX - 0.5, y: frame.minY + 8, width: 1, height: frame.height - 16)).fill()
            }
            let segment = segments[index]
            let enabled = isEnabled && segment.isEnabled
            if let image = segment.image {
                let size = image.size
                image.draw(in: CGRect(x: frame.midX - size.width / 2, y: frame.midY - size.height / 2,
                                      width: size.width, height: size.height))
            } else if let title = segment.title {
                let attributes = attributes(selected: index == shown, enabled: enabled)
                let size = title.size(withAttributes: attributes)
                title.draw(at: CGPoint(x: frame.midX - size.width / 2, y: frame.midY - size.height / 2), withAttributes: attributes)
            }
        }
    }
}
