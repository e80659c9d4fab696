import CSDL2
import Foundation
import LayercastProtocol
import LayercastCompositing

/// What one layer drew in a frame, kept to find what the next frame must redraw.
struct DrawnRecord: Equatable {
    /// A hash of everything that decides the layer's own pixels: its state, where it is drawn
    /// (the transform to the output and the opacity it inherits), and its place in its
    /// superlayer's drawing order. A layer drawn through a mask, a replicator or rasterisation
    /// folds its whole subtree in.
    var fingerprint: Int
    /// The output pixels its subtree can reach (device pixels, margins included).
    var reach: CGRect
    /// Where its contents are copied scaled on the software renderer, which a clip must not
    /// cut (SDL re-derives a clipped, scaled copy's source rectangle in whole pixels, which
    /// shifts the sampling): a damage that touches it takes all of it.
    var indivisible: CGRect? = nil
}

/// Damage tracking, as wlroots' scene graph does it: each frame records what every layer draws
/// and where; a layer whose record changed, appeared or went damages the output its subtree
/// reached before and reaches now, and only that rectangle is composited again (scissored) into
/// a frame texture that keeps the rest. An unchanged frame draws and presents nothing.
extension Compositor {
    /// Composites what changed since the last frame into the frame texture (everything after a
    /// resize, a capability change or `setNeedsDisplay()`) and copies the frame to the window's
    /// back buffer; returns whether anything was drawn.
    @discardableResult
    func compositeDamage(at time: Double?, full: Bool) -> Bool {
        prepareDrawing(at: time)
        // Without tracking every frame is whole and nothing reads the records.
        let records = configuration.tracksDamage ? recordDrawing() : [:]
        let frame = frameTarget()
        var damage: CGRect
        if full || damagesWholeFrame || frame == nil || !configuration.tracksDamage {
            damage = outputRect
        } else {
            damage = Self.damage(from: drawnRecords, to: records)
            if !usesPremultipliedBlending { damage = Self.widened(damage, toInclude: records) }
        }
        drawnRecords = records
        damagesWholeFrame = false
        damage = damage.intersection(outputRect)
        guard !damage.isNull, !damage.isEmpty else {
            lastDamage = nil
            return false
        }
        let rect = Self.pixelRect(covering: damage)
        lastDamage = rect
        composite(into: frame, clip: rect)
        copyFrameToWindow()
        return true
    }

    /// Makes the tree to draw: the mirror's presentation at `time`, or its model values.
    func prepareDrawing(at time: Double?) {
        drawingTree = time.map { tree.presentation(at: $0) } ?? tree
        drawingTime = time
    }

    /// Copies the kept frame to the window's back buffer (nothing without one).
    func copyFrameToWindow() { copyToWindow(frameTexture) }

    /// Copies an output-sized texture to the window's back buffer.
    func copyToWindow(_ frame: OpaquePointer?) {
        guard let frame else { return }
        SDL_SetRenderTarget(renderer, nil)
        SDL_RenderSetClipRect(renderer, nil)
        SDL_SetTextureBlendMode(frame, SDL_BLENDMODE_NONE)
        SDL_RenderCopy(renderer, frame, nil, nil)
    }

    /// The union of the reach, before and after, of every layer whose record changed, appeared
    /// or went.
    static func damage(from old: [LayerID: DrawnRecord], to new: [LayerID: DrawnRecord]) -> CGRect {
        var damage = CGRect.null
        for (id, record) in new {
            if let before = old[id] {
                if before.fingerprint != record.fingerprint { damage = damage.union(before.reach).union(record.reach) }
            } else {
                damage = damage.union(record.reach)
            }
        }
        for (id, before) in old where new[id] == nil { damage = damage.union(before.reach) }
        return damage
    }

    /// `damage` grown until every indivisible area it touches lies inside it.
    static func widened(_ damage: CGRect, toInclude records: [LayerID: DrawnRecord]) -> CGRect {
        guard !damage.isNull else { return damage }
        let areas = records.values.compactMap(\.indivisible)
        var out = damage
        var grew = true
        while grew {
            grew = false
            for a in areas where a.intersects(out) && !out.contains(a) {
                out = out.union(a)
                grew = true
            }
        }
        return out
    }

