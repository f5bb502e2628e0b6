import Interlude

/// A device to snapshot a view controller on: its screen size in points and its safe area, with the
/// names swift-snapshot-testing gives them on iOS (`.iPhone13`, `.iPhoneSe(.landscape)`,
/// `.iPadPro11(.portrait(splitView: .oneThird))`, …).
///
/// A controller snapshotted on a configuration gets its size and, as the window's safe-area
/// insets, its safe area. The iOS configurations' trait collections are not carried: an Interlude
/// window's traits follow from its size (compact width on phones, compact height in landscape).
public struct ViewImageConfig: Sendable, Equatable {
    /// Which way a phone is held.
    public enum Orientation: Sendable {
        /// Wider than tall.
        case landscape
        /// Taller than wide.
        case portrait
    }

    /// Which way a tablet is held, and how much of the screen the app has in Split View.
    public enum TabletOrientation: Sendable, Equatable {
        /// The app's share of a portrait screen.
        public enum PortraitSplits: Sendable, Equatable {
            /// A third of the width.
            case oneThird
            /// Two thirds of the width.
            case twoThirds
            /// The whole screen.
            case full
        }

        /// The app's share of a landscape screen.
        public enum LandscapeSplits: Sendable, Equatable {
            /// A third of the width.
            case oneThird
            /// Half the width.
            case oneHalf
            /// Two thirds of the width.
            case twoThirds
            /// The whole screen.
            case full
        }

        /// Held wide, with the app taking `splitView` of the width.
        case landscape(splitView: LandscapeSplits)
        /// Held tall, with the app taking `splitView` of the width.
        case portrait(splitView: PortraitSplits)
    }

    /// Insets of the area not covered by the status bar, notch or home indicator, in points.
    public var safeArea: UIEdgeInsets
    /// The screen (or Split View pane) size in points; nil leaves the size to the strategy.
    public var size: CGSize?

    /// A configuration of `size` with `safeArea`.
    public init(safeArea: UIEdgeInsets = .zero, size: CGSize? = nil) {
        self.safeArea = safeArea
        self.size = size
    }

    // MARK: Phones

    /// A phone whose portrait screen is `width` × `height` points: the landscape screen is the
    /// same turned, and the insets turn with it.
    private static func phone(
        _ orientation: Orientation, width: CGFloat, height: CGFloat, portrait: UIEdgeInsets, landscape: UIEdgeInsets
    ) -> ViewImageConfig {
        switch orientation {
        case .portrait: return ViewImageConfig(safeArea: portrait, size: CGSize(width: width, height: height))
        case .landscape: return ViewImageConfig(safeArea: landscape, size: CGSize(width: height, height: width))
        }
    }

