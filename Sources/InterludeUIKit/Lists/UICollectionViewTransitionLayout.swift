import Foundation

/// The layout a collection view uses between two layouts during an interactive transition,
/// UIKit's `UICollectionViewTransitionLayout`.
///
/// ``UICollectionView/startInteractiveTransition(to:completion:)`` installs one (or the subclass
/// the delegate's `collectionView(_:transitionLayoutForOldLayout:newLayout:)` returns); the code
/// tracking the gesture sets ``transitionProgress`` and the elements move between their
/// attributes in ``currentLayout`` (progress 0) and ``nextLayout`` (progress 1)
/// (https://developer.apple.com/documentation/uikit/uicollectionviewtransitionlayout). Each
/// element's frame (its center and size), alpha and transform go in a straight line with the
/// progress — beyond 0…1 too, alpha kept within 0…1; its z-index, hidden state and other
/// attributes are those of the nearer layout. UIKit does not document its interpolation: this rule
/// is Interlude's. An element only one layout has stays at that layout's attributes.
@preconcurrency @MainActor
open class UICollectionViewTransitionLayout: UICollectionViewLayout {
    private let fromLayout: UICollectionViewLayout
    private let toLayout: UICollectionViewLayout
    /// The values stored by ``updateValue(_:forAnimatedKey:)``.
    private var animatedValues: [String: CGFloat] = [:]
    /// Every element of either layout, in the order they list them, with its attributes in each.
    private var elements: [(from: UICollectionViewLayoutAttributes, to: UICollectionViewLayoutAttributes)] = []
    /// The position of each element in ``elements``.
    private var elementIndex: [ElementKey: Int] = [:]

    /// The layout the transition starts from.
    open var currentLayout: UICollectionViewLayout { fromLayout }
    /// The layout the transition goes to.
    open var nextLayout: UICollectionViewLayout { toLayout }

    /// How far the transition has gone: 0 at ``currentLayout``, 1 at ``nextLayout``. Setting it
    /// invalidates the layout, so the elements move at the collection view's next layout pass
    /// (Apple's page asks callers to invalidate it too; doing both is harmless).
    open var transitionProgress: CGFloat = 0 {
        didSet { if transitionProgress != oldValue { invalidateLayout() } }
    }

    /// A transition layout from `currentLayout` to `newLayout`.
    public init(currentLayout: UICollectionViewLayout, nextLayout newLayout: UICollectionViewLayout) {
        fromLayout = currentLayout
        toLayout = newLayout
        super.init()
    }

    /// Storyboard decoding is not supported; layouts are built in code. Returns nil.
    public required init?(coder: NSCoder) { return nil }

    /// Stores `value` under `key`, a name of the subclass's choosing (a finger's position, a
    /// scale), for its own use in laying out
    /// (https://developer.apple.com/documentation/uikit/uicollectionviewtransitionlayout/updatevalue(_:foranimatedkey:)).
    open func updateValue(_ value: CGFloat, forAnimatedKey key: String) { animatedValues[key] = value }

    /// The value last stored under `key`; 0 for a key never stored.
    open func value(forAnimatedKey key: String) -> CGFloat { animatedValues[key] ?? 0 }

    /// Prepares both layouts (for the same collection view) and pairs their elements.
    open override func prepare() {
        super.prepare()
        for layout in [fromLayout, toLayout] {
            layout.collectionView = collectionView
            layout.prepare()
        }
        let fromElements = everyElement(of: fromLayout)
        let toElements = everyElement(of: toLayout)
        var toByKey: [ElementKey: UICollectionViewLayoutAttributes] = [:]
        for attributes in toElements { toByKey[ElementKey(attributes)] = attributes }
        var seen = Set<ElementKey>()
        elements = []
        for attributes in fromElements {
            let key = ElementKey(attributes)
            seen.insert(key)
            elements.append((attributes, toByKey[key] ?? key.attributes(in: toLayout) ?? attributes))
        }
        for attributes in toElements where !seen.contains(ElementKey(attributes)) {
            elements.append((ElementKey(attributes).attributes(in: fromLayout) ?? attributes, attributes))
        }
        elementIndex = [:]
        for (index, element) in elements.enumerated() { elementIndex[ElementKey(element.from)] = index }
    }

    /// Both layouts' content sizes, interpolated.
    open override var collectionViewContentSize: CGSize {
        let from = fromLayout.collectionViewContentSize
        let to = toLayout.collectionViewContentSize
        return CGSize(
            width: interpolate(from.width, to.width, transitionProgress),
            height: interpolate(from.height, to.height, transitionProgress))
    }

