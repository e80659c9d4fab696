import CCairo

/// The errors LayercastGraphics throws: every failure of Cairo, Pango, PNG or JPEG coding ends up here.
public enum GraphicsError: Error, Equatable, Sendable, CustomStringConvertible {
    /// A drawing surface was asked for with a size or scale that cannot be allocated: a negative,
    /// non-finite or too large size in points, or a scale that is not positive.
    case invalidSize(width: Double, height: Double, scale: Double)
    /// Cairo reported an error status. `status` is `cairo_status_to_string`'s text; `operation`
    /// says what Layercast was doing.
    case cairo(status: String, operation: String)
    /// The bytes are not a PNG Cairo can decode (or the file could not be read).
    case pngDecodingFailed(String)
    /// Encoding a bitmap as PNG, or writing the PNG file, failed.
    case pngEncodingFailed(String)
    /// The bytes are not a JPEG libjpeg can decode (corrupt, CMYK, or too large).
    case jpegDecodingFailed(String)
    /// Encoding a bitmap as JPEG failed (an empty or oversized image).
    case jpegEncodingFailed(String)

    /// A readable explanation.
    public var description: String {
        switch self {
        case let .invalidSize(width, height, scale):
            return "invalid drawing size \(width)×\(height) points at scale \(scale)"
        case let .cairo(status, operation):
            return "cairo error '\(status)' while \(operation)"
        case let .pngDecodingFailed(why):
            return "PNG decoding failed: \(why)"
        case let .pngEncodingFailed(why):
            return "PNG encoding failed: \(why)"
        case let .jpegDecodingFailed(why):
            return "JPEG decoding failed: \(why)"
        case let .jpegEncodingFailed(why):
            return "JPEG encoding failed: \(why)"
        }
    }

    /// Throws `.cairo` when `status` is not `CAIRO_STATUS_SUCCESS`.
    static func check(_ status: cairo_status_t, _ operation: @autoclosure () -> String) throws {
        guard status != CAIRO_STATUS_SUCCESS else { return }
        throw GraphicsError.cairo(status: String(cString: cairo_status_to_string(status)),
                                  operation: operation())
    }
}
