import Testing
@testable import InterludePort

@Suite("Objective-C-only attributes")
struct AttributeRemovalTests {
    @Test("@objc, @objc(name), dynamic, @objcMembers, @nonobjc, @IBInspectable and @IBDesignable are removed in place")
    func removesAttributesKeepingLayout() throws {
        let before = """
            @objcMembers @IBDesignable
            class CardView: UIView {
                /// Corner radius, set in Interface Builder.
                @IBInspectable var cornerRadius: CGFloat = 8
                @objc dynamic var progress: CGFloat = 0
                @objc(flipWithDuration:)
                func flip(duration: TimeInterval) {}
                @nonobjc func helper() {}
                @available(iOS 10, *) @objc func modern() {}
            }
            """
        let after = """
            class CardView: UIView {
                /// Corner radius, set in Interface Builder.
                var cornerRadius: CGFloat = 8
                var progress: CGFloat = 0
                func flip(duration: TimeInterval) {}
                func helper() {}
                @available(iOS 10, *) func modern() {}
            }
            """
        #expect(try ported(before) == after)
    }

    @Test("@IBOutlet and @IBAction are removed and reported: nothing connects them without a storyboard")
    func outletsAndActionsAreReported() throws {
        let before = """
            class WidgetCell: UITableViewCell {
                @IBOutlet weak var widgetHeight: NSLayoutConstraint!
                @IBAction func toggleShowMore(_ sender: UIButton) {
                    self.showsMore = !self.showsMore
                }
            }
            """
        let after = """
            class WidgetCell: UITableViewCell {
                weak var widgetHeight: NSLayoutConstraint!
                func toggleShowMore(_ sender: UIButton) {
                    self.showsMore = !self.showsMore
                }
            }
            """
        let file = try port(before)
        #expect(file.text == after)
        #expect(file.findings.map(\.line) == [2, 3])
        #expect(file.findings[0].description.hasPrefix("Input.swift:2: `@IBOutlet` removed from `widgetHeight`"))
        #expect(file.findings[1].description.hasPrefix("Input.swift:3: `@IBAction` removed from `toggleShowMore(_:)`"))
    }

    @Test("`dynamic` is reported: key-value observing of the property no longer sees changes")
    func dynamicIsReported() throws {
        let result = try findings("class Model: NSObject {\n    @objc dynamic var progress = 0.0\n}\n")
        #expect(result.count == 1)
        #expect(result[0].hasPrefix("Input.swift:2: `dynamic` removed from `progress`"))
    }

    @Test("An @objc protocol stays class-bound: it gains AnyObject when it inherits nothing")
    func objcProtocolBecomesClassBound() throws {
        #expect(
            try ported("@objc protocol MenuDelegate {\n    func menuDidClose()\n}\n")
                == "protocol MenuDelegate: AnyObject {\n    func menuDidClose()\n}\n")
        #expect(
            try ported("@objc public protocol Pager: NSObjectProtocol {}\n") == "public protocol Pager: NSObjectProtocol {}\n")
    }

    @Test("Comments between removed attributes survive")
    func commentsSurvive() throws {
        let before =
            "class A {\n    // Called by the menu.\n    @objc\n    // Keep this public.\n    @IBAction func close() {}\n}\n"
        let after = "class A {\n    // Called by the menu.\n    // Keep this public.\n    func close() {}\n}\n"
        #expect(try ported(before) == after)
    }
}
