import Foundation

// UIKit's NSString drawing additions, on String. Drawing goes to the current context (a no-op
// without one); measuring needs no context. Sizes are in points, fractional: ceil them for views.
extension String {
    /// The size of the text on one line per paragraph (no wrapping).
    public func size(withAttributes attributes: [NSAttributedString.Key: Any]? = nil) -> CGSize {
        (try? TextLayout(string: self, attributes: attributes ?? [:]))?.size ?? .zero
    }

    /// The rectangle the text occupies when laid out within `size` (origin zero).
    ///
    /// With `.usesLineFragmentOrigin` the text wraps at `size.width` and lines that do not fit
    /// `size.height` are dropped (use `.greatestFiniteMagnitude` for no limit); without it the text
    /// is one line. `context.maximumNumberOfLines` limits the lines, as UILabel's `numberOfLines`.
    public func boundingRect(with size: CGSize, options: NSStringDrawingOptions = [],
                             attributes: [NSAttributedString.Key: Any]? = nil,
                             context: NSStringDrawingContext? = nil) -> CGRect {
        guard let layout = try? makeLayout(size: size, options: options, attributes: attributes, context: context)
        else { return .zero }
        let rect = CGRect(origin: .zero, size: layout.size)
        context?.totalBounds = rect
        return rect
    }

    /// Draws the text on one line per paragraph with its top-left corner at `point`.
    public func draw(at point: CGPoint, withAttributes attributes: [NSAttributedString.Key: Any]? = nil) {
        guard let context = UIGraphicsGetCurrentContext(),
              let layout = try? TextLayout(string: self, attributes: attributes ?? [:]) else { return }
        layout.draw(in: context, at: point)
    }

    /// Draws the text wrapped within `rect` from its top, aligned and truncated by the paragraph
    /// style; lines below the rect are not drawn.
    public func draw(in rect: CGRect, withAttributes attributes: [NSAttributedString.Key: Any]? = nil) {
        draw(with: rect, options: .usesLineFragmentOrigin, attributes: attributes, context: nil)
    }

    /// Draws the text within `rect` as `boundingRect(with:options:attributes:context:)` lays it out.
    public func draw(with rect: CGRect, options: NSStringDrawingOptions = [],
                     attributes: [NSAttributedString.Key: Any]? = nil, context: NSStringDrawingContext? = nil) {
        guard let cgContext = UIGraphicsGetCurrentContext(),
              let layout = try? makeLayout(size: rect.size, options: options, attributes: attributes,
                                           context: context) else { return }
        context?.totalBounds = CGRect(origin: rect.origin, size: layout.size)
        layout.draw(in: cgContext, at: rect.origin)
    }

    private func makeLayout(size: CGSize, options: NSStringDrawingOptions,
                            attributes: [NSAttributedString.Key: Any]?,
                            context: NSStringDrawingContext?) throws -> TextLayout {
        let multiline = options.contains(.usesLineFragmentOrigin)
        let limit = multiline ? (context?.maximumNumberOfLines ?? 0) : 1
        let height: CGFloat? = multiline && size.height < .greatestFiniteMagnitude / 2 ? size.height : nil
        let width: CGFloat? = size.width < .greatestFiniteMagnitude / 2 ? size.width : nil
        return try TextLayout(string: self, attributes: attributes ?? [:], width: width, height: height,
                              maximumNumberOfLines: limit)
    }
}
