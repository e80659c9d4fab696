import Foundation

/// The state of a diffable data source's data: sections and the items in them, each named by
/// a unique identifier. UIKit's `NSDiffableDataSourceSnapshot`, a value type: build one (or
/// take the data source's `snapshot()`), change it, and `apply` it to the data source, which
/// updates its view with the differences.
///
/// As in UIKit, identifiers must be unique across the snapshot (sections among sections, items
/// among all items); adding one twice, or naming a missing one, traps as UIKit raises.
/// Layercast asks only `Hashable` of identifiers (UIKit's current SDK also asks `Sendable`;
/// the toolkit's data sources all run on the main actor).
public struct NSDiffableDataSourceSnapshot<SectionIdentifierType: Hashable, ItemIdentifierType: Hashable> {
    /// The sections in order, each with its items in order.
    var sections: [(identifier: SectionIdentifierType, items: [ItemIdentifierType])] = []
    private var reloadedItems: [ItemIdentifierType] = []
    private var reconfiguredItems: [ItemIdentifierType] = []
    private var reloadedSections: [SectionIdentifierType] = []

    /// An empty snapshot.
    public init() {}

    // MARK: - Reading

    /// The number of items in every section.
    public var numberOfItems: Int { sections.reduce(0) { $0 + $1.items.count } }
    /// The number of sections.
    public var numberOfSections: Int { sections.count }
    /// The sections' identifiers, in order.
    public var sectionIdentifiers: [SectionIdentifierType] { sections.map(\.identifier) }
    /// Every item's identifier, section after section.
    public var itemIdentifiers: [ItemIdentifierType] { sections.flatMap(\.items) }
    /// The items marked by `reloadItems(_:)` since the snapshot was made.
    public var reloadedItemIdentifiers: [ItemIdentifierType] { reloadedItems }
    /// The items marked by `reconfigureItems(_:)` since the snapshot was made.
    public var reconfiguredItemIdentifiers: [ItemIdentifierType] { reconfiguredItems }
    /// The sections marked by `reloadSections(_:)` since the snapshot was made.
    public var reloadedSectionIdentifiers: [SectionIdentifierType] { reloadedSections }

    /// The number of items in the section `identifier`.
    public func numberOfItems(inSection identifier: SectionIdentifierType) -> Int {
        sections[requireSection(identifier)].items.count
    }

    /// The items of the section `identifier`, in order.
    public func itemIdentifiers(inSection identifier: SectionIdentifierType) -> [ItemIdentifierType] {
        sections[requireSection(identifier)].items
    }

    /// The section that holds `identifier`; `nil` when no section does.
    public func sectionIdentifier(containingItem identifier: ItemIdentifierType) -> SectionIdentifierType? {
        location(of: identifier).map { sections[$0.section].identifier }
    }

    /// The position of `identifier` among all items (section after section); `nil` when absent.
    public func indexOfItem(_ identifier: ItemIdentifierType) -> Int? {
        itemIdentifiers.firstIndex(of: identifier)
    }

    /// The position of the section `identifier`; `nil` when absent.
    public func indexOfSection(_ identifier: SectionIdentifierType) -> Int? {
        sections.firstIndex { $0.identifier == identifier }
    }

    // MARK: - Items

    /// Adds `identifiers` at the end of `sectionIdentifier`, or of the last section when `nil`.
    public mutating func appendItems(_ identifiers: [ItemIdentifierType], toSection sectionIdentifier: SectionIdentifierType? = nil) {
        requireNew(identifiers)
        let s: Int
        if let sectionIdentifier { s = requireSection(sectionIdentifier) } else {
            guard !sections.isEmpty else { preconditionFailure("NSDiffableDataSourceSnapshot: there are currently no sections to append items to") }
            s = sections.count - 1
        }
        sections[s].items += identifiers
    }

    /// Inserts `identifiers` just before `beforeIdentifier`, in its section.
    public mutating func insertItems(_ identifiers: [ItemIdentifierType], beforeItem beforeIdentifier: ItemIdentifierType) {
        requireNew(identifiers)
        let at = requireItem(beforeIdentifier)
        sections[at.section].items.insert(contentsOf: identifiers, at: at.item)
    }

    /// Inserts `identifiers` just after `afterIdentifier`, in its section.
    public mutating func insertItems(_ identifiers: [ItemIdentifierType], afterItem afterIdentifier: ItemIdentifierType) {
        requireNew(identifiers)
        let at = requireItem(afterIdentifier)
        sections[at.section].items.insert(contentsOf: identifiers, at: at.item + 1)
    }

    /// Removes `identifiers` (those present) from their sections.
    public mutating func deleteItems(_ identifiers: [ItemIdentifierType]) {
        let gone = Set(identifiers)
        for s in sections.indices { sections[s].items.removeAll { gone.contains($0) } }
    }

    /// Removes every item, and with them the sections: the snapshot is empty afterwards, as
    /// UIKit's (its sections are gone too, so `appendSections` comes next).
    public mutating func deleteAllItems() {
        sections.removeAll()
        reloadedItems.removeAll()
        reconfiguredItems.removeAll()
        reloadedSections.removeAll()
    }

    /// Moves `identifier` just before `toIdentifier`.
    public mutating func moveItem(_ identifier: ItemIdentifierType, beforeItem toIdentifier: ItemIdentifierType) {
        precondition(identifier != toIdentifier, "NSDiffableDataSourceSnapshot: an item cannot be moved relative to itself")
        removeItem(identifier)
        let at = requireItem(toIdentifier)
        sections[at.section].items.insert(identifier, at: at.item)
    }