    /// Home-button phones: a 20-point status bar in portrait, nothing in landscape.
    private static func homeButtonPhone(_ orientation: Orientation, width: CGFloat, height: CGFloat) -> ViewImageConfig {
        phone(
            orientation, width: width, height: height, portrait: UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0),
            landscape: .zero)
    }

    /// Phones with a notch: `notch` points at the top in portrait (at the sides in landscape),
    /// `home` points for the home indicator at the bottom.
    private static func notchedPhone(
        _ orientation: Orientation, width: CGFloat, height: CGFloat, notch: CGFloat, home: CGFloat, landscapeHome: CGFloat
    ) -> ViewImageConfig {
        phone(
            orientation, width: width, height: height,
            portrait: UIEdgeInsets(top: notch, left: 0, bottom: home, right: 0),
            landscape: UIEdgeInsets(top: 0, left: notch, bottom: landscapeHome, right: notch))
    }

    /// iPhone SE (first generation), portrait: 320 × 568.
    public static let iPhoneSe = ViewImageConfig.iPhoneSe(.portrait)
    /// iPhone SE (first generation).
    public static func iPhoneSe(_ orientation: Orientation) -> ViewImageConfig {
        homeButtonPhone(orientation, width: 320, height: 568)
    }

    /// iPhone 8, portrait: 375 × 667.
    public static let iPhone8 = ViewImageConfig.iPhone8(.portrait)
    /// iPhone 8.
    public static func iPhone8(_ orientation: Orientation) -> ViewImageConfig {
        homeButtonPhone(orientation, width: 375, height: 667)
    }

    /// iPhone 8 Plus, portrait: 414 × 736.
    public static let iPhone8Plus = ViewImageConfig.iPhone8Plus(.portrait)
    /// iPhone 8 Plus.
    public static func iPhone8Plus(_ orientation: Orientation) -> ViewImageConfig {
        homeButtonPhone(orientation, width: 414, height: 736)
    }

    /// iPhone X, portrait: 375 × 812.
    public static let iPhoneX = ViewImageConfig.iPhoneX(.portrait)
    /// iPhone X.
    public static func iPhoneX(_ orientation: Orientation) -> ViewImageConfig {
        notchedPhone(orientation, width: 375, height: 812, notch: 44, home: 34, landscapeHome: 24)
    }

    /// iPhone XS Max, portrait: 414 × 896.
    public static let iPhoneXsMax = ViewImageConfig.iPhoneXsMax(.portrait)
    /// iPhone XS Max.
    public static func iPhoneXsMax(_ orientation: Orientation) -> ViewImageConfig {
        notchedPhone(orientation, width: 414, height: 896, notch: 44, home: 34, landscapeHome: 24)
    }

    /// iPhone XR, portrait: 414 × 896.
    public static let iPhoneXr = ViewImageConfig.iPhoneXr(.portrait)
    /// iPhone XR.
    public static func iPhoneXr(_ orientation: Orientation) -> ViewImageConfig {
        notchedPhone(orientation, width: 414, height: 896, notch: 44, home: 34, landscapeHome: 24)
    }

    /// iPhone 12, portrait: 390 × 844.
    public static let iPhone12 = ViewImageConfig.iPhone12(.portrait)
    /// iPhone 12.
    public static func iPhone12(_ orientation: Orientation) -> ViewImageConfig {
        notchedPhone(orientation, width: 390, height: 844, notch: 47, home: 34, landscapeHome: 21)
    }

    /// iPhone 12 Pro, portrait: 390 × 844 (the iPhone 12's screen).
    public static let iPhone12Pro = ViewImageConfig.iPhone12Pro(.portrait)
    /// iPhone 12 Pro.
    public static func iPhone12Pro(_ orientation: Orientation) -> ViewImageConfig { .iPhone12(orientation) }

    /// iPhone 12 Pro Max, portrait: 428 × 926.
    public static let iPhone12ProMax = ViewImageConfig.iPhone12ProMax(.portrait)
    /// iPhone 12 Pro Max.
    public static func iPhone12ProMax(_ orientation: Orientation) -> ViewImageConfig {
        notchedPhone(orientation, width: 428, height: 926, notch: 47, home: 34, landscapeHome: 21)
    }

    /// iPhone 13, portrait: 390 × 844.
    public static let iPhone13 = ViewImageConfig.iPhone13(.portrait)
    /// iPhone 13.
    public static func iPhone13(_ orientation: Orientation) -> ViewImageConfig { .iPhone12(orientation) }

    /// iPhone 13 mini, portrait: 375 × 812.
    public static let iPhone13Mini = ViewImageConfig.iPhone13Mini(.portrait)
    /// iPhone 13 mini.
    public static func iPhone13Mini(_ orientation: Orientation) -> ViewImageConfig {
        notchedPhone(orientation, width: 375, height: 812, notch: 50, home: 34, landscapeHome: 21)
    }

    /// iPhone 13 Pro, portrait: 390 × 844 (the iPhone 13's screen).
    public static let iPhone13Pro = ViewImageConfig.iPhone13Pro(.portrait)
    /// iPhone 13 Pro.
    public static func iPhone13Pro(_ orientation: Orientation) -> ViewImageConfig { .iPhone13(orientation) }

    /// iPhone 13 Pro Max, portrait: 428 × 926.
    public static let iPhone13ProMax = ViewImageConfig.iPhone13ProMax(.portrait)
    /// iPhone 13 Pro Max.
    public static func iPhone13ProMax(_ orientation: Orientation) -> ViewImageConfig { .iPhone12ProMax(orientation) }

    // MARK: Tablets

    /// A tablet whose landscape screen is `long` × `short` points, with the Split View pane widths
    /// given for each orientation; `safeArea` is the same in every layout.
    private static func tablet(
        _ orientation: TabletOrientation, long: CGFloat, short: CGFloat,
        landscapePanes: (oneThird: CGFloat, oneHalf: CGFloat, twoThirds: CGFloat),
        portraitPanes: (oneThird: CGFloat, twoThirds: CGFloat), safeArea: UIEdgeInsets
    ) -> ViewImageConfig {
        let size: CGSize
        switch orientation {
        case .landscape(let split):
            let width: CGFloat
            switch split {
            case .oneThird: width = landscapePanes.oneThird
            case .oneHalf: width = landscapePanes.oneHalf
            case .twoThirds: width = landscapePanes.twoThirds
            case .full: width = long
            }
            size = CGSize(width: width, height: short)
        case .portrait(let split):
            let width: CGFloat
            switch split {
            case .oneThird: width = portraitPanes.oneThird
            case .twoThirds: width = portraitPanes.twoThirds
            case .full: width = short
            }
            size = CGSize(width: width, height: long)
        }
        return ViewImageConfig(safeArea: safeArea, size: size)
    }

    /// The whole screen, held as `orientation`.
    private static func fullScreen(_ orientation: Orientation) -> TabletOrientation {
        orientation == .landscape ? .landscape(splitView: .full) : .portrait(splitView: .full)
    }

    private static let statusBar = UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0)

    /// iPad mini, landscape: 1024 × 768.
    public static let iPadMini = ViewImageConfig.iPadMini(.landscape)
    /// iPad mini, full screen.
    public static func iPadMini(_ orientation: Orientation) -> ViewImageConfig { .iPadMini(fullScreen(orientation)) }
    /// iPad mini in a Split View layout.
    public static func iPadMini(_ orientation: TabletOrientation) -> ViewImageConfig {
        tablet(
            orientation, long: 1024, short: 768, landscapePanes: (320, 507, 694), portraitPanes: (320, 438),
            safeArea: statusBar)
    }

    /// iPad 9.7-inch: the iPad mini's screen.
    public static let iPad9_7 = iPadMini
    /// iPad 9.7-inch, full screen.
    public static func iPad9_7(_ orientation: Orientation) -> ViewImageConfig { .iPadMini(orientation) }
    /// iPad 9.7-inch in a Split View layout.
    public static func iPad9_7(_ orientation: TabletOrientation) -> ViewImageConfig { .iPadMini(orientation) }

    /// iPad 10.2-inch, landscape: 1080 × 810.
    public static let iPad10_2 = ViewImageConfig.iPad10_2(.landscape)
    /// iPad 10.2-inch, full screen.
    public static func iPad10_2(_ orientation: Orientation) -> ViewImageConfig { .iPad10_2(fullScreen(orientation)) }
    /// iPad 10.2-inch in a Split View layout.
    public static func iPad10_2(_ orientation: TabletOrientation) -> ViewImageConfig {
        tablet(
            orientation, long: 1080, short: 810, landscapePanes: (320, 535, 750), portraitPanes: (320, 480),
            safeArea: statusBar)
    }

    /// iPad Pro 10.5-inch, landscape: 1112 × 834.
    public static let iPadPro10_5 = ViewImageConfig.iPadPro10_5(.landscape)
    /// iPad Pro 10.5-inch, full screen.
    public static func iPadPro10_5(_ orientation: Orientation) -> ViewImageConfig {
        .iPadPro10_5(fullScreen(orientation))
    }
    /// iPad Pro 10.5-inch in a Split View layout.
    public static func iPadPro10_5(_ orientation: TabletOrientation) -> ViewImageConfig {
        tablet(
            orientation, long: 1112, short: 834, landscapePanes: (320, 551, 782), portraitPanes: (320, 504),
            safeArea: statusBar)
    }

    /// iPad Pro 11-inch, landscape: 1194 × 834.
    public static let iPadPro11 = ViewImageConfig.iPadPro11(.landscape)
    /// iPad Pro 11-inch, full screen.
    public static func iPadPro11(_ orientation: Orientation) -> ViewImageConfig { .iPadPro11(fullScreen(orientation)) }
    /// iPad Pro 11-inch in a Split View layout: 24 points at the top, 20 for the home indicator.
    public static func iPadPro11(_ orientation: TabletOrientation) -> ViewImageConfig {
        tablet(
            orientation, long: 1194, short: 834, landscapePanes: (375, 592, 809), portraitPanes: (320, 504),
            safeArea: UIEdgeInsets(top: 24, left: 0, bottom: 20, right: 0))
    }

    /// iPad Pro 12.9-inch, landscape: 1366 × 1024.
    public static let iPadPro12_9 = ViewImageConfig.iPadPro12_9(.landscape)
    /// iPad Pro 12.9-inch, full screen.
    public static func iPadPro12_9(_ orientation: Orientation) -> ViewImageConfig {
        .iPadPro12_9(fullScreen(orientation))
    }
    /// iPad Pro 12.9-inch in a Split View layout.
    public static func iPadPro12_9(_ orientation: TabletOrientation) -> ViewImageConfig {
        tablet(
            orientation, long: 1366, short: 1024, landscapePanes: (375, 678, 981), portraitPanes: (375, 639),
            safeArea: statusBar)
    }
}
