import InterludeTestSupport
import Testing
@testable import InterludeUIKit

/// The update and layout cycle, intrinsic sizes, hugging and compression resistance, fitting sizes.
///
/// Order (https://developer.apple.com/documentation/uikit/uiview/updateconstraints(),
/// https://developer.apple.com/documentation/uikit/uiviewcontroller/updateviewconstraints()): the
/// update pass runs before layout, from the subviews up, a controller's root view through
/// `updateViewConstraints()`; then `viewWillLayoutSubviews`, `layoutSubviews`,
/// `viewDidLayoutSubviews`. Defaults (https://developer.apple.com/documentation/uikit/uilayoutpriority):
/// hugging `.defaultLow` 250, compression resistance `.defaultHigh` 750.
@MainActor
@Suite("Auto Layout: the update and layout cycle, intrinsic sizes, fitting")
struct AutoLayoutCycleTests {
    final class LoggingView: UIView {
        var name = ""
        var log: (String) -> Void = { _ in }
        override func updateConstraints() {
            log("\(name).updateConstraints")
            super.updateConstraints()
        }
        override func layoutSubviews() {
            log("\(name).layoutSubviews")
            super.layoutSubviews()
        }
    }

    final class LoggingController: UIViewController {
        var log: [String] = []
        let child = LoggingView()
        override func loadView() {
            let root = LoggingView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
            root.name = "root"
            root.log = { [unowned self] in log.append($0) }
            child.name = "child"
            child.log = { [unowned self] in log.append($0) }
            child.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(child)
            view = root
        }
        override func viewDidLoad() {
            super.viewDidLoad()
            NSLayoutConstraint.activate([
                child.centerXAnchor.constraint(equalTo: view.centerXAnchor),
                child.centerYAnchor.constraint(equalTo: view.centerYAnchor),
                child.widthAnchor.constraint(equalToConstant: 100), child.heightAnchor.constraint(equalToConstant: 40),
            ])
        }
        override func updateViewConstraints() {
            log.append("updateViewConstraints")
            super.updateViewConstraints()
        }
        override func viewWillLayoutSubviews() { log.append("viewWillLayoutSubviews") }
        override func viewDidLayoutSubviews() { log.append("viewDidLayoutSubviews") }
    }

