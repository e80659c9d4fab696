// `import UIKit` in a file written for iOS brings what Apple's framework brings into scope:
// Foundation (and Dispatch through it), Core Graphics, Core Animation (QuartzCore) and the
// toolkit itself. A UIKit source file then compiles with its imports untouched.

@_exported import Foundation
@_exported import CoreGraphics
@_exported import QuartzCore
@_exported import LayercastUI
