/// A grid of items in lines, UIKit's `UICollectionViewFlowLayout`.
///
/// Vertically scrolling, items fill a line from left to right until the next would not fit
/// (with at least ``minimumInteritemSpacing`` between them), then a new line starts
/// ``minimumLineSpacing`` below; horizontally scrolling, lines are columns filled from top to
/// bottom. Each section starts a new line, inside its ``sectionInset``. In a line the items are
/// centred across it; full lines spread their spare space evenly between the items, a line of one
/// item centres it, and a section's last line keeps the minimum spacing from its start
/// (Interlude's reading of UIKit's justified lines). A ``UICollectionViewDelegateFlowLayout``
/// delegate can size items and space sections one by one.
///
/// The layout is computed once per invalidation; ``layoutAttributesForElements(in:)`` finds the
/// lines in a rectangle by binary search, so scrolling a long grid costs the same per frame as a
/// short one. With an ``estimatedItemSize`` the items size themselves: each cell is measured by its
/// `preferredLayoutAttributesFitting(_:)` when the layout is prepared (iOS measures cells as they
/// come on screen and counts the others at the estimate; Interlude measures every item at once,
/// so the content size is exact from the start).
///
/// A section with a header (``headerReferenceSize`` or the delegate's size, not zero) starts with
/// it, above its ``sectionInset``; a footer ends it, below the inset. Along the scrolling axis they
/// take their size's height (width when scrolling horizontally), across it the whole collection
/// view; their elements are `UICollectionView.elementKindSectionHeader` and `…Footer` at index path
/// (section, 0). With ``sectionHeadersPinToVisibleBounds`` a header stays at the top of the
/// visible area (below the adjusted content inset) while its section passes, until the end of the
/// section's items pushes it up; ``sectionFootersPinToVisibleBounds`` keeps footers at the bottom.
@preconcurrency @MainActor
open class UICollectionViewFlowLayout: UICollectionViewLayout {
    /// The size of items the delegate does not size. Defaults to 50 × 50
    /// (https://developer.apple.com/documentation/uikit/uicollectionviewflowlayout/itemsize).
    open var itemSize = CGSize(width: 50, height: 50) { didSet { invalidateLayout() } }
    /// The least spacing between lines. Defaults to 10
    /// (https://developer.apple.com/documentation/uikit/uicollectionviewflowlayout/minimumlinespacing).
    open var minimumLineSpacing: CGFloat = 10 { didSet { invalidateLayout() } }
    /// The least spacing between the items of a line. Defaults to 10
    /// (https://developer.apple.com/documentation/uikit/uicollectionviewflowlayout/minimuminteritemspacing).
    open var minimumInteritemSpacing: CGFloat = 10 { didSet { invalidateLayout() } }
    /// The margins around each section's items. Defaults to zero.
    open var sectionInset: UIEdgeInsets = .zero { didSet { invalidateLayout() } }
    /// The size to start self-sizing items from; zero (the default) turns self-sizing off. Any other
    /// value, such as ``automaticSize``, makes the layout ask each cell for its size with
    /// `preferredLayoutAttributesFitting(_:)`
    /// (https://developer.apple.com/documentation/uikit/uicollectionviewflowlayout/estimateditemsize).
    open var estimatedItemSize: CGSize = .zero { didSet { invalidateLayout() } }
    /// The placeholder estimate that turns self-sizing on without an estimate: the largest finite
    /// size, as UIKit's `UICollectionViewFlowLayoutAutomaticSize` (CGFLOAT_MAX by CGFLOAT_MAX).
    /// Items then start from ``itemSize`` (or the delegate's size).
    public static let automaticSize = CGSize(width: CGFloat.greatestFiniteMagnitude, height: .greatestFiniteMagnitude)
    /// The direction the grid scrolls in. Defaults to `.vertical`.
    open var scrollDirection: UICollectionView.ScrollDirection = .vertical { didSet { invalidateLayout() } }
    /// The size of section headers the delegate does not size; zero (the default) means none. Only
    /// its height counts when scrolling vertically, its width when scrolling horizontally
    /// (https://developer.apple.com/documentation/uikit/uicollectionviewflowlayout/headerreferencesize).
    open var headerReferenceSize: CGSize = .zero { didSet { invalidateLayout() } }
    /// The size of section footers the delegate does not size; zero (the default) means none
    /// (https://developer.apple.com/documentation/uikit/uicollectionviewflowlayout/footerreferencesize).
    open var footerReferenceSize: CGSize = .zero { didSet { invalidateLayout() } }
    /// Whether a section's header stays in view at the top while the section scrolls past.
    /// Defaults to false
    /// (https://developer.apple.com/documentation/uikit/uicollectionviewflowlayout/sectionheaderspintovisiblebounds).
    open var sectionHeadersPinToVisibleBounds = false { didSet { invalidateLayout() } }
    /// Whether a section's footer stays in view at the bottom while the section scrolls past.
    /// Defaults to false
    /// (https://developer.apple.com/documentation/uikit/uicollectionviewflowlayout/sectionfooterspintovisiblebounds).
    open var sectionFootersPinToVisibleBounds = false { didSet { invalidateLayout() } }

