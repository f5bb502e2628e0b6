/// The key every transition runs under: `CALayer.add(_:forKey:)` files a `CATransition` under it
/// whatever key it is given, so a layer runs one transition at a time.
public let kCATransition = "transition"

/// An animation between a layer's look before a change and after it, for changes that cannot be
/// interpolated: sublayers added, removed, shown or hidden, new contents.
///
/// Add the transition, then make the changes (in the same transaction, as Apple's documentation
/// shows): when the transition is added, the layer's subtree is captured as it is presented then,
/// and while the transition runs the renderer shows that picture leaving and the live layer —
/// with every later change — arriving, in the layer's place. The layer's own position, transform
/// and opacity are not part of either picture; they place and fade the pair as a whole. Changes
/// made in the same transaction *before* the transition was added are already in the "before"
/// picture.
///
/// `fade` dissolves from one picture to the other. `push`, `moveIn` and `reveal` slide by the
/// layer's bounds size in the direction `subtype` gives (from the left when it is nil): `push`
/// moves both pictures, `moveIn` brings the new one in over the old, `reveal` slides the old one
/// away to uncover the new. The pictures are clipped to the layer's bounds only when the layer
/// `masksToBounds`.
///
/// Defaults, as Core Animation's: type `.fade`, no subtype, progress from 0 to 1, linear pacing,
/// and a duration of 0 — which `CALayer.add(_:forKey:)` turns into the transaction's animation
/// duration (0.25 s unless set).
open class CATransition: CAAnimation {
    /// How the new picture replaces the old. Defaults to `.fade`.
    public var type: CATransitionType = .fade
    /// The edge the movement starts from, for `push`, `moveIn` and `reveal`; nil (the default)
    /// moves as `.fromLeft` does. Ignored by `fade`.
    public var subtype: CATransitionSubtype?
    /// The fraction of the transition shown when it begins, 0…1. Defaults to 0.
    public var startProgress: Float = 0
    /// The fraction of the transition shown when it ends, 0…1, not below `startProgress`.
    /// Defaults to 1.
    public var endProgress: Float = 1
    /// A Core Image filter that would draw a custom transition. There are no Core Image filters
    /// here: a transition with a filter is reported when added and drawn by its `type`.
    public var filter: Any?

    /// The layer's subtree as it was presented when the transition was added (set on the copy the
    /// layer runs).
    package private(set) var before: CALayer?

    /// A cross-fade with Core Animation's defaults.
    public required init() { super.init() }

    /// A copy with the same settings (used by `CALayer.add(_:forKey:)`).
    public required init(copying other: CAAnimation) {
        super.init(copying: other)
        if let other = other as? CATransition {
            type = other.type
            subtype = other.subtype
            startProgress = other.startProgress
            endProgress = other.endProgress
            filter = other.filter
            before = other.before
        }
    }

    package override func prepareForAdding() -> String? {
        guard startProgress.isFinite, endProgress.isFinite, 0 <= startProgress, startProgress <= endProgress,
            endProgress <= 1
        else {
            return
                "the transition's startProgress \(startProgress) and endProgress \(endProgress) must lie in 0...1, start not after end"
        }
        if dissolves && type != .fade {
            Diagnostics.report(
                "CATransition.type '\(type.rawValue)' is not one of Core Animation's public types (fade, moveIn, push, reveal); drawn as a fade"
            )
        }
        if filter != nil {
            Diagnostics.report(
                "CATransition.filter: Core Image filters are not available; the transition is drawn as its type '\(type.rawValue)'"
            )
        }
        return nil
    }

    /// Captures `layer`'s subtree as it is presented now: the picture the transition leaves.
    /// The picture is drawn in the layer's own place, so its own opacity is left to the layer.
    @MainActor package func captureBefore(of layer: CALayer) {
        let picture = layer.frozenCopy(presented: true, atClockTime: layer.clock.now)
        picture.modelState.opacity = 1
        before = picture
    }

    /// The fraction of the way from the old picture to the new at the layer's local time `t`
    /// (eased, then mapped into `startProgress…endProgress`), or nil when the transition shows
    /// nothing at `t` (not begun, or ended and not filling forwards).
    @MainActor package func pictureProgress(atLayerTime t: Double) -> Double? {
        guard let eased = progress(atLayerTime: t)?.x else { return nil }
        let start = Double(startProgress), end = Double(endProgress)
        return start + (end - start) * min(1, max(0, eased))
    }

