// libFuzzer entry point of the `zstd-payload` target; the logic is FuzzHarness.zstdPayload, shared with
// FuzzRegressionTests. Built by Fuzz/run.sh.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = size == 0 || data == nil ? [] : Array(UnsafeBufferPointer(start: data, count: size))
    FuzzHarness.trapOnViolation(FuzzHarness.zstdPayload(bytes))
    return 0
}
