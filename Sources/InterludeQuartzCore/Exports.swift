// Core Animation sits on Core Graphics: code that imports QuartzCore sees CGContext, CGPath and
// the geometry types too, as on Apple platforms.
@_exported import InterludeGraphics
