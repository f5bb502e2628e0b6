import Foundation

/// The traits of an interface environment — size classes, appearance, scale, idiom, text size,
/// layout direction, text weight and contrast — UIKit's `UITraitCollection`.
///
/// A collection can leave any trait unspecified; ``init(traitsFrom:)`` combines collections, later
/// ones winning where they specify a trait. Collections compare equal when all their traits do.
///
/// Interlude's windows have an iPhone 14's traits (see the Human Interface Guidelines' device size
/// classes, https://developer.apple.com/design/human-interface-guidelines/layout#Device-size-classes):
/// compact width; regular height in portrait and compact height in landscape (a window wider than
/// tall); the light style unless overridden; a display scale of 3; the phone idiom; the large text
/// size; the app's layout direction (``UIApplication/userInterfaceLayoutDirection``); regular
/// text weight and normal contrast unless Bold Text or Increase Contrast is on. Collections
/// are immutable and may be used from any thread, as UIKit's.
open class UITraitCollection: NSObject, @unchecked Sendable {
    /// The horizontal size class.
    public let horizontalSizeClass: UIUserInterfaceSizeClass
    /// The vertical size class.
    public let verticalSizeClass: UIUserInterfaceSizeClass
    /// Light or dark.
    public let userInterfaceStyle: UIUserInterfaceStyle
    /// Pixels per point; 0 when unspecified.
    public let displayScale: CGFloat
    /// The kind of device.
    public let userInterfaceIdiom: UIUserInterfaceIdiom
    /// The text size the user chose.
    public let preferredContentSizeCategory: UIContentSizeCategory
    /// The layout direction.
    public let layoutDirection: UITraitEnvironmentLayoutDirection
    /// Whether text is drawn bold (the Bold Text setting).
    public let legibilityWeight: UILegibilityWeight
    /// Whether colors show with more contrast (the Increase Contrast setting).
    public let accessibilityContrast: UIAccessibilityContrast

    /// A collection with every trait unspecified.
    public override convenience init() { self.init(traits: Traits()) }

    /// A collection that specifies only the horizontal size class.
    public convenience init(horizontalSizeClass: UIUserInterfaceSizeClass) {
        self.init(traits: Traits(horizontalSizeClass: horizontalSizeClass))
    }

    /// A collection that specifies only the vertical size class.
    public convenience init(verticalSizeClass: UIUserInterfaceSizeClass) {
        self.init(traits: Traits(verticalSizeClass: verticalSizeClass))
    }

    /// A collection that specifies only the interface style.
    public convenience init(userInterfaceStyle: UIUserInterfaceStyle) {
        self.init(traits: Traits(userInterfaceStyle: userInterfaceStyle))
    }

    /// A collection that specifies only the display scale.
    public convenience init(displayScale: CGFloat) { self.init(traits: Traits(displayScale: displayScale)) }

    /// A collection that specifies only the idiom.
    public convenience init(userInterfaceIdiom: UIUserInterfaceIdiom) {
        self.init(traits: Traits(userInterfaceIdiom: userInterfaceIdiom))
    }

    /// A collection that specifies only the text size.
    public convenience init(preferredContentSizeCategory: UIContentSizeCategory) {
        self.init(traits: Traits(preferredContentSizeCategory: preferredContentSizeCategory))
    }

    /// A collection that specifies only the layout direction.
    public convenience init(layoutDirection: UITraitEnvironmentLayoutDirection) {
        self.init(traits: Traits(layoutDirection: layoutDirection))
    }

    /// A collection that specifies only the text weight.
    public convenience init(legibilityWeight: UILegibilityWeight) {
        self.init(traits: Traits(legibilityWeight: legibilityWeight))
    }

    /// A collection that specifies only the contrast.
    public convenience init(accessibilityContrast: UIAccessibilityContrast) {
        self.init(traits: Traits(accessibilityContrast: accessibilityContrast))
    }

    /// The combination of `traitCollections`: each trait from the last collection that specifies it.
    public convenience init(traitsFrom traitCollections: [UITraitCollection]) {
        self.init(traits: traitCollections.reduce(Traits()) { $0.overridden(by: $1.traits) })
    }

    init(traits: Traits) {
        if traits.layoutDirection == .rightToLeft { Self.rightToLeftCollectionsExist = true }
        horizontalSizeClass = traits.horizontalSizeClass
        verticalSizeClass = traits.verticalSizeClass
        userInterfaceStyle = traits.userInterfaceStyle
        displayScale = traits.displayScale
        userInterfaceIdiom = traits.userInterfaceIdiom
        preferredContentSizeCategory = traits.preferredContentSizeCategory
        layoutDirection = traits.layoutDirection
        legibilityWeight = traits.legibilityWeight
        accessibilityContrast = traits.accessibilityContrast
    }

