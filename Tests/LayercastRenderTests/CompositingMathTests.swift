import Foundation
import Testing
import LayercastProtocol
import LayercastCompositing

/// The pure compositing math in LayercastCompositing, which the reference renderer and
/// the client share.
@Suite struct CompositingMathTests {
    func close(_ a: CGPoint, _ b: CGPoint, _ eps: Double = 1e-9) -> Bool { abs(a.x - b.x) < eps && abs(a.y - b.y) < eps }

    // MARK: - Layer to superlayer

    @Test func identityLayerMapsItsFrameOrigin() {
        var s = LayerState()
        s.bounds = CGRect(x: 0, y: 0, width: 40, height: 20)
        s.position = CGPoint(x: 50, y: 60)
        #expect(close(s.transformToSuperlayer.apply(to: .zero), CGPoint(x: 30, y: 50)))
    }

    @Test func rotationTurnsAboutTheAnchorPoint() {
        var s = LayerState()
        s.bounds = CGRect(x: 0, y: 0, width: 40, height: 20)
        s.position = CGPoint(x: 50, y: 60)
        s.transform = .affine(a: 0, b: 1, c: -1, d: 0, tx: 0, ty: 0)
        // The anchor stays at the position; the top-left corner turns 90° clockwise about it.
        #expect(close(s.transformToSuperlayer.apply(to: CGPoint(x: 20, y: 10)), CGPoint(x: 50, y: 60)))
        #expect(close(s.transformToSuperlayer.apply(to: .zero), CGPoint(x: 60, y: 40)))
    }

    @Test func boundsOriginShiftsTheSublayerSpace() {
        var s = LayerState()
        s.bounds = CGRect(x: 0, y: 100, width: 50, height: 50)
        s.position = CGPoint(x: 25, y: 25)
        #expect(close(s.transformToSuperlayer.apply(to: CGPoint(x: 0, y: 100)), .zero))
    }

    @Test func transformToScreenChainsAncestors() throws {
        var tree = LayerTree()
        try tree.apply([.createLayer(LayerID(2)), .setSublayers(.root, [LayerID(2)]),
                        .setProperties(LayerID(2), [.bounds(CGRect(x: 0, y: 0, width: 10, height: 10)), .position(CGPoint(x: 15, y: 25))])])
        let t = try #require(tree.transformToScreen(of: LayerID(2)))
        #expect(close(t.apply(to: .zero), CGPoint(x: 10, y: 20)))
        #expect(tree.transformToScreen(of: LayerID(99)) == nil)
    }

    @Test func inverseUndoesTheTransform() throws {
        let t = CompositingTransform(a: 2, b: 1, c: -1, d: 3, tx: 5, ty: -7)
        let inv = try #require(t.inverted)
        #expect(close(inv.apply(to: t.apply(to: CGPoint(x: 3, y: 4))), CGPoint(x: 3, y: 4), 1e-9))
        #expect(CompositingTransform(a: 1, b: 2, c: 2, d: 4, tx: 0, ty: 0).inverted == nil)
    }

    // MARK: - Draw order and visibility

    @Test func zPositionSortsStablyAboveSublayerOrder() throws {
        var tree = LayerTree()
        let ids = (2...5).map { LayerID(UInt64($0)) }
        try tree.apply(ids.map { .createLayer($0) } + [.setSublayers(.root, ids),
                       .setProperties(ids[0], [.zPosition(1)]), .setProperties(ids[3], [.zPosition(-1)])])
        #expect(tree.sublayersInDrawOrder(of: .root) == [ids[3], ids[1], ids[2], ids[0]])
    }

    @Test func hiddenOrTransparentLayersAreNotDrawn() throws {
        var tree = LayerTree()
        try tree.apply([.createLayer(LayerID(2)), .createLayer(LayerID(3)),
                        .setProperties(LayerID(2), [.isHidden(true)]), .setProperties(LayerID(3), [.opacity(0)])])
        #expect(!tree.isDrawn(LayerID(2)) && !tree.isDrawn(LayerID(3)) && tree.isDrawn(.root))
    }

    // MARK: - Contents gravity

    func state(_ gravity: ContentsGravity, bounds: CGRect = CGRect(x: 0, y: 0, width: 100, height: 50)) -> LayerState {
        var s = LayerState()
        s.bounds = bounds
        s.contentsGravity = gravity
        return s
    }

