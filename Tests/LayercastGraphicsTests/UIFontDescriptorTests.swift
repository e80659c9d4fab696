import Foundation
import Testing
@testable import LayercastGraphics

/// `UIFontDescriptor`: the symbolic traits' raw values are UIFontDescriptor.h's
/// (`UIFontDescriptorTraitItalic = 1u << 0`, `…Bold = 1u << 1`, `…MonoSpace = 1u << 10`); a size
/// of 0 in `UIFont(descriptor:size:)` keeps the descriptor's (Apple's documentation).
@Suite struct UIFontDescriptorTests {
    @Test func traitsHaveUIKitsBits() {
        #expect(UIFontDescriptor.SymbolicTraits.traitItalic.rawValue == 1)
        #expect(UIFontDescriptor.SymbolicTraits.traitBold.rawValue == 2)
        #expect(UIFontDescriptor.SymbolicTraits.traitMonoSpace.rawValue == 1 << 10)
    }

    @Test func aBoldVariantIsTheBoldFaceOfTheSameFamilyAndSize() throws {
        let body = UIFont.systemFont(ofSize: 17)
        #expect(body.fontDescriptor.symbolicTraits.isEmpty)
        let bold = try #require(body.fontDescriptor.withSymbolicTraits(.traitBold))
        let font = UIFont(descriptor: bold, size: 0)
        #expect(font == UIFont.boldSystemFont(ofSize: 17))
        #expect(font.fontDescriptor.symbolicTraits == .traitBold)
        let both = try #require(body.fontDescriptor.withSymbolicTraits([.traitBold, .traitItalic]))
        let boldItalic = UIFont(descriptor: both, size: 20)
        #expect(boldItalic.isItalic && boldItalic.weight == .bold && boldItalic.pointSize == 20)
        // Removing the traits goes back to the regular face.
        let plain = try #require(boldItalic.fontDescriptor.withSymbolicTraits([]))
        #expect(UIFont(descriptor: plain, size: 0) == UIFont.systemFont(ofSize: 20))
    }

    @Test func descriptorsFromAttributesAndNames() {
        let described = UIFontDescriptor(fontAttributes: [.family: "DejaVu Serif", .size: CGFloat(12),
                                                          .traits: [UIFontDescriptor.TraitKey.symbolic: UInt32(2)]])
        let font = UIFont(descriptor: described, size: 0)
        #expect(font.familyName == "DejaVu Serif" && font.weight == .bold && font.pointSize == 12)
        let named = UIFontDescriptor(name: "DejaVuSans-Bold", size: 15)
        #expect(named.symbolicTraits.contains(.traitBold) && named.postscriptName == "DejaVuSans-Bold")
        #expect(named.withSize(9).pointSize == 9)
        let mono = UIFont.monospacedSystemFont(ofSize: 13, weight: .regular).fontDescriptor
        #expect(mono.symbolicTraits.contains(.traitMonoSpace))
        let serif = UIFont.systemFont(ofSize: 13).fontDescriptor.withDesign(.serif)
        #expect(serif.map { UIFont(descriptor: $0, size: 0).familyName } == "DejaVu Serif")
    }
}

/// `hasDifferentColorAppearance(comparedTo:)`: true when the appearance differs.
@Suite struct TraitColorAppearanceTests {
    @Test func onlyTheAppearanceCounts() {
        let light = UITraitCollection(userInterfaceStyle: .light), dark = UITraitCollection(userInterfaceStyle: .dark)
        #expect(light.hasDifferentColorAppearance(comparedTo: dark))
        #expect(!light.hasDifferentColorAppearance(comparedTo: UITraitCollection(traitsFrom: [light, UITraitCollection(displayScale: 3)])))
        #expect(light.hasDifferentColorAppearance(comparedTo: nil))
    }
}
