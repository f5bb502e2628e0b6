import Foundation
import Testing
@testable import InterludeUIKit

// Key-value observing with Foundation's Swift call shape
// (https://developer.apple.com/documentation/swift/using-key-value-observing-in-swift,
// https://developer.apple.com/documentation/foundation/nskeyvalueobservingoptions): `.new` and
// `.old` fill the change's values, `.initial` calls the handler from `observe`, `.prior` adds a
// call before each change; the observation ends with `invalidate()` or when it is deallocated.
@MainActor
private final class ChangeLog<Value> {
    var entries: [(new: Value?, old: Value?, isPrior: Bool)] = []
    func record(_ change: NSKeyValueObservedChange<Value>) {
        #expect(change.kind == .setting)
        #expect(change.indexes == nil)
        entries.append((change.newValue, change.oldValue, change.isPrior))
    }
}

@MainActor
@Suite("Key-value observing of views")
struct KeyValueObservingTests {
    @Test("option raw values are Foundation's: new 1, old 2, initial 4, prior 8; .setting is 1")
    func rawValues() {
        #expect(NSKeyValueObservingOptions.new.rawValue == 1)
        #expect(NSKeyValueObservingOptions.old.rawValue == 2)
        #expect(NSKeyValueObservingOptions.initial.rawValue == 4)
        #expect(NSKeyValueObservingOptions.prior.rawValue == 8)
        #expect(NSKeyValueChange.setting.rawValue == 1)
    }

