import UIKit
import Testing

// A chat-style custom layout as iOS apps write it: one column of rows; rows inserted by a batch
// update slide up from 40 points below, found in `prepare(forCollectionViewUpdates:)` (skipping
// whole-section changes, whose item is NSNotFound) and forgotten in
// `finalizeCollectionViewUpdates()`; a "date" header is added with each inserted section; an
// animated resize is bracketed by `prepare(forAnimatedBoundsChange:)` and
// `finalizeAnimatedBoundsChange()`; rows size themselves through the preferred-attributes pair.

final class ChatLayout: UICollectionViewLayout {
    private var rows: [UICollectionViewLayoutAttributes] = []
    private var insertedIndexPaths: Set<IndexPath> = []
    private var insertedSections: [Int] = []
    private(set) var isAnimatingBoundsChange = false
    private(set) var boundsChanges: [CGRect] = []
    var rowHeights: [IndexPath: CGFloat] = [:]

    override func prepare() {
        super.prepare()
        guard let collectionView = collectionView else { return }
        rows = []
        var y: CGFloat = 0
        for section in 0..<collectionView.numberOfSections {
            for item in 0..<collectionView.numberOfItems(inSection: section) {
                let indexPath = IndexPath(item: item, section: section)
                let attributes = UICollectionViewLayoutAttributes(forCellWith: indexPath)
                attributes.frame = CGRect(
                    x: 0, y: y, width: collectionView.bounds.width, height: rowHeights[indexPath] ?? 44)
                rows.append(attributes)
                y += attributes.frame.height
            }
        }
    }

    override var collectionViewContentSize: CGSize {
        CGSize(width: collectionView?.bounds.width ?? 0, height: rows.last?.frame.maxY ?? 0)
    }

    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        rows.filter { $0.frame.intersects(rect) }
    }

    override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        rows.first { $0.indexPath == indexPath }
    }

    override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        newBounds.width != collectionView?.bounds.width
    }

    override func prepare(forCollectionViewUpdates updateItems: [UICollectionViewUpdateItem]) {
        super.prepare(forCollectionViewUpdates: updateItems)
        for update in updateItems where update.updateAction == .insert {
            guard let indexPath = update.indexPathAfterUpdate else { continue }
            if indexPath.item == NSNotFound {
                insertedSections.append(indexPath.section)
            } else {
                insertedIndexPaths.insert(indexPath)
            }
        }
    }

    override func initialLayoutAttributesForAppearingItem(at itemIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard insertedIndexPaths.contains(itemIndexPath),
            let attributes = layoutAttributesForItem(at: itemIndexPath)?.copy() as? UICollectionViewLayoutAttributes
        else { return super.initialLayoutAttributesForAppearingItem(at: itemIndexPath) }
        attributes.frame.origin.y += 40
        attributes.alpha = 0
        return attributes
    }

    override func indexPathsToInsertForSupplementaryView(ofKind elementKind: String) -> [IndexPath] {
        guard elementKind == "date" else { return super.indexPathsToInsertForSupplementaryView(ofKind: elementKind) }
        return insertedSections.map { IndexPath(item: 0, section: $0) }
    }

    override func finalizeCollectionViewUpdates() {
        super.finalizeCollectionViewUpdates()
        insertedIndexPaths.removeAll()
        insertedSections.removeAll()
    }

    override func prepare(forAnimatedBoundsChange oldBounds: CGRect) {
        super.prepare(forAnimatedBoundsChange: oldBounds)
        isAnimatingBoundsChange = true
        boundsChanges.append(oldBounds)
    }

    override func finalizeAnimatedBoundsChange() {
        super.finalizeAnimatedBoundsChange()
        isAnimatingBoundsChange = false
    }

    override func shouldInvalidateLayout(
        forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
        withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes
    ) -> Bool {
        preferredAttributes.frame.height != originalAttributes.frame.height
    }

    override func invalidationContext(
        forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
        withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes
    ) -> UICollectionViewLayoutInvalidationContext {
        let context = super.invalidationContext(
            forPreferredLayoutAttributes: preferredAttributes, withOriginalAttributes: originalAttributes)
        rowHeights[originalAttributes.indexPath] = preferredAttributes.frame.height
        context.invalidateItems(at: [originalAttributes.indexPath])
        context.contentSizeAdjustment = CGSize(
            width: 0, height: preferredAttributes.frame.height - originalAttributes.frame.height)
        return context
    }
}

final class TallFirstRowCell: UICollectionViewCell {
    override func preferredLayoutAttributesFitting(
        _ layoutAttributes: UICollectionViewLayoutAttributes
    ) -> UICollectionViewLayoutAttributes {
        let attributes = super.preferredLayoutAttributesFitting(layoutAttributes)
        if layoutAttributes.indexPath.item == 0 { attributes.frame.size.height = 88 }
        return attributes
    }
}

final class ChatViewController: UIViewController, UICollectionViewDataSource {
    let layout = ChatLayout()
    var messages = ["Hi", "Hello"]
    lazy var collectionView = UICollectionView(frame: .zero, collectionViewLayout: layout)

    override func viewDidLoad() {
        super.viewDidLoad()
        collectionView.frame = view.bounds
        collectionView.register(TallFirstRowCell.self, forCellWithReuseIdentifier: "Message")
        collectionView.dataSource = self
        view.addSubview(collectionView)
    }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        messages.count
    }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        collectionView.dequeueReusableCell(withReuseIdentifier: "Message", for: indexPath)
    }

    func send(_ message: String) {
        collectionView.performBatchUpdates(
            {
                self.messages.append(message)
                self.collectionView.insertItems(at: [IndexPath(item: self.messages.count - 1, section: 0)])
            }, completion: nil)
    }
}

@MainActor
@Suite("iOS-style client code: a custom layout's update hooks")
struct LayoutUpdateHooksCallShapesTests {
    @Test("inserted rows slide up, a resize animates, and a taller first row resizes the layout")
    func chat() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let chat = ChatViewController()
        window.rootViewController = chat
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        let collection = chat.collectionView
        collection.layoutIfNeeded()
        // The first row asked for 88 points; the layout took them.
        #expect(collection.cellForItem(at: IndexPath(item: 0, section: 0))?.frame.height == 88)
        #expect(collection.cellForItem(at: IndexPath(item: 1, section: 0))?.frame.minY == 88)

        chat.send("How are you?")
        let third = collection.cellForItem(at: IndexPath(item: 2, section: 0))!
        #expect(third.frame.minY == 132)
        #expect(third.layer.presentation()?.frame.minY == 172)
        window.advance(by: 0.5)
        #expect(third.layer.presentation()?.frame.minY == 132)

        UIView.animate(withDuration: 0.3) {
            collection.frame = CGRect(x: 0, y: 0, width: 300, height: 844)
        }
        #expect(chat.layout.boundsChanges.map { $0.width } == [390])
        #expect(!chat.layout.isAnimatingBoundsChange)
        #expect(third.frame.width == 300)
        let update: UICollectionViewUpdateItem.Action = .insert
        #expect(update.rawValue == 0)
    }
}
