import InterludeTestSupport
import Testing
@testable import InterludeUIKit

/// A collection view filling a window of `size` (844 × 390 is the iPhone 14 in landscape: 47
/// points of safe area at each side, `DeviceMetrics`), with no adjusted content inset unless
/// `adjustment` says otherwise, placing `counts` items of `layout`.
@MainActor
func makeCompositionalCollection(
    _ layout: UICollectionViewLayout, counts: [Int], size: CGSize = CGSize(width: 844, height: 390),
    adjustment: UIScrollView.ContentInsetAdjustmentBehavior = .never, configure: (UICollectionView) -> Void = { _ in }
) -> (UIWindow, UICollectionView, CompositionalSource) {
    let window = makeWindow(width: size.width, height: size.height)
    let source = CompositionalSource(counts: counts)
    let collection = UICollectionView(frame: window.bounds, collectionViewLayout: layout)
    collection.contentInsetAdjustmentBehavior = adjustment
    collection.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "Cell")
    for kind in ["header", "side", "other-side", "background", "badge"] {
        collection.register(UICollectionReusableView.self, forSupplementaryViewOfKind: kind, withReuseIdentifier: kind)
    }
    collection.dataSource = source
    configure(collection)
    window.addSubview(collection)
    collection.layoutIfNeeded()
    return (window, collection, source)
}

/// A section of full-width rows `height` tall, one a group, inset 10 at the leading and
/// trailing edges.
@MainActor
func insetRowSection(height: CGFloat = 50) -> NSCollectionLayoutSection {
    let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(height))
    let section = NSCollectionLayoutSection(
        group: .horizontal(layoutSize: size, subitems: [NSCollectionLayoutItem(layoutSize: size)]))
    section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 10, bottom: 0, trailing: 10)
    return section
}

// Numbers: the landscape iPhone 14's safe area is 47 points at the left and right; a view that is
// not a controller's root view has 8-point layout margins measured from the safe area
// (https://developer.apple.com/documentation/uikit/uiview/directionallayoutmargins and
// .../insetslayoutmarginsfromsafearea), so 55 at each side; the readable content guide narrows
// the 734 points between those margins to 672, centred (31 more at each side, 86 in all).
@MainActor
@Suite("Compositional layout: content insets references")
struct CompositionalContentInsetsReferenceTests {
    private func cell(_ collection: UICollectionView, _ item: Int = 0, _ section: Int = 0) -> CGRect? {
        collection.layoutAttributesForItem(at: IndexPath(item: item, section: section))?.frame
    }

    // https://developer.apple.com/documentation/uikit/uicontentinsetsreference (raw values, as
    // the SDK's UIContentInsetsReference enum numbers them);
    // .../uicollectionviewcompositionallayoutconfiguration/contentinsetsreference: `.safeArea`;
    // .../nscollectionlayoutsection/contentinsetsreference and
    // .../supplementarycontentinsetsreference: `.automatic`.
    @Test("defaults: the configuration measures from the safe area, sections follow it")
    func defaults() {
        #expect(UICollectionViewCompositionalLayoutConfiguration().contentInsetsReference == .safeArea)
        let section = insetRowSection()
        #expect(section.contentInsetsReference == .automatic)
        #expect(section.supplementaryContentInsetsReference == .automatic)
        let raw: [UIContentInsetsReference] = [.automatic, .none, .safeArea, .layoutMargins, .readableContent]
        #expect(raw.map(\.rawValue) == [0, 1, 2, 3, 4])
        #expect(UIContentInsetsReference(rawValue: 5) == nil)
    }

    @Test(
        "a section's content insets are measured from its reference's edges",
        arguments: [
            (UIContentInsetsReference.automatic, CGFloat(47)), (.safeArea, 47), (.none, 0), (.layoutMargins, 55),
            (.readableContent, 86),
        ])
    func sectionReference(reference: UIContentInsetsReference, side: CGFloat) {
        let section = insetRowSection()
        section.contentInsetsReference = reference
        let (_, collection, _) = makeCompositionalCollection(UICollectionViewCompositionalLayout(section: section), counts: [2])
        expectFrame(cell(collection), CGRect(x: side + 10, y: 0, width: 844 - 2 * side - 20, height: 50))
        expectFrame(cell(collection, 1), CGRect(x: side + 10, y: 50, width: 844 - 2 * side - 20, height: 50))
    }

