/// Decoration views: the layout's adornments (a section's background, a shelf under a row), not
/// backed by the data source. For each decoration attributes the layout returns from
/// `layoutAttributesForElements(in:)` for the visible rectangle, the collection view shows a view
/// of the class the layout registered for that kind — one from the kind's reuse queue (after its
/// `prepareForReuse()`) or a new one made with `init(frame:)` — and applies the attributes; a
/// view whose attributes the layout no longer returns goes back to the queue
/// (https://developer.apple.com/documentation/uikit/uicollectionviewlayout/register(_:fordecorationviewofkind:)-361k6).
///
/// Decoration views go behind the views already shown; the attributes' `zIndex` orders them
/// with the cells and supplementary views (a negative one keeps a background under the items).
/// Their `reuseIdentifier` is their element kind.
extension UICollectionView {
    /// Shows the decoration views among `elements` and puts away those no longer among them
    /// (part of `tileVisibleCells()`).
    func tileDecorationViews(_ elements: [UICollectionViewLayoutAttributes]) {
        let visible = decorationAttributes(in: elements)
        for (element, view) in decorationViewsByElement where visible[element] == nil {
            decorationViewsByElement[element] = nil
            enqueueDecorationView(view, ofKind: element.kind)
        }
        for (element, attributes) in visible {
            let view = decorationViewsByElement[element] ?? makeDecorationView(ofKind: element.kind)
            decorationViewsByElement[element] = view
            apply(attributes, to: view)
        }
    }

    /// The decoration attributes among `elements`, by element.
    func decorationAttributes(
        in elements: [UICollectionViewLayoutAttributes]
    ) -> [SupplementaryElement: UICollectionViewLayoutAttributes] {
        var result: [SupplementaryElement: UICollectionViewLayoutAttributes] = [:]
        for attributes in elements where attributes.representedElementCategory == .decorationView {
            guard let kind = attributes.representedElementKind else { continue }
            result[SupplementaryElement(kind: kind, indexPath: attributes.indexPath)] = attributes
        }
        return result
    }

    /// A decoration view of `kind` from its reuse queue or new, added behind the views shown.
    /// Stops with UIKit's message when the layout registered no class for `kind`.
    func makeDecorationView(ofKind kind: String) -> UICollectionReusableView {
        let view: UICollectionReusableView
        if var queue = reusableDecorationViews[kind], let reused = queue.popLast() {
            reusableDecorationViews[kind] = queue
            reused.prepareForReuse()
            view = reused
        } else {
            guard let viewType = collectionViewLayout.decorationViewClasses[kind] else {
                programmerError(
                    "could not dequeue a view of kind: \(kind) with identifier \(kind) - must register a nib or a "
                        + "class for the identifier or connect a prototype cell in a storyboard")
            }
            view = viewType.init(registeredWithReuseIdentifier: kind)
            view.elementKind = kind
        }
        insertSubview(view, at: backgroundView == nil ? 0 : 1)
        return view
    }

    /// Takes `view` off the screen and puts it in the reuse queue of `kind`.
    func enqueueDecorationView(_ view: UICollectionReusableView, ofKind kind: String) {
        view.leaveScreenForReuse()
        reusableDecorationViews[kind, default: []].append(view)
    }

    /// Takes every decoration view off the screen into the reuse queues.
    func removeDisplayedDecorationViews() {
        let shown = decorationViewsByElement
        decorationViewsByElement = [:]
        for (element, view) in shown { enqueueDecorationView(view, ofKind: element.kind) }
    }
}
