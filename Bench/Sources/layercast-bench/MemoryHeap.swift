import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// The process's heap in use, from glibc's `malloc_info` (every arena, so every thread's
/// allocations): the arenas' system memory minus their free chunks (the top chunk included),
/// plus memory in use in mmapped chunks. `malloc.h` is not in Swift's Glibc module, so the
/// function is looked up by name; `nil` where it does not exist (not glibc).
enum MemoryHeap {
    private typealias MallocInfo = @convention(c) (Int32, UnsafeMutablePointer<FILE>?) -> Int32

    /// Bytes in use now; `nil` without glibc's `malloc_info`.
    static func bytesInUse() -> Int? {
        #if canImport(Glibc)
        guard let symbol = dlsym(nil, "malloc_info") else { return nil }
        let mallocInfo = unsafeBitCast(symbol, to: MallocInfo.self)
        var buffer: UnsafeMutablePointer<CChar>?
        var size = 0
        guard let stream = open_memstream(&buffer, &size) else { return nil }
        let status = mallocInfo(0, stream)
        fclose(stream)
        defer { free(buffer) }
        guard status == 0, let buffer else { return nil }
        return parse(String(cString: buffer))
        #else
        return nil
        #endif
    }

    /// In use from the totals after the last heap of a `malloc_info` document.
    static func parse(_ xml: String) -> Int? {
        guard let range = xml.range(of: "</heap>", options: .backwards) else { return nil }
        let totals = xml[range.upperBound...]
        func size(_ tag: String, _ type: String) -> Int? {
            guard let start = totals.range(of: "<\(tag) type=\"\(type)\"") else { return nil }
            let rest = totals[start.upperBound...]
            guard let sizeStart = rest.range(of: "size=\"") else { return nil }
            let digits = rest[sizeStart.upperBound...].prefix { $0.isNumber }
            return Int(digits)
        }
        guard let system = size("system", "current"), let fast = size("total", "fast"),
              let free = size("total", "rest"), let mmap = size("total", "mmap") else { return nil }
        return system - fast - free + mmap
    }
}
