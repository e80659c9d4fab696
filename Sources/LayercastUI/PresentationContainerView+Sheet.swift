import Foundation
import LayercastGraphics

/// A sheet's chrome and its drag (`UISheetPresentationController`): the grabber, the dimming
/// that follows `largestUndimmedDetentIdentifier`, and the pan that moves the sheet between its
/// detents or down to dismiss it, as an iPhone's sheet does.
extension PresentationContainerView {
    /// The grabber's size and its distance from the sheet's top (UIKit's grabber: a 36 × 5
    /// point capsule 5 points from the top; measured, UIKit does not publish it).
    static let grabberSize = CGSize(width: 36, height: 5)
    static let grabberInset: CGFloat = 5

    /// The sheet controller of the presented controller, in compact width (detents apply).
    var sheetController: UISheetPresentationController? {
        guard bounds.width < UIViewController.regularWidth,
              let vc = presentedController, vc.presentation.style == .pageSheet || vc.presentation.style == .formSheet else { return nil }
        return vc.presentationControllerStorage as? UISheetPresentationController
    }

    /// Sets the sheet's frame, corner radius, grabber and dimming from its controller.
    func layoutSheet(of view: UIView) {
        guard let vc = presentedController else { return }
        view.frame = vc.presentationFrame(style: vc.presentation.style, in: bounds, safe: window?.safeAreaInsets ?? .zero)
        layoutSheetChrome(around: view.frame)
    }

    /// The grabber, corner radius and dimming for a sheet whose frame is `frame`.
    func layoutSheetChrome(around frame: CGRect) {
        guard let vc = presentedController, let view = vc.viewIfLoaded,
              vc.presentation.style == .pageSheet || vc.presentation.style == .formSheet else { return }
        let sheet = vc.presentationControllerStorage as? UISheetPresentationController
        view.layer.cornerRadius = sheet?.preferredCornerRadius ?? 10
        if let sheet, sheet.prefersGrabberVisible {
            let grabber = sheetGrabber ?? makeGrabber()
            grabber.frame = CGRect(x: frame.midX - Self.grabberSize.width / 2, y: frame.minY + Self.grabberInset,
                                   width: Self.grabberSize.width, height: Self.grabberSize.height)
            bringSubviewToFront(grabber)
        } else {
            sheetGrabber?.removeFromSuperview()
            sheetGrabber = nil
        }
        guard let dimmingView, let sheet = sheetController else { return }
        let safe = window?.safeAreaInsets ?? .zero
        let value = frame.height - safe.bottom
        let dims = sheet.dims(at: value, in: bounds, safe: safe, traits: traitCollection)
        dimmingView.alpha = dims ? 1 : 0
        // An undimmed sheet lets the user reach what is behind it.
        dimmingView.isUserInteractionEnabled = dims
    }

    private func makeGrabber() -> UIView {
        let grabber = UIView()
        grabber.backgroundColor = UIColor(white: 0.24, alpha: 0.3)
        grabber.layer.cornerRadius = Self.grabberSize.height / 2
        grabber.isUserInteractionEnabled = false
        addSubview(grabber)
        sheetGrabber = grabber
        return grabber
    }

    /// Adds the drag that moves a sheet (once, when a sheet is presented).
    func installSheetDrag() {
        guard sheetDrag == nil else { return }
        let pan = UIPanGestureRecognizer()
        pan.addHandler { [weak self] in self?.handleSheetDrag($0) }
        addGestureRecognizer(pan)
        sheetDrag = pan
    }

    /// Whether a drag may move the sheet: it starts on the sheet, outside any scroll view in it
    /// (a drag there scrolls), in compact width, while no transition runs.
    func sheetDragShouldBegin(_ recognizer: UIGestureRecognizer) -> Bool {
        guard sheetController != nil, let vc = presentedController, vc.presentation.transition == nil,
              let view = vc.viewIfLoaded else { return false }
        let location = recognizer.location(in: self)
        guard view.frame.contains(location) else { return false }
        var hit = view.hitTest(convert(location, to: view), with: nil)
        while let h = hit, h !== view {
            if h is UIScrollView { return false }
            hit = h.superview
        }
        return true
    }

    func handleSheetDrag(_ pan: UIPanGestureRecognizer) {
        guard let sheet = sheetController, let vc = presentedController, let view = vc.viewIfLoaded else { return }
        let safe = window?.safeAreaInsets ?? .zero
        let rests = sheet.activeDetents(in: bounds, safe: safe, traits: traitCollection)
            .map { (detent: $0.0, frame: UISheetPresentationController.frame(value: $0.1, in: bounds, safe: safe)) }
        guard let highest = rests.map(\.frame.minY).min() else { return }
        switch pan.state {
        case .began:
            sheetDragStart = view.frame.minY
        case .changed:
            let start = sheetDragStart ?? view.frame.minY
            var top = start + pan.translation(in: self).y
            // Past the largest detent the sheet stretches a third of the drag.
            if top < highest { top = highest - (highest - top) / 3 }
            view.frame = CGRect(x: view.frame.minX, y: top, width: view.frame.width, height: bounds.maxY - top)
            layoutSheetChrome(around: view.frame)
        case .ended, .cancelled, .failed:
            sheetDragStart = nil
            // Where the sheet would come to rest, a tenth of a second of its speed further on.
            let projected = view.frame.minY + (pan.state == .ended ? pan.velocity(in: self).y * 0.1 : 0)
            let nearest = rests.min { abs($0.frame.minY - projected) < abs($1.frame.minY - projected) }
            let lowest = rests.map(\.frame.minY).max() ?? highest
            if projected > lowest + (bounds.maxY - lowest) / 2 {
                dismissByDrag(vc, sheet: sheet)
            } else if let nearest {
                let resting = sheet.currentDetent(in: bounds, safe: safe, traits: traitCollection)?.0.identifier
                if nearest.detent.identifier != resting { sheet.userSelected(nearest.detent.identifier) }
                UIView.animate(withDuration: 0.3) { self.layoutSheet(of: view) }
            }
        default:
            break
        }
    }

    /// A drag past half the smallest detent dismisses the sheet, unless the controller is modal
    /// in presentation or the delegate refuses; then the delegate hears of the attempt and the
    /// sheet goes back (UIAdaptivePresentationControllerDelegate's documented order).
    private func dismissByDrag(_ vc: UIViewController, sheet: UISheetPresentationController) {
        let delegate = sheet.delegate
        guard !vc.isModalInPresentation, delegate?.presentationControllerShouldDismiss(sheet) ?? true else {
            delegate?.presentationControllerDidAttemptToDismiss(sheet)
            if let view = vc.viewIfLoaded { UIView.animate(withDuration: 0.3) { self.layoutSheet(of: view) } }
            return
        }
        delegate?.presentationControllerWillDismiss(sheet)
        vc.dismiss(animated: true) { [weak sheet] in
            guard let sheet else { return }
            sheet.delegate?.presentationControllerDidDismiss(sheet)
        }
    }
}
