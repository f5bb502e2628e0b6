import Testing
@testable import InterludeUIKit

// UICollectionViewListCell and UICellAccessory: accessories show per their displayed state
// (UIKit's defaults: deletion, insertion, reordering and multiselection while editing, the rest
// always), deletion, insertion and multiselection lead and the others trail, an accessory's
// action handler runs on a tap, and an outline disclosure without one uses the cell's outline
// action. Metrics are Interlude's (16 points at the edges and between accessories, UIKit's cell
// content padding; the glyph sizes of `CellAccessoryView`).
@MainActor
@Suite("UICollectionViewListCell accessories")
struct ListCellAccessoryTests {
    private func accessoryViews(_ cell: UICollectionViewListCell) -> [CellAccessoryView] {
        cell.subviews.compactMap { $0 as? CellAccessoryView }
    }

    @Test("trailing accessories from the trailing edge, leading ones from the leading edge, the content between")
    func layout() {
        let cell = UICollectionViewListCell(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        cell.accessories = [
            .disclosureIndicator(), .label(text: "3"), .delete(displayed: .always), .reorder(),
        ]
        // (A chevron before a label is unusual; it shows the order is the array's.)
        cell.layoutIfNeeded()
        let views = accessoryViews(cell)
        let chevron = views[0], label = views[1], delete = views[2], reorder = views[3]
        // Trailing accessories show in the array's order, the last at the edge.
        #expect(label.frame.maxX == 304, "320 - 16")
        #expect(chevron.frame.maxX == label.frame.minX - 16)
        #expect(delete.frame.minX == 16 && delete.frame.width == 22)
        #expect(reorder.alpha == 0, "reordering shows only while editing")
        #expect(cell.contentView.frame.minX == 38, "16 + 22")
        #expect(cell.contentView.frame.maxX == chevron.frame.minX)

        cell.isCollectionEditing = true
        cell.layoutIfNeeded()
        #expect(reorder.alpha == 1 && reorder.frame.maxX == 304, "reordering outermost")
        #expect(label.frame.maxX == reorder.frame.minX - 16)
    }

    @Test("indentation moves the content and, unless told otherwise, the leading accessories")
    func indentation() {
        let cell = UICollectionViewListCell(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        cell.accessories = [.insert(displayed: .always)]
        cell.indentationLevel = 2
        cell.layoutIfNeeded()
        #expect(cell.indentationWidth == 10)
        #expect(accessoryViews(cell)[0].frame.minX == 36, "20 + 16")
        cell.indentsAccessories = false
        cell.layoutIfNeeded()
        #expect(accessoryViews(cell)[0].frame.minX == 16)
        #expect(cell.contentView.frame.minX == 38)
        cell.accessories = []
        cell.layoutIfNeeded()
        #expect(cell.contentView.frame.minX == 20)
    }

    @Test("a tap runs the action handler; an outline disclosure without one runs the cell's outline action")
    func actions() {
        let cell = UICollectionViewListCell(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        var log: [String] = []
        cell.outlineDisclosureAction = { _ in log.append("outline") }
        cell.accessories = [
            .delete(displayed: .always, actionHandler: { log.append("delete") }), .outlineDisclosure(),
            .detail(actionHandler: { log.append("detail") }), .checkmark(),
        ]
        let views = accessoryViews(cell)
        for view in views { view.sendActions(for: .touchUpInside) }
        #expect(log == ["delete", "outline", "detail"])
        #expect(!views[3].isUserInteractionEnabled)
    }

    @Test("the outline's expansion and the selection reach the state and the glyphs")
    func expansionAndSelection() {
        let cell = UICollectionViewListCell(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        cell.accessories = [.outlineDisclosure(), .multiselect(displayed: .always)]
        #expect(!cell.configurationState.isExpanded)
        cell.isOutlineExpanded = true
        cell.isSelected = true
        cell.layoutIfNeeded()
        #expect(cell.configurationState.isExpanded)
        #expect(accessoryViews(cell).map(\.isOn) == [true, true])
        #expect(cell.defaultContentConfiguration().textProperties.font.pointSize == 17)
    }

    @Test("options: hidden keeps the room, a custom reserved width widens, custom views go where placed")
    func options() {
        let cell = UICollectionViewListCell(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        let badge = UIView(frame: CGRect(x: 0, y: 0, width: 30, height: 20))
        cell.accessories = [
            .checkmark(options: .init(isHidden: true, reservedLayoutWidth: .custom(40))),
            .customView(configuration: .init(customView: badge, placement: .leading())),
        ]
        cell.layoutIfNeeded()
        let views = accessoryViews(cell)
        #expect(views[0].isHidden && views[0].frame.width == 40 && views[0].frame.maxX == 304)
        #expect(views[1].frame.minX == 16 && badge.frame.size == CGSize(width: 30, height: 20))
        #expect(cell.contentView.frame == CGRect(x: 46, y: 0, width: 218, height: 44), "between 46 and 264")
    }
}