    var outputRect: CGRect { CGRect(x: 0, y: 0, width: Double(outputWidth), height: Double(outputHeight)) }

    /// The output-sized texture frames are composited into, kept between frames (created on
    /// first use and after a resize, which damages the whole frame); `nil` if SDL cannot make
    /// one, and then frames are drawn whole into the back buffer as before.
    func frameTarget() -> OpaquePointer? {
        guard configuration.tracksDamage else { return nil }
        if let f = frameTexture { return f }
        guard let t = makeOutputTarget() else { return nil }
        frameTexture = t
        damagesWholeFrame = true
        return t
    }

    /// Whether the partial frame just drawn skipped this layer (it is still drawn, outside the
    /// damage), so its caches stay.
    func skipped(_ id: LayerID) -> Bool { drawnRecords[id] != nil && !layersDrawn.contains(id) }

    /// Forgets the frame texture (the output changed size): the next frame is drawn whole.
    func dropFrameTexture() {
        if let f = frameTexture { SDL_DestroyTexture(f) }
        if let f = wholeFrameTexture { SDL_DestroyTexture(f) }
        frameTexture = nil
        wholeFrameTexture = nil
        damagesWholeFrame = true
    }

    // MARK: - Records

    /// Every drawn layer's record for the frame about to be drawn (`drawingTree`), walking the
    /// tree as `drawLayer` does.
    func recordDrawing() -> [LayerID: DrawnRecord] {
        var records: [LayerID: DrawnRecord] = [:]
        records.reserveCapacity(drawnRecords.count)
        var place = Hasher()
        place.combine(-1)
        _ = record(.root, parentToDevice: viewport.screenToPixels, opacity: 1, place: place.finalize(), into: &records)
        return records
    }

    /// Records a layer and its subtree; returns the subtree's reach (`.null` when it draws nothing).
    private func record(_ id: LayerID, parentToDevice: CompositingTransform, opacity: Double, place: Int,
                        into records: inout [LayerID: DrawnRecord]) -> CGRect {
        guard let s = drawingTree[id]?.state, !s.isHidden, s.opacity > 0 else { return .null }
        let alpha = opacity * Double(s.opacity)
        let toDevice = s.transformToSuperlayer.concatenating(parentToDevice)
        guard toDevice.determinant != 0 else { return .null }
        var h = Hasher()
        h.combine(s)
        h.combine(toDevice)
        h.combine(alpha)
        h.combine(place)
        // Whether it is drawn as a group (SPEC §4.9) depends on its sublayers, not its state.
        h.combine(compositesLayerGroups && drawingTree.compositesAsGroup(id, s))
        let mask = s.mask.flatMap { drawingTree[$0] != nil ? $0 : nil }
        let rasterized = rasterizesLayers && s.rasterizationFactor(toDevice: toDevice) != nil
        if mask != nil || rasterized || (compositesLayerGroups && s.replicator != nil) {
            // Where a mask, copies or a bitmap's resampling take the subtree is not worth
            // bounding: any change in it redraws the frame.
            foldSubtree(of: id, into: &h)
            if let mask { foldSubtree(of: mask, into: &h) }
            // A replicator's delayed copies show other times than the frame's.
            if s.replicator != nil, let t = drawingTime { h.combine(t) }
            records[id] = DrawnRecord(fingerprint: h.finalize(), reach: outputRect)
            return outputRect
        }
        let patches = heldPatches(of: s)
        var reach = ownReach(s, patches: patches, toDevice: toDevice, parentToDevice: parentToDevice)
        var below = CGRect.null
        for (index, sub) in drawingTree.sublayersInDrawOrder(of: id).enumerated() {
            var p = Hasher()
            p.combine(id)
            p.combine(index)
            below = below.union(record(sub, parentToDevice: toDevice, opacity: alpha, place: p.finalize(), into: &records))
        }
        if s.masksToBounds, !below.isNull {
            below = below.intersection(toDevice.boundingBox(of: s.bounds).insetBy(dx: -Self.damageMargin, dy: -Self.damageMargin))
        }
        if !below.isNull { reach = reach.union(below) }
        records[id] = DrawnRecord(fingerprint: h.finalize(), reach: reach,
                                  indivisible: usesPremultipliedBlending ? nil : scaledCopiesBox(patches, toDevice: toDevice))
        return reach
    }

