/// A rectangular area of a view that constraints can refer to without a view of its own, UIKit's
/// `UILayoutGuide`.
///
/// A guide added with `UIView.addLayoutGuide(_:)` is placed by the constraints on its anchors;
/// its ``layoutFrame`` is the solved rectangle in the owning view's coordinates (zero until a
/// constraint uses it). The safe-area guide is the owning view's bounds minus its safe-area
/// insets, and the layout margins guide its bounds minus its layout margins.
@preconcurrency @MainActor
open class UILayoutGuide: NSObject {
    /// The view the guide belongs to (set by `UIView.addLayoutGuide(_:)`), held weakly.
    open weak var owningView: UIView?
    /// A name for debugging. Defaults to the empty string.
    open var identifier = ""
    /// The anchors, made on first use (see `UIView+Anchors.swift`).
    var anchors: [Int: AnyObject] = [:]
    /// The guide's variables in its hierarchy's engine, while it takes part.
    var engineItem: EngineItem?

    /// A guide that belongs to no view yet.
    public override init() {}

    /// The guide's rectangle in the owning view's coordinates: what the constraints on it solve
    /// to (zero until one uses it).
    open var layoutFrame: CGRect {
        guard let item = engineItem, let owner = owningView, let engine = item.engine,
            let ownerItem = owner.layoutState?.engineItem
        else { return .zero }
        let frame = engine.solvedRect(of: item)
        let ownerFrame = engine.solvedRect(of: ownerItem)
        return CGRect(
            x: frame.minX - ownerFrame.minX, y: frame.minY - ownerFrame.minY, width: frame.width, height: frame.height)
    }

    /// The insets from the owning view's bounds that define the guide, for guides the view
    /// defines itself (safe area, layout margins); nil for guides placed by constraints.
    var definingInsets: UIEdgeInsets? { nil }

    /// For a guide placed at its owning view's content origin with a size held weakly (a scroll
    /// view's content layout guide): that size; nil otherwise.
    var definingContentSize: CGSize? { nil }
}

/// The guide of `UIView.safeAreaLayoutGuide`: the owning view's bounds inset by its safe area.
@MainActor
final class SafeAreaLayoutGuide: UILayoutGuide {
    override var layoutFrame: CGRect {
        guard let view = owningView else { return .zero }
        return view.bounds.inset(by: view.safeAreaInsets)
    }

    override var definingInsets: UIEdgeInsets? { owningView?.safeAreaInsets ?? .zero }
}

/// The guide of `UIView.layoutMarginsGuide`: the owning view's bounds inset by its layout margins.
@MainActor
final class LayoutMarginsGuide: UILayoutGuide {
    override var layoutFrame: CGRect {
        guard let view = owningView else { return .zero }
        return view.bounds.inset(by: view.layoutMargins)
    }

    override var definingInsets: UIEdgeInsets? { owningView?.layoutMargins ?? .zero }
}

/// The guide of `UIView.readableContentGuide`, UIKit's rules
/// (https://developer.apple.com/documentation/uikit/uiview/readablecontentguide): never beyond the
/// layout margins guide, centred in it, and no wider than the readable width of the text size.
/// Its top and bottom are the margins guide's.
@MainActor
final class ReadableContentGuide: UILayoutGuide {
    /// The readable width at the default text size: 672 points. Apple documents no number; this
    /// is the width iOS gives (measured by useyourloaf.com, "Readable Content Guides": 672 points,
    /// inset 176 from each edge of a 1024-point view with 20-point margins). Interlude uses it at
    /// every text size.
    static let readableWidth: CGFloat = 672

    override var layoutFrame: CGRect {
        guard let view = owningView else { return .zero }
        return view.bounds.inset(by: Self.insets(of: view))
    }

    override var definingInsets: UIEdgeInsets? { owningView.map(Self.insets(of:)) ?? .zero }

    /// The layout margins, widened equally left and right to bring the width down to the
    /// readable width.
    static func insets(of view: UIView) -> UIEdgeInsets {
        var insets = view.layoutMargins
        let excess = max(0, (view.bounds.width - insets.left - insets.right - readableWidth) / 2)
        insets.left += excess
        insets.right += excess
        return insets
    }
}
