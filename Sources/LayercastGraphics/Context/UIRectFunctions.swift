import Foundation

// UIKit's rectangle drawing functions: they act on the current context and do nothing without one.

/// Fills `rect` with the current context's fill colour.
public func UIRectFill(_ rect: CGRect) {
    UIGraphicsGetCurrentContext()?.fill(rect)
}

/// Fills `rect` with the current fill colour using `blendMode`.
public func UIRectFillUsingBlendMode(_ rect: CGRect, _ blendMode: CGBlendMode) {
    guard let context = UIGraphicsGetCurrentContext() else { return }
    context.withGState {
        context.setBlendMode(blendMode)
        context.fill(rect)
    }
}

/// Draws a 1-point frame just inside `rect` with the current fill colour (as UIKit does).
public func UIRectFrame(_ rect: CGRect) {
    guard let context = UIGraphicsGetCurrentContext() else { return }
    let r = rect.standardized
    guard r.width > 0, r.height > 0 else { return }
    let inner = r.insetBy(dx: min(1, r.width / 2), dy: min(1, r.height / 2))
    context.withSeparatePath {
        context.addRect(r)
        context.addRect(inner)
        context.fillPath(using: .evenOdd)
    }
}

/// Intersects the current context's clip with `rect`.
public func UIRectClip(_ rect: CGRect) {
    UIGraphicsGetCurrentContext()?.clip(to: rect)
}
