import Foundation

// SPEC §4.7 (property 28, a shape) and §4.8 (property 29, a gradient), version 4, `shapes`.

extension WireWriter {
    /// §4.7: presence, then the path (optional), fill, rule, stroke, width, cap, join, miter
    /// limit, dash phase, dash pattern, stroke start and end.
    mutating func shape(_ shape: LayerShape?, _ l: @autoclosure () -> String) {
        let label = l()
        bool(shape != nil, label + " present")
        guard let s = shape else { return }
        bool(s.path != nil, label + " path present"); if let p = s.path { path(p, label + " path") }
        optionalColor(s.fillColor, label + " fillColor"); u8(s.fillRule.rawValue, label + " fillRule")
        optionalColor(s.strokeColor, label + " strokeColor"); f64(s.lineWidth, label + " lineWidth")
        u8(s.lineCap.rawValue, label + " lineCap"); u8(s.lineJoin.rawValue, label + " lineJoin")
        f64(s.miterLimit, label + " miterLimit"); f64(s.lineDashPhase, label + " lineDashPhase")
        u16(UInt16(clamping: s.lineDashPattern.count), label + " dash count")
        for (i, d) in s.lineDashPattern.enumerated() { f64(d, "\(label) dash[\(i)]") }
        f64(s.strokeStart, label + " strokeStart"); f64(s.strokeEnd, label + " strokeEnd")
    }

    /// §4.8: presence, then the type, the stops' colours, their locations (optional), and the
    /// start and end points.
    mutating func gradient(_ gradient: LayerGradient?, _ l: @autoclosure () -> String) {
        let label = l()
        bool(gradient != nil, label + " present")
        guard let g = gradient else { return }
        u8(g.type.rawValue, label + " type")
        u16(UInt16(clamping: g.colors.count), label + " stop count")
        for (i, c) in g.colors.enumerated() { color(c, "\(label) color[\(i)]") }
        // §4.8: locations travel only when there is one per colour (else they are spread evenly).
        let locations = g.locations.flatMap { $0.count == g.colors.count ? $0 : nil }
        bool(locations != nil, label + " locations present")
        for (i, v) in (locations ?? []).enumerated() { f64(v, "\(label) location[\(i)]") }
        cgPoint(g.startPoint, label + " startPoint"); cgPoint(g.endPoint, label + " endPoint")
    }
}

extension WireReader {
    /// §4.7; an unknown fill rule, cap or join is `malformed`, a dash pattern over L25
    /// `limitExceeded`.
    mutating func shape(_ l: @autoclosure () -> String) throws(ProtocolError) -> LayerShape? {
        let label = l()
        guard try bool(label + " present") else { return nil }
        let path = try bool(label + " path present") ? try self.path(label + " path") : nil
        let fill = try optionalColor(label + " fillColor")
        let ruleRaw = try u8(label + " fillRule")
        // §4.7: "a fill rule other than 0 or 1 … is malformed".
        guard let rule = ShapeFillRule(rawValue: ruleRaw) else { throw ProtocolError(.malformed, "\(label) fill rule \(ruleRaw)") }
        let stroke = try optionalColor(label + " strokeColor")
        let width = try f64(label + " lineWidth")
        let capRaw = try u8(label + " lineCap"), joinRaw = try u8(label + " lineJoin")
        // §4.7: "a cap or join other than 0…2 is malformed".
        guard let cap = ShapeLineCap(rawValue: capRaw) else { throw ProtocolError(.malformed, "\(label) line cap \(capRaw)") }
        guard let join = ShapeLineJoin(rawValue: joinRaw) else { throw ProtocolError(.malformed, "\(label) line join \(joinRaw)") }
        let miter = try f64(label + " miterLimit"), phase = try f64(label + " lineDashPhase")
        let n = try count16(label + " dash count", minElementSize: 8, limit: ProtocolLimits.maxDashEntries)
        var dashes: [Double] = []
        for i in 0..<n { dashes.append(try f64("\(label) dash[\(i)]")) }
        let start = try f64(label + " strokeStart"), end = try f64(label + " strokeEnd")
        return LayerShape(path: path, fillColor: fill, fillRule: rule, strokeColor: stroke, lineWidth: width, lineCap: cap,
                          lineJoin: join, miterLimit: miter, lineDashPhase: phase, lineDashPattern: dashes,
                          strokeStart: start, strokeEnd: end)
    }

    /// §4.8; an unknown type is `malformed`, more than L26 stops `limitExceeded`.
    mutating func gradient(_ l: @autoclosure () -> String) throws(ProtocolError) -> LayerGradient? {
        let label = l()
        guard try bool(label + " present") else { return nil }
        let typeRaw = try u8(label + " type")
        // §4.8: "a type other than 0…2 is malformed".
        guard let type = GradientKind(rawValue: typeRaw) else { throw ProtocolError(.malformed, "\(label) gradient type \(typeRaw)") }
        let n = try count16(label + " stop count", minElementSize: 16, limit: ProtocolLimits.maxGradientStops)
        var colors: [LayerColor] = []
        for i in 0..<n { colors.append(try color("\(label) color[\(i)]")) }
        var locations: [Double]?
        if try bool(label + " locations present") {
            var values: [Double] = []
            for i in 0..<n { values.append(try f64("\(label) location[\(i)]")) }
            locations = values
        }
        let start = try cgPoint(label + " startPoint"), end = try cgPoint(label + " endPoint")
        return LayerGradient(type: type, colors: colors, locations: locations, startPoint: start, endPoint: end)
    }
}
