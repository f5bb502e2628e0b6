// `import QuartzCore` on Linux: Core Animation (layers, animations, media timing) with Core Graphics
// and Foundation, without UIKit's types — as on Apple platforms.
@_exported import InterludeQuartzCore
