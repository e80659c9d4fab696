import Foundation
import LayercastProtocol
import LayercastRender
import LayercastServer
import LayercastUI
import Testing
import LayercastRenderFixtures

/// Issue 18 end to end: three `layercast-client` processes on one demo server — a phone-sized
/// main screen at 3×, a 1920×1080 screen attached at 1×, and a client mirroring that screen at
/// 2× — each showing its own screen's tree (pixels against the reference renderer), input on the
/// phone changing the big screen, and the screen's departure and return heard in order.
extension InProcessServerTests {
    @Suite struct ScreensProcessTests {
        /// Renders the server's tree of `group` and compares it with the PNG at `path`.
        @MainActor static func compare(_ path: String, with server: DemoServer, group: ScaleGroupKey) throws -> ImageComparison {
            let tree = try #require(server.server.tree(for: group))
            let contents = try #require(server.server.contents(for: group))
            let png = try ReferenceRenderer.readPNG(at: path)
            let reference = try ReferenceRenderer().render(tree, contents: contents, glyphs: server.server.glyphs(for: group),
                                                           scale: group.scale)
            return ImageComparison(png, reference: reference, tolerance: SDLClientTests.tolerance)
        }

        static func expectClose(_ cmp: ImageComparison, _ what: String) {
            print("layercast e2e: \(what): \(cmp)")
            #expect(cmp.fractionWithinToleranceNearby >= SDLClientTests.nearbyFraction, "\(what): \(cmp)")
            #expect(cmp.fractionWithinTolerance >= SDLClientTests.exactFraction, "\(what): \(cmp)")
        }

