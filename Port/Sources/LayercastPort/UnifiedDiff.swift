/// A unified diff of two texts by lines, as `diff -u` prints it, so `patch -p0` applies it.
public enum UnifiedDiff {
    /// The diff turning `old` into `new`, labelled `path` on both sides, with `context` unchanged
    /// lines around each change; empty when the texts are equal.
    public static func make(old: String, new: String, path: String, context: Int = 3) -> String {
        guard old != new else { return "" }
        let a = lines(old), b = lines(new)
        let edits = script(a, b)
        var out = "--- \(path)\n+++ \(path)\n"
        for hunk in hunks(edits, context: context) {
            let oldStart = hunk.first!.oldIndex, newStart = hunk.first!.newIndex
            let oldCount = hunk.filter { $0.kind != .insert }.count
            let newCount = hunk.filter { $0.kind != .delete }.count
            // diff -u numbers an empty side by the line before it.
            out += "@@ -\(range(oldStart, oldCount)) +\(range(newStart, newCount)) @@\n"
            for edit in hunk {
                switch edit.kind {
                case .keep: out += " " + a[edit.oldIndex].text
                case .delete: out += "-" + a[edit.oldIndex].text
                case .insert: out += "+" + b[edit.newIndex].text
                }
                let line = edit.kind == .insert ? b[edit.newIndex] : a[edit.oldIndex]
                out += "\n"
                if !line.terminated { out += "\\ No newline at end of file\n" }
            }
        }
        return out
    }

    private struct Line: Equatable {
        var text: Substring
        var terminated: Bool
    }

    private struct Edit {
        enum Kind { case keep, delete, insert }
        var kind: Kind
        /// The line's index in the old text (for an insertion: the old line it comes before).
        var oldIndex: Int
        /// The line's index in the new text (for a deletion: the new line it comes before).
        var newIndex: Int
    }

    private static func range(_ start: Int, _ count: Int) -> String {
        count == 0 ? "\(start),0" : count == 1 ? "\(start + 1)" : "\(start + 1),\(count)"
    }

    private static func lines(_ text: String) -> [Line] {
        var result: [Line] = []
        var rest = Substring(text)
        while !rest.isEmpty {
            if let newline = rest.firstIndex(of: "\n") {
                result.append(Line(text: rest[..<newline], terminated: true))
                rest = rest[rest.index(after: newline)...]
            } else {
                result.append(Line(text: rest, terminated: false))
                rest = ""
            }
        }
        return result
    }

    /// The shortest edit script (Myers, "An O(ND) Difference Algorithm and Its Variations",
    /// 1986): forward passes recording each round's furthest reaching paths, then a walk back.
    private static func script(_ a: [Line], _ b: [Line]) -> [Edit] {
        let n = a.count, m = b.count, offset = n + m + 1
        var v = [Int](repeating: 0, count: 2 * offset + 1)
        var trace: [[Int]] = []
        search: for d in 0...(n + m) {
            trace.append(v)
            for k in stride(from: -d, through: d, by: 2) {
                var x = k == -d || (k != d && v[offset + k - 1] < v[offset + k + 1])
                    ? v[offset + k + 1] : v[offset + k - 1] + 1
                var y = x - k
                while x < n, y < m, a[x] == b[y] { x += 1; y += 1 }
                v[offset + k] = x
                if x >= n, y >= m { break search }
            }
        }
        var edits: [Edit] = []
        var x = n, y = m
        for d in stride(from: trace.count - 1, through: 0, by: -1) {
            let v = trace[d], k = x - y
            let previousK = k == -d || (k != d && v[offset + k - 1] < v[offset + k + 1]) ? k + 1 : k - 1
            let previousX = d == 0 ? 0 : v[offset + previousK], previousY = previousX - previousK
            while x > previousX, y > previousY {
                x -= 1; y -= 1
                edits.append(Edit(kind: .keep, oldIndex: x, newIndex: y))
            }
            if d > 0 {
                if x == previousX {
                    y -= 1
                    edits.append(Edit(kind: .insert, oldIndex: x, newIndex: y))
                } else {
                    x -= 1
                    edits.append(Edit(kind: .delete, oldIndex: x, newIndex: y))
                }
            }
        }
        return edits.reversed()
    }

    /// The edits grouped into hunks: each change with up to `context` kept lines around it,
    /// changes at most twice that apart joined (as GNU diff joins hunks whose context touches).
    private static func hunks(_ edits: [Edit], context: Int) -> [[Edit]] {
        let changes = edits.indices.filter { edits[$0].kind != .keep }
        var hunks: [[Edit]] = []
        var start = 0, end = -1
        for index in changes {
            if end >= 0, index - context <= end + 1 {
                end = min(edits.count - 1, index + context)
            } else {
                if end >= 0 { hunks.append(Array(edits[start...end])) }
                start = max(0, index - context)
                end = min(edits.count - 1, index + context)
            }
        }
        if end >= 0 { hunks.append(Array(edits[start...end])) }
        return hunks
    }
}
