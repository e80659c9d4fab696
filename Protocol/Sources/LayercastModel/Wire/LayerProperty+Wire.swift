import Foundation

// SPEC §4.2: a property is its key byte followed by the value encoding of that key.

extension LayerProperty {
    func write(to w: inout WireWriter, _ l: @autoclosure () -> String) throws(ProtocolError) {
        func k() -> String { "\(l()) \(key)" }
        w.u8(key.rawValue, "\(l()) key \(key)")
        switch self {
        case .bounds(let v): w.rect(v, k())
        case .position(let v): w.cgPoint(v, k())
        case .anchorPoint(let v): w.cgPoint(v, k())
        case .zPosition(let v): w.f64(v, k())
        case .transform(let v): w.transform(v, k())
        case .opacity(let v): w.f32(v, k())
        case .isHidden(let v): w.bool(v, k())
        case .masksToBounds(let v): w.bool(v, k())
        case .mask(let v): w.u64(v?.rawValue ?? 0, k() + " (0 = none)")
        case .backgroundColor(let v): w.optionalColor(v, k())
        case .borderWidth(let v): w.f64(v, k())
        case .borderColor(let v): w.optionalColor(v, k())
        case .cornerRadius(let v): w.f64(v, k())
        case .shadowColor(let v): w.optionalColor(v, k())
        case .shadowOpacity(let v): w.f32(v, k())
        case .shadowOffset(let v): w.cgSize(v, k())
        case .shadowRadius(let v): w.f64(v, k())
        case .shadowPath(let v): w.bool(v != nil, k() + " present"); if let v { w.path(v, k()) }
        case .contents(let v): w.bool(v != nil, k() + " present"); if let v { w.u64(v.rawValue, k()) }
        case .contentsGravity(let v): w.u8(v.rawValue, k())
        case .contentsRect(let v): w.rect(v, k())
        case .contentsCenter(let v): w.rect(v, k())
        case .contentsScale(let v): w.f64(v, k())
        case .isOpaque(let v): w.bool(v, k())
        case .name(let v): w.bool(v != nil, k() + " present"); if let v { try w.str8(v, k()) }
        case .shouldRasterize(let v): w.bool(v, k())
        case .glyphRuns(let v): w.glyphRuns(v, k())
        case .shape(let v): w.shape(v, k())
        case .gradient(let v): w.gradient(v, k())
        case .allowsGroupOpacity(let v): w.bool(v, k())
        case .replicator(let v): w.replicator(v, k())
        case .allowsEdgeAntialiasing(let v): w.bool(v, k())
        case .rasterizationScale(let v): w.f64(v, k())
        }
    }

    /// §4.2: "an unknown property key is malformed" (keys are never skipped: their values have no
    /// length prefix; a peer only sends the keys of the negotiated version).
    static func read(from r: inout WireReader, _ l: @autoclosure () -> String) throws(ProtocolError) -> LayerProperty {
        let raw = try r.u8(l() + " key")
        guard let key = LayerPropertyKey(rawValue: raw) else {
            throw ProtocolError(.malformed, "\(l()): unknown property key \(raw)")
        }
        func k() -> String { "\(l()) \(key)" }
        switch key {
        case .bounds: return .bounds(try r.rect(k()))
        case .position: return .position(try r.cgPoint(k()))
        case .anchorPoint: return .anchorPoint(try r.cgPoint(k()))
        case .zPosition: return .zPosition(try r.f64(k()))
        case .transform: return .transform(try r.transform(k()))
        case .opacity: return .opacity(try r.f32(k()))
        case .isHidden: return .isHidden(try r.bool(k()))
        case .masksToBounds: return .masksToBounds(try r.bool(k()))
        case .mask:
            let raw = try r.u64(k())
            return .mask(raw == 0 ? nil : LayerID(raw))
        case .backgroundColor: return .backgroundColor(try r.optionalColor(k()))
        case .borderWidth: return .borderWidth(try r.f64(k()))
        case .borderColor: return .borderColor(try r.optionalColor(k()))
        case .cornerRadius: return .cornerRadius(try r.f64(k()))
        case .shadowColor: return .shadowColor(try r.optionalColor(k()))
        case .shadowOpacity: return .shadowOpacity(try r.f32(k()))
        case .shadowOffset: return .shadowOffset(try r.cgSize(k()))
        case .shadowRadius: return .shadowRadius(try r.f64(k()))
        case .shadowPath: return .shadowPath(try r.bool(k() + " present") ? try r.path(k()) : nil)
        case .contents: return .contents(try r.bool(k() + " present") ? ContentID(try r.u64(k())) : nil)
        case .contentsGravity:
            let g = try r.u8(k())
            // §4.5: "a gravity value other than 0…11 is malformed".
            guard let v = ContentsGravity(rawValue: g) else { throw ProtocolError(.malformed, "\(k()): unknown gravity \(g)") }
            return .contentsGravity(v)
        case .contentsRect: return .contentsRect(try r.rect(k()))
        case .contentsCenter: return .contentsCenter(try r.rect(k()))
        case .contentsScale:
            let s = try r.f64(k())
            // §4.2: "contentsScale MUST be greater than 0".
            guard s > 0 else { throw ProtocolError(.malformed, "\(k()) \(s) is not positive") }
            return .contentsScale(s)
        case .isOpaque: return .isOpaque(try r.bool(k()))
        case .name: return .name(try r.bool(k() + " present") ? try r.str8(k()) : nil)
        case .shouldRasterize: return .shouldRasterize(try r.bool(k()))
        case .glyphRuns: return .glyphRuns(try r.glyphRuns(k()))
        case .shape: return .shape(try r.shape(k()))
        case .gradient: return .gradient(try r.gradient(k()))
        case .allowsGroupOpacity: return .allowsGroupOpacity(try r.bool(k()))
        case .replicator: return .replicator(try r.replicator(k()))
        case .allowsEdgeAntialiasing: return .allowsEdgeAntialiasing(try r.bool(k()))
        case .rasterizationScale:
            let s = try r.f64(k())
            // §4.12: "rasterizationScale MUST be greater than 0".
            guard s > 0 else { throw ProtocolError(.malformed, "\(k()) \(s) is not positive") }
            return .rasterizationScale(s)
        }
    }
}
