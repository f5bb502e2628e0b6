/// Makes the section at an index for an environment, UIKit's
/// `UICollectionViewCompositionalLayoutSectionProvider`.
public typealias UICollectionViewCompositionalLayoutSectionProvider =
    @MainActor (Int, any NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection?

/// A layout built from items, groups and sections, UIKit's `UICollectionViewCompositionalLayout`
/// (https://developer.apple.com/documentation/uikit/uicollectionviewcompositionallayout).
///
/// Each section repeats its group along the scrolling axis until its cells run out (see
/// ``NSCollectionLayoutGroup`` and ``NSCollectionLayoutSection`` for the rules); sections follow
/// one another with the configuration's `interSectionSpacing`, between the configuration's own
/// headers and footers. A section provider is asked for each section with an environment whose
/// container is the collection view's size, every time the layout is prepared: a provider that
/// reads the container's width changes the layout when the width changes.
///
/// The layout is computed once per invalidation (a reload, a batch update, a change of the
/// collection view's size, a new configuration). Self-sizing cells (estimated dimensions) and
/// supplementary views are measured then, by their `preferredLayoutAttributesFitting(_:)`, as the
/// flow layout measures them. `layoutAttributesForElements(in:)` finds the groups in a rectangle
/// by binary search. In a right-to-left layout a vertical layout's frames are mirrored.
@preconcurrency @MainActor
open class UICollectionViewCompositionalLayout: UICollectionViewLayout {
    /// Where the sections come from.
    private enum SectionSource {
        case one(NSCollectionLayoutSection)
        case provider(UICollectionViewCompositionalLayoutSectionProvider)
    }

    private let source: SectionSource
    /// The scrolling direction, spacing and layout-wide headers and footers. Setting it lays the
    /// items out again
    /// (https://developer.apple.com/documentation/uikit/uicollectionviewcompositionallayout/configuration).
    open var configuration: UICollectionViewCompositionalLayoutConfiguration {
        didSet { invalidateLayout() }
    }
    /// What the last `prepare()` computed.
    var solved = CompositionalLayoutSolution()
    /// The list configurations of the list sections, by section (see `NSCollectionLayoutSection+List.swift`).
    var listSections: [Int: UICollectionLayoutListConfiguration] = [:]
    /// The offsets of the orthogonally scrolling sections' strips, by section, kept from one
    /// preparation to the next.
    var stripOffsets: [Int: CGFloat] = [:]

    /// A layout whose every section is `section`.
    public convenience init(section: NSCollectionLayoutSection) {
        self.init(section: section, configuration: UICollectionViewCompositionalLayoutConfiguration())
    }

    /// A layout whose every section is `section`, configured by `configuration`.
    public init(section: NSCollectionLayoutSection, configuration: UICollectionViewCompositionalLayoutConfiguration) {
        source = .one(section)
        self.configuration = configuration
        super.init()
    }

    /// A layout whose sections `sectionProvider` makes.
    public convenience init(sectionProvider: @escaping UICollectionViewCompositionalLayoutSectionProvider) {
        self.init(sectionProvider: sectionProvider, configuration: UICollectionViewCompositionalLayoutConfiguration())
    }

    /// A layout whose sections `sectionProvider` makes, configured by `configuration`.
    public init(
        sectionProvider: @escaping UICollectionViewCompositionalLayoutSectionProvider,
        configuration: UICollectionViewCompositionalLayoutConfiguration
    ) {
        source = .provider(sectionProvider)
        self.configuration = configuration
        super.init()
    }

    /// Storyboard decoding is not supported; layouts are built in code. Returns nil.
    public required init?(coder: NSCoder) { return nil }

    /// The section at `index` for `environment`. Stops with UIKit's message when a provider
    /// returns nil for a section that has items.
    func section(at index: Int, environment: LayoutEnvironment, itemCount: Int) -> NSCollectionLayoutSection? {
        switch source {
        case .one(let section): return section
        case .provider(let provider):
            if let section = provider(index, environment) { return section }
            guard itemCount == 0 else {
                programmerError(
                    "Invalid section definition. Please specify a valid section definition when content is to be "
                        + "rendered for a section. This is a client error.")
            }
            return nil
        }
    }

    /// Computes every frame.
    open override func prepare() {
        super.prepare()
        listSections = [:]
        guard let collectionView else {
            solved = CompositionalLayoutSolution()
            return
        }
        var builder = CompositionalLayoutBuilder(layout: self, collectionView: collectionView)
        solved = builder.build()
        styleListElements()
        showStrips()
    }

    /// The size of all the sections.
    open override var collectionViewContentSize: CGSize { solved.contentSize }

    /// The cells in the groups that overlap `rect` (found by binary search), and the
    /// supplementary and decoration views that overlap it (pinned ones where they show now).
    open override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        var result = solved.cells(in: rect)
        for decoration in solved.decorations where decoration.frame.intersects(rect) { result.append(decoration) }
        for supplement in solved.supplements {
            let shown = placed(supplement)
            if shown.frame.intersects(rect) { result.append(shown) }
        }
        return result
    }

    /// The attributes of the item at `indexPath`, or nil when there is no such item.
    open override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        solved.cell(at: indexPath)
    }

    /// The attributes of the header or footer of `elementKind` at `indexPath` (where it shows
    /// now, when pinned), or nil.
    open override func layoutAttributesForSupplementaryView(
        ofKind elementKind: String, at indexPath: IndexPath
    ) -> UICollectionViewLayoutAttributes? {
        solved.supplements.first { $0.attributes.representedElementKind == elementKind && $0.attributes.indexPath == indexPath }
            .map(placed)
    }

    /// The attributes of the background of `elementKind` at `indexPath`, or nil.
    open override func layoutAttributesForDecorationView(
        ofKind elementKind: String, at indexPath: IndexPath
    ) -> UICollectionViewLayoutAttributes? {
        solved.decorations.first { $0.representedElementKind == elementKind && $0.indexPath == indexPath }
    }

    /// True when the collection view's size changes: fractional dimensions and section
    /// providers depend on it.
    open override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        guard let preparedSize = solved.preparedSize else { return false }
        return newBounds.size != preparedSize
    }

    /// `supplement` where it shows now: a pinned one moved into the visible area, and while in
    /// view above everything (z-index a billion more, as UIKit measures), a copy.
    private func placed(_ supplement: CompositionalLayoutSolution.Supplement) -> UICollectionViewLayoutAttributes {
        guard let pin = supplement.pin, let collectionView else { return supplement.attributes }
        var shown =
            pin.rule == .side
            ? keptInView(supplement.attributes, body: pin.body, in: collectionView)
            : pinnedAttributes(
                supplement.attributes, isHeader: pin.rule == .header, body: pin.body, axis: solved.axis, in: collectionView)
        if shown.frame.intersects(collectionView.bounds) {
            if shown === supplement.attributes { shown = shown.copied }
            shown.zIndex = supplement.attributes.zIndex + Self.pinnedZIndex
        }
        return shown
    }

    /// What a pinned header or footer adds to its z-index while in view.
    private static let pinnedZIndex = 1_000_000_000
}
