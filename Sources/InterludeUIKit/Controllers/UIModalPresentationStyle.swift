/// How a presented controller covers the screen, with UIKit's raw values.
public enum UIModalPresentationStyle: Int, Sendable {
    /// Covers the screen; the presenter's views are removed after the presentation.
    case fullScreen = 0
    /// A sheet (``UISheetPresentationController``): a card at its detents over the dimmed presenter,
    /// which is scaled back behind it and gets no disappear calls.
    case pageSheet = 1
    /// On iPhone-sized screens, the same card as `pageSheet`.
    case formSheet = 2
    /// Covers the view of the nearest ancestor that `definesPresentationContext`; its views are removed.
    case currentContext = 3
    /// Placed by a ``UIPresentationController`` from the transitioning delegate.
    case custom = 4
    /// Covers the screen; the presenter's views stay (content below shows through).
    case overFullScreen = 5
    /// Covers the presentation context's view; its views stay.
    case overCurrentContext = 6
    /// A popover; on iPhone-sized screens it adapts to `formSheet`.
    case popover = 7
    /// Never present with it; adaptivity answers it to keep the current style.
    case none = -1
    /// The system's choice: `pageSheet` for plain controllers. The default.
    case automatic = -2

    /// The style UIKit actually uses on an iPhone-sized screen.
    var resolved: UIModalPresentationStyle {
        switch self {
        case .automatic, .formSheet, .popover: return .pageSheet
        default: return self
        }
    }

    /// Whether the presenter's view leaves the window once the presentation completes.
    var removesPresentersView: Bool { self == .fullScreen || self == .currentContext }
}

/// The built-in animation of a modal presentation.
public enum UIModalTransitionStyle: Int, Sendable {
    /// The presented view slides up from the bottom. The default.
    case coverVertical = 0
    /// The presenter's view turns over horizontally, showing the presented view on its back.
    case flipHorizontal = 1
    /// The presenter's view fades out while the presented view fades in.
    case crossDissolve = 2
    /// A page curl. Interlude does not draw it: presenting with it reports a diagnostic and covers vertically.
    case partialCurl = 3
}
