// libFuzzer entry point of the `tree-apply` target; the logic is FuzzHarness.treeApply, shared with
// FuzzRegressionTests. Built by Fuzz/run.sh.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = size == 0 || data == nil ? [] : Array(UnsafeBufferPointer(start: data, count: size))
    FuzzHarness.trapOnViolation(FuzzHarness.treeApply(bytes))
    return 0
}
