import InterludeTestSupport
import Testing
@testable import InterludeUIKit

/// A boundary item of `kind` at `alignment`, `width` × `height` points.
@MainActor
private func boundaryItem(
    _ kind: String, _ alignment: NSRectAlignment, width: CGFloat, height: CGFloat
) -> NSCollectionLayoutBoundarySupplementaryItem {
    NSCollectionLayoutBoundarySupplementaryItem(
        layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(width), heightDimension: .absolute(height)),
        elementKind: kind, alignment: alignment)
}

// Boundary items at `.leading` or `.trailing` of a vertical layout (`.top`, `.bottom` of a
// horizontal one) sit beside the section's content, at that edge
// (https://developer.apple.com/documentation/uikit/nsrectalignment), centred along the section as
// a `.top` header is centred across it. Extending the boundary (the default,
// https://developer.apple.com/documentation/uikit/nscollectionlayoutboundarysupplementaryitem/extendsboundary)
// they take room from the content's width and make the section at least as long as they are;
// pinned (.../pintovisiblebounds) they show while any of the section does. Collection views are
// 390 × 844 (portrait: no safe area at the sides).
@MainActor
@Suite("Compositional layout: boundary items beside the content")
struct CompositionalSideItemTests {
    private func frame(_ collection: UICollectionView, _ kind: String, section: Int = 0) -> CGRect? {
        collection.layoutAttributesForSupplementaryElement(ofKind: kind, at: IndexPath(item: 0, section: section))?.frame
    }

    private func cell(_ collection: UICollectionView, _ item: Int, _ section: Int = 0) -> CGRect? {
        collection.layoutAttributesForItem(at: IndexPath(item: item, section: section))?.frame
    }

    /// Rows 100 tall under a 30-point header, inset 10 at the top and bottom.
    private func section(with items: [NSCollectionLayoutBoundarySupplementaryItem]) -> NSCollectionLayoutSection {
        let section = insetRowSection(height: 100)
        section.contentInsets = NSDirectionalEdgeInsets(top: 10, leading: 0, bottom: 10, trailing: 0)
        let header = NSCollectionLayoutBoundarySupplementaryItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(30)),
            elementKind: "header", alignment: .top)
        section.boundarySupplementaryItems = [header] + items
        return section
    }

    // Section 0: header 0…30, rows at 40, 140, 240, content ends at 350; its body (between the
    // header and the footers) is 30…350, 320 long.
    @Test("a leading item takes room beside the rows; a trailing one that does not extend lies over them")
    func leadingAndTrailing() {
        let overlay = boundaryItem("other-side", .trailing, width: 30, height: 50)
        overlay.extendsBoundary = false
        let layout = UICollectionViewCompositionalLayout(
            section: section(with: [boundaryItem("side", .leading, width: 40, height: 60), overlay]))
        let (_, collection, _) = makeCompositionalCollection(layout, counts: [3, 1], size: CGSize(width: 390, height: 844))
        expectFrame(frame(collection, "header"), CGRect(x: 0, y: 0, width: 390, height: 30))
        expectFrame(cell(collection, 0), CGRect(x: 40, y: 40, width: 350, height: 100))
        expectFrame(cell(collection, 2), CGRect(x: 40, y: 240, width: 350, height: 100))
        // Centred along the body: 30 + (320 − 60) / 2 and 30 + (320 − 50) / 2.
        expectFrame(frame(collection, "side"), CGRect(x: 0, y: 160, width: 40, height: 60))
        expectFrame(frame(collection, "other-side"), CGRect(x: 360, y: 165, width: 30, height: 50))
        expectFrame(frame(collection, "header", section: 1), CGRect(x: 0, y: 350, width: 390, height: 30))
        expectFrame(cell(collection, 0, 1), CGRect(x: 40, y: 390, width: 350, height: 100))
        let kinds = Set(
            layout.layoutAttributesForElements(in: CGRect(x: 0, y: 150, width: 50, height: 20))?
                .compactMap(\.representedElementKind) ?? [])
        #expect(kinds == ["side"])
    }

    @Test("an extending side item longer than the rows lengthens the section; right to left it is at the right")
    func longSideItemAndRightToLeft() {
        let layout = UICollectionViewCompositionalLayout(
            section: section(with: [boundaryItem("side", .leading, width: 40, height: 500)]))
        let (_, collection, _) = makeCompositionalCollection(layout, counts: [1, 1], size: CGSize(width: 390, height: 844)) {
            $0.semanticContentAttribute = .forceRightToLeft
        }
        // The body is 500 long (30…530), not 120: the next section's header starts at 530.
        expectFrame(frame(collection, "side"), CGRect(x: 350, y: 30, width: 40, height: 500))
        expectFrame(cell(collection, 0), CGRect(x: 0, y: 40, width: 350, height: 100))
        expectFrame(frame(collection, "header", section: 1), CGRect(x: 0, y: 530, width: 390, height: 30))
    }

    // Section 0's body is 0…1000 (ten rows, no header), section 1's 1000…2000; a 60-point side
    // item rests at their middles, 470 and 1470.
    @Test("a pinned side item stays in the visible part of its section, pushed only as far as needed")
    func pinnedSideItem() {
        let side = boundaryItem("side", .leading, width: 40, height: 60)
        side.pinToVisibleBounds = true
        let section = insetRowSection(height: 100)
        section.boundarySupplementaryItems = [side]
        let (_, collection, _) = makeCompositionalCollection(
            UICollectionViewCompositionalLayout(section: section), counts: [10, 10], size: CGSize(width: 390, height: 844))
        #expect(frame(collection, "side")?.minY == 470)
        #expect(
            collection.layoutAttributesForSupplementaryElement(ofKind: "side", at: IndexPath(item: 0, section: 0))?.zIndex
                == 1 + 1_000_000_000)
        collection.contentOffset = CGPoint(x: 0, y: 600)
        #expect(frame(collection, "side")?.minY == 600)
        // Section 1's item is below the visible area (600…1444): it comes up to its bottom.
        #expect(frame(collection, "side", section: 1)?.minY == 1384)
        collection.contentOffset = CGPoint(x: 0, y: 980)
        #expect(frame(collection, "side")?.minY == 940)
        #expect(frame(collection, "side", section: 1)?.minY == 1470)
        #expect(collection.supplementaryView(forElementKind: "side", at: IndexPath(item: 0, section: 0))?.frame.minY == 940)
    }

    // Scrolling sideways, `.top` is beside the content: columns start under it.
    @Test("a horizontal layout's top item sits above the columns, centred along the section")
    func horizontalTopItem() {
        let group = NSCollectionLayoutGroup.vertical(
            layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(100), heightDimension: .fractionalHeight(1)),
            subitems: [
                NSCollectionLayoutItem(
                    layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(100)))
            ])
        let section = NSCollectionLayoutSection(group: group)
        section.boundarySupplementaryItems = [boundaryItem("side", .top, width: 80, height: 50)]
        let configuration = UICollectionViewCompositionalLayoutConfiguration()
        configuration.scrollDirection = .horizontal
        configuration.contentInsetsReference = .none
        let (_, collection, _) = makeCompositionalCollection(
            UICollectionViewCompositionalLayout(section: section, configuration: configuration), counts: [6],
            size: CGSize(width: 390, height: 844))
        expectFrame(frame(collection, "side"), CGRect(x: 10, y: 0, width: 80, height: 50))
        expectFrame(cell(collection, 0), CGRect(x: 0, y: 50, width: 100, height: 100))
        expectFrame(cell(collection, 5), CGRect(x: 0, y: 550, width: 100, height: 100))
    }
}