    /// Pixels added around every reach: antialiasing fringes and rounding to whole pixels.
    static let damageMargin = 2.0

    /// The output a layer's own drawing can reach: its bounds (background, border, gradient),
    /// the shape's ink, its contents' patches (gravity may place them past the bounds), its
    /// glyphs as the atlas holds them and its shadow (offset, three sigmas), plus the margin.
    /// `patches`: its contents' (`heldPatches(of:)`). Without `parentToDevice` (a group's own
    /// layer, whose shadow is drawn outside the group) the shadow is left out.
    func ownReach(_ s: LayerState, patches: HeldPatches?, toDevice: CompositingTransform,
                  parentToDevice: CompositingTransform?) -> CGRect {
        var local = LayerRasters.shadowArea(of: s)
        for p in patches?.patches ?? [] { local = local.union(p.destination) }
        if let ink = glyphInk(of: s) { local = local.union(ink) }
        var box = toDevice.boundingBox(of: local)
        if s.drawsShadow, let parentToDevice {
            box = box.union(ShadowGeometry(s, toDevice: toDevice, parentToDevice: parentToDevice).outer)
        }
        return box.insetBy(dx: -Self.damageMargin, dy: -Self.damageMargin)
    }

    /// A layer's contents patches and whether its texture draws anything.
    struct HeldPatches {
        var patches: [ContentsPatch]
        var drawn: Bool
    }

    /// The patches a layer's contents are drawn in (`nil` without contents held).
    func heldPatches(of s: LayerState) -> HeldPatches? {
        guard let cid = s.contents, let t = textures[cid] else { return nil }
        return HeldPatches(patches: ContentsLayout.patches(for: s, pixelWidth: t.width, pixelHeight: t.height, bitmapScale: t.scale),
                           drawn: t.texture != nil)
    }

    /// The output box of the contents patches the software renderer copies scaled (an
    /// axis-aligned patch of whole source pixels whose output size differs: `drawTexture`'s
    /// `SDL_RenderCopyF`); `nil` when there are none.
    func scaledCopiesBox(_ held: HeldPatches?, toDevice: CompositingTransform) -> CGRect? {
        guard toDevice.isAxisAlignedScaleTranslate, let held, held.drawn else { return nil }
        var box = CGRect.null
        for p in held.patches where Self.isWhole(p.source) {
            let out = toDevice.boundingBox(of: p.destination)
            if abs(out.width - p.source.width) > 1e-6 || abs(out.height - p.source.height) > 1e-6 { box = box.union(out) }
        }
        return box.isNull ? nil : box.insetBy(dx: -1, dy: -1)
    }

    /// The layer-space box of its glyph runs as `drawGlyphRuns` places them: each held glyph's
    /// mask and each decoration; `nil` without runs.
    func glyphInk(of s: LayerState) -> CGRect? {
        guard !s.glyphRuns.isEmpty else { return nil }
        let scale = glyphScale, origin = CGPoint(x: s.bounds.minX, y: s.bounds.minY)
        var ink = CGRect.null
        for run in s.glyphRuns {
            for index in run.glyphs.indices {
                guard let m = glyphAtlas.slots[run.key(ofGlyphAt: index, scale: scale)]?.mask else { continue }
                ink = ink.union(Self.glyphRect(run, at: index, mask: m, origin: origin, scale: scale))
            }
            for d in run.decorations { ink = ink.union(d.offsetBy(dx: origin.x, dy: origin.y)) }
        }
        return ink.isNull ? nil : ink
    }

    /// Hashes every state of a subtree (sublayers and masks), in drawing order.
    private func foldSubtree(of id: LayerID, into h: inout Hasher) {
        guard let node = drawingTree[id] else { return }
        h.combine(id)
        h.combine(node.state)
        if let mask = node.state.mask { foldSubtree(of: mask, into: &h) }
        for sub in drawingTree.sublayersInDrawOrder(of: id) { foldSubtree(of: sub, into: &h) }
    }
}
