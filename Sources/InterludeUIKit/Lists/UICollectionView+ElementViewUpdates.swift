import Foundation

/// Supplementary and decoration views in a batch update: they animate with the cells instead of
/// being made again at their new places.
///
/// A view whose element is still there moves (and changes) to its new attributes. One that goes
/// away animates to the layout's `finalLayoutAttributesForDisappearing…Element(ofKind:at:)` — by
/// default it fades out where it was — and returns to its reuse queue when the animation ends. A
/// new one starts from where its element was before the update if it was, otherwise from the
/// layout's `initialLayoutAttributesForAppearing…Element(ofKind:at:)` — by default it fades in at
/// its place. A supplementary element follows its section (a header of a section that moves
/// moves with it; one of a deleted or reloaded section goes away and a new one comes); a
/// decoration element, not tied to the data, keeps its kind and index path. A layout can say
/// otherwise: the elements its `indexPathsToDelete…View(ofKind:)` name go away, and those its
/// `indexPathsToInsert…View(ofKind:)` name come as new ones, from their initial attributes.
extension UICollectionView {
    /// The supplementary and decoration views a layout removes and adds in a batch update: its
    /// answers to the `indexPathsToDelete…`/`indexPathsToInsert…` queries.
    struct LayoutElementChanges {
        var deletedSupplementary: Set<SupplementaryElement> = []
        var insertedSupplementary: Set<SupplementaryElement> = []
        var deletedDecoration: Set<SupplementaryElement> = []
        var insertedDecoration: Set<SupplementaryElement> = []
    }

    /// Asks the layout which supplementary and decoration views it removes and adds, for each
    /// kind registered or on screen (in the kinds' order: supplementary kinds, then decoration
    /// kinds, each asked for deletions then insertions; UIKit does not document an order).
    func layoutElementChanges(old: ElementViewSnapshot) -> LayoutElementChanges {
        let layout = collectionViewLayout
        let supplementaryKinds = Set(supplementaryClasses.keys.map(\.kind)).union(old.supplementary.keys.map(\.kind))
            .union(supplementaryViewsByElement.keys.map(\.kind))
        let decorationKinds = Set(layout.decorationViewClasses.keys).union(old.decoration.keys.map(\.kind))
        func elements(_ kind: String, _ indexPaths: [IndexPath]) -> [SupplementaryElement] {
            indexPaths.map { SupplementaryElement(kind: kind, indexPath: $0) }
        }
        var changes = LayoutElementChanges()
        for kind in supplementaryKinds.sorted() {
            changes.deletedSupplementary.formUnion(elements(kind, layout.indexPathsToDeleteForSupplementaryView(ofKind: kind)))
            changes.insertedSupplementary.formUnion(elements(kind, layout.indexPathsToInsertForSupplementaryView(ofKind: kind)))
        }
        for kind in decorationKinds.sorted() {
            changes.deletedDecoration.formUnion(elements(kind, layout.indexPathsToDeleteForDecorationView(ofKind: kind)))
            changes.insertedDecoration.formUnion(elements(kind, layout.indexPathsToInsertForDecorationView(ofKind: kind)))
        }
        return changes
    }

    /// The supplementary and decoration attributes the layout gave before the update.
    struct ElementViewSnapshot {
        var supplementary: [SupplementaryElement: UICollectionViewLayoutAttributes] = [:]
        var decoration: [SupplementaryElement: UICollectionViewLayoutAttributes] = [:]
    }

    /// The supplementary and decoration attributes among `elements`, copied.
    func elementViewSnapshot(of elements: [UICollectionViewLayoutAttributes]) -> ElementViewSnapshot {
        var snapshot = ElementViewSnapshot()
        for attributes in elements {
            guard let kind = attributes.representedElementKind else { continue }
            let element = SupplementaryElement(kind: kind, indexPath: attributes.indexPath)
            switch attributes.representedElementCategory {
            case .supplementaryView: snapshot.supplementary[element] = attributes.copied
            case .decorationView: snapshot.decoration[element] = attributes.copied
            case .cell: break
            }
        }
        return snapshot
    }

