import Foundation
import LayercastGraphics

/// A space points and rectangles can be converted between: UIKit's `UICoordinateSpace`, which
/// views and screens (`UIScreen.coordinateSpace`) adopt.
@preconcurrency @MainActor
public protocol UICoordinateSpace: AnyObject {
    /// The space's bounds, in its own coordinates.
    var bounds: CGRect { get }
    /// `point`, given in this space, in `coordinateSpace`.
    func convert(_ point: CGPoint, to coordinateSpace: any UICoordinateSpace) -> CGPoint
    /// `point`, given in `coordinateSpace`, in this space.
    func convert(_ point: CGPoint, from coordinateSpace: any UICoordinateSpace) -> CGPoint
    /// `rect`, given in this space, in `coordinateSpace` (the bounding box of its corners).
    func convert(_ rect: CGRect, to coordinateSpace: any UICoordinateSpace) -> CGRect
    /// `rect`, given in `coordinateSpace`, in this space.
    func convert(_ rect: CGRect, from coordinateSpace: any UICoordinateSpace) -> CGRect
}

extension UICoordinateSpace {
    /// Converts through screen coordinates.
    fileprivate func viaScreen(_ point: CGPoint, to other: any UICoordinateSpace) -> CGPoint {
        other.fromScreen(toScreen(point))
    }
    fileprivate func toScreen(_ point: CGPoint) -> CGPoint {
        guard let view = self as? UIView else { return point }
        let inWindow = view.convert(point, to: nil as UIView?)
        let origin = view.window?.frame.origin ?? .zero
        return CGPoint(x: inWindow.x + origin.x, y: inWindow.y + origin.y)
    }
    fileprivate func fromScreen(_ point: CGPoint) -> CGPoint {
        guard let view = self as? UIView else { return point }
        let origin = view.window?.frame.origin ?? .zero
        return view.convert(CGPoint(x: point.x - origin.x, y: point.y - origin.y), from: nil as UIView?)
    }
    fileprivate func rectViaScreen(_ rect: CGRect, to other: any UICoordinateSpace) -> CGRect {
        let corners = [CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.minY),
                       CGPoint(x: rect.minX, y: rect.maxY), CGPoint(x: rect.maxX, y: rect.maxY)]
            .map { viaScreen($0, to: other) }
        let xs = corners.map(\.x), ys = corners.map(\.y)
        return CGRect(x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!)
    }
}

/// A screen's coordinate space is its own: window coordinates offset by the window's frame.
extension UIScreen: UICoordinateSpace {
    public func convert(_ point: CGPoint, to coordinateSpace: any UICoordinateSpace) -> CGPoint { viaScreen(point, to: coordinateSpace) }
    public func convert(_ point: CGPoint, from coordinateSpace: any UICoordinateSpace) -> CGPoint { coordinateSpace.viaScreen(point, to: self) }
    public func convert(_ rect: CGRect, to coordinateSpace: any UICoordinateSpace) -> CGRect { rectViaScreen(rect, to: coordinateSpace) }
    public func convert(_ rect: CGRect, from coordinateSpace: any UICoordinateSpace) -> CGRect { coordinateSpace.rectViaScreen(rect, to: self) }
}

/// A view's coordinate space is its bounds'; conversions to another view go through their
/// common window (as `convert(_:to:)` with a view does), to a screen through the window's frame.
extension UIView: UICoordinateSpace {
    public func convert(_ point: CGPoint, to coordinateSpace: any UICoordinateSpace) -> CGPoint {
        if let view = coordinateSpace as? UIView { return convert(point, to: view as UIView?) }
        return viaScreen(point, to: coordinateSpace)
    }
    public func convert(_ point: CGPoint, from coordinateSpace: any UICoordinateSpace) -> CGPoint {
        if let view = coordinateSpace as? UIView { return convert(point, from: view as UIView?) }
        return coordinateSpace.viaScreen(point, to: self)
    }
    public func convert(_ rect: CGRect, to coordinateSpace: any UICoordinateSpace) -> CGRect {
        if let view = coordinateSpace as? UIView { return convert(rect, to: view as UIView?) }
        return rectViaScreen(rect, to: coordinateSpace)
    }
    public func convert(_ rect: CGRect, from coordinateSpace: any UICoordinateSpace) -> CGRect {
        if let view = coordinateSpace as? UIView { return convert(rect, from: view as UIView?) }
        return coordinateSpace.rectViaScreen(rect, to: self)
    }
}
