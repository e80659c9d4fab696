import Foundation

// SPEC §4.3–§4.5: the value types of layer properties on the wire.

extension WireWriter {
    mutating func rect(_ r: CGRect, _ l: @autoclosure () -> String) {
        f64(r.origin.x, l() + ".x"); f64(r.origin.y, l() + ".y"); f64(r.size.width, l() + ".width"); f64(r.size.height, l() + ".height")
    }
    mutating func cgPoint(_ p: CGPoint, _ l: @autoclosure () -> String) { f64(p.x, l() + ".x"); f64(p.y, l() + ".y") }
    mutating func cgSize(_ s: CGSize, _ l: @autoclosure () -> String) { f64(s.width, l() + ".width"); f64(s.height, l() + ".height") }
    /// §4.3 colour: four f32, sRGB, not premultiplied.
    mutating func color(_ c: LayerColor, _ l: @autoclosure () -> String) {
        f32(c.red, l() + ".red"); f32(c.green, l() + ".green"); f32(c.blue, l() + ".blue"); f32(c.alpha, l() + ".alpha")
    }
    /// §4.3 optional colour: a presence byte, then a colour when 1.
    mutating func optionalColor(_ c: LayerColor?, _ l: @autoclosure () -> String) {
        bool(c != nil, l() + " present"); if let c { color(c, l()) }
    }
    /// §4.3 transform: sixteen f64, row-major m11…m44.
    mutating func transform(_ t: LayerTransform, _ l: @autoclosure () -> String) {
        let m = t.m.count == 16 ? t.m : LayerTransform.identity.m
        for (i, v) in m.enumerated() { f64(v, "\(l()).m\(i / 4 + 1)\(i % 4 + 1)") }
    }
    /// §4.4 path: u32 element count, then per element a kind byte and its points.
    mutating func path(_ p: LayerPath, _ l: @autoclosure () -> String) {
        u32(UInt32(clamping: p.elements.count), l() + " element count")
        for (i, e) in p.elements.enumerated() {
            func el() -> String { "\(l())[\(i)]" }
            switch e {
            case .move(let to): u8(1, el() + " kind move"); cgPoint(to, el() + ".to")
            case .line(let to): u8(2, el() + " kind line"); cgPoint(to, el() + ".to")
            case .quadCurve(let to, let c): u8(3, el() + " kind quadCurve"); cgPoint(c, el() + ".control"); cgPoint(to, el() + ".to")
            case .curve(let to, let c1, let c2):
                u8(4, el() + " kind curve"); cgPoint(c1, el() + ".control1"); cgPoint(c2, el() + ".control2"); cgPoint(to, el() + ".to")
            case .closeSubpath: u8(5, el() + " kind close")
            }
        }
    }
}

extension WireReader {
    /// SPEC §3 rect.
    mutating func rect(_ l: @autoclosure () -> String) throws(ProtocolError) -> CGRect {
        CGRect(x: try f64(l() + ".x"), y: try f64(l() + ".y"), width: try f64(l() + ".width"), height: try f64(l() + ".height"))
    }
    mutating func cgPoint(_ l: @autoclosure () -> String) throws(ProtocolError) -> CGPoint { CGPoint(x: try f64(l() + ".x"), y: try f64(l() + ".y")) }
    mutating func cgSize(_ l: @autoclosure () -> String) throws(ProtocolError) -> CGSize {
        CGSize(width: try f64(l() + ".width"), height: try f64(l() + ".height"))
    }
    /// SPEC §4.3 colour.
    mutating func color(_ l: @autoclosure () -> String) throws(ProtocolError) -> LayerColor {
        LayerColor(red: try f32(l() + ".red"), green: try f32(l() + ".green"), blue: try f32(l() + ".blue"), alpha: try f32(l() + ".alpha"))
    }
    mutating func optionalColor(_ l: @autoclosure () -> String) throws(ProtocolError) -> LayerColor? {
        try bool(l() + " present") ? try color(l()) : nil
    }
    /// SPEC §4.3 transform.
    mutating func transform(_ l: @autoclosure () -> String) throws(ProtocolError) -> LayerTransform {
        var m: [Double] = []
        m.reserveCapacity(16)
        for i in 0..<16 { m.append(try f64("\(l()).m\(i / 4 + 1)\(i % 4 + 1)")) }
        return LayerTransform(m)
    }
    /// SPEC §4.4 path. §4.4: "an element kind other than 1…5 is malformed".
    mutating func path(_ l: @autoclosure () -> String) throws(ProtocolError) -> LayerPath {
        let n = try count32(l() + " element count", minElementSize: 1, limit: ProtocolLimits.maxPathElements)
        var elements: [LayerPath.Element] = []
        elements.reserveCapacity(n)
        for i in 0..<n {
            func el() -> String { "\(l())[\(i)]" }
            switch try u8(el() + " kind") {
            case 1: elements.append(.move(to: try cgPoint(el() + ".to")))
            case 2: elements.append(.line(to: try cgPoint(el() + ".to")))
            case 3:
                let c = try cgPoint(el() + ".control")
                elements.append(.quadCurve(to: try cgPoint(el() + ".to"), control: c))
            case 4:
                let c1 = try cgPoint(el() + ".control1"), c2 = try cgPoint(el() + ".control2")
                elements.append(.curve(to: try cgPoint(el() + ".to"), control1: c1, control2: c2))
            case 5: elements.append(.closeSubpath)
            case let k: throw ProtocolError(.malformed, "\(el()): unknown path element kind \(k)")
            }
        }
        return LayerPath(elements)
    }
}