    /// Inside the update's animations: moves, adds and removes the supplementary and decoration
    /// views for the layout's new attributes in the visible rectangle.
    func animateElementViews(
        from old: ElementViewSnapshot, mapping: ListUpdateMapping, changes: LayoutElementChanges = LayoutElementChanges()
    ) {
        let elements = collectionViewLayout.layoutAttributesForElements(in: bounds) ?? []
        let newSupplementary = elements.filter {
            $0.representedElementCategory == .supplementaryView && $0.representedElementKind != nil
                && $0.indexPath.count == 2 && itemCounts.indices.contains($0.indexPath.section)
        }
        var wantedSupplementary: [SupplementaryElement: UICollectionViewLayoutAttributes] = [:]
        for attributes in newSupplementary {
            wantedSupplementary[SupplementaryElement(kind: attributes.representedElementKind!, indexPath: attributes.indexPath)] =
                attributes
        }
        var oldSectionOfNew: [Int: Int] = [:]
        for (oldSection, newSection) in mapping.newSectionOfOld.enumerated() {
            if let newSection { oldSectionOfNew[newSection] = oldSection }
        }
        func moved(_ element: SupplementaryElement, _ sections: (Int) -> Int?) -> SupplementaryElement? {
            guard element.indexPath.count == 2, let section = sections(element.indexPath.section) else { return nil }
            return SupplementaryElement(kind: element.kind, indexPath: IndexPath(item: element.indexPath.item, section: section))
        }
        // What the layout deletes has no new place, and what it inserts no old one.
        func mapped(
            _ element: SupplementaryElement, from: Set<SupplementaryElement>, to: Set<SupplementaryElement>,
            _ map: (SupplementaryElement) -> SupplementaryElement?
        ) -> SupplementaryElement? {
            guard !from.contains(element), let target = map(element), !to.contains(target) else { return nil }
            return target
        }
        updateElementViews(
            category: .supplementaryView, shown: \.supplementaryViewsByElement, wanted: wantedSupplementary,
            old: old.supplementary,
            newElement: {
                mapped($0, from: changes.deletedSupplementary, to: changes.insertedSupplementary) {
                    moved($0) { mapping.newSectionOfOld.indices.contains($0) ? mapping.newSectionOfOld[$0] : nil }
                }
            },
            oldElement: {
                mapped($0, from: changes.insertedSupplementary, to: changes.deletedSupplementary) {
                    moved($0) { oldSectionOfNew[$0] }
                }
            })
        updateElementViews(
            category: .decorationView, shown: \.decorationViewsByElement, wanted: decorationAttributes(in: elements),
            old: old.decoration,
            newElement: { mapped($0, from: changes.deletedDecoration, to: changes.insertedDecoration) { $0 } },
            oldElement: { mapped($0, from: changes.insertedDecoration, to: changes.deletedDecoration) { $0 } })
    }

    /// Once the update's animation ended: the views that went away return to their reuse queues.
    func enqueueDepartedElementViews() {
        let departed = departingElementViews
        departingElementViews = []
        for (view, category, kind) in departed {
            if category == .decorationView {
                enqueueDecorationView(view, ofKind: kind)
            } else {
                enqueueSupplementaryView(view, ofKind: kind)
            }
        }
    }

