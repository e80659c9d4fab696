// swift-tools-version: 6.1
// Layercast: a UIKit-style toolkit whose layer tree is streamed to thin SDL2 clients.
//
// The targets follow ../shared/DESIGN.md. The dependency arrows are the architecture:
// the client never links the toolkit, the protocol never links sockets, SDL or Cairo,
// and the toolkit never links networking or SDL. A wrong import fails the build.
import PackageDescription

let package = Package(
    name: "Layercast",
    platforms: [.macOS(.v14)],
    products: [
        // What an app imports: the modules named as Apple's (a file written for iOS keeps its
        // imports), and the toolkit's own names.
        .library(name: "UIKit", targets: ["UIKit"]),
        .library(name: "CoreGraphics", targets: ["CoreGraphics"]),
        .library(name: "QuartzCore", targets: ["QuartzCore"]),
        .library(name: "LayercastUI", targets: ["LayercastUI"]),
        .library(name: "LayercastGraphics", targets: ["LayercastGraphics"]),
        .library(name: "LayercastLayers", targets: ["LayercastLayers"]),
        // The reference renderer: a layer tree to pixels (the corpus runner and conformance tools).
        .library(name: "LayercastRender", targets: ["LayercastRender"]),
        .library(name: "LayercastModel", targets: ["LayercastModel"]),
        .library(name: "LayercastCompositing", targets: ["LayercastCompositing"]),
        .library(name: "LayercastProtocol", targets: ["LayercastProtocol"]),
        .library(name: "LayercastServer", targets: ["LayercastServer"]),
        .executable(name: "layercast-server", targets: ["layercast-server"]),
        .executable(name: "layercast-client", targets: ["layercast-client"]),
        .executable(name: "layercast-dump", targets: ["layercast-dump"]),
        .executable(name: "layercast-bench", targets: ["layercast-bench"]),
        .executable(name: "layercast-conform", targets: ["layercast-conform"]),
        .executable(name: "layercast-port", targets: ["layercast-port"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-nio.git", from: "2.101.2"),
        .package(url: "https://github.com/apple/swift-argument-parser.git", from: "1.8.2"),
        .package(url: "https://github.com/apple/swift-log.git", from: "1.16.2"),
        .package(url: "https://github.com/apple/swift-collections.git", from: "1.6.0"),
        .package(url: "https://github.com/apple/swift-nio-ssl.git", from: "2.37.6"),
        .package(url: "https://github.com/swiftlang/swift-syntax.git", from: "603.0.1"),
        // Latency histograms in the benchmark (HdrHistogram's Swift port).
        .package(url: "https://github.com/HdrHistogram/hdrhistogram-swift.git", from: "0.2.0"),
    ],
    targets: [
        // MARK: System libraries (Debian packages installed by scripts/setup.sh)
        .systemLibrary(name: "CZstd", path: "Protocol/Sources/CZstd", pkgConfig: "libzstd",
                       providers: [.apt(["libzstd-dev"])]),
        .systemLibrary(name: "CCairo", path: "Sources/CCairo", pkgConfig: "pangocairo",
                       providers: [.apt(["libcairo2-dev", "libpango1.0-dev"])]),
        .systemLibrary(name: "CJPEG", path: "Sources/CJPEG", pkgConfig: "libjpeg",
                       providers: [.apt(["libjpeg62-turbo-dev"])]),
        .systemLibrary(name: "CSDL2", path: "Client/Sources/CSDL2", pkgConfig: "sdl2",
                       providers: [.apt(["libsdl2-dev"])]),
        .systemLibrary(name: "CVNC", path: "Bench/Sources/CVNC", pkgConfig: "libvncserver",
                       providers: [.apt(["libvncserver-dev"])]),

        // MARK: Protocol (Protocol/). No I/O, in three layers:
        // the model — messages, the layer tree, glyphs, hashes and their byte forms (SPEC §3–§7,
        // §10–§12); plain Swift, so the toolkit links no networking;
        .target(
            name: "LayercastModel",
            dependencies: [.product(name: "HashTreeCollections", package: "swift-collections")],
            path: "Protocol/Sources/LayercastModel"),
        // the compositing math shared by the toolkit, the clients and the reference renderer:
        // presentation values, transforms, shape and gradient rasters (SPEC §5, §13);
        .target(name: "LayercastCompositing", dependencies: ["LayercastModel"],
                path: "Protocol/Sources/LayercastCompositing"),
        // the codec: frames over NIO's buffers, zstd, pixel filters, recorded streams (SPEC §2,
        // §6.3). It re-exports the model.
        .target(
            name: "LayercastProtocol",
            dependencies: ["LayercastModel", "CZstd", .product(name: "NIOCore", package: "swift-nio")],
            path: "Protocol/Sources/LayercastProtocol"),
        .executableTarget(
            name: "layercast-dump",
            dependencies: ["LayercastProtocol", .product(name: "NIOCore", package: "swift-nio"),
                           .product(name: "ArgumentParser", package: "swift-argument-parser")],
            path: "Protocol/Sources/layercast-dump"),

        // MARK: Toolkit (Sources/)
        .target(name: "LayercastGraphics", dependencies: ["CCairo", "CJPEG"]),
        .target(name: "LayercastLayers", dependencies: ["LayercastGraphics", "LayercastModel", "LayercastCompositing"]),
        .target(name: "LayercastUI", dependencies: ["LayercastLayers", "LayercastGraphics", "LayercastModel", "LayercastCompositing"]),
        .target(name: "LayercastRender", dependencies: ["LayercastModel", "LayercastCompositing", "LayercastGraphics", "CCairo"]),
        // Apple's module names, re-exporting what Apple's frameworks bring into scope.
        .target(name: "CoreGraphics", dependencies: ["LayercastGraphics", "_Testing_CoreGraphics"]),
        .target(name: "QuartzCore", dependencies: ["CoreGraphics", "LayercastLayers"]),
        .target(name: "UIKit", dependencies: ["CoreGraphics", "QuartzCore", "LayercastUI", "_Testing_UIKit"]),
        // Empty stand-ins for Swift Testing's cross-import overlays of those names (see the files).
        .target(name: "_Testing_CoreGraphics"),
        .target(name: "_Testing_UIKit"),

        // MARK: Demo (Demo/): the demo app, a UIKit app like any other; the server serves it.
        .target(name: "LayercastDemo", dependencies: ["LayercastUI", "LayercastLayers", "LayercastGraphics", "LayercastModel"],
                path: "Demo/Sources/LayercastDemo"),

        // MARK: Server (Server/)
        .target(
            name: "LayercastServer",
            dependencies: ["LayercastUI", "LayercastLayers", "LayercastGraphics", "LayercastProtocol", "LayercastCompositing",
                           .product(name: "NIOCore", package: "swift-nio"),
                           .product(name: "NIOPosix", package: "swift-nio"),
                           .product(name: "NIOConcurrencyHelpers", package: "swift-nio"),
                           .product(name: "NIOSSL", package: "swift-nio-ssl"),
                           .product(name: "Logging", package: "swift-log")],
            path: "Server/Sources/LayercastServer"),
        .executableTarget(
            name: "layercast-server",
            dependencies: ["LayercastServer", "LayercastDemo", "LayercastUI", "LayercastLayers", "LayercastGraphics",
                           "LayercastProtocol", .product(name: "NIOPosix", package: "swift-nio"),
                           .product(name: "ArgumentParser", package: "swift-argument-parser"),
                           .product(name: "Logging", package: "swift-log")],
            path: "Server/Sources/layercast-server"),

        // MARK: Client (Client/): never links the toolkit.
        .target(
            name: "LayercastClient",
            dependencies: ["LayercastProtocol", "LayercastCompositing", "CSDL2",
                           .product(name: "NIOCore", package: "swift-nio"),
                           .product(name: "NIOPosix", package: "swift-nio"),
                           .product(name: "NIOSSL", package: "swift-nio-ssl")],
            path: "Client/Sources/LayercastClient"),
        .executableTarget(
            name: "layercast-client",
            dependencies: ["LayercastClient", "LayercastProtocol", .product(name: "NIOPosix", package: "swift-nio"),
                           .product(name: "ArgumentParser", package: "swift-argument-parser")],
            path: "Client/Sources/layercast-client"),

        // MARK: Conformance kit (Conform/): plays a server to test clients and a client to test
        // servers; never links the toolkit.
        .target(
            name: "LayercastConformance",
            dependencies: ["LayercastProtocol", .product(name: "NIOCore", package: "swift-nio"),
                           .product(name: "NIOPosix", package: "swift-nio")],
            path: "Conform/Sources/LayercastConformance"),
        .executableTarget(
            name: "layercast-conform",
            dependencies: ["LayercastConformance", .product(name: "NIOPosix", package: "swift-nio"),
                           .product(name: "ArgumentParser", package: "swift-argument-parser")],
            path: "Conform/Sources/layercast-conform"),

        // MARK: Examples: the README's "Serving your own app", verbatim (PortingTests compare them).
        .executableTarget(
            name: "ServeYourApp",
            dependencies: ["UIKit", "LayercastServer", .product(name: "NIOPosix", package: "swift-nio")],
            path: "Examples/ServeYourApp"),

        // MARK: Benchmarks
        .executableTarget(
            name: "layercast-bench",
            dependencies: ["LayercastUI", "LayercastLayers", "LayercastGraphics", "LayercastRender", "LayercastProtocol",
                           "LayercastCompositing", "LayercastRenderFixtures", "LayercastServer", "LayercastDemo", "LayercastClient", "CSDL2", "CVNC", "CCairo",
                           .product(name: "NIOCore", package: "swift-nio"),
                           .product(name: "NIOPosix", package: "swift-nio"),
                           .product(name: "Logging", package: "swift-log"),
                           .product(name: "ArgumentParser", package: "swift-argument-parser"),
                           .product(name: "Histogram", package: "hdrhistogram-swift")],
            path: "Bench/Sources/layercast-bench"),

        // MARK: Porting (Port/): rewrites Objective-C-only Swift for the toolkit. Links neither
        // the toolkit nor anything else of Layercast: it reads and writes source text.
        .target(
            name: "LayercastPort",
            dependencies: [.product(name: "SwiftSyntax", package: "swift-syntax"),
                           .product(name: "SwiftParser", package: "swift-syntax")],
            path: "Port/Sources/LayercastPort"),
        .executableTarget(
            name: "layercast-port",
            dependencies: ["LayercastPort",
                           .product(name: "ArgumentParser", package: "swift-argument-parser")],
            path: "Port/Sources/layercast-port"),

        // MARK: Tests (Swift Testing)
        .testTarget(name: "LayercastProtocolTests", dependencies: ["LayercastProtocol", "LayercastModel", "LayercastCompositing", "CZstd",
                                                                   .product(name: "NIOCore", package: "swift-nio")]),
        // The reference renderer's sample scenes, scene builder and image comparison: for the
        // pixel tests and the compositing benchmark, not shipped in LayercastRender.
        .target(name: "LayercastRenderFixtures", dependencies: ["LayercastModel"], path: "Tests/LayercastRenderFixtures"),
        // Golden-image comparison shared by the graphics and UI pixel tests.
        .target(name: "LayercastTestSupport", dependencies: ["LayercastGraphics"], path: "Tests/LayercastTestSupport"),
        .testTarget(name: "LayercastGraphicsTests", dependencies: ["LayercastGraphics", "LayercastTestSupport", "CCairo"],
                    exclude: ["Goldens"]),
        .testTarget(name: "LayercastLayersTests", dependencies: ["LayercastLayers", "LayercastGraphics", "LayercastProtocol", "LayercastCompositing"]),
        .testTarget(name: "LayercastUITests", dependencies: ["LayercastUI", "LayercastLayers", "LayercastGraphics",
                                                             "LayercastProtocol", "LayercastCompositing", "LayercastTestSupport"]),
        .testTarget(name: "LayercastRenderTests", dependencies: ["LayercastRenderFixtures", "LayercastRender", "LayercastProtocol", "LayercastCompositing", "LayercastGraphics",
                                                                 "LayercastLayers"]),
        .testTarget(name: "LayercastServerTests", dependencies: ["LayercastServer", "LayercastDemo", "LayercastUI",
                                                                 "LayercastLayers", "LayercastGraphics", "LayercastProtocol", "LayercastCompositing",
                                                                 .product(name: "NIOCore", package: "swift-nio"),
                                                                 .product(name: "NIOPosix", package: "swift-nio"),
                                                                 .product(name: "NIOEmbedded", package: "swift-nio"),
                                                                 .product(name: "Logging", package: "swift-log")]),
        .testTarget(name: "LayercastClientTests", dependencies: ["LayercastRenderFixtures", "LayercastClient", "LayercastRender", "LayercastProtocol", "LayercastModel", "LayercastCompositing", "CSDL2",
                                                                 .product(name: "NIOCore", package: "swift-nio"),
                                                                 .product(name: "NIOPosix", package: "swift-nio"),
                                                                 .product(name: "NIOEmbedded", package: "swift-nio")]),
        .testTarget(name: "LayercastBenchTests", dependencies: ["layercast-bench",
                                                                .product(name: "NIOCore", package: "swift-nio"),
                                                                .product(name: "NIOPosix", package: "swift-nio")]),
        .testTarget(name: "LayercastConformanceTests",
                    dependencies: ["LayercastConformance", "LayercastProtocol",
                                   .product(name: "NIOCore", package: "swift-nio"), .product(name: "NIOPosix", package: "swift-nio")]),
        // The command's tests run the layercast-port binary that `swift build` puts beside them;
        // UIKit is there to compile a ported controller (Ported/) with its imports untouched.
        .testTarget(name: "LayercastPortTests", dependencies: ["LayercastPort", "UIKit"]),
        // UIKit's shape: every listed overridable member is open and in a class body (the
        // toolkit's sources read with swift-syntax; the list is data beside the test).
        .testTarget(name: "UIKitShapeTests",
                    dependencies: [.product(name: "SwiftSyntax", package: "swift-syntax"),
                                   .product(name: "SwiftParser", package: "swift-syntax")],
                    exclude: ["overridable-members.tsv"]),
        .testTarget(name: "EndToEndTests", dependencies: ["LayercastRenderFixtures", "LayercastServer", "LayercastDemo", "LayercastClient", "LayercastRender",
                                                          "LayercastUI", "LayercastLayers", "LayercastGraphics", "LayercastProtocol", "LayercastCompositing", "CSDL2",
                                                          .product(name: "NIOPosix", package: "swift-nio"),
                                                          .product(name: "NIOSSL", package: "swift-nio-ssl"),
                                                          .product(name: "Logging", package: "swift-log")],
                    exclude: ["Fixtures"]),
        // Code in the UIKit style of typical apps (Samples/), compiled with `import UIKit` as the
        // project's Swift 6 and, in PortingTestsSwift5 (symlinks to the same folders), in Swift 5
        // mode as most apps still are; the README's example; the top-symbols figure's list.
        .testTarget(name: "PortingTests", dependencies: ["UIKit", "ServeYourApp"],
                    exclude: ["Fixtures"], resources: [.process("Images")]),
        .testTarget(name: "PortingTestsSwift5", dependencies: ["UIKit"], resources: [.process("Images")],
                    swiftSettings: [.swiftLanguageMode(.v5)]),
    ],
    swiftLanguageModes: [.v6]
)
