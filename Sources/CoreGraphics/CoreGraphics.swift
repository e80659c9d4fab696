// `import CoreGraphics` in a file written for iOS brings what Apple's framework does: the
// geometry types (Foundation declares CGFloat, CGPoint, CGSize and CGRect on Linux, so they come
// from there and exist once) and the drawing API of LayercastGraphics (CGContext, CGPath,
// CGColor, CGImage, CGAffineTransform…).

@_exported import Foundation
@_exported import LayercastGraphics