    @Test(arguments: [
        (ContentsGravity.center, CGRect(x: 40, y: 15, width: 20, height: 20)),
        (.top, CGRect(x: 40, y: 0, width: 20, height: 20)),
        (.bottom, CGRect(x: 40, y: 30, width: 20, height: 20)),
        (.left, CGRect(x: 0, y: 15, width: 20, height: 20)),
        (.right, CGRect(x: 80, y: 15, width: 20, height: 20)),
        (.topLeft, CGRect(x: 0, y: 0, width: 20, height: 20)),
        (.topRight, CGRect(x: 80, y: 0, width: 20, height: 20)),
        (.bottomLeft, CGRect(x: 0, y: 30, width: 20, height: 20)),
        (.bottomRight, CGRect(x: 80, y: 30, width: 20, height: 20)),
        (.resize, CGRect(x: 0, y: 0, width: 100, height: 50)),
        (.resizeAspect, CGRect(x: 25, y: 0, width: 50, height: 50)),
        (.resizeAspectFill, CGRect(x: 0, y: -25, width: 100, height: 100)),
    ])
    func gravityPlacesASquareImage(gravity: ContentsGravity, expected: CGRect) {
        // 40×40 pixels at scale 2 = 20×20 points.
        let patches = ContentsLayout.patches(for: state(gravity), pixelWidth: 40, pixelHeight: 40, bitmapScale: 2)
        #expect(patches == [ContentsPatch(source: CGRect(x: 0, y: 0, width: 40, height: 40), destination: expected)])
    }

