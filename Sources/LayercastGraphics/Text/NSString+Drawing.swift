import Foundation

// UIKit's NSString drawing additions (NSStringDrawing.h), for code that casts to NSString
// (`(text as NSString).draw(in:withAttributes:)`). Each measures and draws exactly as the String
// form in String+Drawing.swift does.
extension NSString {
    /// The size of the text on one line per paragraph (no wrapping).
    public func size(withAttributes attributes: [NSAttributedString.Key: Any]? = nil) -> CGSize {
        String(self).size(withAttributes: attributes)
    }

    /// The rectangle the text occupies when laid out within `size`, as
    /// `String.boundingRect(with:options:attributes:context:)`.
    public func boundingRect(with size: CGSize, options: NSStringDrawingOptions = [],
                             attributes: [NSAttributedString.Key: Any]? = nil,
                             context: NSStringDrawingContext?) -> CGRect {
        String(self).boundingRect(with: size, options: options, attributes: attributes, context: context)
    }

    /// Draws the text on one line per paragraph with its top-left corner at `point`, in the
    /// current context.
    public func draw(at point: CGPoint, withAttributes attributes: [NSAttributedString.Key: Any]? = nil) {
        String(self).draw(at: point, withAttributes: attributes)
    }

    /// Draws the text wrapped within `rect` from its top, aligned and truncated by the paragraph
    /// style, in the current context.
    public func draw(in rect: CGRect, withAttributes attributes: [NSAttributedString.Key: Any]? = nil) {
        String(self).draw(in: rect, withAttributes: attributes)
    }

    /// Draws the text within `rect` as `boundingRect(with:options:attributes:context:)` lays it
    /// out, in the current context.
    public func draw(with rect: CGRect, options: NSStringDrawingOptions = [],
                     attributes: [NSAttributedString.Key: Any]? = nil, context: NSStringDrawingContext?) {
        String(self).draw(with: rect, options: options, attributes: attributes, context: context)
    }
}