    /// One line of items: its span along the scrolling axis and its items (flat indices).
    private struct Line {
        var start: CGFloat
        var end: CGFloat
        var items: Range<Int>
    }

    private var attributes: [UICollectionViewLayoutAttributes] = []
    private var sectionStarts: [Int] = []
    private var lines: [Line] = []
    /// Each section's header and footer (nil without one) and the span of its items with their
    /// inset along the scrolling axis, where pinned headers and footers stay.
    private var sectionSupplements:
        [(header: UICollectionViewLayoutAttributes?, footer: UICollectionViewLayoutAttributes?, body: ClosedRange<CGFloat>)] =
            []
    private var contentSize: CGSize = .zero
    /// The collection view's size when the layout was prepared.
    private var preparedSize: CGSize?

    /// A flow layout with UIKit's defaults.
    public override init() { super.init() }

    /// Storyboard decoding is not supported; layouts are built in code. Returns nil.
    public required init?(coder: NSCoder) { return nil }

    /// `UICollectionViewFlowLayoutInvalidationContext`.
    open override class var invalidationContextClass: AnyClass { UICollectionViewFlowLayoutInvalidationContext.self }

    /// Places every item.
    open override func prepare() {
        super.prepare()
        attributes = []
        sectionStarts = []
        lines = []
        sectionSupplements = []
        guard let collectionView else {
            contentSize = .zero
            return
        }
        let vertical = scrollDirection == .vertical
        let delegate = collectionView.delegate as? UICollectionViewDelegateFlowLayout
        let bounds = collectionView.bounds.size
        preparedSize = bounds
        var along: CGFloat = 0
        for section in 0..<collectionView.numberOfSections {
            sectionStarts.append(attributes.count)
            let inset = delegate?.collectionView(collectionView, layout: self, insetForSectionAt: section) ?? sectionInset
            let lineSpacing =
                delegate?.collectionView(collectionView, layout: self, minimumLineSpacingForSectionAt: section)
                ?? minimumLineSpacing
            let itemSpacing =
                delegate?.collectionView(collectionView, layout: self, minimumInteritemSpacingForSectionAt: section)
                ?? minimumInteritemSpacing
            // Along = the scrolling axis; across = the axis lines fill.
            let (alongStart, alongEnd, acrossStart, acrossEnd) =
                vertical
                ? (inset.top, inset.bottom, inset.left, inset.right)
                : (inset.left, inset.right, inset.top, inset.bottom)
            let available = (vertical ? bounds.width : bounds.height) - acrossStart - acrossEnd
            let headerSize =
                delegate?.collectionView(collectionView, layout: self, referenceSizeForHeaderInSection: section)
                ?? headerReferenceSize
            let header = supplement(
                Self.headerKind, section: section, at: along, thickness: vertical ? headerSize.height : headerSize.width,
                across: bounds)
            if let header { along += vertical ? header.frame.height : header.frame.width }
            let bodyStart = along
            along += alongStart
            let count = collectionView.numberOfItems(inSection: section)
            var sizes: [CGSize] = []
            sizes.reserveCapacity(count)
            for item in 0..<count {
                let indexPath = IndexPath(item: item, section: section)
                var size = delegate?.collectionView(collectionView, layout: self, sizeForItemAt: indexPath) ?? itemSize
                if estimatedItemSize != .zero {
                    let estimate = estimatedItemSize == Self.automaticSize ? size : estimatedItemSize
                    size = collectionView.preferredSize(ofItemAt: indexPath, estimate: estimate, layout: self)
                }
                sizes.append(vertical ? size : CGSize(width: size.height, height: size.width))
            }
            // `sizes` now hold (across, along) as (width, height).
            var lineStart = 0
            var firstLine = true
            while lineStart < count {
                var lineEnd = lineStart + 1
                var used = sizes[lineStart].width
                while lineEnd < count, used + itemSpacing + sizes[lineEnd].width <= available + 1e-9 {
                    used += itemSpacing + sizes[lineEnd].width
                    lineEnd += 1
                }
                if !firstLine { along += lineSpacing }
                firstLine = false
                let thickness = sizes[lineStart..<lineEnd].map(\.height).max() ?? 0
                let isLast = lineEnd == count
                let n = lineEnd - lineStart
                var across = acrossStart
                var spacing = itemSpacing
                if n == 1 {
                    across = acrossStart + (available - used) / 2
                } else if !isLast {
                    spacing = itemSpacing + (available - used) / CGFloat(n - 1)
                }
                let first = attributes.count
                for item in lineStart..<lineEnd {
                    let size = sizes[item]
                    let offset = along + (thickness - size.height) / 2
                    let frame =
                        vertical
                        ? CGRect(x: across, y: offset, width: size.width, height: size.height)
                        : CGRect(x: offset, y: across, width: size.height, height: size.width)
                    let element = makeAttributes(forCellWith: IndexPath(item: item, section: section))
                    element.frame = frame
                    attributes.append(element)
                    across += size.width + spacing
                }
                lines.append(Line(start: along, end: along + thickness, items: first..<attributes.count))
                along += thickness
                lineStart = lineEnd
            }
            along += alongEnd
            let bodyEnd = along
            let footerSize =
                delegate?.collectionView(collectionView, layout: self, referenceSizeForFooterInSection: section)
                ?? footerReferenceSize
            let footer = supplement(
                Self.footerKind, section: section, at: along, thickness: vertical ? footerSize.height : footerSize.width,
                across: bounds)
            if let footer { along += vertical ? footer.frame.height : footer.frame.width }
            sectionSupplements.append((header, footer, bodyStart...bodyEnd))
        }
        contentSize = vertical ? CGSize(width: bounds.width, height: along) : CGSize(width: along, height: bounds.height)
    }

