import Foundation

// Outlines and dashes of paths, as Core Graphics' path copies.
extension CGPath {
    /// The outline of the path stroked with `lineWidth`, `lineCap`, `lineJoin` and `miterLimit`,
    /// mapped by `transform`: filling it with the non-zero winding rule paints what stroking the
    /// path paints. Curves are flattened to within 0.05 points; the outline is a union of
    /// overlapping pieces of one orientation (a quadrilateral per segment, a wedge per join, a
    /// cap per open end) rather than Core Graphics' single traced outline, so fill it with the
    /// non-zero rule, not even-odd.
    public func copy(strokingWithWidth lineWidth: CGFloat, lineCap: CGLineCap, lineJoin: CGLineJoin,
                     miterLimit: CGFloat, transform: CGAffineTransform = .identity) -> CGPath {
        let stroker = PathStroker(lineWidth: lineWidth, lineCap: lineCap, lineJoin: lineJoin, miterLimit: miterLimit)
        let outline = stroker.strokeOutline(of: elements)
        return CGPath(elements: transform.isIdentity ? outline : outline.map { $0.applying(transform) })
    }

    /// The path cut into dashes: `lengths` alternate painted and unpainted lengths, starting
    /// `phase` into the pattern; mapped by `transform`. Curves are flattened to within 0.05
    /// points. Empty or all-zero lengths give the path unchanged (flattened).
    public func copy(dashingWithPhase phase: CGFloat, lengths: [CGFloat],
                     transform: CGAffineTransform = .identity) -> CGPath {
        var stroker = PathStroker(lineWidth: 1, lineCap: .butt, lineJoin: .miter, miterLimit: 10)
        stroker.dashLengths = lengths
        stroker.dashPhase = phase
        let dashed = stroker.dashedElements(of: elements)
        return CGPath(elements: transform.isIdentity ? dashed : dashed.map { $0.applying(transform) })
    }
}
