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
        // The UIKit-named API: layers and media timing, animations, views, the window clock.
        .target(name: "Interlude", dependencies: ["InterludeMath"]),
        // The README's main command until the gallery lands: a small scripted animation.
        .executableTarget(name: "InterludeExample", dependencies: ["Interlude"]),
        // Release-mode benchmarks (scripts/bench.sh); not tests.
        .executableTarget(name: "InterludeBenchmarks", dependencies: ["Interlude"]),
        .testTarget(name: "InterludeMathTests", dependencies: ["InterludeMath"]),
        .testTarget(name: "InterludeTests", dependencies: ["Interlude"]),
    ],
    swiftLanguageModes: [.v6]
)
