import Foundation
import LayercastGraphics
@testable import LayercastUI

/// A cell that counts its reuses.
@MainActor final class CountingItemCell: UICollectionViewCell {
    var reuses = 0
    var title = ""
    override func prepareForReuse() {
        super.prepareForReuse()
        reuses += 1
    }
}

/// A header that shows its section.
@MainActor final class TitleHeader: UICollectionReusableView {
    var title = ""
}

/// A data source and flow-layout delegate over sections of item titles.
@MainActor final class GridModel: UICollectionViewDataSource, UICollectionViewDelegateFlowLayout {
    var sections: [[String]]
    var sizes: ((IndexPath) -> CGSize)?
    var events: [String] = []
    var distinctCells: [ObjectIdentifier: UICollectionViewCell] = [:]
    var cellsAsked = 0

    init(_ sections: [[String]]) { self.sections = sections }
    convenience init(sections: Int, items: Int) {
        self.init((0..<sections).map { s in (0..<items).map { "\(s).\($0)" } })
    }

    func numberOfSections(in collectionView: UICollectionView) -> Int { sections.count }
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { sections[section].count }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        cellsAsked += 1
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "item", for: indexPath) as! CountingItemCell
        cell.title = sections[indexPath.section][indexPath.item]
        distinctCells[ObjectIdentifier(cell)] = cell
        return cell
    }
    func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                        at indexPath: IndexPath) -> UICollectionReusableView {
        let view = collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "header", for: indexPath) as! TitleHeader
        view.title = "Section \(indexPath.section)"
        return view
    }
    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                        sizeForItemAt indexPath: IndexPath) -> CGSize {
        sizes?(indexPath) ?? (collectionViewLayout as! UICollectionViewFlowLayout).itemSize
    }
    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        events.append("didSelect \(indexPath.section).\(indexPath.item)")
    }
    func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath) {
        events.append("didDeselect \(indexPath.section).\(indexPath.item)")
    }
}

/// A window holding a collection view of `size` over a model.
@MainActor struct GridStage {
    let stage = Stage()
    let view: UICollectionView
    let layout: UICollectionViewFlowLayout
    let model: GridModel

    init(_ model: GridModel, size: CGSize = CGSize(width: 320, height: 480),
         configure: (UICollectionViewFlowLayout) -> Void = { _ in }) {
        self.model = model
        layout = UICollectionViewFlowLayout()
        configure(layout)
        view = UICollectionView(frame: CGRect(origin: .zero, size: size), collectionViewLayout: layout)
        view.register(CountingItemCell.self, forCellWithReuseIdentifier: "item")
        view.register(TitleHeader.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader, withReuseIdentifier: "header")
        view.dataSource = model
        view.delegate = model
        stage.window.addSubview(view)
        stage.app.runTurn()
    }

    func frame(_ item: Int, _ section: Int = 0) -> CGRect? {
        view.layoutAttributesForItem(at: IndexPath(item: item, section: section))?.frame
    }

    var visibleTitles: [String] { view.visibleCells.map { ($0 as! CountingItemCell).title } }
}
