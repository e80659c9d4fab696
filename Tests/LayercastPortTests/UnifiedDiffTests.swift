import LayercastPort
import Testing

/// The diff `layercast-port` prints. Expected texts are GNU diffutils 3.8's `diff -u` output for
/// the same files, without its timestamps.
@Suite struct UnifiedDiffTests {
    private func numbered(_ lines: [String]) -> String { lines.map { $0 + "\n" }.joined() }

    @Test func equalTextsGiveNothing() {
        #expect(UnifiedDiff.make(old: "a\nb\n", new: "a\nb\n", path: "A.swift") == "")
    }

    @Test func aChangeAndAnAdditionFarApartAreTwoHunks() {
        let old = numbered(["a", "b", "c", "d", "e", "f", "g", "h", "i", "j", "k", "l", "m", "n"])
        let new = numbered(["a", "b", "c", "D", "e", "f", "g", "h", "i", "j", "k", "l", "m", "n", "added"])
        #expect(UnifiedDiff.make(old: old, new: new, path: "o.txt") == """
            --- o.txt
            +++ o.txt
            @@ -1,7 +1,7 @@
             a
             b
             c
            -d
            +D
             e
             f
             g
            @@ -12,3 +12,4 @@
             l
             m
             n
            +added

            """)
    }

    @Test func changesSixLinesApartShareAHunkAndSevenDoNot() {
        let six = UnifiedDiff.make(old: numbered((1...10).map(String.init)),
                                   new: numbered(["1", "X", "3", "4", "5", "6", "7", "8", "Y", "10"]), path: "p")
        #expect(six.split(separator: "\n").filter { $0.hasPrefix("@@") } == ["@@ -1,10 +1,10 @@"])
        let seven = UnifiedDiff.make(old: numbered((1...11).map(String.init)),
                                     new: numbered(["1", "X", "3", "4", "5", "6", "7", "8", "9", "Y", "11"]), path: "p")
        #expect(seven.split(separator: "\n").filter { $0.hasPrefix("@@") } == ["@@ -1,5 +1,5 @@", "@@ -7,5 +7,5 @@"])
    }

    @Test func aMissingFinalNewlineIsMarked() {
        #expect(UnifiedDiff.make(old: "x\ny", new: "x\nz", path: "o2.txt") == """
            --- o2.txt
            +++ o2.txt
            @@ -1,2 +1,2 @@
             x
            -y
            \\ No newline at end of file
            +z
            \\ No newline at end of file

            """)
    }

    @Test func anEmptySideIsNumberedByTheLineBefore() {
        #expect(UnifiedDiff.make(old: "", new: "one\n", path: "e.txt") == """
            --- e.txt
            +++ e.txt
            @@ -0,0 +1 @@
            +one

            """)
    }
}
