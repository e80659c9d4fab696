import Foundation

/// The batch of view updates that takes a view from one diffable snapshot to another, in the
/// terms of `performBatchUpdates` (deletions and reloads at old index paths, insertions at new
/// ones, moves from old to new). Sections and items that keep their identifier keep their
/// views; of those whose order changed, the longest run still in order stays and the others
/// move, so an unchanged snapshot gives no update at all.
struct DiffableChanges {
    var deletedSections = IndexSet()
    var insertedSections = IndexSet()
    var reloadedSections = IndexSet()
    var deletedItems: [IndexPath] = []
    var insertedItems: [IndexPath] = []
    var movedItems: [(from: IndexPath, to: IndexPath)] = []
    var reloadedItems: [IndexPath] = []

    /// Whether there is nothing to do.
    var isEmpty: Bool {
        deletedSections.isEmpty && insertedSections.isEmpty && reloadedSections.isEmpty && deletedItems.isEmpty
            && insertedItems.isEmpty && movedItems.isEmpty && reloadedItems.isEmpty
    }

    init<S, I>(from old: NSDiffableDataSourceSnapshot<S, I>, to new: NSDiffableDataSourceSnapshot<S, I>) {
        let oldSections = Dictionary(uniqueKeysWithValues: old.sections.enumerated().map { ($1.identifier, $0) })
        // Sections kept in order keep their views; the others are deleted and inserted anew.
        let keptNew = new.sections.indices.filter { oldSections[new.sections[$0].identifier] != nil }
        let inOrder = Set(Self.longestIncreasingRun(keptNew.map { oldSections[new.sections[$0].identifier]! })
            .map { keptNew[$0] })
        var sectionMap: [Int: Int] = [:]  // old section → new section, for kept sections
        for (n, section) in new.sections.enumerated() {
            if inOrder.contains(n), let o = oldSections[section.identifier] { sectionMap[o] = n } else { insertedSections.insert(n) }
        }
        for o in old.sections.indices where sectionMap[o] == nil { deletedSections.insert(o) }
        let reloadedSectionIDs = Set(new.reloadedSectionIdentifiers)
        for (o, n) in sectionMap where reloadedSectionIDs.contains(new.sections[n].identifier) { reloadedSections.insert(o) }

        // Where each item of a kept section was.
        var oldPaths: [I: IndexPath] = [:]
        for (o, section) in old.sections.enumerated() where sectionMap[o] != nil && !reloadedSections.contains(o) {
            for (i, item) in section.items.enumerated() { oldPaths[item] = IndexPath(item: i, section: o) }
        }
        var found = Set<I>()
        for (n, section) in new.sections.enumerated() {
            guard !insertedSections.contains(n) else { continue }
            if let o = sectionMap.first(where: { $0.value == n })?.key, reloadedSections.contains(o) { continue }
            // Items that stay in this section, in order, keep their place; the rest move or arrive.
            let staying = section.items.indices.filter { i in
                oldPaths[section.items[i]].map { sectionMap[$0.section] == n } ?? false
            }
            let still = Set(Self.longestIncreasingRun(staying.map { oldPaths[section.items[$0]]!.item }).map { staying[$0] })
            for (i, item) in section.items.enumerated() {
                let path = IndexPath(item: i, section: n)
                guard let from = oldPaths[item] else { insertedItems.append(path); continue }
                found.insert(item)
                if !still.contains(i) { movedItems.append((from, path)) }
            }
        }
        for (item, path) in oldPaths where !found.contains(item) { deletedItems.append(path) }
        let moved = Set(movedItems.map(\.from))
        for item in new.reloadedItemIdentifiers {
            if let path = oldPaths[item], found.contains(item), !moved.contains(path) { reloadedItems.append(path) }
        }
        deletedItems.sort()
        insertedItems.sort()
    }

    /// The positions in `values` of a longest strictly increasing subsequence.
    static func longestIncreasingRun(_ values: [Int]) -> [Int] {
        var tails: [Int] = []        // tails[k]: index of the smallest tail of a run of length k + 1
        var previous = [Int](repeating: -1, count: values.count)
        for (i, value) in values.enumerated() {
            var lo = 0, hi = tails.count
            while lo < hi {
                let mid = (lo + hi) / 2
                if values[tails[mid]] < value { lo = mid + 1 } else { hi = mid }
            }
            if lo > 0 { previous[i] = tails[lo - 1] }
            if lo == tails.count { tails.append(i) } else { tails[lo] = i }
        }
        var run: [Int] = []
        var k = tails.last ?? -1
        while k >= 0 { run.append(k); k = previous[k] }
        return run.reversed()
    }
}
