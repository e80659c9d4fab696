// libFuzzer entry point of the `server-decoder` target; the logic is FuzzHarness.serverDecoder, shared with
// FuzzRegressionTests. Built by Fuzz/run.sh.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = size == 0 || data == nil ? [] : Array(UnsafeBufferPointer(start: data, count: size))
    FuzzHarness.trapOnViolation(FuzzHarness.serverDecoder(bytes))
    return 0
}
