import UIKit
import Testing

// Layout-to-layout navigation as iOS code writes it (WWDC 2013 session 218's idiom): a collection
// view controller pushes another one whose `useLayoutToLayoutNavigationTransitions` it sets to
// true first; both are subclasses of one squares controller
// (https://developer.apple.com/documentation/uikit/uicollectionviewcontroller/uselayouttolayoutnavigationtransitions).

class SquaresCollectionViewController: UICollectionViewController {
    var colors: [UIColor] = Array(repeating: .systemBlue, count: 30)

    init(itemSide: CGFloat) {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: itemSide, height: itemSide)
        super.init(collectionViewLayout: layout)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func viewDidLoad() {
        super.viewDidLoad()
        collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "Square")
    }

    override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        colors.count
    }

    override func collectionView(
        _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
    ) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "Square", for: indexPath)
        cell.backgroundColor = colors[indexPath.item]
        return cell
    }
}

final class SmallSquaresViewController: SquaresCollectionViewController {
    init() {
        super.init(itemSide: 50)
        useLayoutToLayoutNavigationTransitions = false
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        let big = BigSquaresViewController()
        big.colors = colors
        big.useLayoutToLayoutNavigationTransitions = true
        navigationController?.pushViewController(big, animated: true)
    }
}

final class BigSquaresViewController: SquaresCollectionViewController {
    init() { super.init(itemSide: 150) }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

@MainActor
@Suite("iOS-style client code: layout-to-layout navigation between collection view controllers")
struct LayoutToLayoutNavigationCallShapesTests {
    @Test("selecting a square pushes the big squares over the same collection view, and back pops to the small ones")
    func pushAndPop() throws {
        let small = SmallSquaresViewController()
        let navigation = UINavigationController(rootViewController: small)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        window.advance(by: 0.1)

        let collectionView: UICollectionView = small.collectionView
        small.collectionView(collectionView, didSelectItemAt: IndexPath(item: 0, section: 0))
        window.advance(by: 0.5)
        let big = try #require(navigation.topViewController as? BigSquaresViewController)
        let flag: Bool = big.useLayoutToLayoutNavigationTransitions
        #expect(flag)
        #expect(big.collectionView === collectionView)
        let layout: UICollectionViewLayout = collectionView.collectionViewLayout
        #expect((layout as? UICollectionViewFlowLayout)?.itemSize == CGSize(width: 150, height: 150))

        navigation.popViewController(animated: true)
        window.advance(by: 0.5)
        #expect(navigation.viewControllers == [small])
        #expect((collectionView.collectionViewLayout as? UICollectionViewFlowLayout)?.itemSize == CGSize(width: 50, height: 50))
    }
}