    /// Moves `identifier` just after `toIdentifier`.
    public mutating func moveItem(_ identifier: ItemIdentifierType, afterItem toIdentifier: ItemIdentifierType) {
        precondition(identifier != toIdentifier, "NSDiffableDataSourceSnapshot: an item cannot be moved relative to itself")
        removeItem(identifier)
        let at = requireItem(toIdentifier)
        sections[at.section].items.insert(identifier, at: at.item + 1)
    }

    /// Marks `identifiers` to have their cells made again when the snapshot is applied.
    public mutating func reloadItems(_ identifiers: [ItemIdentifierType]) {
        for identifier in identifiers { _ = requireItem(identifier) }
        reloadedItems += identifiers
    }

    /// Marks `identifiers` to have their existing cells configured again when applied.
    public mutating func reconfigureItems(_ identifiers: [ItemIdentifierType]) {
        for identifier in identifiers { _ = requireItem(identifier) }
        reconfiguredItems += identifiers
    }

    // MARK: - Sections

    /// Adds sections `identifiers` at the end.
    public mutating func appendSections(_ identifiers: [SectionIdentifierType]) {
        requireNewSections(identifiers)
        sections += identifiers.map { ($0, []) }
    }

    /// Inserts sections `identifiers` just before the section `toIdentifier`.
    public mutating func insertSections(_ identifiers: [SectionIdentifierType], beforeSection toIdentifier: SectionIdentifierType) {
        requireNewSections(identifiers)
        sections.insert(contentsOf: identifiers.map { ($0, []) }, at: requireSection(toIdentifier))
    }

    /// Inserts sections `identifiers` just after the section `toIdentifier`.
    public mutating func insertSections(_ identifiers: [SectionIdentifierType], afterSection toIdentifier: SectionIdentifierType) {
        requireNewSections(identifiers)
        sections.insert(contentsOf: identifiers.map { ($0, []) }, at: requireSection(toIdentifier) + 1)
    }

    /// Removes the sections `identifiers` (those present) and their items.
    public mutating func deleteSections(_ identifiers: [SectionIdentifierType]) {
        let gone = Set(identifiers)
        sections.removeAll { gone.contains($0.identifier) }
    }

    /// Moves the section `identifier` just before the section `toIdentifier`.
    public mutating func moveSection(_ identifier: SectionIdentifierType, beforeSection toIdentifier: SectionIdentifierType) {
        let moving = sections.remove(at: requireSection(identifier))
        sections.insert(moving, at: requireSection(toIdentifier))
    }

    /// Moves the section `identifier` just after the section `toIdentifier`.
    public mutating func moveSection(_ identifier: SectionIdentifierType, afterSection toIdentifier: SectionIdentifierType) {
        let moving = sections.remove(at: requireSection(identifier))
        sections.insert(moving, at: requireSection(toIdentifier) + 1)
    }

    /// Marks the sections `identifiers` to be made again when the snapshot is applied.
    public mutating func reloadSections(_ identifiers: [SectionIdentifierType]) {
        for identifier in identifiers { _ = requireSection(identifier) }
        reloadedSections += identifiers
    }

    // MARK: - Lookup

    /// The section and position of `identifier`; `nil` when absent.
    /// The item at `item` of section `section`; `nil` when there is none. What both diffable
    /// data sources answer `itemIdentifier(for:)` with.
    func itemIdentifier(section: Int, item: Int) -> ItemIdentifierType? {
        guard sections.indices.contains(section), sections[section].items.indices.contains(item) else { return nil }
        return sections[section].items[item]
    }

    /// The identifier of the section at `index`; `nil` when there is none.
    func sectionIdentifier(at index: Int) -> SectionIdentifierType? {
        sections.indices.contains(index) ? sections[index].identifier : nil
    }

    func location(of identifier: ItemIdentifierType) -> (section: Int, item: Int)? {
        for (s, section) in sections.enumerated() {
            if let i = section.items.firstIndex(of: identifier) { return (s, i) }
        }
        return nil
    }

    private func requireSection(_ identifier: SectionIdentifierType) -> Int {
        guard let s = indexOfSection(identifier) else {
            preconditionFailure("NSDiffableDataSourceSnapshot: invalid section identifier \(identifier)")
        }
        return s
    }

    private func requireItem(_ identifier: ItemIdentifierType) -> (section: Int, item: Int) {
        guard let at = location(of: identifier) else {
            preconditionFailure("NSDiffableDataSourceSnapshot: invalid item identifier \(identifier)")
        }
        return at
    }

    private mutating func removeItem(_ identifier: ItemIdentifierType) {
        let at = requireItem(identifier)
        sections[at.section].items.remove(at: at.item)
    }

    private func requireNew(_ identifiers: [ItemIdentifierType]) {
        var seen = Set(itemIdentifiers)
        for identifier in identifiers where !seen.insert(identifier).inserted {
            preconditionFailure("NSDiffableDataSourceSnapshot: duplicate item identifier \(identifier)")
        }
    }

    private func requireNewSections(_ identifiers: [SectionIdentifierType]) {
        var seen = Set(sectionIdentifiers)
        for identifier in identifiers where !seen.insert(identifier).inserted {
            preconditionFailure("NSDiffableDataSourceSnapshot: duplicate section identifier \(identifier)")
        }
    }
}
