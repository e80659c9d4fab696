import Foundation

/// The package's root folder (this file is Tests/PortingTests/PackageRoot.swift): the tests read
/// README.md, the example and the fixtures from the checkout.
let packageRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
