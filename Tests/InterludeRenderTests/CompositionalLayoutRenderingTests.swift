import Testing
@testable import InterludeUIKit
import InterludeRender

/// Red cells.
@MainActor
private final class RedCells: NSObject, UICollectionViewDataSource {
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 4 }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "Cell", for: indexPath)
        cell.backgroundColor = .red
        return cell
    }
}

/// A blue section background.
@MainActor
private final class BlueBackground: UICollectionReusableView {
    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .blue
    }

    required init?(coder: NSCoder) { return nil }
}

// A two-column compositional grid drawn: cells inset 5 points in their 100 × 50 slots over a
// section background inset 2 points (Apple's pages on NSCollectionLayoutItem.contentInsets and
// NSCollectionLayoutDecorationItem: the background is below the cells).
@MainActor
@Suite("Compositional layout drawn")
struct CompositionalLayoutRenderingTests {
    @Test("cells draw inside their insets over the section's background")
    func grid() {
        let window = makeWhiteWindow(width: 200, height: 150)
        let item = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.5), heightDimension: .fractionalHeight(1)))
        item.contentInsets = NSDirectionalEdgeInsets(top: 5, leading: 5, bottom: 5, trailing: 5)
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(50)),
            subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        let background = NSCollectionLayoutDecorationItem.background(elementKind: "background")
        background.contentInsets = NSDirectionalEdgeInsets(top: 2, leading: 2, bottom: 2, trailing: 2)
        section.decorationItems = [background]
        // Measured from the edges: a window wider than tall has the landscape safe area (47
        // points at each side), which the default `.safeArea` reference would keep clear.
        let configuration = UICollectionViewCompositionalLayoutConfiguration()
        configuration.contentInsetsReference = .none
        let layout = UICollectionViewCompositionalLayout(section: section, configuration: configuration)
        layout.register(BlueBackground.self, forDecorationViewOfKind: "background")
        let source = RedCells()
        let collection = UICollectionView(frame: window.bounds, collectionViewLayout: layout)
        collection.contentInsetAdjustmentBehavior = .never
        collection.backgroundColor = .white
        collection.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "Cell")
        collection.dataSource = source
        window.addSubview(collection)
        collection.layoutIfNeeded()
        let frame = window.renderFrame(scale: 3)
        // Pixels at 3 per point: cell 0 is 5…95 × 5…45, cell 1 105…195, the background 2…198 × 2…98.
        expectPixel(frame, 150, 75, RGBA(255, 0, 0), tolerance: 0, "inside cell 0")
        expectPixel(frame, 450, 225, RGBA(255, 0, 0), tolerance: 0, "inside cell 3")
        expectPixel(frame, 300, 75, RGBA(0, 0, 255), tolerance: 0, "between the cells: the background")
        expectPixel(frame, 150, 9, RGBA(0, 0, 255), tolerance: 0, "above cell 0, inside the background")
        expectPixel(frame, 3, 75, RGBA(255, 255, 255), tolerance: 0, "outside the background's inset")
        expectPixel(frame, 300, 360, RGBA(255, 255, 255), tolerance: 0, "below the section")
    }
}
