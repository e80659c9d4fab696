import Foundation
@testable import LayercastProtocol
@testable import LayercastModel

/// The version-4 shape and gradient values the vectors are made of (SPEC §4.7, §4.8).
extension VectorCatalog {
    /// A dashed, round-capped ring three quarters drawn, filled with nothing.
    static let ringShape = LayerShape(
        path: LayerPath([.move(to: CGPoint(x: 20, y: 5)),
                         .curve(to: CGPoint(x: 35, y: 20), control1: CGPoint(x: 28.3, y: 5), control2: CGPoint(x: 35, y: 11.7)),
                         .curve(to: CGPoint(x: 20, y: 35), control1: CGPoint(x: 35, y: 28.3), control2: CGPoint(x: 28.3, y: 35)),
                         .closeSubpath]),
        fillColor: nil, fillRule: .evenOdd, strokeColor: LayerColor(red: 1, green: 0.231, blue: 0.188, alpha: 1),
        lineWidth: 4, lineCap: .round, lineJoin: .bevel, miterLimit: 4, lineDashPhase: 1, lineDashPattern: [3, 2],
        strokeStart: 0.1, strokeEnd: 0.75)

    /// A radial gradient from white in the middle to blue at the corners, with its locations.
    static let radialGradient = LayerGradient(type: .radial, colors: [.white, LayerColor(red: 0, green: 0, blue: 1, alpha: 1)],
                                              locations: [0, 1], startPoint: CGPoint(x: 0.5, y: 0.5), endPoint: CGPoint(x: 1, y: 1))

    static let shapeCommits: [(String, ServerMessage, Bool)] = [
        ("a shape and a gradient (version 4, shapes)", .commit(CommitMessage(commitID: 10, serverTime: 12, operations: [
            .setProperties(LayerID(3), [.shape(ringShape), .gradient(radialGradient)])])), false),
        ("a default shape, an axial gradient without locations (version 4, shapes)", .commit(CommitMessage(
            commitID: 11, serverTime: 12, operations: [
                .setProperties(LayerID(3), [.shape(LayerShape()), .gradient(LayerGradient(colors: [.black, .white]))])])), false),
        ("a strokeEnd animation: a progress ring filling (version 4, shapes)", .commit(CommitMessage(commitID: 12, serverTime: 12, operations: [
            .addAnimation(LayerID(3), LayerAnimation(key: "progress", keyPath: "strokeEnd", values: [.scalar(0), .scalar(0.75)],
                                                     beginTime: 12, duration: 0.5))])), false),
        ("a gradient's colours animated: a colour list (version 4, shapes)", .commit(CommitMessage(commitID: 13, serverTime: 12, operations: [
            .addAnimation(LayerID(3), LayerAnimation(key: "tint", keyPath: "colors",
                                                     values: [.colors([.white, .black]), .colors([.black, LayerColor(red: 1, green: 0, blue: 0, alpha: 1)])],
                                                     beginTime: 12, duration: 1))])), false),
        ("shape and gradient removed (version 4, shapes)", .commit(CommitMessage(commitID: 13, serverTime: 12, operations: [
            .setProperties(LayerID(3), [.shape(nil), .gradient(nil)])])), false),
    ]
}
