// UIKit code sees Core Animation and Core Graphics without importing them, as on Apple platforms.
@_exported import InterludeQuartzCore