    @Test("Update pass from the leaves up, then the layout pass from the top")
    func callOrder() {
        let window = makeWindow(width: 390, height: 844)
        let controller = LoggingController()
        window.rootViewController = controller
        window.layoutIfNeeded()
        controller.log = []
        controller.child.setNeedsUpdateConstraints()
        controller.view.setNeedsUpdateConstraints()
        controller.view.setNeedsLayout()
        window.layoutIfNeeded()
        #expect(
            controller.log == [
                "child.updateConstraints", "updateViewConstraints", "root.updateConstraints", "viewWillLayoutSubviews",
                "root.layoutSubviews", "viewDidLayoutSubviews",
            ])
        #expect(controller.child.frame == CGRect(x: 145, y: 402, width: 100, height: 40))
    }

    final class SelfConstrainingView: UIView {
        override class var requiresConstraintBasedLayout: Bool { true }
        var updates = 0
        override func updateConstraints() {
            updates += 1
            if updates == 1 { widthAnchor.constraint(equalToConstant: 77).isActive = true }
            super.updateConstraints()
        }
    }

    @Test("requiresConstraintBasedLayout: updateConstraints comes before the first layout pass")
    func requiresConstraintBasedLayout() {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let view = SelfConstrainingView()
        view.translatesAutoresizingMaskIntoConstraints = false
        container.addSubview(view)
        NSLayoutConstraint.activate([
            view.leadingAnchor.constraint(equalTo: container.leadingAnchor),
            view.topAnchor.constraint(equalTo: container.topAnchor), view.heightAnchor.constraint(equalToConstant: 5),
        ])
        container.layoutIfNeeded()
        #expect(view.updates == 1)
        #expect(view.frame.width == 77)
        container.layoutIfNeeded()
        #expect(view.updates == 1, "only when owed")
    }

    final class ForgetfulView: UIView {
        override func updateConstraints() {}
    }

    // UIKit's exception text as reported in jdg/MBProgressHUD issue #522.
    @Test("An updateConstraints override that skips super stops with UIKit's message")
    func superRule() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let view = ForgetfulView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
                view.setNeedsUpdateConstraints()
                view.layoutIfNeeded()
            }
        }
        let text = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(text.contains("may have overridden -updateConstraints without calling super"))
    }

    @Test("A label takes its measured size; new text resizes it at the next pass")
    func labelIntrinsicSize() {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 200))
        let label = UILabel()
        label.text = "Hello"
        label.translatesAutoresizingMaskIntoConstraints = false
        container.addSubview(label)
        NSLayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 10),
            label.topAnchor.constraint(equalTo: container.topAnchor, constant: 10),
        ])
        container.layoutIfNeeded()
        let short = label.intrinsicContentSize
        #expect(short.width > 0 && short.height > 0)
        #expect(label.frame == CGRect(origin: CGPoint(x: 10, y: 10), size: short))
        label.text = "Hello, longer world"
        container.layoutIfNeeded()
        #expect(label.frame.size == label.intrinsicContentSize)
        #expect(label.frame.width > short.width)
    }

    @Test("Hugging: between fixed edges the label with the lower hugging priority stretches")
    func hugging() {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 100))
        let first = UILabel(), second = UILabel()
        first.text = "First"
        second.text = "Second"
        for label in [first, second] {
            label.translatesAutoresizingMaskIntoConstraints = false
            container.addSubview(label)
        }
        first.setContentHuggingPriority(UILayoutPriority(251), for: .horizontal)
        NSLayoutConstraint.activate([
            first.leadingAnchor.constraint(equalTo: container.leadingAnchor),
            second.leadingAnchor.constraint(equalTo: first.trailingAnchor, constant: 8),
            second.trailingAnchor.constraint(equalTo: container.trailingAnchor),
            first.topAnchor.constraint(equalTo: container.topAnchor),
            second.topAnchor.constraint(equalTo: container.topAnchor),
        ])
        container.layoutIfNeeded()
        #expect(first.contentHuggingPriority(for: .vertical) == .defaultLow)
        #expect(first.frame.width == first.intrinsicContentSize.width)
        #expect(second.frame.width == 400 - 8 - first.intrinsicContentSize.width)
    }

    @Test("Compression resistance: too little room, the lower-resistance label gives way")
    func compressionResistance() {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let keep = UILabel(), yield = UILabel()
        keep.text = "Keep this"
        yield.text = "Yield that text"
        for label in [keep, yield] {
            label.translatesAutoresizingMaskIntoConstraints = false
            container.addSubview(label)
        }
        yield.setContentCompressionResistancePriority(UILayoutPriority(749), for: .horizontal)
        NSLayoutConstraint.activate([
            keep.leadingAnchor.constraint(equalTo: container.leadingAnchor),
            yield.leadingAnchor.constraint(equalTo: keep.trailingAnchor),
            yield.trailingAnchor.constraint(equalTo: container.trailingAnchor),
            keep.topAnchor.constraint(equalTo: container.topAnchor), yield.topAnchor.constraint(equalTo: container.topAnchor),
        ])
        container.layoutIfNeeded()
        #expect(keep.frame.width == keep.intrinsicContentSize.width)
        #expect(yield.frame.width == 100 - keep.intrinsicContentSize.width)
    }

    @Test("A multi-line label pinned at both sides takes the height of its text wrapped at its width")
    func multiLineLabel() {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 120, height: 400))
        let label = UILabel()
        label.numberOfLines = 0
        label.text = "A few words that need more than one line at this width"
        label.translatesAutoresizingMaskIntoConstraints = false
        container.addSubview(label)
        NSLayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: container.leadingAnchor),
            label.trailingAnchor.constraint(equalTo: container.trailingAnchor),
            label.topAnchor.constraint(equalTo: container.topAnchor),
        ])
        container.layoutIfNeeded()
        let wrapped = label.sizeThatFits(CGSize(width: 120, height: 0))
        #expect(label.frame.width == 120)
        #expect(label.frame.height == wrapped.height)
        #expect(wrapped.height > UIFont.systemFont(ofSize: 17).lineHeight * 2)
    }

    @Test("systemLayoutSizeFitting: a card around a label is the label plus its insets; the engine is untouched")
    func fittingSize() {
        let card = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let label = UILabel()
        label.text = "Fitting"
        label.translatesAutoresizingMaskIntoConstraints = false
        card.addSubview(label)
        NSLayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 12),
            label.trailingAnchor.constraint(equalTo: card.trailingAnchor, constant: -12),
            label.topAnchor.constraint(equalTo: card.topAnchor, constant: 8),
            label.bottomAnchor.constraint(equalTo: card.bottomAnchor, constant: -8),
        ])
        let intrinsic = label.intrinsicContentSize
        let compressed = card.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize)
        #expect(compressed == CGSize(width: intrinsic.width + 24, height: intrinsic.height + 16))
        let fixedWidth = card.systemLayoutSizeFitting(
            CGSize(width: 250, height: 0), withHorizontalFittingPriority: .required,
            verticalFittingPriority: .fittingSizeLevel)
        #expect(fixedWidth == CGSize(width: 250, height: intrinsic.height + 16))
        card.layoutIfNeeded()
        #expect(card.bounds.size == CGSize(width: 300, height: 300))
        #expect(label.frame == CGRect(x: 12, y: 8, width: 276, height: 284))
    }

    @Test("An image view's intrinsic size is its image's; without an image it has none")
    func imageViewIntrinsicSize() {
        let image = UIGraphicsImageRenderer(size: CGSize(width: 30, height: 20)).image { _ in }
        #expect(UIImageView(image: image).intrinsicContentSize == CGSize(width: 30, height: 20))
        #expect(UIImageView().intrinsicContentSize == CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric))
    }

    /// A custom view's intrinsic size is read again only after it says it changed
    /// (https://developer.apple.com/documentation/uikit/uiview/invalidateintrinsiccontentsize():
    /// "This allows the constraint-based layout system to take the new intrinsic content size into
    /// account in its next layout pass").
    final class BadgeView: UIView {
        var side: CGFloat = 20
        override var intrinsicContentSize: CGSize { CGSize(width: side, height: side / 2) }
    }

    @Test("invalidateIntrinsicContentSize: the next layout pass uses the new intrinsic size")
    func invalidatingIntrinsicSize() {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let badge = BadgeView()
        badge.translatesAutoresizingMaskIntoConstraints = false
        container.addSubview(badge)
        NSLayoutConstraint.activate([
            badge.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 5),
            badge.topAnchor.constraint(equalTo: container.topAnchor, constant: 7),
        ])
        container.layoutIfNeeded()
        #expect(badge.frame == CGRect(x: 5, y: 7, width: 20, height: 10))
        badge.side = 60
        badge.invalidateIntrinsicContentSize()
        container.layoutIfNeeded()
        #expect(badge.frame == CGRect(x: 5, y: 7, width: 60, height: 30))
    }
}
