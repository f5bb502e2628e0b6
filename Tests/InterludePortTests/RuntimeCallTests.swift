import Testing
@testable import InterludePort

@Suite("Objective-C runtime calls")
struct RuntimeCallTests {
    @Test("responds(to:) for an optional requirement: always true now, reported for review")
    func respondsToOptionalRequirement() throws {
        let before = """
            @objc protocol SheetDelegate {
                @objc optional func sheetHeight() -> NSNumber?
            }
            class Sheet {
                weak var delegate: SheetDelegate?
                func layout() {
                    if delegate?.responds(to: #selector(SheetDelegate.sheetHeight)) == true {}
                    if let d = delegate, d.responds(to: #selector(SheetDelegate.sheetHeight)) {}
                    if delegate?.responds(to: #selector(UIView.layoutIfNeeded)) == true {}
                }
                func animate(context: UIViewControllerContextTransitioning) {
                    if context.responds(to: #selector(UIViewControllerContextTransitioning.view(forKey:))) {}
                }
            }
            """
        let file = try port(before)
        #expect(file.text.contains("if (delegate != nil) == true {}"))
        #expect(file.text.contains("if let d = delegate, true {}"))
        #expect(file.text.contains("if delegate?.responds(to: #selector(UIView.layoutIfNeeded)) == true {}"))
        // A required member of a UIKit protocol (DeckTransition and EasyTransitions ask this of the
        // transition context, for iOS 7, which had no view(forKey:)).
        #expect(file.text.contains("        if true {}"))
        #expect(file.findings.map(\.line) == [7, 8, 9, 12])
        #expect(file.findings[0].reason.hasPrefix("responds(to:) for the optional requirement `sheetHeight` is now always true"))
        #expect(file.findings[2].reason.hasPrefix("responds(to:) needs the Objective-C runtime"))
        #expect(
            file.findings[3].reason.hasPrefix(
                "responds(to:) for `UIViewControllerContextTransitioning.view(forKey:)` is now always true"))
    }

    @Test("perform(_:) and perform(_:with:) become direct calls; delayed or used results are reported")
    func perform() throws {
        let before = """
            class Menu {
                func go(other: Menu) {
                    perform(#selector(close))
                    self.perform(#selector(show(_:)), with: 3)
                    _ = other.perform(#selector(Menu.select(item:)), with: "a")
                    perform(#selector(select), with: "b")
                    perform(#selector(close), with: nil, afterDelay: 0.3)
                    let result = perform(#selector(close))
                }
                func close() {}
                func show(_ page: Int) {}
                func select(item: String) {}
            }
            """
        let file = try port(before)
        #expect(file.text.contains("        close()\n"))
        #expect(file.text.contains("        self.show(3)\n"))
        #expect(file.text.contains("        _ = other.select(item: \"a\")\n"))
        #expect(file.text.contains("        select(item: \"b\")\n"))
        #expect(file.text.contains("perform(#selector(close), with: nil, afterDelay: 0.3)"))
        #expect(file.findings.map(\.line) == [7, 8])
    }

    @Test("Swizzling and messaging by name are reported; overrides of forwarding hooks too")
    func runtimeFunctions() throws {
        let before = """
            class Swizzler: NSObject {
                static func swap() {
                    let a = class_getInstanceMethod(UIViewController.self, #selector(UIViewController.viewWillAppear(_:)))
                    method_exchangeImplementations(a!, b!)
                }
                override func responds(to aSelector: Selector!) -> Bool { true }
            }
            """
        let file = try port(before)
        #expect(file.text == before)
        #expect(file.findings.map(\.line) == [3, 4, 6, 6])
        #expect(file.findings[0].reason.hasPrefix("`class_getInstanceMethod` is an Objective-C runtime function"))
    }

    @Test("#keyPath becomes the string it stands for")
    func keyPath() throws {
        #expect(
            try ported("let a = CABasicAnimation(keyPath: #keyPath(CALayer.position))\n")
                == "let a = CABasicAnimation(keyPath: \"position\")\n")
        #expect(try ported("observe(#keyPath(scrollView.contentOffset))\n") == "observe(\"scrollView.contentOffset\")\n")
    }
}

@Suite("Application entry points and Core Data")
struct EntryPointTests {
    @Test("@UIApplicationMain, UIApplicationMain(…) and @NSManaged are reported and left in place")
    func reported() throws {
        let before = """
            @UIApplicationMain
            class AppDelegate: UIResponder, UIApplicationDelegate {}
            class Note: NSManagedObject {
                @NSManaged var title: String
            }
            UIApplicationMain(CommandLine.argc, CommandLine.unsafeArgv, nil, nil)
            """
        let file = try port(before)
        #expect(file.text == before)
        #expect(file.findings.map(\.line) == [1, 4, 6])
        #expect(file.findings[0].reason.hasPrefix("`UIApplicationMain` starts an iOS application"))
        #expect(file.findings[1].reason.hasPrefix("`@NSManaged` property `title`"))
    }
}
