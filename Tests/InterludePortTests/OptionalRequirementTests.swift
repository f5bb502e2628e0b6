import Testing
@testable import InterludePort

@Suite("@objc optional protocol requirements")
struct OptionalRequirementTests {
    @Test("Optional requirements become requirements with defaults in an extension right after the protocol")
    func defaultsInExtension() throws {
        let before = """
            import UIKit

            /// Tells the owner about the drawer.
            @objc public protocol DrawerDelegate: NSObjectProtocol {
                @objc optional func drawerWillOpen(_ drawer: Drawer)
                @objc optional func drawer(_ drawer: Drawer, viewFor index: Int) -> UIView?
                @objc optional var prefersBlur: Bool { get }
                func drawerDidClose(_ drawer: Drawer)
            }

            class Drawer {}
            """
        let after = """
            import UIKit

            /// Tells the owner about the drawer.
            public protocol DrawerDelegate: NSObjectProtocol {
                func drawerWillOpen(_ drawer: Drawer)
                func drawer(_ drawer: Drawer, viewFor index: Int) -> UIView?
                var prefersBlur: Bool { get }
                func drawerDidClose(_ drawer: Drawer)
            }

            extension DrawerDelegate {
                public func drawerWillOpen(_ drawer: Drawer) {}
                public func drawer(_ drawer: Drawer, viewFor index: Int) -> UIView? { nil }
                public var prefersBlur: Bool { false }
            }

            class Drawer {}
            """
        let file = try port(before)
        #expect(file.text == after)
        // `false` is not "not implemented": callers that checked must be looked at.
        #expect(
            file.findings.map(\.description) == [
                "Input.swift:7: optional requirement `DrawerDelegate.prefersBlur` now has a default returning false; "
                    + "callers that fell back when a conformer did not implement it now get false"
            ])
    }

    @Test("A read-only property with no neutral value becomes optional-typed, as callers read it; conformers follow")
    func optionalTypedProperty() throws {
        // DeckTransition's `scrollViewForDeck`: read as `if let s = controller.scrollViewForDeck` on iOS.
        let files = try Porter.port([
            PortSource(
                path: "Protocol.swift",
                text: """
                    @objc public protocol DeckDelegate {
                        @objc optional var scrollViewForDeck: UIScrollView { get }
                    }
                    func track(_ controller: UIViewController) {
                        if let deck = controller as? DeckDelegate, let scrollView = deck.scrollViewForDeck { print(scrollView) }
                    }
                    """),
            PortSource(
                path: "Conformer.swift",
                text: """
                    final class ListController: UIViewController, DeckDelegate {
                        let tableView = UITableView()
                        var scrollViewForDeck: UIScrollView { tableView }
                        var other: UIScrollView { tableView }
                    }
                    """),
        ])
        #expect(
            files[0].text.hasPrefix(
                """
                public protocol DeckDelegate: AnyObject {
                    var scrollViewForDeck: UIScrollView? { get }
                }

                extension DeckDelegate {
                    public var scrollViewForDeck: UIScrollView? { nil }
                }
                """))
        #expect(files[0].findings.map(\.line) == [2])
        #expect(
            files[0].findings[0].reason.hasPrefix("optional requirement `DeckDelegate.scrollViewForDeck` is a `UIScrollView`"))
        #expect(
            files[1].text.contains(
                "    var scrollViewForDeck: UIScrollView? { tableView }\n    var other: UIScrollView { tableView }"))
        #expect(files[1].findings.map(\.line) == [3])
    }

    @Test("A requirement whose type has no neutral value stays required, and is reported")
    func noNeutralValue() throws {
        let before = "@objc protocol Source {\n    @objc optional func palette() -> Palette\n}\n"
        let file = try port(before)
        #expect(file.text == "protocol Source: AnyObject {\n    func palette() -> Palette\n}\n")
        #expect(file.findings.map(\.line) == [2])
        #expect(
            file.findings[0].reason.hasPrefix(
                "optional requirement `Source.palette` returns `Palette`, which has no neutral value"))
    }

    @Test("Call sites `?(` and `!(` of optional requirements become plain calls, in every ported file")
    func callSitesAcrossFiles() throws {
        let protocolFile = PortSource(
            path: "Delegate.swift",
            text: """
                @objc protocol PagerDelegate {
                    @objc optional func pager(_ pager: Pager, didShow page: Int)
                    @objc optional func pagerTitle(_ pager: Pager) -> String?
                }
                """)
        let caller = PortSource(
            path: "Pager.swift",
            text: """
                class Pager {
                    weak var delegate: PagerDelegate?
                    func show(_ page: Int) {
                        delegate?.pager?(self, didShow: page)
                        delegate!.pager!(self, didShow: page)
                        title = delegate?.pagerTitle?(self) ?? "Untitled"
                        other?.reload?()
                    }
                }
                """)
        let ported = try Porter.port([protocolFile, caller])
        #expect(
            ported[1].text == """
                class Pager {
                    weak var delegate: PagerDelegate?
                    func show(_ page: Int) {
                        delegate?.pager(self, didShow: page)
                        delegate!.pager(self, didShow: page)
                        title = delegate?.pagerTitle(self) ?? "Untitled"
                        other?.reload?()
                    }
                }
                """)
    }

    @Test("Nested protocols get an extension after their enclosing type, under the qualified name")
    func nestedProtocol() throws {
        let before = "struct Deck {\n    @objc protocol Delegate {\n        @objc optional func deckDidShuffle()\n    }\n}\n"
        let converted = try ported(before)
        #expect(converted.hasSuffix("}\n\nextension Deck.Delegate {\n    func deckDidShuffle() {}\n}\n"))
    }

    /// UIKit's optional requirements (e.g. UINavigationControllerDelegate's
    /// navigationController(_:willShow:animated:), UIViewControllerAnimatedTransitioning's
    /// animationEnded(_:)) are plain requirements with defaults in Interlude.
    @Test("Call sites `?(` and `!(` of UIKit's optional requirements become plain calls")
    func uikitOptionalRequirementCalls() throws {
        let before = """
            func forward(nav: UINavigationController, vc: UIViewController, animator: UIViewControllerAnimatedTransitioning) {
                nav.delegate?.navigationController?(nav, willShow: vc, animated: true)
                animator.animationEnded?(true)
                let style = presentationDelegate!.adaptivePresentationStyle!(for: controller)
                handler?.onFinish?()
                scrollView.delegate?.scrollViewDidChangeAdjustedContentInset?(scrollView)
                let title = picker.delegate?.pickerView?(picker, titleForRow: 0, forComponent: 0)
                noteDelegate?.textViewDidChange?(textView)
                search.delegate?.willPresentSearchController?(search)
                search.delegate?.presentSearchController?(search)
            }
            """
        let after = try ported(before)
        #expect(after.contains("nav.delegate?.navigationController(nav, willShow: vc, animated: true)\n"))
        #expect(after.contains("animator.animationEnded(true)\n"))
        #expect(after.contains("let style = presentationDelegate!.adaptivePresentationStyle(for: controller)\n"))
        #expect(after.contains("handler?.onFinish?()\n"))
        #expect(after.contains("scrollView.delegate?.scrollViewDidChangeAdjustedContentInset(scrollView)\n"))
        #expect(after.contains("let title = picker.delegate?.pickerView(picker, titleForRow: 0, forComponent: 0)\n"))
        #expect(after.contains("noteDelegate?.textViewDidChange(textView)\n"))
        #expect(after.contains("search.delegate?.willPresentSearchController(search)\n"))
        #expect(after.contains("search.delegate?.presentSearchController(search)\n"))
    }
}
