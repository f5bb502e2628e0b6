import UIKit
import Testing

// Pinch-to-change-layout as iOS photo grids write it: a pinch gesture starts an interactive
// transition to the other layout, drives its `transitionProgress` from the pinch's scale, and
// finishes or cancels when the fingers lift; a button toggles the layout with
// `setCollectionViewLayout(_:animated:completion:)`. The controller overrides the delegate's
// transition-layout and target-offset methods. (Interlude has no Objective-C runtime: the
// pinch target is a method reference where iOS code writes `#selector(handlePinch(_:))`.)

final class PinchTransitionLayout: UICollectionViewTransitionLayout {}

final class PinchGridViewController: UICollectionViewController {
    let smallLayout = PinchGridViewController.squares(of: 97.5)
    let largeLayout = PinchGridViewController.squares(of: 195)
    private var transitionLayout: UICollectionViewTransitionLayout?
    private(set) var results: [(completed: Bool, finished: Bool)] = []

    init() {
        super.init(collectionViewLayout: smallLayout)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func viewDidLoad() {
        super.viewDidLoad()
        collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "Photo")
        collectionView.addGestureRecognizer(UIPinchGestureRecognizer(target: self, action: PinchGridViewController.handlePinch))
    }

    override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 40 }

    override func collectionView(
        _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
    ) -> UICollectionViewCell {
        collectionView.dequeueReusableCell(withReuseIdentifier: "Photo", for: indexPath)
    }

    override func collectionView(
        _ collectionView: UICollectionView, transitionLayoutForOldLayout fromLayout: UICollectionViewLayout,
        newLayout toLayout: UICollectionViewLayout
    ) -> UICollectionViewTransitionLayout {
        PinchTransitionLayout(currentLayout: fromLayout, nextLayout: toLayout)
    }

    override func collectionView(
        _ collectionView: UICollectionView, targetContentOffsetForProposedContentOffset proposedContentOffset: CGPoint
    ) -> CGPoint {
        CGPoint(x: 0, y: proposedContentOffset.y)
    }

    func handlePinch(_ pinch: UIPinchGestureRecognizer) {
        switch pinch.state {
        case .began: pinchBegan()
        case .changed: pinchChanged(scale: pinch.scale)
        case .ended: pinchEnded()
        case .cancelled, .failed: collectionView.cancelInteractiveTransition()
        default: break
        }
    }

    func pinchBegan() {
        let next = collectionView.collectionViewLayout === smallLayout ? largeLayout : smallLayout
        transitionLayout = collectionView.startInteractiveTransition(to: next) { [weak self] completed, finished in
            self?.results.append((completed, finished))
            self?.transitionLayout = nil
        }
    }

    func pinchChanged(scale: CGFloat) {
        guard let transitionLayout = transitionLayout else { return }
        transitionLayout.transitionProgress = min(max(scale - 1, 0), 1)
        transitionLayout.updateValue(scale, forAnimatedKey: "scale")
        transitionLayout.invalidateLayout()
    }

    func pinchEnded() {
        guard let transitionLayout = transitionLayout else { return }
        if transitionLayout.transitionProgress > 0.5 {
            collectionView.finishInteractiveTransition()
        } else {
            collectionView.cancelInteractiveTransition()
        }
    }

    static func squares(of side: CGFloat) -> UICollectionViewFlowLayout {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: side, height: side)
        layout.minimumInteritemSpacing = 0
        layout.minimumLineSpacing = 0
        return layout
    }

    func toggleLayout() {
        let next = collectionView.collectionViewLayout === smallLayout ? largeLayout : smallLayout
        collectionView.setCollectionViewLayout(next, animated: true) { finished in
            if finished { self.collectionView.flashScrollIndicators() }
        }
    }
}

@MainActor
@Suite("iOS-style client code: pinch to change a collection view's layout")
struct LayoutTransitionCallShapesTests {
    @Test("a pinch past halfway finishes the transition; one short of it cancels")
    func pinch() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let grid = PinchGridViewController()
        window.rootViewController = grid
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        let collection = grid.collectionView!

        grid.pinchBegan()
        #expect(collection.collectionViewLayout is PinchTransitionLayout)
        grid.pinchChanged(scale: 1.3)
        grid.pinchEnded()
        window.advance(by: 0.5)
        #expect(collection.collectionViewLayout === grid.smallLayout)

        grid.pinchBegan()
        grid.pinchChanged(scale: 1.8)
        grid.pinchEnded()
        window.advance(by: 0.5)
        #expect(collection.collectionViewLayout === grid.largeLayout)
        #expect(grid.results.map { "\($0.completed) \($0.finished)" } == ["true false", "true true"])

        grid.toggleLayout()
        collection.setCollectionViewLayout(grid.largeLayout, animated: false)
        window.advance(by: 0.5)
        #expect(collection.collectionViewLayout === grid.largeLayout)
    }
}
