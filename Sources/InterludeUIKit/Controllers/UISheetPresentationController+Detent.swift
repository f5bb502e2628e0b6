extension UISheetPresentationController {
    /// A height where a sheet rests, UIKit's `UISheetPresentationController.Detent`
    /// (https://developer.apple.com/documentation/uikit/uisheetpresentationcontroller/detent).
    ///
    /// A detent's value is a height within the sheet's safe area: the sheet's frame is that tall
    /// plus the container's bottom safe-area inset. Under Interlude on the default iPhone-sized
    /// window (390 × 844 points, bottom inset 34): ``large()`` resolves to the context's
    /// `maximumDetentValue`, 756 points (the sheet's card 54 points below the top, 790 points
    /// tall); ``medium()`` resolves so that the card covers half the container's height — 422
    /// points tall, its top at the middle — that is 388 points, and to nil (inactive) in a compact
    /// height, as Apple documents ("approximately half the height of the screen, and is inactive in
    /// compact height").
    @preconcurrency @MainActor
    public final class Detent: NSObject {
        /// A detent's identifier, UIKit's `UISheetPresentationController.Detent.Identifier`.
        public struct Identifier: Hashable, RawRepresentable, Sendable {
            /// The identifier's text.
            public let rawValue: String
            /// An identifier with the text `rawValue`.
            public init(rawValue: String) { self.rawValue = rawValue }
            /// An identifier with the text `rawValue`.
            public init(_ rawValue: String) { self.rawValue = rawValue }
            /// The system's large detent.
            public static let large = Identifier("com.apple.UIKit.large")
            /// The system's medium detent.
            public static let medium = Identifier("com.apple.UIKit.medium")
        }

        /// The detent's identifier.
        public let identifier: Identifier
        private let resolver: (any UISheetPresentationControllerDetentResolutionContext) -> CGFloat?

        private init(
            identifier: Identifier,
            resolver: @escaping (any UISheetPresentationControllerDetentResolutionContext) -> CGFloat?
        ) {
            self.identifier = identifier
            self.resolver = resolver
        }

        /// The system's detent at full height: the context's `maximumDetentValue`.
        public static func large() -> Detent {
            Detent(identifier: .large) { $0.maximumDetentValue }
        }

        /// The system's detent at about half the screen's height (the card covers half the
        /// container); inactive in a compact height.
        public static func medium() -> Detent {
            Detent(identifier: .medium) { context in
                guard context.containerTraitCollection.verticalSizeClass != .compact,
                    let sheet = context as? SheetDetentResolutionContext
                else { return nil }
                return sheet.halfContainerValue
            }
        }

        /// A detent whose value `resolver` computes from a context (nil makes it inactive); without
        /// an `identifier` one is made up, unique to this detent.
        public static func custom(
            identifier: Identifier? = nil,
            resolver: @escaping (any UISheetPresentationControllerDetentResolutionContext) -> CGFloat?
        ) -> Detent {
            Detent(identifier: identifier ?? Identifier("com.interlude.custom.\(nextCustomNumber())"), resolver: resolver)
        }

        /// The detent's value in `context`, nil when it is inactive there.
        public func resolvedValue(in context: any UISheetPresentationControllerDetentResolutionContext) -> CGFloat? {
            guard let value = resolver(context), value.isFinite else { return nil }
            return max(0, min(value, context.maximumDetentValue))
        }

        /// How many custom detents were made without an identifier (numbering theirs).
        private static var customCount = 0
        private static func nextCustomNumber() -> Int {
            customCount += 1
            return customCount
        }

        /// The detent's identifier, for messages.
        public override var description: String { "Detent(\(identifier.rawValue))" }
    }
}

/// What a custom detent's resolver may read, UIKit's
/// `UISheetPresentationControllerDetentResolutionContext`
/// (https://developer.apple.com/documentation/uikit/uisheetpresentationcontrollerdetentresolutioncontext).
@preconcurrency @MainActor
public protocol UISheetPresentationControllerDetentResolutionContext: NSObjectProtocol {
    /// The traits of the sheet's container view.
    var containerTraitCollection: UITraitCollection { get }
    /// The largest value a detent can have: the large detent's.
    var maximumDetentValue: CGFloat { get }
}

/// The resolution context a sheet hands its detents' resolvers.
@MainActor
final class SheetDetentResolutionContext: NSObject, UISheetPresentationControllerDetentResolutionContext {
    let containerTraitCollection: UITraitCollection
    let maximumDetentValue: CGFloat
    /// The medium detent's value: the card covering half the container's height.
    let halfContainerValue: CGFloat

    init(containerTraitCollection: UITraitCollection, maximumDetentValue: CGFloat, halfContainerValue: CGFloat) {
        self.containerTraitCollection = containerTraitCollection
        self.maximumDetentValue = maximumDetentValue
        self.halfContainerValue = halfContainerValue
    }
}