        @MainActor @Test func aPhoneABigScreenAndItsMirrorEachShowTheirScreensTree() async throws {
            try await withDemoServer { server in
                var notifications: [String] = []
                let center = server.application.notificationCenter
                let names: [(Notification.Name, String)] = [(UIScreen.didConnectNotification, "connect"),
                                                            (UIScreen.didDisconnectNotification, "disconnect")]
                let tokens = names.map { name, short in
                    center.addObserver(forName: name, object: nil, queue: nil) { _ in
                        MainActor.assumeIsolated { notifications.append(short) }
                    }
                }
                defer { for token in tokens { center.removeObserver(token) } }
                let directory = FileManager.default.temporaryDirectory.appendingPathComponent("layercast-e2e-screens-\(UUID())")
                try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
                defer { try? FileManager.default.removeItem(at: directory) }
                let address = "127.0.0.1:\(server.port)"

                // The big screen attaches and stays; it writes its screenshot when it exits.
                let tvShot = directory.appendingPathComponent("tv.png").path
                let tv = try ClientProcess(arguments: [address, "--headless", "--window", "1920x1080", "--scale", "1",
                                                       "--attach", "additional", "--name", "e2e-tv",
                                                       "--screenshot", tvShot, "--screenshot-after", "exit"])
                let tvLine = try await tv.waitForLine(containing: "showing")
                #expect(tvLine.contains("showing additional screen 1 (attached, 1920x1080 pt)"), "\(tvLine)")
                try await waitUntil("the demo to present on the big screen") { server.demo.presenter?.isPresenting == true }
                #expect(notifications == ["connect"])
                let presenter = try #require(server.demo.presenter)

                // A second client mirrors the big screen at 2×.
                let mirrorShot = directory.appendingPathComponent("mirror.png").path
                let mirror = try ClientProcess(arguments: [address, "--headless", "--window", "3840x2160", "--scale", "2",
                                                           "--mirror", "1", "--name", "e2e-mirror",
                                                           "--screenshot", mirrorShot])
                let mirrorLine = try await mirror.waitForLine(containing: "showing")
                #expect(mirrorLine.contains("showing screen 1 (mirror, 1920x1080 pt)"), "\(mirrorLine)")
                let mirrorWrote = try await mirror.waitForLine(containing: "wrote screenshot", timeout: 120)
                // Compared while it still runs: its scale group goes with its last client.
                let mirrorGroup = ScaleGroupKey(scale: 2, screen: 1, features: .all)
                let mirrorHash = try #require(server.server.tree(for: mirrorGroup)?.canonicalHash)
                #expect(mirrorWrote.contains("3840x2160 px") && mirrorWrote.contains("tree hash \(String(mirrorHash, radix: 16))"),
                        "\(mirrorWrote)")
                Self.expectClose(try Self.compare(mirrorShot, with: server, group: mirrorGroup), "the 2x mirror of screen 1")
                mirror.send(SIGINT)
                #expect(try await mirror.waitForExit() == 0, "\(mirror.output)")

                // The phone at 3× shows the remote.
                let phoneShot = directory.appendingPathComponent("phone.png").path
                let phone = try ClientProcess(arguments: [address, "--headless", "--window", "1170x2532", "--scale", "3",
                                                          "--name", "e2e-phone", "--screenshot", phoneShot])
                let phoneLine = try await phone.waitForLine(containing: "showing")
                #expect(phoneLine.contains("showing the main screen (0, 390x844 pt)"), "\(phoneLine)")
                let phoneWrote = try await phone.waitForLine(containing: "wrote screenshot", timeout: 120)
                let phoneGroup = ScaleGroupKey(scale: 3, features: .all)
                let phoneHash = try #require(server.server.tree(for: phoneGroup)?.canonicalHash)
                #expect(phoneWrote.contains("tree hash \(String(phoneHash, radix: 16))"), "\(phoneWrote)")
                Self.expectClose(try Self.compare(phoneShot, with: server, group: phoneGroup), "the 3x phone (the remote)")
                phone.send(SIGINT)
                #expect(try await phone.waitForExit() == 0, "\(phone.output)")

                // A drag on the phone (its centre is on the remote's trackpad) moves the pointer
                // dot on the big screen.
                let drag = try ClientProcess(arguments: [address, "--headless", "--window", "390x844", "--name", "e2e-drag",
                                                         "--script-drag", "30",
                                                         // Headless clients write a screenshot; not in the working directory.
                                                         "--screenshot", directory.appendingPathComponent("drag.png").path])
                _ = try await drag.waitForLine(containing: "scripted drag done", timeout: 120)
                #expect(try await drag.waitForExit() == 0, "\(drag.output)")
                #expect(presenter.pointerMoves > 0, "the trackpad's drag reached the big screen's dot")

                // The big screen leaves with its screenshot of its own tree; the app hears it go.
                let tvGroup = ScaleGroupKey(scale: 1, screen: 1, features: .all)
                let tvTree = try #require(server.server.tree(for: tvGroup))
                let tvContents = try #require(server.server.contents(for: tvGroup))
                tv.send(SIGINT)
                #expect(try await tv.waitForExit() == 0, "\(tv.output)")
                let tvWrote = try await tv.waitForLine(containing: "wrote screenshot")
                #expect(tvWrote.contains("1920x1080 px") && tvWrote.contains("tree hash \(String(tvTree.canonicalHash, radix: 16))"),
                        "\(tvWrote)")
                let tvPNG = try ReferenceRenderer.readPNG(at: tvShot)
                // The photo, not an empty screen: a painted landscape has many colours.
                let colours = Set(stride(from: 0, to: tvPNG.pixels.count - 3, by: 4 * 97).map {
                    UInt32(tvPNG.pixels[$0]) << 16 | UInt32(tvPNG.pixels[$0 + 1]) << 8 | UInt32(tvPNG.pixels[$0 + 2])
                })
                #expect(colours.count > 100, "the big screen shows \(colours.count) colours")
                let tvReference = try ReferenceRenderer().render(tvTree, contents: tvContents,
                                                                 glyphs: server.server.glyphs(for: tvGroup), scale: 1)
                Self.expectClose(ImageComparison(tvPNG, reference: tvReference, tolerance: SDLClientTests.tolerance),
                                 "the 1x big screen")
                try await waitUntil("the screen to disconnect") { notifications.count == 2 }
                #expect(notifications == ["connect", "disconnect"])
                #expect(server.demo.presenter?.isPresenting == false)
                #expect(server.application.keyWindow === server.demo.window, "the demo is back")

                // Plugged in again: a new screen, presented again.
                let again = try ClientProcess(arguments: [address, "--headless", "--window", "1280x720", "--scale", "1",
                                                          "--attach", "additional", "--name", "e2e-tv-again",
                                                          "--screenshot", directory.appendingPathComponent("again.png").path])
                let againLine = try await again.waitForLine(containing: "showing")
                #expect(againLine.contains("showing additional screen 2 (attached, 1280x720 pt)"), "\(againLine)")
                try await waitUntil("the demo to present again") { server.demo.presenter?.isPresenting == true }
                #expect(notifications == ["connect", "disconnect", "connect"])
                again.send(SIGINT)
                _ = try await again.waitForExit()
                try await waitUntil("the second screen to disconnect") { notifications.count == 4 }
                #expect(notifications == ["connect", "disconnect", "connect", "disconnect"])
            }
            EndToEndProcess.ran()
        }
    }
}
