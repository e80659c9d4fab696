// Swift Testing's cross-import overlay for UIKit, empty on purpose.
//
// The toolchain's Testing module declares overlays for `CoreGraphics` and `UIKit`
// (Testing.swiftcrossimport), and SwiftPM compiles test targets with cross-import overlays on:
// a test file importing Testing and UIKit then needs a module of this name. Apple's SDK has one;
// the Linux toolchain does not, and such a test failed with "no such module '_Testing_UIKit'".
// UIKit depends on this target so that it is always built beside it.