    /// Whether a right-to-left collection was ever made; until then every view of a
    /// left-to-right app is left to right without its traits being worked out. Set once, never
    /// reset (a benign race: it only goes from false to true).
    nonisolated(unsafe) static var rightToLeftCollectionsExist = false

    /// The traits as a value.
    var traits: Traits {
        Traits(
            horizontalSizeClass: horizontalSizeClass, verticalSizeClass: verticalSizeClass,
            userInterfaceStyle: userInterfaceStyle, displayScale: displayScale, userInterfaceIdiom: userInterfaceIdiom,
            preferredContentSizeCategory: preferredContentSizeCategory, layoutDirection: layoutDirection,
            legibilityWeight: legibilityWeight, accessibilityContrast: accessibilityContrast)
    }

    /// Whether every trait `trait` specifies has the same value here (true for nil).
    public func containsTraits(in trait: UITraitCollection?) -> Bool {
        guard let trait else { return true }
        return traits.overridden(by: trait.traits) == traits
    }

    /// Whether colors resolved for `traitCollection` could look different than for this one
    /// (their interface styles or contrasts differ).
    public func hasDifferentColorAppearance(comparedTo traitCollection: UITraitCollection?) -> Bool {
        userInterfaceStyle != (traitCollection?.userInterfaceStyle ?? .unspecified)
            || accessibilityContrast != (traitCollection?.accessibilityContrast ?? .unspecified)
    }

    /// The traits in effect while code that resolves dynamic values runs: set by
    /// ``performAsCurrent(_:)``, and by UIKit to a view's traits while it runs `draw(_:)`,
    /// `layoutSubviews()` and `traitCollectionDidChange(_:)` (the methods Apple lists at
    /// https://developer.apple.com/documentation/uikit/uitraitcollection/current). Defaults to
    /// the main screen's.
    @MainActor public static var current: UITraitCollection {
        get { resolvingCurrent }
        set { currentSource = .collection(newValue) }
    }

    /// Where ``current`` comes from when it is not the main screen's: a collection, or a view
    /// whose traits are read only if something resolves with them (a layout pass sets one per
    /// view and most resolve nothing).
    enum CurrentSource {
        case collection(UITraitCollection)
        case environment(any UITraitEnvironment)
    }
    /// Main-thread state, as UIKit's per-thread current collection; read off the main thread it
    /// gives the light phone traits (`cgColor` of a dynamic color there).
    nonisolated(unsafe) static var currentSource: CurrentSource?

    /// ``current``, readable from nonisolated code such as `UIColor.cgColor`.
    static var resolvingCurrent: UITraitCollection {
        guard runsOnMainActor() else {
            return UITraitCollection(userInterfaceStyle: .light)
        }
        return MainActor.assumeIsolated {
            switch currentSource {
            case .collection(let collection): collection
            case .environment(let environment): environment.traitCollection
            case nil: UIScreen.main.traitCollection
            }
        }
    }

    /// Runs `actions` with ``current`` set to this collection, then restores it.
    @MainActor public func performAsCurrent(_ actions: () -> Void) {
        let previous = Self.currentSource
        Self.currentSource = .collection(self)
        actions()
        Self.currentSource = previous
    }

    /// Runs `body` with ``current`` reading `environment`'s traits, then restores it.
    @MainActor static func performing<T>(asCurrent environment: any UITraitEnvironment, _ body: () throws -> T) rethrows -> T {
        let previous = currentSource
        currentSource = .environment(environment)
        defer { currentSource = previous }
        return try body()
    }

