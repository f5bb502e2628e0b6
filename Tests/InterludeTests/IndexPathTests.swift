import Foundation
import Testing
@testable import InterludeUIKit

// UIKit's IndexPath additions (https://developer.apple.com/documentation/foundation/indexpath,
// "Using Index Paths with Table and Collection Views"): section is the first index, row and
// item the second.
@Suite("IndexPath for tables and collections")
struct IndexPathTests {
    @Test("item/row and section are the second and first of two indices")
    func twoIndices() {
        let path = IndexPath(item: 3, section: 1)
        #expect(Array(path) == [1, 3])
        #expect(path.item == 3 && path.row == 3 && path.section == 1)
        #expect(IndexPath(row: 4, section: 2) == IndexPath(indexes: [2, 4]))
        var moved = IndexPath(row: 0, section: 0)
        moved.row = 7
        moved.section = 5
        #expect(moved == [5, 7])
        moved.item = 9
        #expect(moved.row == 9)
    }

    @Test("index paths sort by section, then row")
    func ordering() {
        let paths = [IndexPath(row: 2, section: 1), IndexPath(row: 5, section: 0), IndexPath(row: 1, section: 1)]
        #expect(paths.sorted().map { [$0.section, $0.row] } == [[0, 5], [1, 1], [1, 2]])
    }
}
