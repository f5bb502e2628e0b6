// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "Interlude",
    platforms: [.macOS(.v13)],
    products: [
        .library(name: "Interlude", targets: ["Interlude"]),
        .library(name: "InterludeMath", targets: ["InterludeMath"]),
        .executable(name: "interlude-example", targets: ["InterludeExample"]),
        .executable(name: "interlude", targets: ["InterludeCLI"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", .upToNextMinor(from: "1.8.2")),
    ],
    targets: [
        // Pure values: transforms, cubic béziers, springs, interpolation. No state, no UI, no clock.
        .target(name: "InterludeMath"),
        // System libraries for drawing (installed by scripts/setup.sh).
        .systemLibrary(name: "CCairo", providers: [.apt(["libcairo2-dev"])]),
        // Pango is declared by hand (see its shim.h) so GLib's -pthread flag does not reach SwiftPM.
        .systemLibrary(name: "CPangoCairo", providers: [.apt(["libpango1.0-dev"])]),
        // JPEG decoding over libjpeg, with its longjmp error handling kept in C.
        .target(name: "CJPEGDecoder", linkerSettings: [.linkedLibrary("jpeg")]),
        // The UIKit-named core: layers and media timing, animations, views, the window clock,
        // view controllers and transitions; content types (CGContext, UIImage, UIFont, UILabel…).
        .target(name: "InterludeCore", dependencies: ["InterludeMath", "CCairo", "CPangoCairo", "CJPEGDecoder", "CPrefetch"]),
        // A cache prefetch hint for the presentation walk (Swift has no prefetch intrinsic).
        .target(name: "CPrefetch"),
        // The compositor: draws a layer tree's presentation at a clock time into Cairo surfaces.
        .target(name: "InterludeRender", dependencies: ["InterludeCore", "CCairo", "InterludePNG"]),
        // What apps import: the core plus the renderer's UIKit-named entry points.
        .target(name: "Interlude", dependencies: ["InterludeCore", "InterludeRender"]),
        // The README's main command until the gallery lands: a small scripted animation.
        .executableTarget(name: "InterludeExample", dependencies: ["Interlude"]),
        // The seed articles' demo apps, written only against the public API.
        .target(name: "InterludeDemos", dependencies: ["Interlude"]),
        // The demo apps' scripted scenes (touches as cues, probes to plot) and their descriptions.
        .target(name: "InterludeDemoScenes", dependencies: ["Interlude", "InterludeDemos", "InterludeExport"]),
        // The seed gallery: records the demos' scenes and writes its page.
        .target(name: "InterludeGallery", dependencies: ["Interlude", "InterludeDemoScenes", "InterludeExport"]),
        // Release-mode benchmarks (scripts/bench.sh); not tests.
        .executableTarget(name: "InterludeBenchmarks", dependencies: ["Interlude", "InterludeCore", "CCairo", "CMallocCounter"]),
        // Counts heap allocations in the benchmark executable (interposes malloc; benchmarks only).
        .target(name: "CMallocCounter"),
        // Release-mode export benchmarks: a transition to MP4, and each encoder's cost per frame.
        .executableTarget(name: "InterludeExportBenchmarks", dependencies: ["InterludeExport"]),
        // zlib (deflate, inflate, CRC-32) for the PNG and APNG writers.
        .systemLibrary(name: "CZlib", pkgConfig: "zlib", providers: [.apt(["zlib1g-dev"])]),
        // The one PNG writer (row filters, chunks, zlib streams), for frames, exports and images.
        .target(name: "InterludePNG", dependencies: ["CZlib"]),
        // Exporting scripted scenes: frame sampling, PNG/APNG/filmstrip/HTML writers, ffmpeg GIF/MP4.
        .target(name: "InterludeExport", dependencies: ["Interlude", "InterludePNG"]),
        // The `interlude` command line tool (render, export, gallery, list). Its folder is not
        // `Sources/interlude`: that would collide with `Sources/Interlude` on case-insensitive disks.
        .executableTarget(name: "InterludeCLI", dependencies: [
            "InterludeExport", "InterludeDemoScenes", "InterludeGallery", .product(name: "ArgumentParser", package: "swift-argument-parser"),
        ]),
        .testTarget(name: "InterludeExportTests", dependencies: ["InterludeExport", "InterludeCLI"]),
        .testTarget(name: "InterludeMathTests", dependencies: ["InterludeMath"]),
        .testTarget(name: "InterludePNGTests", dependencies: ["InterludePNG"]),
        .testTarget(name: "InterludeTests", dependencies: ["Interlude", "InterludeCore", "InterludeDemos"]),
        .testTarget(name: "InterludeDemosTests", dependencies: ["InterludeDemos", "InterludeDemoScenes", "Interlude", "InterludeExport"],
                    exclude: ["Goldens"]),
        .testTarget(name: "InterludeGalleryTests", dependencies: ["InterludeGallery", "InterludeDemoScenes", "Interlude", "InterludeExport"]),
        .testTarget(name: "InterludeRenderTests", dependencies: ["Interlude", "InterludeCore", "InterludeRender", "CCairo"],
                    exclude: ["Goldens"]),
    ],
    swiftLanguageModes: [.v6]
)
