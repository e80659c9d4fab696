import Foundation
import LayercastGraphics
import LayercastModel

// Core Animation animates `contents`: a basic animation cross-fades from one image to another,
// a keyframe animation steps through images (`.discrete`, a flipbook) or cross-fades from each
// to the next. The wire animates numbers, not bitmaps, so the toolkit turns such an animation
// into one overlay sublayer per image — each bitmap sent once — with an opacity animation that
// shows it when Core Animation would: the client plays the whole sequence from one commit.

/// Removes a contents animation's overlays when its animation stops, and passes the stop on to
/// the animation's own delegate.
final class ContentsOverlayRemover: CAAnimationDelegate {
    /// Held weakly: the first overlay holds this delegate (through its animation), and its
    /// superlayer holds the overlays while they show.
    private struct Overlay { weak var layer: CALayer? }
    private let overlays: [Overlay]
    let delegate: (any CAAnimationDelegate)?
    let keepsLastImage: Bool

    init(overlays: [CALayer], delegate: (any CAAnimationDelegate)?, keepsLastImage: Bool) {
        self.overlays = overlays.map { Overlay(layer: $0) }
        self.delegate = delegate; self.keepsLastImage = keepsLastImage
    }

    func animationDidStart(_ anim: CAAnimation) { delegate?.animationDidStart(anim) }

    func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
        if !(flag && keepsLastImage) { for overlay in overlays { overlay.layer?.removeFromSuperlayer() } }
        delegate?.animationDidStop(anim, finished: flag)
    }
}

extension CALayer {
    /// The name of a contents animation's overlay layers (a debugging aid on the wire).
    static let contentsOverlayName = "layercast.contents"

    /// The opacity track of image `i` of `count` at `keyTimes` (one per image, in 0…1): for a
    /// flipbook (`discrete`) 1 during its slot, else 0; for a cross-fade, 1 from when the image
    /// before it starts fading until its own fade begins, then fading to 0 over the next
    /// interval (the overlays are stacked first image on top, so a fading image shows the next
    /// one through it).
    static func contentsOverlayTrack(_ i: Int, count n: Int, keyTimes k: [Double], discrete: Bool) -> (values: [Double], times: [Double]) {
        if discrete {
            let start = k[i], end = i + 1 < n ? k[i + 1] : 1
            var values: [Double] = [], times: [Double] = []
            if start > 0 { values += [0, 0]; times += [0, start] }
            values += [1, 1]; times += [start, end]
            if end < 1 { values += [0, 0]; times += [end, 1] }
            return (values, times)
        }
        if i == 0 { return n > 1 ? ([1, 0, 0], [0, k[1], 1]) : ([1, 1], [0, 1]) }
        let appears = k[i - 1]
        var values: [Double] = [0, 0, 1], times: [Double] = [0, appears, appears]
        if i + 1 < n { values += [1, 0, 0]; times += [k[i], k[i + 1], 1] } else { values.append(1); times.append(1) }
        return (values, times)
    }

    /// Plays an animation of `contents` through overlays and returns the first (whose animation
    /// runs for it); `nil` when it names no images.
    func addContentsAnimation(_ animation: CAPropertyAnimation, key: String) -> CALayer? {
        guard animation.keyPath == "contents" else { return nil }
        var images: [CGImage] = []
        var keyTimes: [Double]?
        var discrete = false
        if let basic = animation as? CABasicAnimation {
            guard let from = (basic.fromValue as? CGImage) ?? contents, let to = (basic.toValue as? CGImage) ?? contents else { return nil }
            images = [from, to]
        } else if let keyframes = animation as? CAKeyframeAnimation {
            images = (keyframes.values ?? []).compactMap { $0 as? CGImage }
            guard !images.isEmpty, images.count == keyframes.values?.count else { return nil }
            discrete = keyframes.calculationMode == .discrete
            if let given = keyframes.keyTimes?.map(\.doubleValue), given.count == images.count { keyTimes = given }
        } else {
            return nil
        }
        let n = images.count
        // Core Animation's even spacing: a flipbook's n images each take 1/n; a fade's n
        // values sit at i/(n − 1).
        let spacing: Double = discrete ? Double(n) : Double(max(1, n - 1))
        let k: [Double] = keyTimes ?? (0..<n).map { (i: Int) -> Double in Double(i) / spacing }
        let keepsLastImage = !animation.isRemovedOnCompletion
            && (animation.fillMode == .forwards || animation.fillMode == .both)
        var overlays: [CALayer] = []
        for (i, image) in images.enumerated() {
            let overlay = CALayer()
            overlay.name = CALayer.contentsOverlayName
            overlay.frame = bounds
            overlay.contentsGravity = contentsGravity; overlay.contentsRect = contentsRect
            overlay.contentsCenter = contentsCenter; overlay.contentsScale = contentsScale
            overlay.contents = image
            overlay.opacity = 0
            let track = Self.contentsOverlayTrack(i, count: n, keyTimes: k, discrete: discrete)
            let fade = CAKeyframeAnimation()
            fade.copySettings(from: animation)
            // After the copied settings, which include the key path and the values.
            fade.keyPath = "opacity"
            fade.timingFunctions = nil
            fade.path = nil
            fade.rotationMode = nil
            fade.values = track.values
            fade.keyTimes = track.times.map { NSNumber(value: $0) }
            fade.calculationMode = .linear
            fade.delegate = nil
            if keepsLastImage, i == n - 1 { overlay.opacity = 1 }
            overlays.append(overlay)
            // First image on top: each is inserted beneath the ones before it, above the
            // layer's own contents and below its sublayers.
            insertSublayer(overlay, at: 0)
            overlay.add(fade, forKey: "layercast.contents.\(key)")
        }
        overlays.first?.animationEntries.last?.animation.delegate =
            ContentsOverlayRemover(overlays: overlays, delegate: animation.delegate, keepsLastImage: keepsLastImage)
        return overlays.first
    }

    /// Removes the overlays of the contents animation added under `key` (`nil`: of every one),
    /// interrupting it: its delegate hears `finished == false`.
    func removeContentsAnimation(forKey key: String?) {
        let overlayKey = key.map { "layercast.contents.\($0)" }
        for overlay in sublayers ?? [] where overlay.name == CALayer.contentsOverlayName {
            let keys = overlay.animationEntries.map(\.key).filter { $0.hasPrefix("layercast.contents.") }
            guard overlayKey.map(keys.contains) ?? !keys.isEmpty else { continue }
            for k in keys { overlay.removeAnimation(forKey: k) }
            overlay.removeFromSuperlayer()
        }
    }
}
