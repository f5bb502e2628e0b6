extension UIWindow {
    /// A window's place along the z-axis, UIKit's `UIWindow.Level`
    /// (https://developer.apple.com/documentation/uikit/uiwindow/level): levels stack before
    /// windows do, so the bottom window of a level is in front of the top window of any lower
    /// level. The order of windows within one level is not guaranteed by UIKit; Interlude keeps
    /// the order they were made in.
    public struct Level: RawRepresentable, Hashable, Sendable {
        /// The level as a number; higher is further in front.
        public var rawValue: CGFloat
        /// A level from its number.
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        /// A level from its number.
        public init(_ rawValue: CGFloat) { self.rawValue = rawValue }

        /// The default level: 0.
        public static let normal = Level(0)
        /// The level of the status bar: 1000.
        public static let statusBar = Level(1000)
        /// The level of alerts: 2000, the highest of the three.
        public static let alert = Level(2000)

        /// The level `rhs` above `lhs` (`.alert + 1` is just in front of alerts).
        public static func + (lhs: Level, rhs: CGFloat) -> Level { Level(lhs.rawValue + rhs) }
        /// The level `rhs` below `lhs`.
        public static func - (lhs: Level, rhs: CGFloat) -> Level { Level(lhs.rawValue - rhs) }
    }
}

extension UIWindow {
    /// Every live window back to front: by level, and within a level in the order they were made.
    static var allWindowsByLevel: [UIWindow] {
        allWindows.enumerated().sorted { a, b in
            let (levelA, levelB) = (a.element.windowLevel.rawValue, b.element.windowLevel.rawValue)
            return levelA != levelB ? levelA < levelB : a.offset < b.offset
        }.map(\.element)
    }
}
