import Testing
@testable import InterludePort

@Suite("Porting twice")
struct IdempotenceTests {
    /// UIKit code in the seeds' era style, touching every rewrite.
    static let seedEraSource = """
        import UIKit

        @objc protocol MenuDelegate {
            @objc optional func menuWillOpen(_ menu: MenuViewController)
            @objc optional func menuHeight(for menu: MenuViewController) -> CGFloat
            func menuDidClose()
        }

        class MenuViewController: UIViewController {
            weak var delegate: MenuDelegate?
            @IBOutlet weak var blurView: UIVisualEffectView!
            var operation: UINavigationControllerOperation = .push

            private lazy var cover: UIView = {
                let view = UIView(frame: UIScreen.main.bounds)
                let tap = UITapGestureRecognizer(target: self, action: Selector("dismissView"))
                view.addGestureRecognizer(tap)
                return view
            }()

            func finishPreview() {
                blurView.isUserInteractionEnabled = true
                blurView.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(dismissMenu)))
                delegate?.menuWillOpen?(self)
                let height = delegate?.menuHeight?(for: self) ?? 200
                UIView.animate(withDuration: 0.3, delay: 0, options: UIViewAnimationOptions.curveEaseIn, animations: {
                    self.view.frame = CGRectMake(0, 0, 100, height)
                })
                let fade = CABasicAnimation(keyPath: #keyPath(CALayer.opacity))
                fade.timingFunction = CAMediaTimingFunction(name: kCAMediaTimingFunctionEaseInEaseOut)
                child.removeFromParentViewController()
                NotificationCenter.default.addObserver(self, selector: #selector(keyboardWillShow(_:)), name: .UIKeyboardWillShow, object: nil)
            }

            @objc func dismissMenu() {}
            func dismissView() {}
            @objc func keyboardWillShow(_ note: Notification) {}
        }

        extension MenuViewController {
            override func viewDidLoad() {
                super.viewDidLoad()
            }
        }
        """

    @Test("A second run changes nothing and reports only what is still unconverted")
    func secondRunChangesNothing() throws {
        let first = try port(Self.seedEraSource)
        #expect(first.isChanged)
        let second = try port(first.text)
        #expect(second.text == first.text)
        #expect(!second.isChanged)
        // Everything was converted the first time.
        #expect(second.findings.isEmpty)
    }

    @Test("The first run's findings point at the original lines")
    func findingsUseOriginalLines() throws {
        let first = try port(Self.seedEraSource)
        #expect(first.findings.map(\.line) == [5, 11, 32])
    }

    @Test("Code without Objective-C forms is returned byte for byte")
    func untouchedCode() throws {
        let source =
            "import UIKit\n\n// Nothing to port.\nfinal class Plain: UIView {\n    override func layoutSubviews() { super.layoutSubviews() }\n}\n"
        let file = try port(source)
        #expect(file.text == source)
        #expect(file.findings.isEmpty)
    }
}
