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

    /// Never archived: Layercast has no nibs or storyboards.
    public required init?(coder: NSCoder) { return nil }

    override func loadView() { view = gallery }
}
