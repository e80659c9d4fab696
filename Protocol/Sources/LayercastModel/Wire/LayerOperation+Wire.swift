import Foundation

// SPEC §5.3 (operations) and §5.4 (animations).

/// The opcode byte of each operation (SPEC §5.3).
enum OperationCode: UInt8 {
    case createLayer = 1, destroyLayer = 2, setProperties = 3, setSublayers = 4, addAnimation = 5, removeAnimation = 6, spliceGlyphs = 7
}

extension LayerOperation {
    func write(to w: inout WireWriter, _ l: @autoclosure () -> String, canonical: Bool = false) throws(ProtocolError) {
        switch self {
        case .createLayer(let id):
            w.u8(OperationCode.createLayer.rawValue, l() + " op createLayer"); w.u64(id.rawValue, l() + " layer id")
        case .destroyLayer(let id):
            w.u8(OperationCode.destroyLayer.rawValue, l() + " op destroyLayer"); w.u64(id.rawValue, l() + " layer id")
        case .setProperties(let id, let props):
            w.u8(OperationCode.setProperties.rawValue, l() + " op setProperties"); w.u64(id.rawValue, l() + " layer id")
            guard props.count <= LayerPropertyKey.allCases.count else {
                throw ProtocolError(.malformed, "\(l()): more properties than keys")
            }
            w.u8(UInt8(props.count), l() + " property count")
            for (i, p) in props.enumerated() { try p.write(to: &w, "\(l()) property[\(i)]") }
        case .setSublayers(let id, let subs):
            w.u8(OperationCode.setSublayers.rawValue, l() + " op setSublayers"); w.u64(id.rawValue, l() + " layer id")
            w.u32(UInt32(clamping: subs.count), l() + " sublayer count")
            for (i, s) in subs.enumerated() { w.u64(s.rawValue, "\(l()) sublayer[\(i)]") }
        case .addAnimation(let id, let a):
            w.u8(OperationCode.addAnimation.rawValue, l() + " op addAnimation"); w.u64(id.rawValue, l() + " layer id")
            try a.write(to: &w, l() + " animation")
        case .removeAnimation(let id, let key):
            w.u8(OperationCode.removeAnimation.rawValue, l() + " op removeAnimation"); w.u64(id.rawValue, l() + " layer id")
            try w.str8(key, l() + " key")
        case .spliceGlyphs(let id, let s):
            w.u8(OperationCode.spliceGlyphs.rawValue, l() + " op spliceGlyphs"); w.u64(id.rawValue, l() + " layer id")
            w.u16(UInt16(clamping: s.run), l() + " run"); w.u16(UInt16(clamping: s.start), l() + " start")
            w.u16(UInt16(clamping: s.deleteCount), l() + " deleteCount")
            w.u16(UInt16(clamping: s.glyphs.count), l() + " glyph count")
            for (j, g) in s.glyphs.enumerated() {
                w.u32(g.glyph, "\(l()) glyph[\(j)]"); w.f32(g.x, "\(l()) glyph[\(j)].x"); w.f32(g.y, "\(l()) glyph[\(j)].y")
            }
        }
    }