    private static let headerKind = UICollectionView.elementKindSectionHeader
    private static let footerKind = UICollectionView.elementKindSectionFooter

    /// The attributes of a header or footer `thickness` points along the scrolling axis from
    /// `along`, across the whole collection view; nil when `thickness` is not positive.
    private func supplement(
        _ kind: String, section: Int, at along: CGFloat, thickness: CGFloat, across bounds: CGSize
    ) -> UICollectionViewLayoutAttributes? {
        guard thickness > 0 else { return nil }
        let element = makeAttributes(forSupplementaryViewOfKind: kind, with: IndexPath(item: 0, section: section))
        element.frame =
            scrollDirection == .vertical
            ? CGRect(x: 0, y: along, width: bounds.width, height: thickness)
            : CGRect(x: along, y: 0, width: thickness, height: bounds.height)
        return element
    }

    /// `element` where it shows now: moved into the visible area when its kind is pinned (a copy),
    /// else itself.
    private func placed(_ element: UICollectionViewLayoutAttributes, body: ClosedRange<CGFloat>)
        -> UICollectionViewLayoutAttributes
    {
        let isHeader = element.representedElementKind == Self.headerKind
        guard isHeader ? sectionHeadersPinToVisibleBounds : sectionFootersPinToVisibleBounds, let collectionView else {
            return element
        }
        return pinnedAttributes(
            element, isHeader: isHeader, body: body, axis: scrollDirection.layoutAxis, in: collectionView)
    }

    /// The size of all the sections.
    open override var collectionViewContentSize: CGSize { contentSize }

    /// The items in the lines that overlap `rect` (found by binary search), that overlap `rect`.
    open override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        let vertical = scrollDirection == .vertical
        let (low, high) = vertical ? (rect.minY, rect.maxY) : (rect.minX, rect.maxX)
        var result: [UICollectionViewLayoutAttributes] = []
        var index = firstSpan(endingAfter: low, count: lines.count) { lines[$0].end }
        while index < lines.count, lines[index].start < high {
            for item in lines[index].items where attributes[item].frame.intersects(rect) {
                result.append(attributes[item])
            }
            index += 1
        }
        for (header, footer, body) in sectionSupplements {
            for element in [header, footer].compactMap({ $0 }) {
                let shown = placed(element, body: body)
                if shown.frame.intersects(rect) { result.append(shown) }
            }
        }
        return result
    }

    /// The attributes of the section header or footer at `indexPath` (item 0 of its section), or
    /// nil when the section has none.
    open override func layoutAttributesForSupplementaryView(
        ofKind elementKind: String, at indexPath: IndexPath
    ) -> UICollectionViewLayoutAttributes? {
        guard sectionSupplements.indices.contains(indexPath.section), indexPath.item == 0 else { return nil }
        let (header, footer, body) = sectionSupplements[indexPath.section]
        let element: UICollectionViewLayoutAttributes?
        switch elementKind {
        case Self.headerKind: element = header
        case Self.footerKind: element = footer
        default: element = nil
        }
        return element.map { placed($0, body: body) }
    }

    /// The attributes of the item at `indexPath`, or nil when there is no such item.
    open override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard sectionStarts.indices.contains(indexPath.section), indexPath.item >= 0 else { return nil }
        let end = indexPath.section + 1 < sectionStarts.count ? sectionStarts[indexPath.section + 1] : attributes.count
        let index = sectionStarts[indexPath.section] + indexPath.item
        return index < end ? attributes[index] : nil
    }

    /// True when the size across the scrolling axis changes: the lines must be filled again.
    open override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        guard let preparedSize else { return false }
        return scrollDirection == .vertical
            ? newBounds.width != preparedSize.width : newBounds.height != preparedSize.height
    }
}