    /// Whether `object` is a trait collection with the same traits.
    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UITraitCollection else { return false }
        return other.traits == traits
    }

    /// A hash of the traits, consistent with `isEqual(_:)`.
    open override var hash: Int { traits.hashValue }

    /// The specified traits, for debugging.
    open override var description: String { "<UITraitCollection: \(traits.specifiedDescription)>" }

    /// The traits of an iPhone 14 window of `size` (see the type's documentation).
    @MainActor static func phone(size: CGSize, style: UIUserInterfaceStyle) -> UITraitCollection {
        UITraitCollection(
            traits: Traits(
                horizontalSizeClass: .compact,
                verticalSizeClass: DeviceMetrics.isLandscape(size) ? .compact : .regular,
                userInterfaceStyle: style == .unspecified ? .light : style, displayScale: UIScreen.main.scale,
                userInterfaceIdiom: .phone, preferredContentSizeCategory: UIApplication.shared.preferredContentSizeCategory,
                layoutDirection: UIApplication.shared.userInterfaceLayoutDirection == .rightToLeft ? .rightToLeft : .leftToRight,
                legibilityWeight: AccessibilitySettings.isOn(.boldText) ? .bold : .regular,
                accessibilityContrast: AccessibilitySettings.isOn(.darkerSystemColors) ? .high : .normal))
    }

    /// This collection with the interface style replaced when `style` is specified.
    func overriding(style: UIUserInterfaceStyle) -> UITraitCollection {
        guard style != .unspecified, style != userInterfaceStyle else { return self }
        return UITraitCollection(traits: traits.overridden(by: Traits(userInterfaceStyle: style)))
    }

    /// This collection with the traits `override` specifies replaced (itself when nil).
    func overridden(by override: UITraitCollection?) -> UITraitCollection {
        guard let override else { return self }
        let combined = traits.overridden(by: override.traits)
        return combined == traits ? self : UITraitCollection(traits: combined)
    }
}

/// Marks the main queue, so code can tell it runs on the main actor even on a thread other than
/// the process's first (Swift Testing on Linux drains the main queue on a worker thread).
private let mainQueueKey: DispatchSpecificKey<Bool> = {
    let key = DispatchSpecificKey<Bool>()
    DispatchQueue.main.setSpecific(key: key, value: true)
    return key
}()

/// Whether the caller runs on the main queue, where the main actor's jobs run.
func runsOnMainActor() -> Bool {
    Thread.isMainThread || DispatchQueue.getSpecific(key: mainQueueKey) == true
}

/// The traits of a collection as a value; unspecified traits hold UIKit's "unspecified" values.
struct Traits: Hashable, Sendable {
    var horizontalSizeClass = UIUserInterfaceSizeClass.unspecified
    var verticalSizeClass = UIUserInterfaceSizeClass.unspecified
    var userInterfaceStyle = UIUserInterfaceStyle.unspecified
    var displayScale: CGFloat = 0
    var userInterfaceIdiom = UIUserInterfaceIdiom.unspecified
    var preferredContentSizeCategory = UIContentSizeCategory.unspecified
    var layoutDirection = UITraitEnvironmentLayoutDirection.unspecified
    var legibilityWeight = UILegibilityWeight.unspecified
    var accessibilityContrast = UIAccessibilityContrast.unspecified

    /// These traits with those `other` specifies replaced.
    func overridden(by other: Traits) -> Traits {
        var result = self
        if other.horizontalSizeClass != .unspecified { result.horizontalSizeClass = other.horizontalSizeClass }
        if other.verticalSizeClass != .unspecified { result.verticalSizeClass = other.verticalSizeClass }
        if other.userInterfaceStyle != .unspecified { result.userInterfaceStyle = other.userInterfaceStyle }
        if other.displayScale != 0 { result.displayScale = other.displayScale }
        if other.userInterfaceIdiom != .unspecified { result.userInterfaceIdiom = other.userInterfaceIdiom }
        if other.preferredContentSizeCategory != .unspecified {
            result.preferredContentSizeCategory = other.preferredContentSizeCategory
        }
        if other.layoutDirection != .unspecified { result.layoutDirection = other.layoutDirection }
        if other.legibilityWeight != .unspecified { result.legibilityWeight = other.legibilityWeight }
        if other.accessibilityContrast != .unspecified { result.accessibilityContrast = other.accessibilityContrast }
        return result
    }

    /// The specified traits, as "name = value" pairs.
    var specifiedDescription: String {
        var parts: [String] = []
        if horizontalSizeClass != .unspecified { parts.append("horizontalSizeClass = \(horizontalSizeClass)") }
        if verticalSizeClass != .unspecified { parts.append("verticalSizeClass = \(verticalSizeClass)") }
        if userInterfaceStyle != .unspecified { parts.append("userInterfaceStyle = \(userInterfaceStyle)") }
        if displayScale != 0 { parts.append("displayScale = \(displayScale)") }
        if userInterfaceIdiom != .unspecified { parts.append("userInterfaceIdiom = \(userInterfaceIdiom)") }
        if preferredContentSizeCategory != .unspecified {
            parts.append("preferredContentSizeCategory = \(preferredContentSizeCategory.rawValue)")
        }
        if layoutDirection != .unspecified { parts.append("layoutDirection = \(layoutDirection)") }
        if legibilityWeight != .unspecified { parts.append("legibilityWeight = \(legibilityWeight)") }
        if accessibilityContrast != .unspecified { parts.append("accessibilityContrast = \(accessibilityContrast)") }
        return parts.joined(separator: ", ")
    }
}
