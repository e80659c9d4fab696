import Foundation
import LayercastGraphics
import LayercastUI

/// The gallery scenario's screen: the paging gallery filling the screen.
@MainActor
final class ScenarioGalleryViewController: UIViewController {
    let gallery: ScenarioGalleryView

    init(frame: CGRect, photoCount: Int, imageScale: CGFloat) {
        gallery = ScenarioGalleryView(frame: frame, photoCount: photoCount, imageScale: imageScale)
        super.init()
    }

    required init?(coder: NSCoder) { nil }

    override func loadView() { view = gallery }
}
