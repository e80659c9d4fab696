/// A benchmark that could not measure what it set out to (a codec failed, a check did not hold).
struct BenchMeasurementFailure: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}
