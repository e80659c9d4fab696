import Testing
@testable import layercast_bench

/// The VNC baseline delivers real frames through libvncserver to libvncclient, per encoding.
@Suite(.serialized) struct VNCBaselineTests {
    /// A `width`×`height` BGRA frame with a pattern that depends on `seed` (opaque).
    static func frame(_ width: Int, _ height: Int, seed: Int) -> [UInt8] {
        var out = [UInt8](repeating: 255, count: width * height * 4)
        for y in 0..<height {
            for x in 0..<width {
                let i = (y * width + x) * 4
                out[i] = UInt8((x * 3 + seed) & 0xFF)
                out[i + 1] = UInt8((y * 5 + seed * 7) & 0xFF)
                out[i + 2] = UInt8(((x ^ y) + seed * 13) & 0xFF)
            }
        }
        return out
    }

    static func colours(_ frame: [UInt8]) -> [UInt8] {
        frame.enumerated().filter { $0.offset % 4 != 3 }.map(\.element)
    }

    @Test(arguments: VNCBaseline.Encoding.allCases)
    func theClientHoldsEachDeliveredFrameExactly(_ encoding: VNCBaseline.Encoding) throws {
        let (width, height) = (96, 64)
        let first = Self.frame(width, height, seed: 1)
        let vnc = try VNCBaseline(firstFrame: first, width: width, height: height, encodings: [encoding])
        defer { vnc.close() }
        let connect = vnc.initialBytes[encoding] ?? 0
        #expect(vnc.clientFrame(encoding).map(Self.colours) == Self.colours(first))
        // RFB's handshake (at least its 12-byte version string) came before the first frame.
        #expect(connect > 12)

        var second = first
        for y in 32..<64 { for x in 0..<32 { second[(y * width + x) * 4] &+= 50 } }
        let damage = FrameDamage.rects(from: first, to: second, width: width, height: height)
        #expect(damage == [PixelRect(x: 0, y: 32, width: 32, height: 32)])
        try vnc.deliver(second, damage: damage)
        #expect(vnc.clientFrame(encoding).map(Self.colours) == Self.colours(second))
        #expect(vnc.bytes(encoding) > connect)
    }
}
