import Testing
@testable import layercast_bench

/// Figure 11 reads the client's memory from /proc: the parsing, on text in the kernel's formats
/// (proc(5): `status` lines are "Name:<tab>value kB"; `smaps` has a header line per mapping,
/// then "Rss:   N kB").
@Suite struct FootprintParsingTests {
    @Test func readsStatusFieldsInKiB() {
        let status = "Name:\tlayercast-clie\nVmHWM:\t   56556 kB\nVmRSS:\t   51272 kB\nRssAnon:\t   21520 kB\nRssFile:\t   29752 kB\n"
        #expect(FootprintSuite.field("VmRSS", in: status) == 51272)
        #expect(FootprintSuite.field("RssAnon", in: status) == 21520)
        #expect(FootprintSuite.field("VmHWM", in: status) == 56556)
        // A prefix of another field's name is not that field.
        #expect(FootprintSuite.field("Rss", in: status) == 0)
    }

    @Test func sumsResidentPagesPerFile() {
        let smaps = """
        55d0c0a00000-55d0c0b00000 r--p 00000000 08:01 1234       /opt/swift/usr/lib/swift/linux/libFoundation.so
        Size:               1024 kB
        Rss:                 600 kB
        55d0c0b00000-55d0c0c00000 r-xp 00100000 08:01 1234       /opt/swift/usr/lib/swift/linux/libFoundation.so
        Rss:                 400 kB
        7f0000000000-7f0000100000 rw-p 00000000 00:00 0 
        Rss:                2048 kB
        7f0000100000-7f0000200000 r--p 00000000 08:01 99         /usr/lib/x86_64-linux-gnu/libicuuc.so.72.1
        Rss:                  12 kB
        """
        let files = FootprintSuite.residentByFile(in: smaps)
        #expect(files.count == 2)
        #expect(files["/opt/swift/usr/lib/swift/linux/libFoundation.so"] == 1000)
        var sample = FootprintSuite.Sample(renderer: "software")
        sample.files = files
        #expect(sample.foundationOnly == 1012)
        #expect(sample.largestFiles.first?.kib == 1000)
    }

    @Test func readsTheRendererFromTheClientsFirstLine() {
        let output = "layercast-client: connecting to 127.0.0.1:7979 (software renderer, 390x844 px, headless)\n"
        #expect(FootprintSuite.renderer(in: output) == "software")
        #expect(FootprintSuite.renderer(in: "no renderer named") == nil)
    }
}
