import Testing
@testable import InterludePort

@Suite("Target–action selectors")
struct TargetActionTests {
    @Test("With `self` as target, a selector becomes a method reference on the enclosing type")
    func selfTargetBecomesMethodReference() throws {
        let before = """
            class Cover: UIViewController {
                func setUp() {
                    blurView.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(dismissMenu)))
                    closeButton.addTarget(self, action: #selector(close(_:)), for: .touchUpInside)
                    pan.addTarget(self, action: #selector(self.handlePan(_:)))
                    let link = CADisplayLink(target: self, selector: #selector(Cover.step(_:)))
                    navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Done", style: .plain, target: self, action: #selector(done))
                }
                @objc func dismissMenu() {}
                @objc func close(_ sender: UIButton) {}
                @objc func handlePan(_ recognizer: UIPanGestureRecognizer) {}
                @objc func step(_ link: CADisplayLink) {}
                @objc func done() {}
            }
            """
        let after = """
            class Cover: UIViewController {
                func setUp() {
                    blurView.addGestureRecognizer(UITapGestureRecognizer(target: self, action: Cover.dismissMenu))
                    closeButton.addTarget(self, action: Cover.close(_:), for: .touchUpInside)
                    pan.addTarget(self, action: Cover.handlePan(_:))
                    let link = CADisplayLink(target: self, selector: Cover.step(_:))
                    navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Done", style: .plain, target: self, action: Cover.done)
                }
                func dismissMenu() {}
                func close(_ sender: UIButton) {}
                func handlePan(_ recognizer: UIPanGestureRecognizer) {}
                func step(_ link: CADisplayLink) {}
                func done() {}
            }
            """
        let file = try port(before)
        #expect(file.text == after)
        #expect(file.findings.isEmpty)
    }

    @Test("An initializer written with `.init` (SPStorkController's tap recognizers)")
    func explicitInit() throws {
        let before = """
            class Sheet: UIPresentationController {
                func setUp() {
                    let tap = UITapGestureRecognizer.init(target: self, action: #selector(self.tapIndicator))
                    other.addGestureRecognizer(UIPanGestureRecognizer.init(target: other, action: #selector(Sheet.drag)))
                }
                @objc func tapIndicator() {}
                @objc func drag() {}
            }
            """
        let file = try port(before)
        #expect(file.text.contains("let tap = UITapGestureRecognizer.init(target: self, action: Sheet.tapIndicator)"))
        #expect(file.text.contains("UIPanGestureRecognizer.init(target: other, action: Sheet.drag)"))
        #expect(file.findings.isEmpty)
    }

    @Test("The string form Selector(\"name\") of the seeds' Swift 2 era, inside a lazy initializer")
    func stringSelector() throws {
        let before = """
            class PresentationController: UIPresentationController {
                private lazy var cover: UIView = {
                    let view = UIView()
                    let tap = UITapGestureRecognizer(target: self, action: Selector("dismissView"))
                    view.addGestureRecognizer(tap)
                    let pan = UIPanGestureRecognizer(target: self, action: Selector("drag:"))
                    return view
                }()
                func dismissView() {}
                func drag(recognizer: UIPanGestureRecognizer) {}
            }
            """
        let converted = try ported(before)
        #expect(converted.contains("UITapGestureRecognizer(target: self, action: PresentationController.dismissView)"))
        #expect(converted.contains("UIPanGestureRecognizer(target: self, action: PresentationController.drag(recognizer:))"))
    }

    @Test("Methods of extensions and nested types take the qualified name")
    func nestedAndExtensionTypes() throws {
        let before = """
            extension Deck.Card {
                func arm() { button.addTarget(self, action: #selector(flip), for: .touchUpInside) }
            }
            """
        #expect(try ported(before).contains("button.addTarget(self, action: Deck.Card.flip, for: .touchUpInside)"))
    }