    package override func propertyValue(forKey key: String) -> Any?? {
        switch key {
        case "type": return .some(type)
        case "subtype": return .some(subtype)
        case "startProgress": return .some(startProgress)
        case "endProgress": return .some(endProgress)
        case "filter": return .some(filter)
        default: return super.propertyValue(forKey: key)
        }
    }

    package override func setPropertyValue(_ value: Any?, forKey key: String) -> Bool {
        switch key {
        case "type": assignKeyValue(value, forKey: key, KeyValue.named(value, as: CATransitionType.self)) { type = $0 }
        case "subtype":
            assignOptionalKeyValue(value, forKey: key, KeyValue.named(value, as: CATransitionSubtype.self)) { subtype = $0 }
        case "startProgress": assignKeyValue(value, forKey: key, KeyValue.number(value)) { startProgress = Float($0) }
        case "endProgress": assignKeyValue(value, forKey: key, KeyValue.number(value)) { endProgress = Float($0) }
        case "filter": filter = value
        default: return super.setPropertyValue(value, forKey: key)
        }
        return true
    }
}

/// How a `CATransition` replaces a layer's old picture with the new one.
public struct CATransitionType: RawRepresentable, Hashable, Sendable {
    /// The type's name, as Core Animation spells it (`"fade"`).
    public let rawValue: String
    /// A type by name; names other than the four below draw as `.fade`.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The old picture dissolves into the new one (the default).
    public static let fade = CATransitionType(rawValue: "fade")
    /// The new picture slides in over the old one, which stays in place.
    public static let moveIn = CATransitionType(rawValue: "moveIn")
    /// The new picture slides in and pushes the old one out.
    public static let push = CATransitionType(rawValue: "push")
    /// The old picture slides away, uncovering the new one, which stays in place.
    public static let reveal = CATransitionType(rawValue: "reveal")
}

/// The edge a `CATransition`'s movement starts from, on screen (a UIKit screen's y axis points down).
public struct CATransitionSubtype: RawRepresentable, Hashable, Sendable {
    /// The subtype's name, as Core Animation spells it (`"fromLeft"`).
    public let rawValue: String
    /// A subtype by name; names other than the four below move as `.fromLeft`.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The movement starts at the right edge: the new picture comes in from the right.
    public static let fromRight = CATransitionSubtype(rawValue: "fromRight")
    /// The movement starts at the left edge: the new picture comes in from the left.
    public static let fromLeft = CATransitionSubtype(rawValue: "fromLeft")
    /// The movement starts at the top edge: the new picture comes down from the top.
    public static let fromTop = CATransitionSubtype(rawValue: "fromTop")
    /// The movement starts at the bottom edge: the new picture comes up from the bottom.
    public static let fromBottom = CATransitionSubtype(rawValue: "fromBottom")
}

extension CATransition {
    /// Where the old and new pictures lie at `progress` (0…1), as offsets in the layer's bounds
    /// coordinates, for bounds of `size`; whether the new picture is drawn over the old one.
    package func pictureOffsets(progress p: Double, size: CGSize) -> (before: CGPoint, after: CGPoint, afterOnTop: Bool) {
        // The direction the pictures travel: away from the subtype's edge.
        let travel: CGPoint
        switch subtype {
        case .fromRight?: travel = CGPoint(x: -size.width, y: 0)
        case .fromTop?: travel = CGPoint(x: 0, y: size.height)
        case .fromBottom?: travel = CGPoint(x: 0, y: -size.height)
        default: travel = CGPoint(x: size.width, y: 0)
        }
        func along(_ fraction: Double) -> CGPoint { CGPoint(x: travel.x * fraction, y: travel.y * fraction) }
        switch type {
        case .push: return (along(p), along(p - 1), true)
        case .moveIn: return (.zero, along(p - 1), true)
        case .reveal: return (along(p), .zero, false)
        default: return (.zero, .zero, true)
        }
    }

    /// Whether the pictures dissolve into each other (every type but the three that slide).
    package var dissolves: Bool { type != .push && type != .moveIn && type != .reveal }
}
