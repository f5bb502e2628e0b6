/// Supplementary views: views a layout places apart from the items — a flow layout's section
/// headers and footers — of an element kind, made by the data source's
/// `collectionView(_:viewForSupplementaryElementOfKind:at:)` for the elements on screen, and
/// reused like cells.
extension UICollectionView {
    /// The element kind of a flow layout's section headers, UIKit's string.
    public static let elementKindSectionHeader = "UICollectionElementKindSectionHeader"
    /// The element kind of a flow layout's section footers, UIKit's string.
    public static let elementKindSectionFooter = "UICollectionElementKindSectionFooter"

    /// The supplementary view of `elementKind` showing the element at `indexPath`, or nil when it
    /// is not on screen.
    public func supplementaryView(forElementKind elementKind: String, at indexPath: IndexPath) -> UICollectionReusableView? {
        if !isTiling { layoutIfNeeded() }
        return supplementaryViewsByElement[SupplementaryElement(kind: elementKind, indexPath: indexPath)]
    }

    /// The supplementary views of `elementKind` on screen, in index path order.
    public func visibleSupplementaryViews(ofKind elementKind: String) -> [UICollectionReusableView] {
        if !isTiling { layoutIfNeeded() }
        return supplementaryViewsByElement.filter { $0.key.kind == elementKind }.sorted { $0.key.indexPath < $1.key.indexPath }
            .map(\.value)
    }

    /// The index paths of the supplementary elements of `elementKind` on screen, in order.
    public func indexPathsForVisibleSupplementaryElements(ofKind elementKind: String) -> [IndexPath] {
        if !isTiling { layoutIfNeeded() }
        return supplementaryViewsByElement.keys.filter { $0.kind == elementKind }.map(\.indexPath).sorted()
    }

    /// The layout's attributes of the supplementary element of `kind` at `indexPath` (on screen or not).
    public func layoutAttributesForSupplementaryElement(
        ofKind kind: String, at indexPath: IndexPath
    ) -> UICollectionViewLayoutAttributes? {
        prepareLayoutIfNeeded()
        return collectionViewLayout.layoutAttributesForSupplementaryView(ofKind: kind, at: indexPath)
    }

    /// The reuse-queue or new view behind ``dequeueReusableSupplementaryView(ofKind:withReuseIdentifier:for:)``.
    func dequeueSupplementaryView(
        ofKind elementKind: String, withReuseIdentifier identifier: String, for indexPath: IndexPath
    ) -> UICollectionReusableView {
        let view = reusableSupplementaryView(ofKind: elementKind, withReuseIdentifier: identifier, for: indexPath)
        prepareDequeued(view, ofKind: elementKind, at: indexPath)
        return view
    }

    private func reusableSupplementaryView(
        ofKind elementKind: String, withReuseIdentifier identifier: String, for indexPath: IndexPath
    ) -> UICollectionReusableView {
        let key = SupplementaryReuseKey(kind: elementKind, identifier: identifier)
        if var queue = reusableSupplementaryViews[key], let view = queue.popLast() {
            reusableSupplementaryViews[key] = queue
            view.prepareForReuse()
            return view
        }
        guard let viewType = supplementaryClasses[key] else {
            programmerError(
                "could not dequeue a view of kind: \(elementKind) with identifier \(identifier) - must register a "
                    + "nib or a class for the identifier or connect a prototype cell in a storyboard")
        }
        let view = viewType.init(registeredWithReuseIdentifier: identifier)
        view.elementKind = elementKind
        if let attributes = collectionViewLayout.layoutAttributesForSupplementaryView(ofKind: elementKind, at: indexPath) {
            UIView.performWithoutAnimation { view.bounds.size = attributes.size }
        }
        return view
    }

    /// Shows the supplementary views of the elements on screen, placed by their attributes, and
    /// sends the others to their reuse queues (part of `tileVisibleCells()`).
    func tileSupplementaryViews() {
        let elements = collectionViewLayout.layoutAttributesForElements(in: bounds) ?? []
        tileDecorationViews(elements)
        let visible = elements.filter {
            $0.representedElementCategory == .supplementaryView && $0.representedElementKind != nil
                && $0.indexPath.count == 2 && itemCounts.indices.contains($0.indexPath.section)
        }
        let wanted = Set(visible.map { SupplementaryElement(kind: $0.representedElementKind!, indexPath: $0.indexPath) })
        for (element, view) in supplementaryViewsByElement where !wanted.contains(element) {
            supplementaryViewsByElement[element] = nil
            removeDisplayedSupplementaryView(view, of: element)
        }
        for attributes in visible {
            let element = SupplementaryElement(kind: attributes.representedElementKind!, indexPath: attributes.indexPath)
            if let view = supplementaryViewsByElement[element] {
                apply(attributes, to: view)
                continue
            }
            // Above the cells, as UIKit shows headers over the items that scroll under them.
            guard let view = makeSupplementaryView(for: element) else { continue }
            apply(attributes, to: view)
            supplementaryViewsByElement[element] = view
            collectionDelegate?.collectionView(
                self, willDisplaySupplementaryView: view, forElementKind: element.kind, at: element.indexPath)
        }
    }

    /// Takes every supplementary view off the screen, telling the delegate, and reuses them.
    func removeDisplayedSupplementaryViews() {
        let shown = supplementaryViewsByElement
        supplementaryViewsByElement = [:]
        for (element, view) in shown { removeDisplayedSupplementaryView(view, of: element) }
    }

    private func removeDisplayedSupplementaryView(_ view: UICollectionReusableView, of element: SupplementaryElement) {
        enqueueSupplementaryView(view, ofKind: element.kind)
        collectionDelegate?.collectionView(
            self, didEndDisplayingSupplementaryView: view, forElementOfKind: element.kind, at: element.indexPath)
    }
}

extension UICollectionView {
    /// Takes `view` off the screen and puts it in its reuse queue.
    func enqueueSupplementaryView(_ view: UICollectionReusableView, ofKind kind: String) {
        view.leaveScreenForReuse()
        if let identifier = view.reuseIdentifier {
            let key = SupplementaryReuseKey(kind: view.elementKind ?? kind, identifier: identifier)
            reusableSupplementaryViews[key, default: []].append(view)
        }
    }

    /// A supplementary view for `element` from the data source, added above the cells.
    func makeSupplementaryView(for element: SupplementaryElement) -> UICollectionReusableView? {
        guard let dataSource else { return nil }
        let view = dataSource.collectionView(self, viewForSupplementaryElementOfKind: element.kind, at: element.indexPath)
        if view.superview !== self { addSubview(view) }
        return view
    }
}

/// A reuse queue of supplementary views: their element kind and reuse identifier.
struct SupplementaryReuseKey: Hashable {
    var kind: String
    var identifier: String
}

/// A supplementary element of a collection view: its kind and index path.
struct SupplementaryElement: Hashable {
    var kind: String
    var indexPath: IndexPath
}
