import UIKit
import Testing

// A list model as table and collection code writes it: rows grouped in sections, addressed by
// `IndexPath(row:section:)`, `indexPath.row`, `indexPath.item` and `indexPath.section`.
final class SectionedList {
    var sections: [[String]] = [["Inbox", "Drafts"], ["Archive"]]

    func title(at indexPath: IndexPath) -> String { sections[indexPath.section][indexPath.row] }

    func lastIndexPath() -> IndexPath? {
        guard let section = sections.indices.last, let item = sections[section].indices.last else { return nil }
        return IndexPath(item: item, section: section)
    }

    func allIndexPaths() -> [IndexPath] {
        sections.indices.flatMap { section in sections[section].indices.map { IndexPath(row: $0, section: section) } }
    }
}

@Suite("iOS-style client code: index paths")
struct IndexPathCallShapesTests {
    @Test("rows are found by section and row")
    func lookUp() {
        let list = SectionedList()
        #expect(list.title(at: IndexPath(row: 1, section: 0)) == "Drafts")
        #expect(list.lastIndexPath()?.item == 0)
        #expect(list.lastIndexPath()?.section == 1)
        #expect(list.allIndexPaths().map(\.row) == [0, 1, 0])
    }
}
