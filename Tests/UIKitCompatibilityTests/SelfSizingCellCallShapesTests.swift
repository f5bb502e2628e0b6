import Testing
import UIKit

// Self-sizing collection cells and custom layout attributes as iOS code writes them: a flow
// layout subclass returning its attributes class, attributes that carry a 3-D transform and read
// their category, a cell overriding `preferredLayoutAttributesFitting(_:)` (calling super), a
// flow layout with `estimatedItemSize = UICollectionViewFlowLayout.automaticSize`; and a scroll
// view whose content is sized through its layout guides (Apple's pages:
// UICollectionViewLayout layoutAttributesClass, UICollectionViewLayoutAttributes transform3D and
// representedElementCategory, UICollectionReusableView preferredLayoutAttributesFitting(_:),
// UICollectionViewFlowLayout estimatedItemSize and automaticSize, UIScrollView
// contentLayoutGuide and frameLayoutGuide).

final class CardAttributes: UICollectionViewLayoutAttributes {
    var depth: CGFloat = 0
}

final class CardFlowLayout: UICollectionViewFlowLayout {
    override class var layoutAttributesClass: AnyClass { CardAttributes.self }

    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        let attributes = super.layoutAttributesForElements(in: rect)
        for element in attributes ?? [] where element.representedElementCategory == .cell {
            var transform = CATransform3DIdentity
            transform.m34 = -1 / 500
            element.transform3D = CATransform3DRotate(transform, 0.1, 0, 1, 0)
            (element as? CardAttributes)?.depth = 1
        }
        return attributes
    }
}

final class TagCell: UICollectionViewCell {
    static let reuseIdentifier = "TagCell"
    let chip = UIView()

    override init(frame: CGRect) {
        super.init(frame: frame)
        chip.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(chip)
        let width = chip.widthAnchor.constraint(equalToConstant: 80)
        let height = chip.heightAnchor.constraint(equalToConstant: 32)
        width.priority = .defaultHigh
        height.priority = .defaultHigh
        NSLayoutConstraint.activate([
            chip.leadingAnchor.constraint(equalTo: contentView.leadingAnchor),
            chip.trailingAnchor.constraint(equalTo: contentView.trailingAnchor),
            chip.topAnchor.constraint(equalTo: contentView.topAnchor),
            chip.bottomAnchor.constraint(equalTo: contentView.bottomAnchor),
            width, height,
        ])
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func preferredLayoutAttributesFitting(
        _ layoutAttributes: UICollectionViewLayoutAttributes
    ) -> UICollectionViewLayoutAttributes {
        let attributes = super.preferredLayoutAttributesFitting(layoutAttributes)
        attributes.size.width = ceil(attributes.size.width)
        return attributes
    }
}

final class TagsViewController: UIViewController, UICollectionViewDataSource {
    lazy var collectionView: UICollectionView = {
        let layout = CardFlowLayout()
        layout.estimatedItemSize = UICollectionViewFlowLayout.automaticSize
        return UICollectionView(frame: .zero, collectionViewLayout: layout)
    }()

    override func viewDidLoad() {
        super.viewDidLoad()
        collectionView.frame = view.bounds
        collectionView.register(TagCell.self, forCellWithReuseIdentifier: TagCell.reuseIdentifier)
        collectionView.dataSource = self
        view.addSubview(collectionView)
    }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 6 }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        collectionView.dequeueReusableCell(withReuseIdentifier: TagCell.reuseIdentifier, for: indexPath)
    }
}

final class FormScrollController: UIViewController {
    let scrollView = UIScrollView()
    let stack = UIStackView()

    override func viewDidLoad() {
        super.viewDidLoad()
        scrollView.translatesAutoresizingMaskIntoConstraints = false
        stack.translatesAutoresizingMaskIntoConstraints = false
        stack.axis = .vertical
        view.addSubview(scrollView)
        scrollView.addSubview(stack)
        for _ in 0..<20 {
            let row = UIView()
            row.heightAnchor.constraint(equalToConstant: 60).isActive = true
            stack.addArrangedSubview(row)
        }
        let content: UILayoutGuide = scrollView.contentLayoutGuide
        let frame: UILayoutGuide = scrollView.frameLayoutGuide
        NSLayoutConstraint.activate([
            scrollView.topAnchor.constraint(equalTo: view.topAnchor),
            scrollView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            scrollView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            scrollView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
            stack.topAnchor.constraint(equalTo: content.topAnchor),
            stack.leadingAnchor.constraint(equalTo: content.leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: content.trailingAnchor),
            stack.bottomAnchor.constraint(equalTo: content.bottomAnchor),
            stack.widthAnchor.constraint(equalTo: frame.widthAnchor),
        ])
    }
}

@MainActor
@Suite("iOS-style client code: self-sizing cells, custom attributes and scroll view layout guides")
struct SelfSizingCellCallShapesTests {
    @Test("tags size themselves on a flow layout that makes its own attributes class")
    func tags() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let controller = TagsViewController()
        window.rootViewController = controller
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        let attributes = controller.collectionView.collectionViewLayout.layoutAttributesForItem(
            at: IndexPath(item: 0, section: 0))
        #expect(attributes is CardAttributes)
        let cell = controller.collectionView.cellForItem(at: IndexPath(item: 0, section: 0))
        #expect(cell?.bounds.size == CGSize(width: 80, height: 32))
        #expect(cell.map { !CATransform3DIsIdentity($0.transform3D) } == true)
    }

    @Test("iOS 15 code removes the section header padding")
    func headerPadding() {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: 844), style: .plain)
        #expect(table.sectionHeaderTopPadding == UITableView.automaticDimension)
        if #available(iOS 15.0, *) {
            table.sectionHeaderTopPadding = 0
        }
        #expect(table.sectionHeaderTopPadding == 0)
    }

    @Test("a stack in the content layout guide, as wide as the frame guide, sets the content size")
    func form() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let controller = FormScrollController()
        window.rootViewController = controller
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        #expect(controller.scrollView.contentSize == CGSize(width: 390, height: 1_200))
    }
}
