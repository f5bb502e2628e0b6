// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "Interlude",
    platforms: [.macOS(.v13)],
    products: [
        .library(name: "Interlude", targets: ["Interlude"]),
        .library(name: "InterludeMath", targets: ["InterludeMath"]),
        .executable(name: "interlude-example", targets: ["InterludeExample"]),
    ],
    targets: [
        // Pure values: transforms, cubic béziers, springs, interpolation. No state, no UI, no clock.
        .target(name: "InterludeMath"),
        // The UIKit-named core: layers and media timing, animations, views, the window clock,
        // view controllers and transitions.
        .target(name: "InterludeCore", dependencies: ["InterludeMath"]),
        // What apps import: the core plus the renderer's UIKit-named entry points.
        .target(name: "Interlude", dependencies: ["InterludeCore"]),
        // The README's main command until the gallery lands: a small scripted animation.
        .executableTarget(name: "InterludeExample", dependencies: ["Interlude"]),
        // Release-mode benchmarks (scripts/bench.sh); not tests.
        .executableTarget(name: "InterludeBenchmarks", dependencies: ["Interlude"]),
        .testTarget(name: "InterludeMathTests", dependencies: ["InterludeMath"]),
        .testTarget(name: "InterludeTests", dependencies: ["Interlude", "InterludeCore"]),
    ],
    swiftLanguageModes: [.v6]
)
