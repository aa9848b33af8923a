// swift-tools-version:6.2
import PackageDescription

// Type-checks and exercises Stagehand's Apple backends on Linux.
//
// `UIKit` and `SwiftUI` here are stand-ins: small modules that declare exactly the Apple symbols
// the backends use, with the signatures Xcode 26 imports (see README.md). The core and the
// backends are the main package's own sources, reached through the symlinks in `Linked/`, so
// what is checked here is what ships. This is a package of its own so that `canImport(UIKit)`
// stays false for the main package on Linux.

/// Settings every target shares: warnings are errors, plus the main package's upcoming features.
let strict: [SwiftSetting] = [
    .enableUpcomingFeature("ExistentialAny"),
    .treatAllWarnings(as: .error),
]

let package = Package(
    name: "AppleSDKStubs",
    // The main package's deployment targets; Scripts/availability_lint.py checks uses against them.
    platforms: [.macOS(.v14), .iOS(.v17), .macCatalyst(.v17), .tvOS(.v17), .visionOS(.v1)],
    products: [
        .library(name: "UIKit", targets: ["UIKit"]),
        .library(name: "SwiftUI", targets: ["SwiftUI"]),
        .library(name: "StagehandUIKit", targets: ["StagehandUIKit"]),
        .library(name: "StagehandSwiftUI", targets: ["StagehandSwiftUI"]),
        // For the generated package that compiles the UIKit and SwiftUI articles' snippets
        // (Scripts/snippets.py).
        .library(name: "Combine", targets: ["Combine"]),
        .library(name: "Stagehand", targets: ["Stagehand"]),
        .library(name: "StagehandTesting", targets: ["StagehandTesting"]),
    ],
    targets: [
        // Stand-ins for Apple's frameworks.
        .target(name: "UIKit", swiftSettings: strict),
        .target(name: "Combine", swiftSettings: strict),
        .target(name: "SwiftUI", dependencies: ["Combine"], swiftSettings: strict),

        // The main package's sources, unchanged.
        .target(name: "Stagehand", path: "Linked/Stagehand", swiftSettings: strict),
        .target(
            name: "StagehandTesting", dependencies: ["Stagehand"], path: "Linked/StagehandTesting",
            swiftSettings: strict),
        .target(
            name: "StagehandUIKit", dependencies: ["Stagehand", "UIKit"], path: "Linked/StagehandUIKit",
            swiftSettings: strict),
        .target(
            name: "StagehandSwiftUI", dependencies: ["Stagehand", "SwiftUI", "Combine"],
            path: "Linked/StagehandSwiftUI",
            swiftSettings: strict),

        // The navigation charts both backends' tests use.
        .target(
            name: "NavigationTestCharts", dependencies: ["Stagehand"], path: "Tests/NavigationTestCharts",
            swiftSettings: strict),

        // Recorded call-order tests against the stand-ins.
        .testTarget(
            name: "StagehandUIKitStubTests",
            dependencies: ["StagehandUIKit", "UIKit", "Stagehand", "StagehandTesting", "NavigationTestCharts"],
            // Swift Testing ships a cross-import overlay for the real UIKit (`_Testing_UIKit`),
            // which does not exist for the stand-in.
            swiftSettings: strict + [.unsafeFlags(["-Xfrontend", "-disable-cross-import-overlays"])]),
        .testTarget(
            name: "StagehandSwiftUIStubTests",
            dependencies: [
                "StagehandSwiftUI", "SwiftUI", "Combine", "Stagehand", "StagehandTesting", "NavigationTestCharts",
            ],
            swiftSettings: strict),

        // The code of the "Coming from …" DocC articles, compiled and run against the stand-ins.
        .testTarget(
            name: "SeedArticleTests",
            dependencies: ["StagehandUIKit", "StagehandSwiftUI", "UIKit", "SwiftUI", "Combine", "Stagehand"],
            swiftSettings: strict + [.unsafeFlags(["-Xfrontend", "-disable-cross-import-overlays"])]),
    ],
    swiftLanguageModes: [.v6]
)
