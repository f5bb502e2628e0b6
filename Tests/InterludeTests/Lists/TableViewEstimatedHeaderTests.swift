import InterludeTestSupport
import Testing
@testable import InterludeUIKit

/// A header or footer view that is `height` points tall at any width (a self-sizing view).
@MainActor
private final class TallView: UIView {
    var height: CGFloat = 80
    override func sizeThatFits(_ size: CGSize) -> CGSize { CGSize(width: size.width, height: height) }
}

/// Sections of 5 rows of 44 points with self-sizing header and footer views, recording which
/// sections' views were asked for.
@MainActor
private final class EstimatedSource: NSObject, UITableViewDataSource, UITableViewDelegate {
    var askedHeaders = Set<Int>()
    var askedFooters = Set<Int>()
    var headerEstimate: CGFloat?

    func numberOfSections(in tableView: UITableView) -> Int { 20 }
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 5 }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
    }
    func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
        askedHeaders.insert(section)
        return TallView()
    }
    func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView? {
        askedFooters.insert(section)
        let view = TallView()
        view.height = 30
        return view
    }
    func tableView(_ tableView: UITableView, estimatedHeightForHeaderInSection section: Int) -> CGFloat {
        headerEstimate ?? tableView.estimatedSectionHeaderHeight
    }
}

// UITableView's estimatedSectionHeaderHeight / estimatedSectionFooterHeight
// (https://developer.apple.com/documentation/uikit/uitableview/estimatedsectionheaderheight):
// an estimate lets the table defer measuring headers and footers until they appear; 0 turns
// estimation off. The delegate's tableView(_:estimatedHeightForHeaderInSection:) overrides it
// per section (https://developer.apple.com/documentation/uikit/uitableviewdelegate/tableview(_:estimatedheightforheaderinsection:)).
@MainActor
@Suite("UITableView estimated header and footer heights")
struct TableViewEstimatedHeaderTests {
    private func makeEstimatedTable(_ source: EstimatedSource, configure: (UITableView) -> Void) -> UITableView {
        makeListTable(dataSource: source, delegate: source, style: .grouped, configure: configure).1
    }

    @Test("headers and footers count at their estimate until they appear, then at their measured height")
    func measuredWhenAppearing() {
        let source = EstimatedSource()
        let table = makeEstimatedTable(source) {
            $0.estimatedSectionHeaderHeight = 50
            $0.estimatedSectionFooterHeight = 10
        }
        // Grouped: 80 + 220 + 30 = 330 per measured section. Sections 0 and 1 (0…660) are
        // measured; section 2 starts at 660 with its 80-point header, its footer not yet seen.
        #expect(table.rectForHeader(inSection: 0).height == 80)
        #expect(table.rectForFooter(inSection: 0).height == 30)
        #expect(table.rectForHeader(inSection: 2) == CGRect(x: 0, y: 660, width: 400, height: 80))
        #expect(table.rectForFooter(inSection: 2).height == 10)
        #expect(table.rectForHeader(inSection: 19).height == 50)
        #expect(!source.askedHeaders.contains(19) && !source.askedFooters.contains(19))
        table.contentOffset = CGPoint(x: 0, y: table.contentSize.height - 800)
        table.layoutIfNeeded()
        #expect(source.askedHeaders.contains(19))
        #expect(table.rectForHeader(inSection: 19).height == 80)
        #expect(table.rectForFooter(inSection: 19).height == 30)
    }

    @Test("the delegate's estimate wins over the table's")
    func delegateEstimate() {
        let source = EstimatedSource()
        source.headerEstimate = 60
        let table = makeEstimatedTable(source) { _ in }
        #expect(table.rectForHeader(inSection: 19).height == 60)
        #expect(!source.askedHeaders.contains(19))
    }

    @Test(
        "without an estimate (the default automaticDimension, or 0) every header is measured at once",
        arguments: [-1, 0] as [CGFloat])
    func noEstimate(estimate: CGFloat) {
        #expect(UITableView.automaticDimension == -1)
        let source = EstimatedSource()
        let table = makeEstimatedTable(source) { $0.estimatedSectionHeaderHeight = estimate }
        #expect(source.askedHeaders.contains(19))
        #expect(table.rectForHeader(inSection: 19).height == 80)
    }

    @Test("a fixed header height is not estimated")
    func fixedHeight() {
        let source = EstimatedSource()
        let table = makeEstimatedTable(source) { $0.sectionHeaderHeight = 25 }
        table.estimatedSectionHeaderHeight = 50
        table.layoutIfNeeded()
        #expect(table.rectForHeader(inSection: 19).height == 25)
    }
}