    /// The interpolated attributes of the elements whose frames at this progress overlap `rect`.
    open override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        elements.map { interpolated($0.from, $0.to) }.filter { $0.frame.intersects(rect) }
    }

    /// The interpolated attributes of the item at `indexPath`.
    open override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        pair(ElementKey(category: .cell, kind: nil, indexPath: indexPath))
    }

    /// The interpolated attributes of the supplementary element of `elementKind` at `indexPath`.
    open override func layoutAttributesForSupplementaryView(
        ofKind elementKind: String, at indexPath: IndexPath
    ) -> UICollectionViewLayoutAttributes? {
        pair(ElementKey(category: .supplementaryView, kind: elementKind, indexPath: indexPath))
    }

    /// The interpolated attributes of the decoration element of `elementKind` at `indexPath`.
    open override func layoutAttributesForDecorationView(
        ofKind elementKind: String, at indexPath: IndexPath
    ) -> UICollectionViewLayoutAttributes? {
        pair(ElementKey(category: .decorationView, kind: elementKind, indexPath: indexPath))
    }

    /// The interpolated attributes of the element `key` names, asking the layouts for one not paired yet.
    private func pair(_ key: ElementKey) -> UICollectionViewLayoutAttributes? {
        if let index = elementIndex[key] { return interpolated(elements[index].from, elements[index].to) }
        let from = key.attributes(in: fromLayout)
        let to = key.attributes(in: toLayout)
        guard let either = from ?? to else { return nil }
        return interpolated(from ?? either, to ?? either)
    }

    /// `from` and `to` mixed at ``transitionProgress`` (see the type's description).
    private func interpolated(
        _ from: UICollectionViewLayoutAttributes, _ to: UICollectionViewLayoutAttributes
    ) -> UICollectionViewLayoutAttributes {
        let progress = transitionProgress
        let mixed = (progress < 0.5 ? from : to).copied
        let fromTransform = from.transform3D
        let toTransform = to.transform3D
        if fromTransform != toTransform { mixed.transform3D = interpolate(fromTransform, toTransform, progress) }
        mixed.size = CGSize(
            width: interpolate(from.size.width, to.size.width, progress),
            height: interpolate(from.size.height, to.size.height, progress))
        mixed.center = CGPoint(
            x: interpolate(from.center.x, to.center.x, progress), y: interpolate(from.center.y, to.center.y, progress))
        mixed.alpha = min(max(interpolate(from.alpha, to.alpha, progress), 0), 1)
        return mixed
    }

    /// All of `layout`'s elements: its answer for its content and a margin of that size around it.
    private func everyElement(of layout: UICollectionViewLayout) -> [UICollectionViewLayoutAttributes] {
        let size = layout.collectionViewContentSize
        let bounds = collectionView?.bounds.size ?? .zero
        let margin = CGSize(width: max(size.width, bounds.width), height: max(size.height, bounds.height))
        let area = CGRect(origin: .zero, size: size).insetBy(dx: -margin.width, dy: -margin.height)
        return layout.layoutAttributesForElements(in: area) ?? []
    }
}

/// An element of a layout: its category, kind and index path.
private struct ElementKey: Hashable {
    var category: UICollectionView.ElementCategory
    var kind: String?
    var indexPath: IndexPath

    init(category: UICollectionView.ElementCategory, kind: String?, indexPath: IndexPath) {
        self.category = category
        self.kind = kind
        self.indexPath = indexPath
    }

    @MainActor init(_ attributes: UICollectionViewLayoutAttributes) {
        self.init(
            category: attributes.representedElementCategory, kind: attributes.representedElementKind,
            indexPath: attributes.indexPath)
    }

    /// The element's attributes in `layout`.
    @MainActor func attributes(in layout: UICollectionViewLayout) -> UICollectionViewLayoutAttributes? {
        switch category {
        case .cell: layout.layoutAttributesForItem(at: indexPath)
        case .supplementaryView: layout.layoutAttributesForSupplementaryView(ofKind: kind ?? "", at: indexPath)
        case .decorationView: layout.layoutAttributesForDecorationView(ofKind: kind ?? "", at: indexPath)
        }
    }
}

/// `from` and `to` mixed in proportion `progress` (not clamped).
private func interpolate(_ from: CGFloat, _ to: CGFloat, _ progress: CGFloat) -> CGFloat {
    from + (to - from) * progress
}

/// `from` and `to` mixed element by element in proportion `progress`.
private func interpolate(_ from: CATransform3D, _ to: CATransform3D, _ progress: CGFloat) -> CATransform3D {
    func mix(_ path: WritableKeyPath<CATransform3D, CGFloat>) -> CGFloat {
        interpolate(from[keyPath: path], to[keyPath: path], progress)
    }
    var result = from
    for path: WritableKeyPath<CATransform3D, CGFloat> in [
        \.m11, \.m12, \.m13, \.m14, \.m21, \.m22, \.m23, \.m24, \.m31, \.m32, \.m33, \.m34, \.m41, \.m42, \.m43, \.m44,
    ] {
        result[keyPath: path] = mix(path)
    }
    return result
}
