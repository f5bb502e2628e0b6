import InterludeTestSupport
import Testing
@testable import InterludeUIKit

/// List cells with a delete accessory shown while editing and a disclosure shown otherwise; a
/// delegate that refuses editing for the items in `locked` and records selections.
@MainActor
private final class EditingSource: NSObject, UICollectionViewDataSource, UICollectionViewDelegate {
    var locked: Set<IndexPath> = []
    var selected: [IndexPath] = []
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 3 }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "Cell", for: indexPath) as! UICollectionViewListCell
        cell.accessories = [.delete(displayed: .whenEditing), .disclosureIndicator(displayed: .whenNotEditing)]
        return cell
    }
    func collectionView(_ collectionView: UICollectionView, canEditItemAt indexPath: IndexPath) -> Bool {
        !locked.contains(indexPath)
    }
    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) { selected.append(indexPath) }
}

/// The data sources of the lists made here (a collection view holds its data source weakly).
@MainActor private var keptSources: [EditingSource] = []

@MainActor
private func makeEditableList() -> (UICollectionView, EditingSource) {
    let collection = UICollectionView(
        frame: CGRect(x: 0, y: 0, width: 320, height: 400),
        collectionViewLayout: UICollectionViewCompositionalLayout.list(using: .init(appearance: .insetGrouped)))
    collection.register(UICollectionViewListCell.self, forCellWithReuseIdentifier: "Cell")
    let source = EditingSource()
    keptSources.append(source)
    collection.dataSource = source
    collection.delegate = source
    collection.layoutIfNeeded()
    return (collection, source)
}

/// The alphas of a list cell's accessory views, in the order of its accessories.
@MainActor
private func accessoryAlphas(_ cell: UICollectionViewCell) -> [CGFloat] {
    cell.layoutIfNeeded()
    return cell.subviews.compactMap { $0 as? CellAccessoryView }.map(\.alpha)
}

// A collection view's editing mode (iOS 14; Apple's pages on UICollectionView.isEditing,
// allowsSelectionDuringEditing, allowsMultipleSelectionDuringEditing (both default false) and
// UICollectionViewDelegate.collectionView(_:canEditItemAt:) (default true), and on
// UICellAccessory.DisplayedState).
@MainActor
@Suite("Collection view editing")
struct CollectionViewEditingTests {
    @Test("editing reaches the cells' configuration state and swaps the accessories shown")
    func editingReachesCells() {
        let (collection, _) = makeEditableList()
        #expect(!collection.isEditing)
        let cell = collection.cellForItem(at: IndexPath(item: 0, section: 0))!
        #expect(!cell.configurationState.isEditing)
        #expect(accessoryAlphas(cell) == [0, 1], "the disclosure shows, the delete control does not")
        collection.isEditing = true
        #expect(cell.configurationState.isEditing)
        #expect(accessoryAlphas(cell) == [1, 0], "the delete control shows, the disclosure does not")
        collection.isEditing = false
        #expect(!cell.configurationState.isEditing && accessoryAlphas(cell) == [0, 1])
    }

    @Test("an item the delegate does not let edit keeps its cell out of editing")
    func canEditItem() {
        let (collection, source) = makeEditableList()
        source.locked = [IndexPath(item: 1, section: 0)]
        collection.isEditing = true
        #expect(collection.cellForItem(at: IndexPath(item: 0, section: 0))!.configurationState.isEditing)
        let locked = collection.cellForItem(at: IndexPath(item: 1, section: 0))!
        #expect(!locked.configurationState.isEditing && accessoryAlphas(locked) == [0, 1])
    }

    @Test("cells dequeued while editing come out editing")
    func dequeuedWhileEditing() {
        let (collection, _) = makeEditableList()
        collection.isEditing = true
        collection.reloadData()
        collection.layoutIfNeeded()
        #expect(collection.visibleCells.count == 3)
        #expect(collection.visibleCells.map(\.configurationState.isEditing) == [true, true, true])
    }

    @Test("while editing, selection follows allowsSelectionDuringEditing and allowsMultipleSelectionDuringEditing")
    func selectionDuringEditing() {
        let (collection, _) = makeEditableList()
        collection.allowsMultipleSelection = true
        collection.isEditing = true
        #expect(!collection.allowsSelectionDuringEditing && !collection.allowsMultipleSelectionDuringEditing)
        collection.selectItem(at: IndexPath(item: 0, section: 0), animated: false, scrollPosition: [])
        #expect(collection.indexPathsForSelectedItems == nil, "no selection while editing by default")
        collection.allowsSelectionDuringEditing = true
        collection.selectItem(at: IndexPath(item: 0, section: 0), animated: false, scrollPosition: [])
        collection.selectItem(at: IndexPath(item: 1, section: 0), animated: false, scrollPosition: [])
        #expect(collection.indexPathsForSelectedItems == [IndexPath(item: 1, section: 0)], "one at a time")
        collection.allowsMultipleSelectionDuringEditing = true
        collection.selectItem(at: IndexPath(item: 2, section: 0), animated: false, scrollPosition: [])
        #expect(collection.indexPathsForSelectedItems == [IndexPath(item: 1, section: 0), IndexPath(item: 2, section: 0)])
    }

    @Test("a selected row's separator takes the multiple-selection color while several rows can be selected")
    func multipleSelectionSeparatorColor() {
        var configuration = UICollectionLayoutListConfiguration(appearance: .plain)
        configuration.separatorConfiguration.multipleSelectionColor = .blue
        let (collection, _) = makeEditableList()
        collection.collectionViewLayout = UICollectionViewCompositionalLayout.list(using: configuration)
        collection.layoutIfNeeded()
        collection.allowsMultipleSelectionDuringEditing = true
        collection.allowsSelectionDuringEditing = true
        collection.isEditing = true
        collection.selectItem(at: IndexPath(item: 0, section: 0), animated: false, scrollPosition: [])
        let cell = collection.cellForItem(at: IndexPath(item: 0, section: 0)) as! UICollectionViewListCell
        cell.layoutIfNeeded()
        #expect(cell.bottomSeparator.backgroundColor == .blue)
        let other = collection.cellForItem(at: IndexPath(item: 1, section: 0)) as! UICollectionViewListCell
        #expect(other.bottomSeparator.backgroundColor == .separator)
    }

    @Test("UICollectionViewController.setEditing(_:animated:) sets its collection view's isEditing")
    func controllerForwardsEditing() {
        let controller = UICollectionViewController(
            collectionViewLayout: UICollectionViewCompositionalLayout.list(using: .init(appearance: .plain)))
        controller.loadViewIfNeeded()
        controller.setEditing(true, animated: false)
        #expect(controller.isEditing && controller.collectionView.isEditing)
        controller.setEditing(false, animated: true)
        #expect(!controller.collectionView.isEditing)
    }
}