    @Test func contentsRectSelectsPixelsAndSetsTheImageSize() {
        var s = state(.topLeft)
        s.contentsRect = CGRect(x: 0.5, y: 0, width: 0.5, height: 0.25)
        let patches = ContentsLayout.patches(for: s, pixelWidth: 40, pixelHeight: 40, bitmapScale: 1)
        #expect(patches == [ContentsPatch(source: CGRect(x: 20, y: 0, width: 20, height: 10),
                                          destination: CGRect(x: 0, y: 0, width: 20, height: 10))])
    }

    @Test func contentsCenterNineSlicesKeepingCorners() {
        var s = state(.resize, bounds: CGRect(x: 0, y: 0, width: 90, height: 60))
        s.contentsCenter = CGRect(x: 1.0 / 3, y: 1.0 / 3, width: 1.0 / 3, height: 1.0 / 3)
        let patches = ContentsLayout.patches(for: s, pixelWidth: 30, pixelHeight: 30, bitmapScale: 1)
        #expect(patches.count == 9)
        let first = patches[0], last = patches[8], middle = patches[4]
        #expect(abs(first.destination.width - 10) < 1e-9 && abs(first.destination.height - 10) < 1e-9)
        #expect(abs(last.destination.maxX - 90) < 1e-9 && abs(last.destination.width - 10) < 1e-9)
        #expect(abs(middle.destination.width - 70) < 1e-9 && abs(middle.destination.height - 40) < 1e-9)
        #expect(abs(middle.source.width - 10) < 1e-9)
    }

    @Test func contentsCenterCornersShrinkWhenTheDestinationIsSmaller() {
        var s = state(.resize, bounds: CGRect(x: 0, y: 0, width: 10, height: 40))
        s.contentsCenter = CGRect(x: 1.0 / 3, y: 1.0 / 3, width: 1.0 / 3, height: 1.0 / 3)
        let patches = ContentsLayout.patches(for: s, pixelWidth: 30, pixelHeight: 30, bitmapScale: 1)
        let widths = Set(patches.map { ($0.destination.width * 1e6).rounded() / 1e6 })
        #expect(widths == [5])
    }

    @Test func zeroWidthCentreStretchesOnePixel() {
        var s = state(.resize)
        s.contentsCenter = CGRect(x: 0.5, y: 0, width: 0, height: 1)
        let patches = ContentsLayout.patches(for: s, pixelWidth: 20, pixelHeight: 10, bitmapScale: 1)
        #expect(patches.count == 3)
        #expect(patches[1].source.width == 1 && abs(patches[1].destination.width - 80) < 1e-9)
    }

    @Test func emptyBitmapsOrRectsGiveNoPatches() {
        #expect(ContentsLayout.patches(for: state(.resize), pixelWidth: 0, pixelHeight: 5, bitmapScale: 1).isEmpty)
        var s = state(.resize)
        s.contentsRect = CGRect(x: 2, y: 2, width: 1, height: 1)
        #expect(ContentsLayout.patches(for: s, pixelWidth: 5, pixelHeight: 5, bitmapScale: 1).isEmpty)
    }

    // MARK: - Viewport

    @Test func viewportLetterboxesAndConvertsPixelsToPoints() {
        let v = Viewport(screenSize: CGSize(width: 390, height: 844), outputWidth: 1920, outputHeight: 1080)
        #expect(abs(v.scale - 1.2796208530805686) < 1e-12)
        #expect(abs(v.origin.y) < 1e-9 && abs(v.origin.x - (1920 - 390 * v.scale) / 2) < 1e-9)
        #expect(close(v.point(fromPixel: CGPoint(x: 960, y: 540)), CGPoint(x: 195, y: 422), 1e-9))
        #expect(close(v.screenToPixels.apply(to: CGPoint(x: 195, y: 422)), CGPoint(x: 960, y: 540), 1e-9))
        #expect(v.point(fromPixel: CGPoint(x: 10, y: 540)).x < 0)
    }

    @Test func viewportAtAScaleCoversTheScreen() {
        let v = Viewport(screenSize: CGSize(width: 100.5, height: 50), scale: 2)
        #expect(v.outputWidth == 201 && v.outputHeight == 100 && v.origin == .zero)
    }

    // MARK: - Shapes and blur

    @Test func roundedRectOutlineStaysInsideTheRect() {
        let rect = CGRect(x: 10, y: 20, width: 40, height: 30)
        let pts = CompositingShapes.roundedRect(rect, radius: 100, segmentsPerCorner: 4)
        #expect(pts.count == 20)
        #expect(pts.allSatisfy { $0.x >= rect.minX - 1e-9 && $0.x <= rect.maxX + 1e-9 && $0.y >= rect.minY - 1e-9 && $0.y <= rect.maxY + 1e-9 })
        #expect(CompositingShapes.effectiveRadius(100, for: rect) == 15)
    }

    @Test func pathFlattensIntoPolygons() {
        let path = LayerPath([.move(to: .zero), .line(to: CGPoint(x: 10, y: 0)),
                              .curve(to: CGPoint(x: 0, y: 10), control1: CGPoint(x: 10, y: 10), control2: CGPoint(x: 5, y: 10)),
                              .closeSubpath])
        let polys = CompositingShapes.polygons(of: path, curveSegments: 8)
        #expect(polys.count == 1 && polys[0].count == 10)
        #expect(close(polys[0].last!, CGPoint(x: 0, y: 10)))
    }

    @Test func blurSpreadsAndKeepsMass() {
        var buffer = [UInt8](repeating: 0, count: 41 * 41)
        for y in 15..<26 { for x in 15..<26 { buffer[y * 41 + x] = 255 } }
        let before = buffer.reduce(0) { $0 + Int($1) }
        AlphaBlur.blur(&buffer, width: 41, height: 41, stride: 41, sigma: 3)
        let after = buffer.reduce(0) { $0 + Int($1) }
        #expect(abs(after - before) < before / 50)
        #expect(buffer[20 * 41 + 12] > 0 && buffer[20 * 41 + 12] < 255)
        #expect(buffer[20 * 41 + 20] > 200)
        #expect(AlphaBlur.boxSizes(sigma: 0.1).isEmpty)
    }

    @Test func rasterizerFillsConcavePolygonsByNonZeroWinding() {
        let l: [CGPoint] = [.zero, CGPoint(x: 4, y: 0), CGPoint(x: 4, y: 6), CGPoint(x: 8, y: 6),
                            CGPoint(x: 8, y: 8), CGPoint(x: 0, y: 8)]
        let cov = PolygonRasterizer.coverage(of: [l], originX: 0, originY: 0, width: 8, height: 8)
        #expect(cov[1 * 8 + 1] == 255)
        #expect(cov[1 * 8 + 6] == 0)
        #expect(cov[7 * 8 + 6] == 255)
        let half = PolygonRasterizer.coverage(of: [[CGPoint(x: 0.5, y: 0), CGPoint(x: 2, y: 0), CGPoint(x: 2, y: 1), CGPoint(x: 0.5, y: 1)]],
                                              originX: 0, originY: 0, width: 2, height: 1)
        #expect(half == [128, 255])
    }
}
