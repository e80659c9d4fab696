import Foundation
@testable import LayercastProtocol
@testable import LayercastModel

/// The version-4 group opacity and replicator values the vectors are made of (SPEC §4.9, §4.10).
extension VectorCatalog {
    /// A spinner's fan: twelve copies turned by 30° each, fading by 1/12 per copy, each a
    /// twelfth of a second late.
    static let spinnerReplicator = LayerReplicator(
        instanceCount: 12,
        instanceTransform: .affine(a: cos(Double.pi / 6), b: sin(Double.pi / 6), c: -sin(Double.pi / 6), d: cos(Double.pi / 6), tx: 0, ty: 0),
        instanceDelay: 1.0 / 12, instanceColor: LayerColor(red: 1, green: 0.5, blue: 0.25, alpha: 1),
        instanceRedOffset: -0.05, instanceGreenOffset: 0, instanceBlueOffset: 0.05, instanceAlphaOffset: -1.0 / 12)

    static let replicatorCommits: [(String, ServerMessage, Bool)] = [
        ("a replicator and a layer without group opacity (version 4, layerGroups)", .commit(CommitMessage(
            commitID: 14, serverTime: 12, operations: [
                .setProperties(LayerID(3), [.replicator(spinnerReplicator)]),
                .setProperties(LayerID(4), [.opacity(0.5), .allowsGroupOpacity(false)])])), false),
        ("a turned layer that antialiases its edges (version 4, edgeAntialiasing)", .commit(CommitMessage(
            commitID: 18, serverTime: 12, operations: [
                .setProperties(LayerID(4), [.transform(.affine(a: 0.866, b: 0.5, c: -0.5, d: 0.866, tx: 0, ty: 0)),
                                            .allowsEdgeAntialiasing(true)])])), false),
        ("a rasterised layer at 1 pixel per point (version 4, rasterization)", .commit(CommitMessage(
            commitID: 19, serverTime: 12, operations: [
                .setProperties(LayerID(4), [.shouldRasterize(true), .rasterizationScale(1.5)])])), false),
        ("a default replicator (version 4, layerGroups)", .commit(CommitMessage(commitID: 15, serverTime: 12, operations: [
            .setProperties(LayerID(3), [.replicator(LayerReplicator())])])), false),
        ("a spinner's dot fading, its copies late by instanceDelay (version 4, layerGroups)", .commit(CommitMessage(
            commitID: 16, serverTime: 12, operations: [
                .addAnimation(LayerID(5), LayerAnimation(key: "fade", keyPath: "opacity", values: [.scalar(1), .scalar(0.25)],
                                                         beginTime: 12, duration: 1, repeatCount: .infinity)),
                .addAnimation(LayerID(3), LayerAnimation(key: "turn", keyPath: "instanceTransform",
                                                         values: [.transform(.identity), .transform(spinnerReplicator.instanceTransform)],
                                                         beginTime: 12, duration: 0.5))])), false),
        ("replicator removed, group opacity back (version 4, layerGroups)", .commit(CommitMessage(commitID: 17, serverTime: 12, operations: [
            .setProperties(LayerID(3), [.replicator(nil)]), .setProperties(LayerID(4), [.allowsGroupOpacity(true)])])), false),
    ]
}
