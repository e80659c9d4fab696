import Foundation
import LayercastGraphics

/// The view a presented controller lives in, over the window's content (UIKit's
/// `UITransitionView`): the whole window, with a dimming view under sheets and alerts.
@MainActor
final class PresentationContainerView: UIView {
    /// The dimming view, if the style dims what is behind.
    let dimmingView: UIView?

    /// The dimming alpha of sheets (Layercast's value; UIKit does not publish its own).
    static let sheetDimming: CGFloat = 0.4
    /// The dimming alpha of alerts and action sheets (Layercast's value).
    static let alertDimming: CGFloat = 0.2

    init(frame: CGRect, dimming: CGFloat?) {
        if let dimming {
            let view = UIView(frame: CGRect(origin: .zero, size: frame.size))
            view.backgroundColor = UIColor(white: 0, alpha: dimming)
            view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            dimmingView = view
        } else {
            dimmingView = nil
        }
        super.init(frame: frame)
        isOpaque = false
        autoresizingMask = [.flexibleWidth, .flexibleHeight]
        if let dimmingView { addSubview(dimmingView) }
    }

    /// Never made from an archive: Layercast has no nibs, and this view is the toolkit's own.
    required init?(coder: NSCoder) { nil }

    /// The controller presented in this container.
    weak var presentedController: UIViewController?
    /// A sheet's grabber, while its controller shows one (`PresentationContainerView+Sheet`).
    var sheetGrabber: UIView?
    /// The pan that drags a sheet between its detents.
    var sheetDrag: UIPanGestureRecognizer?
    /// Where the sheet's top was when the drag began.
    var sheetDragStart: CGFloat?

    /// Keeps the presented view where its style puts it when the window changes size (not
    /// while a transition moves it).
    override func layoutSubviews() {
        super.layoutSubviews()
        guard let vc = presentedController, vc.presentation.transition == nil, let view = vc.viewIfLoaded,
              view.superview === self else { return }
        guard sheetDragStart == nil else { return }
        layoutSheet(of: view)
    }

    /// The sheet's drag begins only on the sheet, outside its scroll views.
    override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        gestureRecognizer === sheetDrag ? sheetDragShouldBegin(gestureRecognizer) : super.gestureRecognizerShouldBegin(gestureRecognizer)
    }

    /// Touches outside the presented view fall through only where nothing dims (a full-screen
    /// presentation covers everything anyway; a sheet at or below its largest undimmed detent
    /// does not dim).
    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        let hit = super.hitTest(point, with: event)
        let dims = dimmingView?.isUserInteractionEnabled ?? false
        return hit === self && !dims ? nil : hit
    }
}
