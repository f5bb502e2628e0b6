import Testing
@testable import InterludeUIKit

@MainActor
@Suite("UIBarButtonItem and the navigation item's bar items")
struct BarButtonItemTests {
    /// A controller with actions for bar button items, counting calls.
    final class EditorViewController: UIViewController {
        var doneCount = 0, senders: [UIBarButtonItem] = [], anySenders = 0
        func done() { doneCount += 1 }
        func share(_ sender: UIBarButtonItem) { senders.append(sender) }
        func cancel(_ sender: Any) { anySenders += 1 }
    }

    private func shown(_ root: UIViewController) -> (UIWindow, UINavigationController) {
        let navigation = UINavigationController(rootViewController: root)
        let window = makeWindow(root: navigation)
        return (window, navigation)
    }

    /// The centre of the item's view, in window coordinates.
    private func center(of item: UIBarButtonItem) throws -> CGPoint {
        let view = try #require(item.shownView)
        return view.convert(CGPoint(x: view.bounds.midX, y: view.bounds.midY), to: view.window)
    }

    @Test("A tap on a right item calls its target's method; the item sits 8 pt inside the trailing edge")
    func rightItemTap() throws {
        let editor = EditorViewController()
        editor.navigationItem.rightBarButtonItem = UIBarButtonItem(
            title: "Done", style: .done, target: editor, action: EditorViewController.done)
        let (window, navigation) = shown(editor)
        let item = try #require(editor.navigationItem.rightBarButtonItem)
        let frame = try #require(item.shownView).frame
        #expect(frame.maxX == navigation.navigationBar.bounds.width - UINavigationBar.itemEdgeInset)
        #expect(frame.height == UINavigationBar.height)
        #expect(frame.width >= UINavigationBar.minimumItemWidth)
        window.tap(at: try center(of: item))
        #expect(editor.doneCount == 1)
        #expect(item.target === editor)
    }

    @Test("Right items run leftwards, the first rightmost; left items run rightwards and replace the back button")
    func itemOrder() throws {
        let first = UIViewController(), editor = EditorViewController()
        let share = UIBarButtonItem(title: "Share", style: .plain, target: editor, action: EditorViewController.share)
        let cancel = UIBarButtonItem(barButtonSystemItem: .cancel, target: editor, action: EditorViewController.cancel)
        let gap = UIBarButtonItem(barButtonSystemItem: .fixedSpace, target: nil, action: nil)
        gap.width = 20
        let add = UIBarButtonItem(barButtonSystemItem: .add, target: editor, action: EditorViewController.done)
        editor.navigationItem.rightBarButtonItems = [share, gap, add]
        editor.navigationItem.leftBarButtonItem = cancel
        let (window, navigation) = shown(first)
        navigation.pushViewController(editor, animated: false)
        window.advance(by: 0)
        let shareFrame = try #require(share.shownView).frame, addFrame = try #require(add.shownView).frame
        #expect(addFrame.maxX == shareFrame.minX - 20)
        #expect(try #require(cancel.shownView).frame.minX == UINavigationBar.itemEdgeInset)
        #expect(gap.shownView == nil)
        #expect(navigation.navigationBar.backButton.isHidden)
        window.tap(at: try center(of: share))
        window.tap(at: try center(of: cancel))
        window.tap(at: try center(of: add))
        #expect(editor.senders == [share])
        #expect(editor.anySenders == 1)
        #expect(editor.doneCount == 1)
        #expect(navigation.viewControllers.count == 2)
    }

    @Test("Left items that supplement the back button start after it")
    func supplementingItems() throws {
        let editor = EditorViewController()
        let item = UIBarButtonItem(title: "Edit", style: .plain, target: editor, action: EditorViewController.done)
        editor.navigationItem.leftBarButtonItem = item
        editor.navigationItem.leftItemsSupplementBackButton = true
        let (window, navigation) = shown(UIViewController())
        navigation.pushViewController(editor, animated: false)
        window.advance(by: 0)
        #expect(!navigation.navigationBar.backButton.isHidden)
        #expect(try #require(item.shownView).frame.minX == UINavigationBar.backButtonWidth)
    }

