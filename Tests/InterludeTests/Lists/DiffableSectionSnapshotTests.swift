import Testing
@testable import InterludeUIKit

// Apple's page for NSDiffableDataSourceSectionSnapshot
// (https://developer.apple.com/documentation/uikit/nsdiffabledatasourcesectionsnapshot-swift.struct)
// builds two roots, "Food" and "Drinks", and appends three children to "Food"; visibleItems are
// the items whose ancestors are all expanded, and visualDescription() marks an expanded item with
// `+`, a collapsed one with `-` and a visible one with `*`
// (https://developer.apple.com/documentation/uikit/nsdiffabledatasourcesectionsnapshot-swift.struct/visualdescription()).
// Layout of those lines (indentation of two spaces a level, the expanded mark first, a space for a
// hidden item) and the rules for inserting after a parent, deleting a parent and expanding an item
// without children: UIKit's NSDiffableDataSourceSectionSnapshot.m as public decompilations show it,
// and a port's notes checked against the system (its NSDiffableDataSourceSectionSnapshot.md).
@Suite("NSDiffableDataSourceSectionSnapshot")
struct DiffableSectionSnapshotTests {
    private func food() -> NSDiffableDataSourceSectionSnapshot<String> {
        var snapshot = NSDiffableDataSourceSectionSnapshot<String>()
        snapshot.append(["Food", "Drinks"])
        snapshot.append(["apple", "strawberry", "croissant"], to: "Food")
        return snapshot
    }

    @Test("Apple's example: two roots, three children of the first, collapsed and so hidden")
    func appleExample() {
        let snapshot = food()
        #expect(snapshot.items == ["Food", "apple", "strawberry", "croissant", "Drinks"])
        #expect(snapshot.rootItems == ["Food", "Drinks"])
        #expect(snapshot.visibleItems == ["Food", "Drinks"])
        #expect(snapshot.level(of: "Food") == 0 && snapshot.level(of: "strawberry") == 1)
        #expect(snapshot.parent(of: "croissant") == "Food" && snapshot.parent(of: "Drinks") == nil)
        #expect(snapshot.index(of: "Drinks") == 4 && snapshot.index(of: "tea") == nil)
        #expect(snapshot.contains("apple") && !snapshot.contains("tea"))
        #expect(!snapshot.isVisible("apple") && snapshot.isVisible("Drinks") && !snapshot.isExpanded("Food"))
    }

    @Test("visualDescription marks expanded (+), collapsed (-), visible (*) and hidden items, two spaces a level")
    func visualDescription() {
        var snapshot = food()
        #expect(
            snapshot.visualDescription()
                == "<NSDiffableDataSourceSectionSnapshot\n-*Food\n  - apple\n  - strawberry\n  - croissant\n-*Drinks\n>")
        snapshot.expand(["Food"])
        snapshot.append(["seeds"], to: "apple")
        #expect(
            snapshot.visualDescription()
                == "<NSDiffableDataSourceSectionSnapshot\n+*Food\n  -*apple\n    - seeds\n  -*strawberry\n  -*croissant\n"
                + "-*Drinks\n>")
        #expect(snapshot.visibleItems == ["Food", "apple", "strawberry", "croissant", "Drinks"])
        #expect(snapshot.expandedItems == ["Food"])
    }

    @Test("inserting after a parent puts the new items after its children, as its siblings")
    func insertAfterParent() {
        var snapshot = food()
        snapshot.insert(["Bread"], after: "Food")
        snapshot.insert(["banana"], before: "strawberry")
        snapshot.insert(["cake"], after: "croissant")
        #expect(snapshot.items == ["Food", "apple", "banana", "strawberry", "croissant", "cake", "Bread", "Drinks"])
        #expect(snapshot.rootItems == ["Food", "Bread", "Drinks"])
        #expect(snapshot.parent(of: "banana") == "Food" && snapshot.parent(of: "cake") == "Food")
        #expect(snapshot.level(of: "Bread") == 0)
    }

    @Test("deleting a parent deletes its children; an item deleted and added again is collapsed")
    func deleteParent() {
        var snapshot = food()
        snapshot.expand(["Food"])
        snapshot.delete(["Food"])
        #expect(snapshot.items == ["Drinks"])
        #expect(!snapshot.contains("apple"))
        snapshot.append(["Food"])
        #expect(!snapshot.isExpanded("Food") && snapshot.items == ["Drinks", "Food"])
        snapshot.deleteAll()
        #expect(snapshot.items.isEmpty && snapshot.rootItems.isEmpty)
    }

    @Test("expanding ignores items the snapshot does not have; an item needs no children to be expanded")
    func expandRules() {
        var snapshot = food()
        snapshot.expand(["Drinks", "tea"])
        #expect(snapshot.isExpanded("Drinks") && !snapshot.contains("tea"))
        #expect(snapshot.visualDescription().contains("\n+*Drinks\n"))
        snapshot.collapse(["Drinks", "tea"])
        #expect(!snapshot.isExpanded("Drinks"))
        // Expanding a hidden item does not make it visible, nor its children.
        snapshot.append(["seeds"], to: "apple")
        snapshot.expand(["apple"])
        #expect(!snapshot.isVisible("apple") && !snapshot.isVisible("seeds"))
        snapshot.expand(["Food"])
        #expect(snapshot.isVisible("seeds"))
    }

    @Test("snapshot(of:) copies a subtree with its expanded states; the parent's children become roots")
    func subtree() {
        var snapshot = food()
        snapshot.append(["seeds"], to: "apple")
        snapshot.expand(["apple"])
        let children = snapshot.snapshot(of: "Food")
        #expect(children.rootItems == ["apple", "strawberry", "croissant"])
        #expect(children.items == ["apple", "seeds", "strawberry", "croissant"])
        #expect(children.isExpanded("apple") && children.visibleItems == children.items)
        let withParent = snapshot.snapshot(of: "Food", includingParent: true)
        #expect(withParent.rootItems == ["Food"] && withParent.level(of: "seeds") == 2)
        #expect(snapshot.snapshot(of: "Drinks").items.isEmpty)
    }

    @Test("replace(childrenOf:using:) swaps everything under a parent for the roots of another snapshot")
    func replaceChildren() {
        var snapshot = food()
        var fresh = NSDiffableDataSourceSectionSnapshot<String>()
        fresh.append(["pear", "fig"])
        fresh.append(["stone"], to: "pear")
        fresh.expand(["pear"])
        snapshot.replace(childrenOf: "Food", using: fresh)
        #expect(snapshot.items == ["Food", "pear", "stone", "fig", "Drinks"])
        #expect(snapshot.parent(of: "fig") == "Food" && snapshot.isExpanded("pear") && !snapshot.contains("apple"))
    }

    @Test("appending and inserting a snapshot bring its trees with their expanded states")
    func graftSnapshots() {
        var snapshot = food()
        var drinks = NSDiffableDataSourceSectionSnapshot<String>()
        drinks.append(["Tea"])
        drinks.append(["green", "black"], to: "Tea")
        drinks.expand(["Tea"])
        snapshot.append(drinks, to: "Drinks")
        #expect(snapshot.items.suffix(4) == ["Drinks", "Tea", "green", "black"])
        #expect(snapshot.level(of: "green") == 2 && snapshot.isExpanded("Tea"))
        var more = NSDiffableDataSourceSectionSnapshot<String>()
        more.append(["Sweets"])
        snapshot.insert(more, before: "Drinks")
        #expect(snapshot.rootItems == ["Food", "Sweets", "Drinks"])
    }
}
