// swift-tools-version: 6.2
import PackageDescription

// Interlude runs on Linux (Debian/Ubuntu; Swift 6.2 or later). The system libraries come from apt
// (scripts/setup.sh installs what is missing); on Apple platforms use Apple's UIKit instead —
// InterludeGraphics stops the build there with a message saying so.
//
// INTERLUDE_STRICT=1 (set by .ci/run) turns every warning in the project's own targets into an error.
let strict = Context.environment["INTERLUDE_STRICT"] != nil

let package = Package(
    name: "Interlude",
    products: [
        .library(name: "Interlude", targets: ["Interlude"]),
        .library(name: "InterludeMath", targets: ["InterludeMath"]),
        // `import UIKit` / `import QuartzCore` / `import CoreGraphics` for code written for iOS (Linux
        // only: on Apple platforms these names belong to Apple's frameworks).
        // As on iOS, where UIKit brings Core Animation and Core Graphics, the `UIKit` product also
        // gives `import QuartzCore` and `import CoreGraphics`.
        .library(name: "UIKit", targets: ["UIKit", "QuartzCore", "CoreGraphics"]),
        .library(name: "QuartzCore", targets: ["QuartzCore"]),
        .library(name: "CoreGraphics", targets: ["CoreGraphics"]),
        // Scenes, probes and encoders for your own package; the `interlude` command set over your
        // own scene catalog; swift-snapshot-testing strategies for Interlude's views and controllers.
        .library(name: "InterludeExport", targets: ["InterludeExport"]),
        .library(name: "InterludeCommandLine", targets: ["InterludeCommandLine"]),
        .library(name: "InterludeSnapshotTesting", targets: ["InterludeSnapshotTesting"]),
        // A live window (SDL2) for any view controller or scene; the only product that links SDL.
        .library(name: "InterludeHost", targets: ["InterludeHost"]),
        .executable(name: "interlude-example", targets: ["InterludeExample"]),
        .executable(name: "interlude", targets: ["InterludeCLI"]),
        .executable(name: "interlude-port", targets: ["InterludePortCLI"]),
        .executable(name: "interlude-soak", targets: ["InterludeSoakRunner"]),
        .executable(name: "interlude-fuzz", targets: ["InterludeFuzzRunner"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", .upToNextMinor(from: "1.8.2")),
        // Only `interlude port` (InterludePort) uses it; the `interlude` tool itself does not link it.
        .package(url: "https://github.com/swiftlang/swift-syntax", from: "603.0.1"),
        // `swift package generate-documentation`: the DocC catalog in Sources/Interlude/Interlude.docc.
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
        // Only InterludeSnapshotTesting links it.
        .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.19.7"),
    ],
    targets: [
        // Pure values: transforms, cubic béziers, springs, interpolation. No state, no UI, no clock.
        .target(name: "InterludeMath"),
        // Cassowary: linear constraints with UIKit's priorities, solved incrementally and deterministically.
        .target(name: "InterludeConstraintSolver"),
        // System libraries for drawing (installed by scripts/setup.sh).
        .systemLibrary(name: "CCairo", providers: [.apt(["libcairo2-dev"])]),
        // Pango is declared by hand (see its shim.h) so GLib's -pthread flag does not reach SwiftPM.
        .systemLibrary(name: "CPangoCairo", providers: [.apt(["libpango1.0-dev"])]),
        // JPEG decoding over libjpeg, with its longjmp error handling kept in C.
        .target(name: "CJPEG", linkerSettings: [.linkedLibrary("jpeg")]),
        // Core Graphics: CGContext, CGPath, CGImage (PNG/JPEG decoding), text layout, diagnostics.
        // The only target of the three that sees Cairo, Pango and libjpeg.
        .target(name: "InterludeGraphics", dependencies: ["InterludeMath", "CCairo", "CPangoCairo", "CJPEG"]),
        // Core Animation: media timing and the window clock, CALayer, the CAAnimation family,
        // CATransaction, CADisplayLink. Knows no UIKit type.
        .target(name: "InterludeQuartzCore", dependencies: ["InterludeGraphics"]),
        // UIKit: views, input, view controllers, transitions, the property animator, content views.
        .target(name: "InterludeUIKit", dependencies: ["InterludeQuartzCore", "InterludeConstraintSolver"]),
        // The compositor: draws a layer tree's presentation at a clock time into Cairo surfaces.
        .target(name: "InterludeRender", dependencies: ["InterludeUIKit", "CCairo", "InterludePNG", "CPixelBlend"]),
        // Vector kernels for runs of pixels under one colour (C: its vector extensions widen lanes).
        .target(name: "CPixelBlend"),
        // What apps import: the core plus the renderer's UIKit-named entry points.
        .target(name: "Interlude", dependencies: ["InterludeUIKit", "InterludeRender"]),
        // Shims that let iOS code keep its imports: UIKit = all of Interlude, QuartzCore = Core
        // Animation, CoreGraphics = Core Graphics.
        .target(name: "UIKit", dependencies: ["Interlude", "_Testing_UIKit"]),
        // The toolchain's Testing × UIKit (× CoreGraphics) cross-import overlays, which Linux
        // toolchains name but do not ship.
        .target(name: "_Testing_UIKit"),
        .target(name: "QuartzCore", dependencies: ["InterludeQuartzCore"]),
        .target(name: "CoreGraphics", dependencies: ["InterludeGraphics", "_Testing_CoreGraphics"]),
        .target(name: "_Testing_CoreGraphics"),
        // A small example program: seed 003's property animator played frame by frame.
        .executableTarget(name: "InterludeExample", dependencies: ["Interlude"]),
        // The seed articles' demo apps, written only against the public API.
        .target(name: "InterludeDemos", dependencies: ["Interlude"]),
        // The demo apps' scripted scenes (touches as cues, probes to plot) and their descriptions.
        .target(name: "InterludeDemoScenes", dependencies: ["Interlude", "InterludeDemos", "InterludeExport"]),
        // Galleries: records groups of scenes (the seed demos, or a tool's own) and writes their page.
        .target(name: "InterludeGallery", dependencies: ["Interlude", "InterludeExport"]),
        // Release-mode benchmarks (scripts/bench.sh); not tests.
        .executableTarget(
            name: "InterludeBenchmarks",
            dependencies: ["Interlude", "InterludeUIKit", "InterludeRender", "CCairo", "CMallocCounter"]),
        // Counts heap allocations in the benchmark executable (interposes malloc; benchmarks only).
        .target(name: "CMallocCounter"),
        // Release-mode export benchmarks: a transition to MP4, and each encoder's cost per frame.
        .executableTarget(name: "InterludeExportBenchmarks", dependencies: ["InterludeExport"]),
        // Release-mode constraint solver benchmarks (a 1,000-constraint stack) and its solution digest.
        .executableTarget(
            name: "InterludeLayoutBenchmarks", dependencies: ["InterludeConstraintSolver", "InterludeUIKit", "CMallocCounter"]),
        // zlib (deflate, inflate, CRC-32) for the PNG and APNG writers.
        .systemLibrary(name: "CZlib", pkgConfig: "zlib", providers: [.apt(["zlib1g-dev"])]),
        // The one PNG writer (row filters, chunks, zlib streams), for frames, exports and images.
        .target(name: "InterludePNG", dependencies: ["CZlib"]),
        // Exporting scripted scenes: frame sampling, PNG/APNG/filmstrip/HTML writers, ffmpeg GIF/MP4.
        .target(name: "InterludeExport", dependencies: ["Interlude", "InterludePNG"]),
        // SDL2 for the live window (installed by scripts/setup.sh). Declared without pkg-config: its
        // flags carry -D_REENTRANT, which SwiftPM rejects with a warning (see the shim).
        .systemLibrary(name: "CSDL2", providers: [.apt(["libsdl2-dev"])]),
        // The live window: a scene or view controller on screen, driven by the mouse, its clock by
        // real time. The only code that reads the wall clock besides the tools' progress reports.
        .target(name: "InterludeHost", dependencies: ["Interlude", "InterludeQuartzCore", "InterludeExport", "CSDL2"]),
        // The command set (list, render, export, play, gallery, compare) over any scene catalog.
        .target(
            name: "InterludeCommandLine",
            dependencies: [
                "InterludeExport", "InterludeGallery", "InterludeHost",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]),
        // The `interlude` command line tool: the command set over the built-in scenes and seed demos,
        // plus `play` (the live window) and `port`. Its folder is not `Sources/interlude`: that would collide with
        // `Sources/Interlude` on case-insensitive disks.
        .executableTarget(
            name: "InterludeCLI",
            dependencies: [
                "InterludeCommandLine", "InterludeExport", "InterludeDemoScenes", "InterludeGallery", "InterludeHost",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]),
        // swift-snapshot-testing strategies for Interlude's views, controllers and scenes.
        .target(
            name: "InterludeSnapshotTesting",
            dependencies: [
                "Interlude", "InterludeExport", .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
            ]),
        // `interlude port`: rewrites UIKit sources' Objective-C-only forms for Interlude (pure: text in,
        // rewritten text and findings out). Its own executable keeps swift-syntax out of `interlude`.
        .target(
            name: "InterludePort",
            dependencies: [
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftParser", package: "swift-syntax"),
                .product(name: "SwiftParserDiagnostics", package: "swift-syntax"),
            ]),
        .executableTarget(
            name: "InterludePortCLI",
            dependencies: [
                "InterludePort", .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]),
        // Ported/ holds ported seed-era code compiled against Interlude (the rewrites' output must build).
        .testTarget(name: "InterludePortTests", dependencies: ["InterludePort", "InterludePortCLI", "Interlude"]),
        // Helpers every test target shares: `expectClose` and the wall-clock source scan.
        .target(name: "InterludeTestSupport", dependencies: ["InterludeMath"], path: "Tests/InterludeTestSupport"),
        // Golden-frame comparison with failure artifacts (over InterludeExport's FrameComparison),
        // apart so the math tests do not link the renderer.
        .target(
            name: "InterludeGoldenSupport", dependencies: ["Interlude", "InterludeExport"], path: "Tests/InterludeGoldenSupport"),
        // Seeded random use of navigation, tabs and presentations, checked against UIKit's rules:
        // 10,000 operations in the tests, longer runs through `interlude-soak` (scripts/soak.sh).
        .target(name: "InterludeSoak", dependencies: ["InterludeUIKit", "InterludeSeededRandom"], path: "Tests/InterludeSoak"),
        // A seeded random number generator (SplitMix64) for the soak and the fuzzer.
        .target(name: "InterludeSeededRandom", path: "Tests/InterludeSeededRandom"),
        // Seeded mutation fuzzing of the decoders of outside bytes (PNG, JPEG): a budget in the
        // tests, longer runs through `interlude-fuzz`.
        .target(
            name: "InterludeFuzz",
            dependencies: [
                "InterludeUIKit", "InterludePNG", "InterludeSeededRandom", "InterludeExport",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            path: "Tests/InterludeFuzz"),
        .executableTarget(
            name: "InterludeFuzzRunner",
            dependencies: [
                "InterludeFuzz", "InterludeCommandLine", .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            path: "Tests/InterludeFuzzRunner"),
        .executableTarget(
            name: "InterludeSoakRunner",
            dependencies: ["InterludeSoak", .product(name: "ArgumentParser", package: "swift-argument-parser")],
            path: "Tests/InterludeSoakRunner"),
        .testTarget(
            name: "InterludeExportTests",
            dependencies: ["InterludeExport", "InterludeCommandLine", "InterludeCLI", "InterludeTestSupport", "InterludeFuzz"]),
        .testTarget(
            name: "InterludeSnapshotTestingTests",
            dependencies: ["InterludeSnapshotTesting", "InterludeTestSupport", "InterludeCLI"],
            exclude: ["__Snapshots__"]),
        // Client code as iOS apps write it: `import UIKit`, Swift 5 language mode.
        .testTarget(
            name: "UIKitCompatibilityTests", dependencies: ["UIKit", "QuartzCore", "CoreGraphics"],
            swiftSettings: [.swiftLanguageMode(.v5)]),
        // The live window's session logic (no display needed) and, under Xvfb, the window itself.
        .testTarget(
            name: "InterludeHostTests",
            dependencies: [
                "InterludeHost", "InterludeCLI", "InterludeCommandLine", "InterludeDemoScenes", "InterludeExport",
                "InterludeTestSupport",
            ]),
        .testTarget(name: "InterludeMathTests", dependencies: ["InterludeMath", "InterludeTestSupport"]),
        // The solver against hand-solved systems and a 1,000-constraint stack; determinism across processes.
        .testTarget(name: "InterludeConstraintSolverTests", dependencies: ["InterludeConstraintSolver", "InterludeTestSupport"]),
        .testTarget(name: "InterludePNGTests", dependencies: ["InterludePNG"]),
        .testTarget(
            name: "InterludeTests",
            dependencies: [
                "Interlude", "InterludeUIKit", "InterludeTestSupport", "InterludeSoak", "InterludeFuzz", "InterludePNG",
            ]),
        .testTarget(
            name: "InterludeDemosTests",
            dependencies: [
                "InterludeDemos", "InterludeDemoScenes", "Interlude", "InterludeExport",
                "InterludeTestSupport", "InterludeGoldenSupport",
            ],
            exclude: ["Goldens"]),
        .testTarget(
            name: "InterludeGalleryTests",
            dependencies: [
                "InterludeGallery", "InterludeDemoScenes", "Interlude", "InterludeExport",
                "InterludeTestSupport",
            ]),
        .testTarget(
            name: "InterludeRenderTests",
            dependencies: [
                "Interlude", "InterludeUIKit", "InterludeRender", "CCairo",
                "InterludeTestSupport", "InterludeGoldenSupport", "InterludeSeededRandom",
            ],
            exclude: ["Goldens"]),
    ],
    swiftLanguageModes: [.v6]
)

// Warnings are errors in CI, for the project's own Swift targets only (dependencies keep theirs).
if strict {
    for target in package.targets where target.type != .system {
        target.swiftSettings = (target.swiftSettings ?? []) + [.treatAllWarnings(as: .error)]
    }
}
