// `import CoreGraphics` on Linux: Core Graphics (geometry, affine transforms, paths, colors, images,
// bitmap contexts) with Foundation — as on Apple platforms, without Core Animation or UIKit.
@_exported import InterludeGraphics
