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
    /// Sections deleted and reloaded (numbered before the batch), inserted (numbered after it),
    /// and moved (before → after).
    var deletedSections = IndexSet()
    var insertedSections = IndexSet()
    var reloadedSections = IndexSet()
    var sectionMoves: [Int: Int] = [:]
    var animation = UITableView.RowAnimation.automatic

    var isEmpty: Bool {
        deleted.isEmpty && inserted.isEmpty && reloaded.isEmpty && moves.isEmpty && !changesSections
    }

    /// Whether whole sections come, go, move or reload.
    var changesSections: Bool {
        !deletedSections.isEmpty || !insertedSections.isEmpty || !reloadedSections.isEmpty || !sectionMoves.isEmpty
    }

    /// Where each row comes from in the new table.
    enum Source: Equatable { case old(IndexPath), inserted, reloaded(IndexPath) }

    /// Where each section of the new table comes from: an old section (kept or moved), or none
    /// (inserted, or reloaded: its rows are all new). `nil` with a message when the counts do
    /// not add up.
    func newSections(oldCount: Int, newCount: Int) -> Result<[Int?], UpdateError> {
        var slots = [Int??](repeating: nil, count: newCount)
        for s in insertedSections {
            guard s < newCount else { return .failure(UpdateError(message: "attempt to insert section \(s) but there are only \(newCount) sections after the update")) }
            slots[s] = .some(nil)
        }
        for (from, to) in sectionMoves {
            guard to < newCount, from < oldCount else { return .failure(UpdateError(message: "attempt to move section \(from) to \(to), beyond the sections before or after the update")) }
            slots[to] = .some(reloadedSections.contains(from) ? nil : from)
        }
        var remaining: [Int?] = []
        for o in 0..<oldCount where !deletedSections.contains(o) && sectionMoves[o] == nil {
            remaining.append(reloadedSections.contains(o) ? nil : o)
        }
        var next = remaining.makeIterator()
        for i in slots.indices where slots[i] == nil {
            guard let source = next.next() else { return .failure(sectionMismatch(oldCount, newCount)) }
            slots[i] = .some(source)
        }
        guard next.next() == nil else { return .failure(sectionMismatch(oldCount, newCount)) }
        return .success(slots.map { $0! })
    }

    private func sectionMismatch(_ old: Int, _ new: Int) -> UpdateError {
        UpdateError(message: "Invalid update: invalid number of sections. The number of sections contained in the table view after the update (\(new)) must be equal to the number of sections contained in the table view before the update (\(old)), plus or minus the number of sections inserted or deleted (\(insertedSections.count) inserted, \(deletedSections.count) deleted).")
    }

    /// The new table's rows, section by section, given the old row counts and the data
    /// source's new ones; `nil` with a message when they do not add up (UIKit raises
    /// NSInternalInconsistencyException there).
    func newRows(oldCounts: [Int], newCounts: [Int]) -> Result<[[Source]], UpdateError> {
        let sources: [Int?]
        switch newSections(oldCount: oldCounts.count, newCount: newCounts.count) {
        case .success(let value): sources = value
        case .failure(let error): return .failure(error)
        }
        let movedFrom = Set(moves.keys)
        var result: [[Source]] = []
        for s in newCounts.indices {
            guard let o = sources[s] else {
                // An inserted or reloaded section: every row is new.
                result.append(Array(repeating: .inserted, count: newCounts[s]))
                continue
            }
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
            for r in 0..<oldCounts[o] {
                let path = IndexPath(row: r, section: o)
                if deleted.contains(path) || movedFrom.contains(path) { continue }
                remaining.append(reloaded.contains(path) ? .reloaded(path) : .old(path))
            }
            var next = remaining.makeIterator()
            for i in slots.indices where slots[i] == nil {
                guard let source = next.next() else {
                    return .failure(UpdateError(message: mismatch(s, oldCounts[o], newCounts[s])))
                }
                slots[i] = source
            }
            guard next.next() == nil else { return .failure(UpdateError(message: mismatch(s, oldCounts[o], newCounts[s]))) }
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
