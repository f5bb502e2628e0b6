import Testing
@testable import InterludePort

@Suite("Overrides declared in extensions")
struct ExtensionOverrideTests {
    @Test("Overrides move to the end of the class body; the emptied extension goes, its comment stays")
    func overridesMoveIntoClass() throws {
        let before = """
            class CardViewController: UIViewController {
                var card = Card()
            }

            // MARK: - Lifecycle
            extension CardViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    view.backgroundColor = .white
                }

                /// Light text on the dark card.
                override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent }
            }

            extension CardViewController: UIViewControllerTransitioningDelegate {
                override func viewWillAppear(_ animated: Bool) { super.viewWillAppear(animated) }
                func helper() {}
            }
            """
        let after = """
            class CardViewController: UIViewController {
                var card = Card()

                override func viewDidLoad() {
                    super.viewDidLoad()
                    view.backgroundColor = .white
                }

                /// Light text on the dark card.
                override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent }
                override func viewWillAppear(_ animated: Bool) { super.viewWillAppear(animated) }
            }

            // MARK: - Lifecycle
            extension CardViewController: UIViewControllerTransitioningDelegate {
                func helper() {}
            }
            """
        let file = try port(before)
        #expect(file.text == after)
        #expect(file.findings.isEmpty)
    }

    @Test("A public extension's overrides keep their access level in the class")
    func accessLevelCarries() throws {
        let before = "open class Panel: UIView {}\n\npublic extension Panel {\n    override func layoutSubviews() {}\n}\n"
        #expect(try ported(before) == "open class Panel: UIView {\n    public override func layoutSubviews() {}\n}\n")
    }

    @Test("A member ending in a semicolon keeps it")
    func semicolon() throws {
        let before = "class Dot: UIView {\n    var r = 1\n}\nextension Dot {\n    override func draw(_ rect: CGRect) {};\n}\n"
        #expect(try ported(before) == "class Dot: UIView {\n    var r = 1\n\n    override func draw(_ rect: CGRect) {};\n}\n")
    }

    @Test("An override in an extension of a class from another file is reported on its line")
    func otherFileIsReported() throws {
        let before =
            "extension UINavigationController {\n    func helper() {}\n    override var childForStatusBarStyle: UIViewController? { topViewController }\n}\n"
        let file = try port(before)
        #expect(file.text == before)
        #expect(file.findings.map(\.line) == [3])
        #expect(file.findings[0].reason.contains("`UINavigationController` is not declared in this file"))
    }
}
