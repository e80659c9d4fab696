import Foundation
import LayercastGraphics
import LayercastLayers

extension UIView {
    /// The view's rectangle in its superview's space, in points: the bounding box of the bounds
    /// under `transform` about the centre. Setting it sets `center` and `bounds.size` (the
    /// bounds origin stays); with a non-identity transform the value is undefined, as in UIKit.
    public var frame: CGRect {
        get { layer.frame }
        set {
            let oldSize = layer.bounds.size
            layer.frame = newValue
            boundsSizeChanged(from: oldSize)
            autoLayoutFrameDidChange()
        }
    }

    /// The view's rectangle in its own space, in points. A non-zero origin shifts what is
    /// visible: subviews appear moved by minus the origin. Setting the size keeps the centre, so
    /// the frame grows about it.
    public var bounds: CGRect {
        get { layer.bounds }
        set {
            let oldSize = layer.bounds.size
            layer.bounds = newValue
            boundsSizeChanged(from: oldSize)
            autoLayoutFrameDidChange()
        }
    }

    /// The centre of the view in its superview's space, in points (the layer's `position`);
    /// valid whatever the transform.
    public var center: CGPoint {
        get { layer.position }
        set {
            layer.position = newValue
            autoLayoutFrameDidChange()
        }
    }

    /// The affine transform applied about the centre, relative to the superview.
    public var transform: CGAffineTransform {
        get { layer.affineTransform() }
        set { layer.setAffineTransform(newValue) }
    }

    /// The layer's full 3D transform.
    public var transform3D: CATransform3D {
        get { layer.transform }
        set { layer.transform = newValue }
    }

    /// A size change autoresizes the subviews now and marks the view for layout.
    func boundsSizeChanged(from oldSize: CGSize) {
        let newSize = layer.bounds.size
        guard newSize != oldSize else { return }
        if autoresizesSubviews {
            for subview in subviews { subview.resize(withOldSuperviewSize: oldSize, newSize: newSize) }
        }
        setNeedsLayout()
    }

    // MARK: - Conversion

    /// Converts a point from this view's space to `view`'s (`nil`: this view's window), through
    /// every ancestor's bounds origin and transform.
    public func convert(_ point: CGPoint, to view: UIView?) -> CGPoint {
        layer.convert(point, to: (view ?? window)?.layer)
    }

    /// Converts a point from `view`'s space (`nil`: this view's window) to this view's.
    public func convert(_ point: CGPoint, from view: UIView?) -> CGPoint {
        layer.convert(point, from: (view ?? window)?.layer)
    }

    /// Converts a rectangle from this view's space to `view`'s (`nil`: the window): the bounding
    /// box of its converted corners.
    public func convert(_ rect: CGRect, to view: UIView?) -> CGRect {
        layer.convert(rect, to: (view ?? window)?.layer)
    }

    /// Converts a rectangle from `view`'s space (`nil`: the window) to this view's.
    public func convert(_ rect: CGRect, from view: UIView?) -> CGRect {
        layer.convert(rect, from: (view ?? window)?.layer)
    }
}
