// Interlude re-exports what UIKit code expects to find next to `import UIKit`:
// Foundation's geometry (CGFloat, CGPoint, CGSize, CGRect) and the pure math types.
@_exported import Foundation
@_exported import InterludeMath

/// Seconds on a media clock, as in Core Animation.
public typealias CFTimeInterval = Double

#if !os(Linux)
    #error(
        "Interlude re-implements UIKit for Linux. On Apple platforms, use Apple's UIKit and QuartzCore instead of this package.")
#endif