    // https://developer.apple.com/documentation/uikit/uicontentinsetsreference/automatic: an
    // automatic section follows the configuration's reference; the section provider's container
    // (https://developer.apple.com/documentation/uikit/nscollectionlayoutcontainer) is the
    // collection view's size, inset by that reference across the scrolling axis.
    @Test("the configuration's reference sets automatic sections and the provider's container")
    func configurationReference() {
        var containers:
            [(size: CGSize, effective: CGSize, insets: NSDirectionalEdgeInsets, effectiveInsets: NSDirectionalEdgeInsets)] =
                []
        let configuration = UICollectionViewCompositionalLayoutConfiguration()
        let layout = UICollectionViewCompositionalLayout(
            sectionProvider: { _, environment in
                let container = environment.container
                containers.append(
                    (
                        container.contentSize, container.effectiveContentSize, container.contentInsets,
                        container.effectiveContentInsets
                    ))
                return insetRowSection()
            }, configuration: configuration)
        let (window, collection, _) = makeCompositionalCollection(layout, counts: [1])
        defer { withExtendedLifetime(window) {} }
        let safeArea = NSDirectionalEdgeInsets(top: 0, leading: 47, bottom: 0, trailing: 47)
        #expect(containers.last?.size == CGSize(width: 844, height: 390))
        #expect(containers.last?.effective == CGSize(width: 750, height: 390))
        #expect(containers.last?.insets == safeArea && containers.last?.effectiveInsets == safeArea)
        expectFrame(cell(collection), CGRect(x: 57, y: 0, width: 730, height: 50))

        configuration.contentInsetsReference = .layoutMargins
        layout.invalidateLayout()
        collection.layoutIfNeeded()
        #expect(containers.last?.effectiveInsets == NSDirectionalEdgeInsets(top: 0, leading: 55, bottom: 0, trailing: 55))
        #expect(containers.last?.effective == CGSize(width: 734, height: 390))
        expectFrame(cell(collection), CGRect(x: 65, y: 0, width: 714, height: 50))

        configuration.contentInsetsReference = .none
        layout.invalidateLayout()
        collection.layoutIfNeeded()
        #expect(containers.last?.effectiveInsets == .zero)
        expectFrame(cell(collection), CGRect(x: 10, y: 0, width: 824, height: 50))
    }