    /// One category's views: `wanted` are the new attributes on screen; `old` the attributes
    /// before the update; `newElement` and `oldElement` map elements across the update.
    private func updateElementViews(
        category: ElementCategory,
        shown: ReferenceWritableKeyPath<UICollectionView, [SupplementaryElement: UICollectionReusableView]>,
        wanted: [SupplementaryElement: UICollectionViewLayoutAttributes],
        old: [SupplementaryElement: UICollectionViewLayoutAttributes],
        newElement: (SupplementaryElement) -> SupplementaryElement?,
        oldElement: (SupplementaryElement) -> SupplementaryElement?
    ) {
        let layout = collectionViewLayout
        let previous = self[keyPath: shown]
        var kept: [SupplementaryElement: UICollectionReusableView] = [:]
        for (element, view) in previous {
            if let target = newElement(element) {
                if let attributes = wanted[target] {
                    kept[target] = view
                    apply(attributes, to: view)
                    continue
                }
                // Still there, off screen: it moves to its new place on the way out.
                if let attributes = elementAttributes(category, target) {
                    departElementView(view, category: category, element: target, to: attributes)
                    continue
                }
            }
            let final =
                (category == .decorationView
                    ? layout.finalLayoutAttributesForDisappearingDecorationElement(ofKind: element.kind, at: element.indexPath)
                    : layout.finalLayoutAttributesForDisappearingSupplementaryElement(
                        ofKind: element.kind, at: element.indexPath))
                ?? fadedAttributes(old[element], category: category, element: element, frame: view.frame)
            departElementView(view, category: category, element: element, to: final)
        }
        self[keyPath: shown] = kept
        for (element, attributes) in wanted where kept[element] == nil {
            var made: UICollectionReusableView?
            UIView.performWithoutAnimation {
                made =
                    category == .decorationView
                    ? makeDecorationView(ofKind: element.kind) : makeSupplementaryView(for: element)
            }
            guard let view = made else { continue }
            let start: UICollectionViewLayoutAttributes
            if let source = oldElement(element), let before = old[source] {
                start = before
            } else if let initial = category == .decorationView
                ? layout.initialLayoutAttributesForAppearingDecorationElement(ofKind: element.kind, at: element.indexPath)
                : layout.initialLayoutAttributesForAppearingSupplementaryElement(ofKind: element.kind, at: element.indexPath)
            {
                start = initial
            } else {
                start = attributes.copied
                start.alpha = 0
            }
            UIView.performWithoutAnimation { apply(start, to: view) }
            self[keyPath: shown][element] = view
            if category == .supplementaryView {
                collectionDelegate?.collectionView(
                    self, willDisplaySupplementaryView: view, forElementKind: element.kind, at: element.indexPath)
            }
            apply(attributes, to: view)
        }
    }

    /// The layout's attributes of an element of `category`.
    private func elementAttributes(_ category: ElementCategory, _ element: SupplementaryElement)
        -> UICollectionViewLayoutAttributes?
    {
        category == .decorationView
            ? collectionViewLayout.layoutAttributesForDecorationView(ofKind: element.kind, at: element.indexPath)
            : collectionViewLayout.layoutAttributesForSupplementaryView(ofKind: element.kind, at: element.indexPath)
    }

    /// `attributes` (or, without them, attributes at `frame`) made transparent: a fade in place.
    private func fadedAttributes(
        _ attributes: UICollectionViewLayoutAttributes?, category: ElementCategory, element: SupplementaryElement,
        frame: CGRect
    ) -> UICollectionViewLayoutAttributes {
        let faded: UICollectionViewLayoutAttributes
        if let attributes {
            faded = attributes.copied
        } else {
            faded =
                category == .decorationView
                ? UICollectionViewLayoutAttributes(forDecorationViewOfKind: element.kind, with: element.indexPath)
                : UICollectionViewLayoutAttributes(forSupplementaryViewOfKind: element.kind, with: element.indexPath)
            faded.frame = frame
        }
        faded.alpha = 0
        return faded
    }

    /// Animates a view that leaves to `attributes`, telling the delegate of a supplementary view.
    private func departElementView(
        _ view: UICollectionReusableView, category: ElementCategory, element: SupplementaryElement,
        to attributes: UICollectionViewLayoutAttributes
    ) {
        if category == .supplementaryView {
            collectionDelegate?.collectionView(
                self, didEndDisplayingSupplementaryView: view, forElementOfKind: element.kind, at: element.indexPath)
        }
        apply(attributes, to: view)
        departingElementViews.append((view, category, element.kind))
    }
}
