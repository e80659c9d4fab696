extension GlyphSplice {
    /// The splices that turn the runs `old` into `new` (SPEC §5.3 opcode 7), when that costs
    /// fewer bytes than setting property 27 again; `nil` otherwise.
    ///
    /// Only runs that differ in their glyphs alone can be spliced (same count of runs, each with
    /// the same face, size, colour, origin, decorations and clip): typing at the end of a line
    /// changes one run's tail, and the splice carries the glyphs typed, not the line. Each
    /// differing run gets one splice of the glyphs between its unchanged head and tail.
    public static func splices(from old: [GlyphRun], to new: [GlyphRun]) -> [GlyphSplice]? {
        guard old.count == new.count, !new.isEmpty, old != new else { return nil }
        var splices: [GlyphSplice] = []
        for (index, (a, b)) in zip(old, new).enumerated() where a != b {
            guard a.face == b.face, a.size == b.size, a.color == b.color, a.origin == b.origin,
                  a.decorations == b.decorations, a.clip == b.clip else { return nil }
            let shorter = min(a.glyphs.count, b.glyphs.count)
            var head = 0
            while head < shorter, a.glyphs[head] == b.glyphs[head] { head += 1 }
            var tail = 0
            while tail < shorter - head, a.glyphs[a.glyphs.count - 1 - tail] == b.glyphs[b.glyphs.count - 1 - tail] { tail += 1 }
            splices.append(GlyphSplice(run: index, start: head, deleteCount: a.glyphs.count - head - tail,
                                       glyphs: Array(b.glyphs[head..<(b.glyphs.count - tail)])))
        }
        // Wire sizes (SPEC §4.6, §5.3): a splice is its opcode, id and 8 bytes of counts plus its
        // glyphs; a set of the property is its key, a run count, and every run whole.
        let spliceBytes = splices.reduce(0) { $0 + 17 + 12 * $1.glyphs.count }
        let setBytes = new.reduce(3) { $0 + 48 + ($1.clip == nil ? 0 : 32) + 32 * $1.decorations.count + 12 * $1.glyphs.count }
        return spliceBytes < setBytes ? splices : nil
    }
}
