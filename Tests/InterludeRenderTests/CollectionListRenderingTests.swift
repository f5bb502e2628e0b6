import Foundation
import Testing
@testable import InterludeUIKit
import InterludeRender

/// Three list cells with no content (each keeps the list's 44-point estimate).
@MainActor
private final class ThreeListRows: NSObject, UICollectionViewDataSource {
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 3 }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        collectionView.dequeueReusableCell(withReuseIdentifier: "Cell", for: indexPath)
    }
}

// An inset-grouped list drawn (Interlude's rendering of iOS's look, with the colors of the Human
// Interface Guidelines' color page: `systemGroupedBackground` 242, 242, 247 behind the section,
// white (`secondarySystemGroupedBackground`) rows, `.separator` 60, 60, 67 at 29 % hairlines),
// on a 3× screen.
@MainActor
@Suite("Collection view lists drawn")
struct CollectionListRenderingTests {
    @Test("an inset-grouped section: grouped background, white rounded rows, hairlines between them")
    func insetGrouped() {
        let window = makeWhiteWindow(width: 200, height: 250)
        let source = ThreeListRows()
        let collection = UICollectionView(
            frame: window.bounds,
            collectionViewLayout: UICollectionViewCompositionalLayout.list(using: .init(appearance: .insetGrouped)))
        collection.contentInsetAdjustmentBehavior = .never
        collection.register(UICollectionViewListCell.self, forCellWithReuseIdentifier: "Cell")
        collection.dataSource = source
        window.addSubview(collection)
        collection.layoutIfNeeded()
        let frame = window.renderFrame(scale: 3)
        // Rows: x 20…180, y 35…79, 79…123, 123…167 (points; pixels are 3×).
        expectPixel(frame, 30, 150, RGBA(242, 242, 247), tolerance: 0, "beside the section: the grouped background")
        expectPixel(frame, 300, 60, RGBA(242, 242, 247), tolerance: 0, "above the section")
        expectPixel(frame, 300, 150, RGBA(255, 255, 255), tolerance: 0, "inside row 0")
        // The hairline under row 0 fills pixel row 236 (79 pt · 3 − 1) from x = 20 + 16 points.
        expectPixel(frame, 300, 236, RGBA(198, 198, 201), tolerance: 2, "separator under row 0")
        expectPixel(frame, 3 * 36 - 3, 236, RGBA(255, 255, 255), tolerance: 0, "left of the separator's inset")
        expectPixel(frame, 300, 3 * 167 - 1, RGBA(255, 255, 255), tolerance: 0, "no separator under the last row")
        expectPixel(frame, 61, 106, RGBA(242, 242, 247), tolerance: 2, "the rounded top-left corner is cut")
        expectPixel(frame, 300, 3 * 170, RGBA(242, 242, 247), tolerance: 0, "below the section")
    }
}
