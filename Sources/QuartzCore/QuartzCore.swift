// `import QuartzCore` in a file written for iOS brings Core Animation (CALayer, CATransaction,
// CAMediaTimingFunction…) and, as Apple's framework does, Core Graphics with it.

@_exported import CoreGraphics
@_exported import LayercastLayers
