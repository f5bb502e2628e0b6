// `import UIKit` on Linux: the whole of Interlude, as `import UIKit` brings UIKit, Core Animation,
// Core Graphics and Foundation on iOS. Code written for iOS keeps its import line and its
// `#if canImport(UIKit)` branches.
@_exported import Interlude
