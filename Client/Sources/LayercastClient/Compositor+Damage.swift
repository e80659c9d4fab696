import CSDL2
import Foundation
import LayercastProtocol
import LayercastCompositing

/// Damage tracking (the `DamageTracker` decides what to redraw): only the damage is composited
/// again, scissored, into a frame texture that keeps the rest; an unchanged frame draws and
/// presents nothing.
extension Compositor: LayerReachMeasure {
    /// Composites what changed since the last frame into the frame texture (everything after a
    /// resize, a capability change or `setNeedsDisplay()`) and copies the frame to the window's
    /// back buffer; returns whether anything was drawn.
    @discardableResult
    func compositeDamage(at time: Double?, full: Bool) -> Bool {
        prepareDrawing(at: time)
        let frame = frameTarget()
        var damage: CGRect
        if configuration.tracksDamage {
            if full || frame == nil { damageTracker.invalidateWholeFrame() }
            damage = damageTracker.damage(for: damageFrame, measure: self)
            if !usesPremultipliedBlending { damage = DamageTracker.widened(damage, toInclude: damageTracker.indivisibleAreas.values) }
        } else {
            // Without tracking every frame is whole and nothing reads the records.
            damageTracker.forget()
            damage = outputRect
        }
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

    /// What the frame about to be drawn draws, for the damage tracker.
    var damageFrame: DamageFrame {
        DamageFrame(tree: drawing.tree, time: drawing.time, rootToDevice: viewport.screenToPixels, output: outputRect,
                    compositesLayerGroups: compositesLayerGroups, rasterizesLayers: rasterizesLayers)
    }

    /// Makes the tree to draw: the mirror's presentation at `time`, or its model values.
    func prepareDrawing(at time: Double?) {
        drawing.tree = time.map { tree.presentation(at: $0) } ?? tree
        drawing.time = time
    }

    /// Copies the kept frame to the window's back buffer (nothing without one).
    func copyFrameToWindow() { copyToWindow(targets.frame) }

    /// Copies an output-sized texture to the window's back buffer.
    func copyToWindow(_ frame: OpaquePointer?) {
        guard let frame else { return }
        SDL_SetRenderTarget(renderer, nil)
        SDL_RenderSetClipRect(renderer, nil)
        SDL_SetTextureBlendMode(frame, SDL_BLENDMODE_NONE)
        SDL_RenderCopy(renderer, frame, nil, nil)
    }

    var outputRect: CGRect { CGRect(x: 0, y: 0, width: Double(outputWidth), height: Double(outputHeight)) }

    /// The output-sized texture frames are composited into, kept between frames (created on
    /// first use and after a resize, which damages the whole frame); `nil` if SDL cannot make
    /// one, and then frames are drawn whole into the back buffer as before.
    func frameTarget() -> OpaquePointer? {
        guard configuration.tracksDamage else { return nil }
        if let f = targets.frame { return f }
        guard let t = makeOutputTarget() else { return nil }
        targets.frame = t
        damageTracker.invalidateWholeFrame()
        return t
    }

    /// Whether the partial frame just drawn skipped this layer (it is still drawn, outside the
    /// damage), so its caches stay.
    func skipped(_ id: LayerID) -> Bool {
        guard let reach = damageTracker.records[id]?.reach, !reach.isNull else { return false }
        return !drawing.layersDrawn.contains(id)
    }

    // MARK: - Reach

    /// `LayerReachMeasure`: a layer's own reach (`ownReach`) and, on the software renderer,
    /// where its contents are copied scaled (`scaledCopiesBox`).
    func ownDrawing(of s: LayerState, toDevice: CompositingTransform,
                    parentToDevice: CompositingTransform) -> (reach: CGRect, indivisible: CGRect?) {
        let patches = heldPatches(of: s)
        return (ownReach(s, patches: patches, toDevice: toDevice, parentToDevice: parentToDevice),
                usesPremultipliedBlending ? nil : scaledCopiesBox(patches, toDevice: toDevice))
    }

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
        return box.insetBy(dx: -DamageTracker.margin, dy: -DamageTracker.margin)
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
        let scale = textures.glyphScale, origin = CGPoint(x: s.bounds.minX, y: s.bounds.minY)
        var ink = CGRect.null
        for run in s.glyphRuns {
            for index in run.glyphs.indices {
                guard let m = textures.glyphAtlas.slots[run.key(ofGlyphAt: index, scale: scale)]?.mask else { continue }
                ink = ink.union(Self.glyphRect(run, at: index, mask: m, origin: origin, scale: scale))
            }
            for d in run.decorations { ink = ink.union(d.offsetBy(dx: origin.x, dy: origin.y)) }
        }
        return ink.isNull ? nil : ink
    }
}
