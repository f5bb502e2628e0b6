// swift-tools-version: 6.2
import PackageDescription

// A user's package: a card presentation written as UIKit code, its snapshot tests and the
// Interlude command set over its own scenes. It depends on Interlude by path.
let package = Package(
    name: "CardTransition",
    products: [
        .executable(name: "card-transition", targets: ["card-transition"])
    ],
    dependencies: [
        // `Interlude` is a link to the repository's root (`../..`): a path dependency is known by its
        // folder's name, which differs between clones, and SwiftPM applies the module alias below
        // only when that name is the package's (a package depending on Interlude by URL has it).
        .package(path: "Interlude")
    ],
    targets: [
        // The app code, as an iOS app writes it: `import UIKit`, Swift 5 language mode. The module
        // is built under another name (its sources still say `import UIKit`): a module file named
        // UIKit in the build folder makes swift-snapshot-testing, which imports UIKit wherever it
        // can, try to load Interlude's, whose C libraries it cannot see.
        .target(
            name: "CardTransition",
            dependencies: [.product(name: "UIKit", package: "Interlude", moduleAliases: ["UIKit": "InterludeUIKitModule"])],
            swiftSettings: [.swiftLanguageMode(.v5)]),
        // Scripted scenes of the card (touches at chosen times) for play, export and the tests.
        .target(
            name: "CardTransitionScenes",
            dependencies: ["CardTransition", .product(name: "InterludeExport", package: "Interlude")]),
        // `card-transition list | render | export | gallery | compare` over the scenes.
        .executableTarget(
            name: "card-transition",
            dependencies: ["CardTransitionScenes", .product(name: "InterludeCommandLine", package: "Interlude")]),
        .testTarget(
            name: "CardTransitionTests",
            dependencies: [
                "CardTransition", "CardTransitionScenes", .product(name: "Interlude", package: "Interlude"),
                .product(name: "InterludeSnapshotTesting", package: "Interlude"),
            ],
            exclude: ["__Snapshots__"]),
    ]
)
