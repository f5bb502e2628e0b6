import Foundation
import Synchronization

extension UICollectionView {
    /// A cell class and how to configure its cells for an item, UIKit's
    /// `UICollectionView.CellRegistration` (iOS 14): there is no reuse identifier to register —
    /// the first ``UICollectionView/dequeueConfiguredReusableCell(using:for:item:)`` registers `Cell`
    /// under one of the registration's own, and every dequeue runs the handler on the cell.
    ///
    /// Make registrations once, up front, and keep them: each new one is a new reuse queue. As on
    /// iOS 15, dequeuing with a registration made inside a diffable data source's cell provider
    /// stops with UIKit's message (UIKit also stops for one made inside a plain data source's
    /// `collectionView(_:cellForItemAt:)`; Interlude lets that one through).
    public struct CellRegistration<Cell: UICollectionViewCell, Item> {
        /// Configures a dequeued cell for the item at an index path.
        public typealias Handler = @MainActor (_ cell: Cell, _ indexPath: IndexPath, _ itemIdentifier: Item) -> Void

        /// The reuse identifier of this registration's queue.
        let reuseIdentifier = RegistrationIdentifier.next(for: Cell.self)
        /// Whether it was made while a diffable data source's cell provider ran.
        let isMadeInsideCellProvider = RegistrationIdentifier.isInsideCellProvider
        let handler: Handler

        /// A registration of `Cell` whose cells `handler` configures.
        public init(handler: @escaping Handler) { self.handler = handler }
    }

    /// A supplementary view class, its element kind and how to configure its views, UIKit's
    /// `UICollectionView.SupplementaryRegistration` (iOS 14).
    public struct SupplementaryRegistration<Supplementary: UICollectionReusableView> {
        /// Configures a dequeued view of an element kind at an index path.
        public typealias Handler =
            @MainActor (
                _ supplementaryView: Supplementary, _ elementKind: String, _ indexPath: IndexPath
            ) -> Void

        /// The element kind the views are for.
        let elementKind: String
        /// The reuse identifier of this registration's queue.
        let reuseIdentifier = RegistrationIdentifier.next(for: Supplementary.self)
        let handler: Handler

        /// A registration of `Supplementary` views of `elementKind`, which `handler` configures.
        public init(elementKind: String, handler: @escaping Handler) {
            self.elementKind = elementKind
            self.handler = handler
        }
    }

    /// A cell of `registration`'s class for the item at `indexPath` — reused or new, as
    /// ``dequeueReusableCell(withReuseIdentifier:for:)`` gives it (the item's own cell while it
    /// is reconfigured) — configured by the registration's handler for `item`. With a nil item
    /// the handler does not run.
    public func dequeueConfiguredReusableCell<Cell, Item>(
        using registration: CellRegistration<Cell, Item>, for indexPath: IndexPath, item: Item?
    ) -> Cell where Cell: UICollectionViewCell {
        if registration.isMadeInsideCellProvider {
            // UIKit's text (iOS 15), as quoted in noppefoxwolf/DebugMenu pull request #4.
            programmerError(
                "Attempted to dequeue a cell using a registration that was created inside "
                    + "-collectionView:cellForItemAtIndexPath: or inside a UICollectionViewDiffableDataSource cell "
                    + "provider. Creating a new registration each time a cell is requested will prevent reuse and "
                    + "cause created cells to remain inaccessible in memory for the lifetime of the collection view. "
                    + "Registrations should be created up front and reused. Registration: "
                    + "<UICollectionViewCellRegistration: \(registration.reuseIdentifier)>")
        }
        if cellClasses[registration.reuseIdentifier] == nil {
            register(Cell.self, forCellWithReuseIdentifier: registration.reuseIdentifier)
        }
        let cell = dequeueReusableCell(withReuseIdentifier: registration.reuseIdentifier, for: indexPath) as! Cell
        if let item { registration.handler(cell, indexPath, item) }
        return cell
    }

    /// A supplementary view of `registration`'s class and element kind for `indexPath`, reused
    /// or new, configured by the registration's handler.
    public func dequeueConfiguredReusableSupplementary<Supplementary>(
        using registration: SupplementaryRegistration<Supplementary>, for indexPath: IndexPath
    ) -> Supplementary where Supplementary: UICollectionReusableView {
        let key = SupplementaryReuseKey(kind: registration.elementKind, identifier: registration.reuseIdentifier)
        if supplementaryClasses[key] == nil {
            register(
                Supplementary.self, forSupplementaryViewOfKind: registration.elementKind,
                withReuseIdentifier: registration.reuseIdentifier)
        }
        let view =
            dequeueReusableSupplementaryView(
                ofKind: registration.elementKind, withReuseIdentifier: registration.reuseIdentifier, for: indexPath)
            as! Supplementary
        registration.handler(view, registration.elementKind, indexPath)
        return view
    }
}

/// Reuse identifiers of registrations: the class's name and a number no other registration has;
/// and whether a diffable data source's cell provider is running (registrations made then are refused).
enum RegistrationIdentifier {
    private static let counter = Mutex(0)
    private static let cellProviderDepth = Mutex(0)

    static var isInsideCellProvider: Bool { cellProviderDepth.withLock { $0 > 0 } }

    /// Runs `provider` counted as a cell provider.
    static func runningCellProvider<Result>(_ provider: () -> Result) -> Result {
        cellProviderDepth.withLock { $0 += 1 }
        defer { cellProviderDepth.withLock { $0 -= 1 } }
        return provider()
    }

    static func next(for type: AnyClass) -> String {
        let number = counter.withLock { value in
            value += 1
            return value
        }
        return "\(type)-registration-\(number)"
    }
}
