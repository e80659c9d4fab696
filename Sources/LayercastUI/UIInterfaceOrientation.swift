/// The orientation of the interface: UIKit's `UIInterfaceOrientation`. Raw values are UIKit's.
public enum UIInterfaceOrientation: Int, Sendable {
    /// Unknown.
    case unknown = 0
    /// Upright.
    case portrait = 1
    /// Upside down.
    case portraitUpsideDown = 2
    /// Landscape, the home side on the left.
    case landscapeLeft = 4
    /// Landscape, the home side on the right.
    case landscapeRight = 3

    /// Whether the orientation is portrait (either way up).
    public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
    /// Whether the orientation is landscape (either side).
    public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
}

/// The orientations an interface supports: UIKit's `UIInterfaceOrientationMask` (bit per
/// `UIInterfaceOrientation` raw value).
public struct UIInterfaceOrientationMask: OptionSet, Sendable, Hashable {
    /// The mask's bits.
    public let rawValue: UInt
    /// Creates a mask.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// Upright.
    public static let portrait = UIInterfaceOrientationMask(rawValue: 1 << 1)
    /// Landscape, the home side on the left.
    public static let landscapeLeft = UIInterfaceOrientationMask(rawValue: 1 << 4)
    /// Landscape, the home side on the right.
    public static let landscapeRight = UIInterfaceOrientationMask(rawValue: 1 << 3)
    /// Upside down.
    public static let portraitUpsideDown = UIInterfaceOrientationMask(rawValue: 1 << 2)
    /// Both landscapes.
    public static let landscape: UIInterfaceOrientationMask = [.landscapeLeft, .landscapeRight]
    /// Every orientation.
    public static let all: UIInterfaceOrientationMask = [.portrait, .landscapeLeft, .landscapeRight, .portraitUpsideDown]
    /// Every orientation but upside down.
    public static let allButUpsideDown: UIInterfaceOrientationMask = [.portrait, .landscapeLeft, .landscapeRight]
}

/// The physical orientation of the device: UIKit's `UIDeviceOrientation`. Raw values are UIKit's.
public enum UIDeviceOrientation: Int, Sendable {
    /// Unknown.
    case unknown = 0
    /// Upright, home button at the bottom.
    case portrait = 1
    /// Upside down.
    case portraitUpsideDown = 2
    /// Landscape, home button on the right.
    case landscapeLeft = 3
    /// Landscape, home button on the left.
    case landscapeRight = 4
    /// Flat, face up.
    case faceUp = 5
    /// Flat, face down.
    case faceDown = 6

    /// Whether the orientation is portrait.
    public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
    /// Whether the orientation is landscape.
    public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
    /// Whether the orientation is flat.
    public var isFlat: Bool { self == .faceUp || self == .faceDown }
    /// Whether the orientation is a valid interface orientation (portrait or landscape).
    public var isValidInterfaceOrientation: Bool { isPortrait || isLandscape }
}
