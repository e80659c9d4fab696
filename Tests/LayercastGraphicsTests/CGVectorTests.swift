import Foundation
import Testing
@testable import LayercastGraphics

@Suite struct CGVectorTests {
    // MARK: - Construction

    // Apple's CGVector: init() and `.zero` are the zero vector; init(dx:dy:) exists for CGFloat,
    // Double and Int.
    @Test func initializersAgree() {
        #expect(CGVector() == .zero)
        #expect(CGVector.zero.dx == 0 && CGVector.zero.dy == 0)
        let a = CGVector(dx: CGFloat(1.5), dy: CGFloat(-2))
        #expect(a == CGVector(dx: 1.5, dy: -2.0))
        #expect(CGVector(dx: 3, dy: 4) == CGVector(dx: CGFloat(3), dy: CGFloat(4)))
        #expect(CGVectorMake(1.5, -2) == a)
        var b = a
        b.dy = 7
        #expect(b != a && b.dy == 7)
    }

    @Test func hashableAndDebugDescription() {
        #expect(Set([CGVector(dx: 1, dy: 2), CGVector(dx: 1, dy: 2), CGVector(dx: 2, dy: 1)]).count == 2)
        #expect(CGVector(dx: 1, dy: 2).debugDescription == "(1.0, 2.0)")
    }

    // MARK: - Codable

    // Encoded as an unkeyed pair like Foundation's CGPoint, so [dx, dy] in JSON.
    @Test func codableRoundTripsAsPair() throws {
        let data = try JSONEncoder().encode(CGVector(dx: 1.5, dy: -3))
        #expect(String(decoding: data, as: UTF8.self) == "[1.5,-3]")
        #expect(try JSONDecoder().decode(CGVector.self, from: data) == CGVector(dx: 1.5, dy: -3))
        #expect(throws: (any Error).self) { try JSONDecoder().decode(CGVector.self, from: Data("[1]".utf8)) }
    }
}
