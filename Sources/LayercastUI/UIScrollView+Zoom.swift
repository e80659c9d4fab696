import Foundation
import LayercastGraphics
import LayercastLayers

extension UIScrollView {
    /// Scales the zoom view, keeping its frame's origin, and sizes the content to it.
    func applyZoom(_ scale: CGFloat, to view: UIView) {
        guard scale != zoomScaleStorage || view.transform != CGAffineTransform(scaleX: scale, y: scale) else { return }
        let origin = view.frame.origin
        view.transform = CGAffineTransform(scaleX: scale, y: scale)
        // Keep the frame's origin: the centre moves with the scaled size (frame is undefined to
        // set under a transform).
        let size = view.bounds.size
        view.center = CGPoint(x: origin.x + size.width * scale / 2, y: origin.y + size.height * scale / 2)
        zoomScaleStorage = scale
        contentSize = view.frame.size
        delegate?.scrollViewDidZoom(self)
    }

    /// Adds or removes the pinch recognizer as zooming becomes possible or not.
    func updatePinchRecognizer() {
        let possible = maximumZoomScale > minimumZoomScale
        if possible, pinchGestureRecognizer == nil {
            let pinch = UIPinchGestureRecognizer()
            pinch.delegate = self
            pinch.addTarget(self, action: UIScrollView.handlePinch)
            addGestureRecognizer(pinch)
            pinchGestureRecognizer = pinch
        } else if !possible, let pinch = pinchGestureRecognizer {
            removeGestureRecognizer(pinch)
            pinchGestureRecognizer = nil
        }
    }

    /// The pinch's target: scales the zoom view about the pinch's centre, past the limits with
    /// resistance when `bouncesZoom`, and springs back within them at the end.
    func handlePinch(_ pinch: UIPinchGestureRecognizer) {
        guard let view = delegate?.viewForZooming(in: self) else { return }
        switch pinch.state {
        case .began:
            stopMotion(at: clockNow, notify: false)
            isZooming = true
            delegate?.scrollViewWillBeginZooming(self, with: view)
            let centroid = pinch.location(in: self)
            zoomStart = (zoomScaleStorage, convert(centroid, to: view), CGPoint(x: centroid.x - bounds.origin.x,
                                                                                y: centroid.y - bounds.origin.y))
            fallthrough
        case .changed:
            guard let start = zoomStart else { return }
            var scale = start.scale * pinch.scale
            if scale > maximumZoomScale {
                scale = bouncesZoom ? maximumZoomScale * pow(scale / maximumZoomScale, 0.3) : maximumZoomScale
            } else if scale < minimumZoomScale {
                scale = bouncesZoom ? minimumZoomScale * pow(scale / minimumZoomScale, 0.3) : minimumZoomScale
            }
            applyZoom(scale, to: view)
            // Keep the content point under the fingers where the fingers are.
            let anchor = view.convert(start.anchorInZoomView, to: self)
            let centroid = pinch.location(in: self)
            let onScreen = CGPoint(x: centroid.x - bounds.origin.x, y: centroid.y - bounds.origin.y)
            applyOffset(CGPoint(x: anchor.x - onScreen.x, y: anchor.y - onScreen.y))
        case .ended, .cancelled:
            isZooming = false
            zoomStart = nil
            let scale = min(max(zoomScaleStorage, minimumZoomScale), maximumZoomScale)
            let settle = {
                self.applyZoom(scale, to: view)
                self.applyOffset(self.clamped(self.bounds.origin))
            }
            if scale != zoomScaleStorage || clamped(bounds.origin) != bounds.origin {
                isZoomBouncing = true
                if LayerContext.current != nil {
                    UIView.animate(withDuration: 0.3, animations: settle) { [weak self] _ in self?.isZoomBouncing = false }
                } else {
                    settle()
                    isZoomBouncing = false
                }
            }
            delegate?.scrollViewDidEndZooming(self, with: view, atScale: scale)
        default:
            break
        }
    }
}
