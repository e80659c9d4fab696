import Foundation

/// The row changes gathered between `beginUpdates` and `endUpdates` (or in
/// `performBatchUpdates`), with UIKit's index conventions: deletions, reloads and the sources
/// of moves name rows as they were before the batch; insertions and move destinations name
/// rows as they are after it.
struct TableUpdates {
    var deleted: Set<IndexPath> = []
    var inserted: Set<IndexPath> = []
    var reloaded: Set<IndexPath> = []
    var moves: [IndexPath: IndexPath] = [:]
    var animation = UITableView.RowAnimation.automatic

    var isEmpty: Bool { deleted.isEmpty && inserted.isEmpty && reloaded.isEmpty && moves.isEmpty }

    /// Where each row comes from in the new table.
    enum Source: Equatable { case old(IndexPath), inserted, reloaded(IndexPath) }

    /// The new table's rows, section by section, given the old row counts and the data
    /// source's new ones; `nil` with a message when they do not add up (UIKit raises
    /// NSInternalInconsistencyException there).
    func newRows(oldCounts: [Int], newCounts: [Int]) -> Result<[[Source]], UpdateError> {
        guard oldCounts.count == newCounts.count else {
            return .failure(UpdateError(message: "Invalid update: the number of sections changed from \(oldCounts.count) to \(newCounts.count) (section insertion and deletion are not supported)"))
        }
        let movedFrom = Set(moves.keys)
        var result: [[Source]] = []
        for s in newCounts.indices {
            var slots = [Source?](repeating: nil, count: newCounts[s])
            for path in inserted where path.section == s {
                guard path.row < slots.count else { return .failure(UpdateError(message: "attempt to insert row \(path.row) into section \(s), which only contains \(slots.count) rows after the update")) }
                slots[path.row] = .inserted
            }
            for (from, to) in moves where to.section == s {
                guard to.row < slots.count else { return .failure(UpdateError(message: "attempt to move a row to \(to), beyond the rows after the update")) }
                slots[to.row] = .old(from)
            }
            var remaining: [Source] = []
            for r in 0..<(s < oldCounts.count ? oldCounts[s] : 0) {
                let path = IndexPath(row: r, section: s)
                if deleted.contains(path) || movedFrom.contains(path) { continue }
                remaining.append(reloaded.contains(path) ? .reloaded(path) : .old(path))
            }
            var next = remaining.makeIterator()
            for i in slots.indices where slots[i] == nil {
                guard let source = next.next() else {
                    return .failure(UpdateError(message: mismatch(s, oldCounts[s], newCounts[s])))
                }
                slots[i] = source
            }
            guard next.next() == nil else { return .failure(UpdateError(message: mismatch(s, oldCounts[s], newCounts[s]))) }
            result.append(slots.map { $0! })
        }
        return .success(result)
    }

    private func mismatch(_ s: Int, _ old: Int, _ new: Int) -> String {
        let ins = inserted.filter { $0.section == s }.count, del = deleted.filter { $0.section == s }.count
        return "Invalid update: invalid number of rows in section \(s). The number of rows contained in an existing section after the update (\(new)) must be equal to the number of rows contained in that section before the update (\(old)), plus or minus the number of rows inserted or deleted from that section (\(ins) inserted, \(del) deleted) and plus or minus the number of rows moved into or out of that section."
    }

    struct UpdateError: Error { let message: String }
}