    @Test("The primary action wins over a target–action pair; a disabled item does nothing")
    func primaryActionAndDisabled() throws {
        let editor = EditorViewController()
        var primaryRuns = 0
        let item = UIBarButtonItem(title: "Go", style: .plain, target: editor, action: EditorViewController.done)
        item.primaryAction = UIAction { _ in primaryRuns += 1 }
        editor.navigationItem.rightBarButtonItem = item
        let (window, _) = shown(editor)
        window.tap(at: try center(of: item))
        #expect(primaryRuns == 1)
        #expect(editor.doneCount == 0)
        item.isEnabled = false
        window.tap(at: try center(of: item))
        #expect(primaryRuns == 1)
    }

    @Test("A title view replaces the title, centred at its own size; a custom view keeps its size")
    func titleAndCustomViews() throws {
        let editor = EditorViewController()
        let titleView = UIView(frame: CGRect(x: 0, y: 0, width: 120, height: 30))
        editor.navigationItem.titleView = titleView
        let custom = UIView(frame: CGRect(x: 0, y: 0, width: 60, height: 24))
        editor.navigationItem.rightBarButtonItem = UIBarButtonItem(customView: custom)
        let (_, navigation) = shown(editor)
        let bar = navigation.navigationBar
        #expect(titleView.superview === bar)
        #expect(titleView.frame == CGRect(x: (bar.bounds.width - 120) / 2, y: 7, width: 120, height: 30))
        #expect(bar.titleLabel.isHidden)
        #expect(custom.frame == CGRect(x: bar.bounds.width - 8 - 60, y: 10, width: 60, height: 24))
        editor.navigationItem.titleView = nil
        #expect(titleView.superview == nil)
        #expect(!bar.titleLabel.isHidden)
    }

    @Test("The back button shows the back item's backBarButtonItem title first")
    func backBarButtonItemTitle() {
        let first = UIViewController(), second = UIViewController()
        first.title = "Inbox"
        first.navigationItem.backButtonTitle = "Mail"
        let (window, navigation) = shown(first)
        navigation.pushViewController(second, animated: false)
        window.advance(by: 0)
        #expect(navigation.navigationBar.backButtonTitle == "Mail")
        first.navigationItem.backBarButtonItem = UIBarButtonItem(title: "Back to Inbox", style: .plain, target: nil, action: nil)
        #expect(navigation.navigationBar.backButtonTitle == "Back to Inbox")
        second.navigationItem.setHidesBackButton(true, animated: true)
        #expect(navigation.navigationBar.backButton.isHidden)
    }

    @Test("A bar without items makes no item views and keeps the title's place")
    func noItems() {
        let (_, navigation) = shown(UIViewController())
        let bar = navigation.navigationBar
        #expect(bar.itemViews.isEmpty)
        #expect(bar.titleLabel.frame == bar.bounds.insetBy(dx: UINavigationBar.backButtonWidth, dy: 0))
    }

    @Test("UIKit's raw values of the item styles and of some system items")
    func rawValues() {
        // UIBarButtonItem.Style: plain 0, bordered 1, done 2; UIBarButtonItem.SystemItem: done 0,
        // cancel 1, add 4, flexibleSpace 5, fixedSpace 6, close 24
        // (https://developer.apple.com/documentation/uikit/uibarbuttonitem/systemitem).
        #expect(UIBarButtonItem.Style.done.rawValue == 2)
        #expect(UIBarButtonItem.SystemItem.cancel.rawValue == 1)
        #expect(UIBarButtonItem.SystemItem.add.rawValue == 4)
        #expect(UIBarButtonItem.SystemItem.flexibleSpace.rawValue == 5)
        #expect(UIBarButtonItem.SystemItem.close.rawValue == 24)
    }
}