    // .../nscollectionlayoutsection/supplementarycontentinsetsreference: headers and footers
    // measure from their own reference when it is set; automatic, they follow the configuration's
    // reference, inside the section's insets while `supplementariesFollowContentInsets` (true by
    // default, .../supplementariesfollowcontentinsets). A header's own content insets shrink it
    // within that span.
    @Test("headers measure from the supplementary reference, or follow the content while automatic")
    func supplementaryReference() {
        let section = insetRowSection()
        section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 20, bottom: 0, trailing: 20)
        let header = NSCollectionLayoutBoundarySupplementaryItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(40)),
            elementKind: "header", alignment: .top)
        section.boundarySupplementaryItems = [header]
        let layout = UICollectionViewCompositionalLayout(section: section)
        let (window, collection, _) = makeCompositionalCollection(layout, counts: [1])
        defer { withExtendedLifetime(window) {} }
        let headerFrame = {
            layout.invalidateLayout()
            collection.layoutIfNeeded()
            return collection.layoutAttributesForSupplementaryElement(ofKind: "header", at: IndexPath(item: 0, section: 0))?.frame
        }
        expectFrame(headerFrame(), CGRect(x: 67, y: 0, width: 710, height: 40))
        section.supplementariesFollowContentInsets = false
        expectFrame(headerFrame(), CGRect(x: 47, y: 0, width: 750, height: 40))
        section.supplementariesFollowContentInsets = true
        section.supplementaryContentInsetsReference = .none
        expectFrame(headerFrame(), CGRect(x: 0, y: 0, width: 844, height: 40))
        section.supplementaryContentInsetsReference = .layoutMargins
        expectFrame(headerFrame(), CGRect(x: 55, y: 0, width: 734, height: 40))
        header.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 5, bottom: 0, trailing: 0)
        expectFrame(headerFrame(), CGRect(x: 60, y: 0, width: 729, height: 40))
        // The content is where the section's own reference puts it.
        expectFrame(cell(collection), CGRect(x: 67, y: 40, width: 710, height: 50))
    }

    // Interlude's reading: a section's background spans its reference's span, and the strip of an
    // orthogonally scrolling section starts its groups where a still section's would.
    @Test("a background and an orthogonal strip keep to the section's reference")
    func backgroundAndStrip() {
        let section = insetRowSection()
        section.decorationItems = [.background(elementKind: "background")]
        let layout = UICollectionViewCompositionalLayout(section: section)
        layout.register(UICollectionReusableView.self, forDecorationViewOfKind: "background")
        let (_, collection, _) = makeCompositionalCollection(layout, counts: [2])
        let background = collection.collectionViewLayout.layoutAttributesForDecorationView(
            ofKind: "background", at: IndexPath(item: 0, section: 0))
        expectFrame(background?.frame, CGRect(x: 47, y: 0, width: 750, height: 100))

        let itemSize = NSCollectionLayoutSize(widthDimension: .absolute(100), heightDimension: .absolute(50))
        let strip = NSCollectionLayoutSection(
            group: .horizontal(layoutSize: itemSize, subitems: [NSCollectionLayoutItem(layoutSize: itemSize)]))
        strip.orthogonalScrollingBehavior = .continuous
        strip.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 10, bottom: 0, trailing: 10)
        let (_, scrolling, _) = makeCompositionalCollection(UICollectionViewCompositionalLayout(section: strip), counts: [3])
        expectFrame(cell(scrolling), CGRect(x: 57, y: 0, width: 100, height: 50))
        expectFrame(cell(scrolling, 2), CGRect(x: 257, y: 0, width: 100, height: 50))
    }

    // Leading is the right edge right to left
    // (https://developer.apple.com/documentation/uikit/nsdirectionaledgeinsets); the layout is
    // prepared again when the margins it measured from move.
    @Test("margins moved later lay the section out again; right to left, leading is at the right")
    func marginsMoveAndRightToLeft() {
        let section = insetRowSection()
        section.contentInsetsReference = .layoutMargins
        let layout = UICollectionViewCompositionalLayout(section: section)
        let (window, collection, _) = makeCompositionalCollection(layout, counts: [1], size: CGSize(width: 390, height: 844))
        defer { withExtendedLifetime(window) {} }
        // Portrait: no safe area at the sides, the default 8-point margins.
        expectFrame(cell(collection), CGRect(x: 18, y: 0, width: 354, height: 50))
        collection.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 0, leading: 30, bottom: 0, trailing: 4)
        collection.layoutIfNeeded()
        expectFrame(cell(collection), CGRect(x: 40, y: 0, width: 336, height: 50))
        collection.semanticContentAttribute = .forceRightToLeft
        collection.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 0, leading: 30, bottom: 0, trailing: 4)
        layout.invalidateLayout()
        collection.layoutIfNeeded()
        expectFrame(cell(collection), CGRect(x: 14, y: 0, width: 336, height: 50))
    }

    // A horizontal layout is inset at the top and bottom (the portrait safe area: 47 and 34);
    // Interlude's reading: what the adjusted content inset already keeps clear is not counted
    // twice (`.always` adjusts every edge by the safe area). (The width is not pinned: Interlude
    // sizes the content in the bounds, not in the bounds less the adjusted inset.)
    @Test("a horizontal layout is inset top and bottom; an adjusted content inset is not counted twice")
    func horizontalAndAdjusted() {
        let itemSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(100))
        let group = NSCollectionLayoutGroup.vertical(
            layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(100), heightDimension: .fractionalHeight(1)),
            subitems: [NSCollectionLayoutItem(layoutSize: itemSize)])
        let configuration = UICollectionViewCompositionalLayoutConfiguration()
        configuration.scrollDirection = .horizontal
        let layout = UICollectionViewCompositionalLayout(
            section: NSCollectionLayoutSection(group: group), configuration: configuration)
        let (_, collection, _) = makeCompositionalCollection(layout, counts: [8], size: CGSize(width: 390, height: 844))
        // 844 − 47 − 34 = 763 tall: seven rows of 100 a column.
        expectFrame(cell(collection), CGRect(x: 0, y: 47, width: 100, height: 100))
        expectFrame(cell(collection, 7), CGRect(x: 100, y: 47, width: 100, height: 100))

        let (window, adjusted, _) = makeCompositionalCollection(
            UICollectionViewCompositionalLayout(section: insetRowSection()), counts: [1], adjustment: .always)
        defer { withExtendedLifetime(window) {} }
        #expect(adjusted.adjustedContentInset.left == 47)
        #expect(cell(adjusted)?.minX == 10)
    }
}