    @Test("a frame observer hears every set with the values its options ask for")
    func frameNewAndOld() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let log = ChangeLog<CGRect>()
        var observedView: UIView?
        let observation = view.observe(\.frame, options: [.new, .old]) { view, change in
            observedView = view
            log.record(change)
        }
        view.frame = CGRect(x: 5, y: 0, width: 10, height: 10)
        view.frame = CGRect(x: 5, y: 0, width: 10, height: 10)
        #expect(observedView === view)
        #expect(log.entries.map(\.new) == [CGRect(x: 5, y: 0, width: 10, height: 10), CGRect(x: 5, y: 0, width: 10, height: 10)])
        #expect(log.entries.map(\.old) == [CGRect(x: 0, y: 0, width: 10, height: 10), CGRect(x: 5, y: 0, width: 10, height: 10)])
        #expect(log.entries.allSatisfy { !$0.isPrior })
        observation.invalidate()
    }

    @Test("without options the change carries no values; .initial reports once from observe")
    func noValuesAndInitial() {
        let view = UIView()
        view.center = CGPoint(x: 3, y: 4)
        let bare = ChangeLog<CGPoint>(), initial = ChangeLog<CGPoint>()
        let first = view.observe(\.center) { _, change in bare.record(change) }
        let second = view.observe(\.center, options: [.initial, .new]) { _, change in initial.record(change) }
        #expect(bare.entries.isEmpty)
        #expect(initial.entries.count == 1)
        #expect(initial.entries.first?.new == CGPoint(x: 3, y: 4) && initial.entries.first?.old == nil)
        view.center = CGPoint(x: 1, y: 1)
        #expect(bare.entries.count == 1 && bare.entries[0].new == nil && bare.entries[0].old == nil)
        #expect(initial.entries.count == 2 && initial.entries[1].new == CGPoint(x: 1, y: 1))
        first.invalidate()
        second.invalidate()
    }

    @Test(".prior adds a call before the change with the old value and isPrior set")
    func prior() {
        let view = UIView()
        let log = ChangeLog<CGFloat>()
        let observation = view.observe(\.alpha, options: [.prior, .old, .new]) { _, change in log.record(change) }
        view.alpha = 0.5
        #expect(log.entries.count == 2)
        #expect(log.entries[0].isPrior && log.entries[0].old == 1 && log.entries[0].new == nil)
        #expect(!log.entries[1].isPrior && log.entries[1].old == 1 && log.entries[1].new == 0.5)
        observation.invalidate()
    }

    @Test("invalidate() and deallocating the observation both end it")
    func ending() {
        let view = UIView()
        var calls = 0
        let kept = view.observe(\.isHidden) { _, _ in calls += 1 }
        var dropped: NSKeyValueObservation? = view.observe(\.isHidden) { _, _ in calls += 10 }
        view.isHidden = true
        #expect(calls == 11)
        dropped = nil
        view.isHidden = false
        #expect(calls == 12)
        kept.invalidate()
        kept.invalidate()
        view.isHidden = true
        #expect(calls == 12)
        #expect(dropped == nil)
        #expect(view.keyValueObservers?.isEmpty == true)
    }

    @Test("an observation outliving its view stays quiet and can still be invalidated")
    func viewGoesFirst() {
        var view: UIView? = UIView()
        weak let weakView = view
        let observation = view!.observe(\.bounds) { _, _ in }
        view = nil
        #expect(weakView == nil)
        observation.invalidate()
    }

    @Test("each setter notifies its own key only: setting the frame does not notify center observers")
    func independentKeys() {
        let view = UIView()
        var heard: [String] = []
        let observations = [
            view.observe(\.frame) { _, _ in heard.append("frame") },
            view.observe(\.center) { _, _ in heard.append("center") },
            view.observe(\.bounds) { _, _ in heard.append("bounds") },
        ]
        view.frame = CGRect(x: 0, y: 0, width: 20, height: 20)
        view.center = .zero
        view.bounds.size = CGSize(width: 4, height: 4)
        #expect(heard == ["frame", "center", "bounds"])
        for observation in observations { observation.invalidate() }
    }

    @Test("a change inside an animation block is reported once, with the target value, when it is set")
    func animatedChange() {
        let window = makeWindow()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        window.addSubview(view)
        let log = ChangeLog<CGPoint>()
        let observation = view.observe(\.center, options: [.new]) { _, change in log.record(change) }
        UIView.animate(withDuration: 0.5) { view.center = CGPoint(x: 200, y: 300) }
        #expect(log.entries.map(\.new) == [CGPoint(x: 200, y: 300)])
        window.advance(by: 0.25)
        #expect(view.layer.presentation()!.position.x > 5 && view.layer.presentation()!.position.x < 200)
        window.advance(by: 0.5)
        #expect(log.entries.count == 1)
        observation.invalidate()
    }

    @Test("a scroll view reports contentOffset while dragged, and its bounds with it")
    func contentOffsetWhileDragging() {
        let window = makeWindow()
        final class FeedView: UIScrollView {}
        let scrollView = FeedView(frame: window.bounds)
        scrollView.contentSize = CGSize(width: 400, height: 4000)
        window.addSubview(scrollView)
        var offsets: [CGFloat] = []
        var boundsChanges = 0
        let offsetObservation = scrollView.observe(\.contentOffset, options: [.new]) { feed, change in
            #expect(feed.contentSize.height == 4000)
            offsets.append(change.newValue!.y)
        }
        let boundsObservation = scrollView.observe(\.bounds) { _, _ in boundsChanges += 1 }
        scrollView.contentOffset = CGPoint(x: 0, y: 100)
        #expect(offsets == [100])
        #expect(boundsChanges == 1)
        window.drag(from: CGPoint(x: 200, y: 600), to: CGPoint(x: 200, y: 400), duration: 0.2)
        #expect(offsets.count > 5)
        #expect(offsets.last == scrollView.contentOffset.y)
        #expect(boundsChanges == offsets.count)
        offsetObservation.invalidate()
        boundsObservation.invalidate()
    }

    // UIScrollView's contentSize and contentInset are key-value observable on iOS; self-sizing
    // containers and "load more" footers observe a table's contentSize, which the table sets as it
    // lays out its rows (https://developer.apple.com/documentation/uikit/uiscrollview/contentsize).
    @Test("a table reports its contentSize as it lays out rows, and contentInset with old and new values")
    func contentSizeAndInset() {
        let source = TableSource(counts: [3])
        let (_, table) = makeListTable(dataSource: source, delegate: source)
        #expect(table.contentSize.height == 132)
        let sizes = ChangeLog<CGSize>()
        let insets = ChangeLog<UIEdgeInsets>()
        let sizeObservation = table.observe(\.contentSize, options: [.old, .new]) { _, change in sizes.record(change) }
        let insetObservation = table.observe(\.contentInset, options: [.old, .new]) { _, change in insets.record(change) }
        source.counts = [5]
        table.reloadData()
        table.layoutIfNeeded()
        #expect(sizes.entries.last?.new?.height == 220)
        #expect(sizes.entries.first?.old?.height == 132)
        table.contentInset = UIEdgeInsets(top: 0, left: 0, bottom: 60, right: 0)
        #expect(insets.entries.count == 1)
        #expect(insets.entries.first?.old == .zero)
        #expect(insets.entries.first?.new?.bottom == 60)
        sizeObservation.invalidate()
        insetObservation.invalidate()
        table.contentSize = .zero
        #expect(sizes.entries.last?.new?.height == 220)
    }

    @Test("a subclass property notifies through willChangeValue(for:)/didChangeValue(for:); observing it says so")
    func customKeyPath() {
        final class ProgressView: UIView {
            var progress: CGFloat = 0 {
                willSet { willChangeValue(for: \.progress) }
                didSet { didChangeValue(for: \.progress) }
            }
        }
        let view = ProgressView()
        let log = ChangeLog<CGFloat>()
        var observation: NSKeyValueObservation?
        let messages = capturingDiagnostics {
            observation = view.observe(\.progress, options: [.old, .new]) { _, change in log.record(change) }
        }
        #expect(messages.count == 1)
        #expect(
            messages.first?.contains("it reports only changes announced with willChangeValue(for:)/didChangeValue(for:)") == true)
        view.progress = 0.75
        #expect(log.entries.count == 1 && log.entries[0].old == 0 && log.entries[0].new == 0.75)
        observation?.invalidate()
    }

    @Test("a handler that sets the property again gets the nested change, old values matched")
    func reentrantHandler() {
        let view = UIView()
        var pairs: [(CGFloat?, CGFloat?)] = []
        let observation = view.observe(\.alpha, options: [.old, .new]) { view, change in
            pairs.append((change.oldValue, change.newValue))
            if view.alpha > 0.5 { view.alpha = 0.5 }
        }
        view.alpha = 0.75
        // The outer handler runs first (1 → 0.75) and sets 0.5, which reports 0.75 → 0.5 inside it.
        #expect(pairs.map(\.0) == [1, 0.75])
        #expect(pairs.map(\.1) == [0.75, 0.5])
        observation.invalidate()
    }
}
