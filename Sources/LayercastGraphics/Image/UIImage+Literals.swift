import Foundation

/// The type `#imageLiteral(resourceName:)` makes, as UIKit declares it.
public typealias _ImageLiteralType = UIImage
/// The type `#colorLiteral(red:green:blue:alpha:)` makes, as UIKit declares it.
public typealias _ColorLiteralType = UIColor

extension UIImage: _ExpressibleByImageLiteral {
    /// The image named `path` in the main bundle (Xcode's image literal). As in UIKit, a missing
    /// image stops the program, saying which.
    public convenience init(imageLiteralResourceName path: String) {
        guard let image = UIImage(named: path) else {
            preconditionFailure("#imageLiteral: no image named '\(path)' in the main bundle")
        }
        self.init(cgImage: image.cgImage!, scale: image.scale)
    }
}

extension UIColor: _ExpressibleByColorLiteral {
    /// The colour of Xcode's colour literal: sRGB components, 0 to 1.
    public convenience init(_colorLiteralRed red: Float, green: Float, blue: Float, alpha: Float) {
        self.init(red: CGFloat(red), green: CGFloat(green), blue: CGFloat(blue), alpha: CGFloat(alpha))
    }
}