    /// SPEC §5.3: one operation.
    static func read(from r: inout WireReader, _ l: @autoclosure () -> String, limits: ProtocolLimits) throws(ProtocolError) -> LayerOperation {
        let raw = try r.u8(l() + " opcode")
        // §5.3: "an opcode other than 1…7 is malformed".
        guard let code = OperationCode(rawValue: raw) else { throw ProtocolError(.malformed, "\(l()): unknown opcode \(raw)") }
        let idRaw = try r.u64(l() + " layer id")
        // §4.1: "layer id 0 is never valid in an operation".
        guard idRaw != 0 else { throw ProtocolError(.malformed, "\(l()): layer id 0") }
        let id = LayerID(idRaw)
        switch code {
        case .createLayer: return .createLayer(id)
        case .destroyLayer: return .destroyLayer(id)
        case .setProperties:
            let n = Int(try r.u8(l() + " property count"))
            var props: [LayerProperty] = []
            props.reserveCapacity(min(n, LayerPropertyKey.allCases.count))
            var seen = Set<LayerPropertyKey>()
            for i in 0..<n {
                let p = try LayerProperty.read(from: &r, "\(l()) property[\(i)]")
                // §5.3: "each key appears at most once in one setProperties".
                guard seen.insert(p.key).inserted else {
                    throw ProtocolError(.malformed, "\(l()): property \(p.key) set twice")
                }
                props.append(p)
            }
            return .setProperties(id, props)
        case .setSublayers:
            let n = try r.count32(l() + " sublayer count", minElementSize: 8, limit: limits.maxSublayers)
            var subs: [LayerID] = []
            subs.reserveCapacity(n)
            for i in 0..<n {
                let s = try r.u64("\(l()) sublayer[\(i)]")
                guard s != 0 else { throw ProtocolError(.malformed, "\(l()): sublayer id 0") }
                subs.append(LayerID(s))
            }
            return .setSublayers(id, subs)
        case .addAnimation:
            return .addAnimation(id, try LayerAnimation.read(from: &r, l() + " animation"))
        case .removeAnimation:
            return .removeAnimation(id, key: try r.str8(l() + " key"))
        case .spliceGlyphs:
            let run = Int(try r.u16(l() + " run")), start = Int(try r.u16(l() + " start"))
            let deleteCount = Int(try r.u16(l() + " deleteCount"))
            let n = try r.count16(l() + " glyph count", minElementSize: 12, limit: ProtocolLimits.maxGlyphsPerRun)
            var glyphs: [PositionedGlyph] = []
            glyphs.reserveCapacity(n)
            for j in 0..<n {
                glyphs.append(PositionedGlyph(glyph: try r.u32("\(l()) glyph[\(j)]"), x: try r.f32("\(l()) glyph[\(j)].x"),
                                              y: try r.f32("\(l()) glyph[\(j)].y")))
            }
            return .spliceGlyphs(id, GlyphSplice(run: run, start: start, deleteCount: deleteCount, glyphs: glyphs))
        }
    }
}

extension AnimationValue {
    func write(to w: inout WireWriter, _ l: @autoclosure () -> String) {
        switch self {
        case .scalar(let v): w.u8(1, l() + " kind scalar"); w.f64(v, l())
        case .point(let v): w.u8(2, l() + " kind point"); w.cgPoint(v, l())
        case .size(let v): w.u8(3, l() + " kind size"); w.cgSize(v, l())
        case .rect(let v): w.u8(4, l() + " kind rect"); w.rect(v, l())
        case .color(let v): w.u8(5, l() + " kind color"); w.color(v, l())
        case .transform(let v): w.u8(6, l() + " kind transform"); w.transform(v, l())
        case .colors(let v):
            w.u8(7, l() + " kind colors"); w.u16(UInt16(clamping: v.count), l() + " color count")
            for (i, c) in v.enumerated() { w.color(c, "\(l())[\(i)]") }
        }
    }
    /// SPEC §5.4: one animation value, a kind byte and its payload.
    static func read(from r: inout WireReader, _ l: @autoclosure () -> String) throws(ProtocolError) -> AnimationValue {
        switch try r.u8(l() + " kind") {
        case 1: return .scalar(try r.f64(l()))
        case 2: return .point(try r.cgPoint(l()))
        case 3: return .size(try r.cgSize(l()))
        case 4: return .rect(try r.rect(l()))
        case 5: return .color(try r.color(l()))
        case 6: return .transform(try r.transform(l()))
        case 7:
            // §5.4 (version 4): a colour list, at most L26 colours.
            let n = try r.count16(l() + " color count", minElementSize: 16, limit: ProtocolLimits.maxGradientStops)
            var colors: [LayerColor] = []
            for i in 0..<n { colors.append(try r.color("\(l())[\(i)]")) }
            return .colors(colors)
        // §5.4: "a value kind other than 1…7 is malformed".
        case let k: throw ProtocolError(.malformed, "\(l()): unknown animation value kind \(k)")
        }
    }
}