    @Test("Another object as target: a closure calling the method on it, held weakly")
    func otherTargetBecomesClosure() throws {
        let before = """
            class Screen: UIView {
                func wire(handler: PanHandler) {
                    pan.addTarget(handler, action: #selector(handlePan(_:)))
                    button.addTarget(handler, action: #selector(refresh), for: .touchUpInside)
                    addGestureRecognizer(UISwipeGestureRecognizer(target: handler, action: #selector(handleSwipe(_:))))
                    let link = CADisplayLink(target: handler, selector: #selector(tick))
                    button.addTarget(handler.model, action: #selector(Model.reload), for: .valueChanged)
                }
                @objc func handlePan(_ recognizer: UIPanGestureRecognizer) {}
                @objc func refresh() {}
                @objc func handleSwipe(_ recognizer: UISwipeGestureRecognizer) {}
                @objc func tick() {}
            }
            """
        let converted = try ported(before)
        #expect(converted.contains("pan.addAction { [weak target = handler] recognizer in target?.handlePan(recognizer) }"))
        #expect(
            converted.contains(
                "button.addAction(UIAction { [weak target = handler] _ in target?.refresh() }, for: .touchUpInside)"))
        #expect(
            converted.contains(
                "addGestureRecognizer(UISwipeGestureRecognizer(handler: { [weak target = handler] recognizer in "
                    + "target?.handleSwipe(recognizer as! UISwipeGestureRecognizer) }))"))
        #expect(converted.contains("let link = CADisplayLink(handler: { [weak target = handler] _ in target?.tick() })"))
        // A selector naming its type works with any target: the method reference's type says whose method it is.
        #expect(converted.contains("button.addTarget(handler.model, action: Model.reload, for: .valueChanged)"))
    }

    @Test("What cannot be converted is reported on its line and left as it was")
    func unconvertibleSelectorsAreReported() throws {
        let before = """
            class Screen: UIView {
                func wire(other: Handler) {
                    button.addTarget(nil, action: #selector(copy(_:)), for: .touchUpInside)
                    button.addTarget(other, action: #selector(elsewhere), for: .touchUpInside)
                    button.removeTarget(self, action: #selector(tapped), for: .touchUpInside)
                    let timer = Timer.scheduledTimer(timeInterval: 1, target: self, selector: #selector(tapped), userInfo: nil, repeats: true)
                    let stored = #selector(tapped)
                    let item = UIBarButtonItem(barButtonSystemItem: .done, target: other, action: #selector(tapped))
                }
                @objc func tapped() {}
            }
            """
        let file = try port(before)
        #expect(file.findings.map(\.line) == [3, 4, 5, 6, 7, 8])
        #expect(file.findings[0].reason.hasPrefix("target nil sends `copy` up the responder chain"))
        #expect(file.findings[1].reason.hasPrefix("cannot tell which arguments `elsewhere` takes"))
        #expect(file.findings[2].reason.hasPrefix("removeTarget with a selector"))
        #expect(file.findings[3].reason.hasPrefix("timer with a selector"))
        #expect(file.findings[4].reason.hasPrefix("Objective-C selector `#selector(tapped)` has no equivalent here"))
        #expect(file.findings[5].reason.hasPrefix("bar button item whose target is not `self`"))
        // Unconverted code stays; the removal is converted to the pair-less form it reports.
        #expect(file.text.contains("button.addTarget(nil, action: #selector(copy(_:)), for: .touchUpInside)"))
        #expect(file.text.contains("button.removeTarget(self, action: nil, for: .touchUpInside)"))
        #expect(file.text.contains("let stored = #selector(tapped)"))
    }
}

@Suite("Notification observers with selectors")
struct NotificationObserverTests {
    @Test("The selector form becomes Foundation's closure form, holding the observer weakly, reported")
    func closureForm() throws {
        let before = """
            class Form: UIViewController {
                func observe(other: Form) {
                    NotificationCenter.default.addObserver(self, selector: #selector(keyboardWasShown), name: UIResponder.keyboardWillShowNotification, object: nil)
                    NotificationCenter.default.addObserver(self, selector: #selector(Form.keyboardWillHide(notification:)), name: UIResponder.keyboardWillHideNotification, object: nil)
                    center.addObserver(other, selector: #selector(Form.refresh), name: .didRefresh, object: self)
                }
                @objc func keyboardWasShown(notification: Notification) {}
                @objc func keyboardWillHide(notification: Notification) {}
                @objc func refresh() {}
            }
            """
        let file = try port(before)
        #expect(
            file.text.contains(
                "_ = NotificationCenter.default.addObserver(forName: UIResponder.keyboardWillShowNotification, object: nil, queue: nil) { [weak self] notification in MainActor.assumeIsolated { self?.keyboardWasShown(notification: notification) } }"
            ))
        #expect(
            file.text.contains(
                "_ = NotificationCenter.default.addObserver(forName: UIResponder.keyboardWillHideNotification, object: nil, queue: nil) { [weak self] notification in MainActor.assumeIsolated { self?.keyboardWillHide(notification: notification) } }"
            ))
        #expect(
            file.text.contains(
                "_ = center.addObserver(forName: .didRefresh, object: self, queue: nil) { [weak observer = other] _ in MainActor.assumeIsolated { observer?.refresh() } }"
            ))
        #expect(file.findings.map(\.line) == [3, 4, 5])
        #expect(
            file.findings[0].reason
                == "notification observer with a selector is now a closure holding `self` weakly: removeObserver(self) no longer removes it (it stops when the observer is freed)"
        )
    }

    @Test("A method this file does not declare is reported and left as written")
    func unknownMethod() throws {
        let before = """
            class Form: UIViewController {
                func observe() {
                    NotificationCenter.default.addObserver(self, selector: #selector(elsewhere), name: .didRefresh, object: nil)
                }
            }
            """
        let file = try port(before)
        #expect(file.text == before)
        #expect(file.findings.map(\.line) == [3])
    }
}
