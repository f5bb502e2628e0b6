/// The traits of an interface environment — size classes, appearance, scale, idiom, text size,
/// layout direction — UIKit's `UITraitCollection`.
///
/// A collection can leave any trait unspecified; ``init(traitsFrom:)`` combines collections, later
/// ones winning where they specify a trait. Collections compare equal when all their traits do.
///
/// Interlude's windows have an iPhone 14's traits (see the Human Interface Guidelines' device size
/// classes, https://developer.apple.com/design/human-interface-guidelines/layout#Device-size-classes):
/// compact width; regular height in portrait and compact height in landscape (a window wider than
/// tall); the light style unless overridden; a display scale of 3; the phone idiom; the large text
/// size; left to right. Collections are immutable and may be used from any thread, as UIKit's.
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

    /// The combination of `traitCollections`: each trait from the last collection that specifies it.
    public convenience init(traitsFrom traitCollections: [UITraitCollection]) {
        self.init(traits: traitCollections.reduce(Traits()) { $0.overridden(by: $1.traits) })
    }

    init(traits: Traits) {
        horizontalSizeClass = traits.horizontalSizeClass
        verticalSizeClass = traits.verticalSizeClass
        userInterfaceStyle = traits.userInterfaceStyle
        displayScale = traits.displayScale
        userInterfaceIdiom = traits.userInterfaceIdiom
        preferredContentSizeCategory = traits.preferredContentSizeCategory
        layoutDirection = traits.layoutDirection
    }

    /// The traits as a value.
    var traits: Traits {
        Traits(
            horizontalSizeClass: horizontalSizeClass, verticalSizeClass: verticalSizeClass,
            userInterfaceStyle: userInterfaceStyle, displayScale: displayScale, userInterfaceIdiom: userInterfaceIdiom,
            preferredContentSizeCategory: preferredContentSizeCategory, layoutDirection: layoutDirection)
    }

    /// Whether every trait `trait` specifies has the same value here (true for nil).
    public func containsTraits(in trait: UITraitCollection?) -> Bool {
        guard let trait else { return true }
        return traits.overridden(by: trait.traits) == traits
    }

    /// Whether colors resolved for `traitCollection` could look different than for this one
    /// (their interface styles differ).
    public func hasDifferentColorAppearance(comparedTo traitCollection: UITraitCollection?) -> Bool {
        userInterfaceStyle != (traitCollection?.userInterfaceStyle ?? .unspecified)
    }

    /// The traits in effect while code that resolves dynamic values runs; set by
    /// ``performAsCurrent(_:)``. Defaults to the main screen's.
    @MainActor public static var current: UITraitCollection {
        get { currentOverride ?? UIScreen.main.traitCollection }
        set { currentOverride = newValue }
    }
    @MainActor private static var currentOverride: UITraitCollection?

    /// Runs `actions` with ``current`` set to this collection, then restores it.
    @MainActor public func performAsCurrent(_ actions: () -> Void) {
        let previous = Self.currentOverride
        Self.currentOverride = self
        actions()
        Self.currentOverride = previous
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
                layoutDirection: .leftToRight))
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

/// The traits of a collection as a value; unspecified traits hold UIKit's "unspecified" values.
struct Traits: Hashable, Sendable {
    var horizontalSizeClass = UIUserInterfaceSizeClass.unspecified
    var verticalSizeClass = UIUserInterfaceSizeClass.unspecified
    var userInterfaceStyle = UIUserInterfaceStyle.unspecified
    var displayScale: CGFloat = 0
    var userInterfaceIdiom = UIUserInterfaceIdiom.unspecified
    var preferredContentSizeCategory = UIContentSizeCategory.unspecified
    var layoutDirection = UITraitEnvironmentLayoutDirection.unspecified

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
        return parts.joined(separator: ", ")
    }
}