extension LayerAnimation {
    func write(to w: inout WireWriter, _ l: @autoclosure () -> String) throws(ProtocolError) {
        try w.str8(key, l() + " key")
        try w.str8(keyPath, l() + " keyPath")
        guard values.count <= Int(UInt16.max), keyTimes.count <= Int(UInt16.max) else {
            throw ProtocolError(.limitExceeded, "\(l()): more than 65535 values")
        }
        w.u16(UInt16(values.count), l() + " value count")
        for (i, v) in values.enumerated() { v.write(to: &w, "\(l()) value[\(i)]") }
        w.u16(UInt16(keyTimes.count), l() + " keyTime count")
        for (i, t) in keyTimes.enumerated() { w.f64(t, "\(l()) keyTime[\(i)]") }
        let tf = timingFunction.count == 4 ? timingFunction : [0, 0, 1, 1]
        w.f32(tf[0], l() + " timing c1x"); w.f32(tf[1], l() + " timing c1y")
        w.f32(tf[2], l() + " timing c2x"); w.f32(tf[3], l() + " timing c2y")
        w.f64(beginTime, l() + " beginTime"); w.f64(duration, l() + " duration")
        w.f32(repeatCount, l() + " repeatCount"); w.bool(autoreverses, l() + " autoreverses")
        w.u8(fillMode.rawValue, l() + " fillMode")
    }

    /// SPEC §5.4: one animation.
    static func read(from r: inout WireReader, _ l: @autoclosure () -> String) throws(ProtocolError) -> LayerAnimation {
        let key = try r.str8(l() + " key")
        let keyPath = try r.str8(l() + " keyPath")
        // §5.4: "key and keyPath MUST NOT be empty".
        guard !key.isEmpty, !keyPath.isEmpty else { throw ProtocolError(.malformed, "\(l()): empty key or keyPath") }
        let n = try r.count16(l() + " value count", minElementSize: 9)
        // §5.4: "an animation has at least one value".
        guard n >= 1 else { throw ProtocolError(.malformed, "\(l()): no values") }
        var values: [AnimationValue] = []
        values.reserveCapacity(n)
        for i in 0..<n { values.append(try AnimationValue.read(from: &r, "\(l()) value[\(i)]")) }
        let t = try r.count16(l() + " keyTime count", minElementSize: 8)
        // §5.4: "keyTimes is empty or has one entry per value, each in 0…1, non-decreasing".
        guard t == 0 || t == n else { throw ProtocolError(.malformed, "\(l()): \(t) key times for \(n) values") }
        var keyTimes: [Double] = []
        keyTimes.reserveCapacity(t)
        for i in 0..<t {
            let v = try r.f64("\(l()) keyTime[\(i)]")
            guard v >= 0, v <= 1, v >= (keyTimes.last ?? 0) else {
                throw ProtocolError(.malformed, "\(l()): keyTime[\(i)] \(v) out of order or outside 0…1")
            }
            keyTimes.append(v)
        }
        let tf = [try r.f32(l() + " timing c1x"), try r.f32(l() + " timing c1y"), try r.f32(l() + " timing c2x"), try r.f32(l() + " timing c2y")]
        let beginTime = try r.f64(l() + " beginTime")
        let duration = try r.f64(l() + " duration")
        let repeatCount = try r.f32(l() + " repeatCount", allowInfinity: true)
        // §5.4: "duration and repeatCount MUST NOT be negative".
        guard duration >= 0, repeatCount >= 0 else { throw ProtocolError(.malformed, "\(l()): negative duration or repeatCount") }
        let autoreverses = try r.bool(l() + " autoreverses")
        let fm = try r.u8(l() + " fillMode")
        // §5.4: "a fill mode other than 0…3 is malformed".
        guard let fillMode = FillMode(rawValue: fm) else { throw ProtocolError(.malformed, "\(l()): unknown fill mode \(fm)") }
        return LayerAnimation(key: key, keyPath: keyPath, values: values, keyTimes: keyTimes, timingFunction: tf,
                              beginTime: beginTime, duration: duration, repeatCount: repeatCount,
                              autoreverses: autoreverses, fillMode: fillMode)
    }
}
