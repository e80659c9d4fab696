import Foundation

// SPEC §4.10 (property 31, a replicator), version 4, `layerGroups`.

extension WireWriter {
    /// §4.10: presence, then the instance count, transform, delay, colour and the four offsets.
    mutating func replicator(_ replicator: LayerReplicator?, _ l: @autoclosure () -> String) {
        let label = l()
        bool(replicator != nil, label + " present")
        guard let r = replicator else { return }
        u16(UInt16(clamping: r.instanceCount), label + " instanceCount")
        transform(r.instanceTransform, label + " instanceTransform")
        f64(r.instanceDelay, label + " instanceDelay")
        color(r.instanceColor, label + " instanceColor")
        f32(r.instanceRedOffset, label + " instanceRedOffset"); f32(r.instanceGreenOffset, label + " instanceGreenOffset")
        f32(r.instanceBlueOffset, label + " instanceBlueOffset"); f32(r.instanceAlphaOffset, label + " instanceAlphaOffset")
    }
}

extension WireReader {
    /// §4.10; an instance count over L27 is `limitExceeded`, a non-finite number `malformed`.
    mutating func replicator(_ l: @autoclosure () -> String) throws(ProtocolError) -> LayerReplicator? {
        let label = l()
        guard try bool(label + " present") else { return nil }
        let count = Int(try u16(label + " instanceCount"))
        // §8 L27: "an instance count over L27 is limitExceeded".
        guard count <= ProtocolLimits.maxReplicatorInstances else {
            throw ProtocolError(.limitExceeded, "\(label) instanceCount \(count) exceeds the limit \(ProtocolLimits.maxReplicatorInstances)")
        }
        let transform = try transform(label + " instanceTransform")
        let delay = try f64(label + " instanceDelay")
        let color = try color(label + " instanceColor")
        return LayerReplicator(instanceCount: count, instanceTransform: transform, instanceDelay: delay, instanceColor: color,
                               instanceRedOffset: try f32(label + " instanceRedOffset"),
                               instanceGreenOffset: try f32(label + " instanceGreenOffset"),
                               instanceBlueOffset: try f32(label + " instanceBlueOffset"),
                               instanceAlphaOffset: try f32(label + " instanceAlphaOffset"))
    }
}
