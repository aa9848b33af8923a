// swift-tools-version:6.0
import PackageDescription

/// Settings every Swift target shares: Swift 6 language mode (complete strict concurrency)
/// is set once for the package below; these add the upcoming features we opt into.
let strict: [SwiftSetting] = [
    .enableUpcomingFeature("ExistentialAny")
]

let package = Package(
    name: "Stagehand",
    platforms: [.macOS(.v14), .iOS(.v17), .tvOS(.v17), .visionOS(.v1)],
    products: [
        .library(name: "Stagehand", targets: ["Stagehand"]),
        .library(name: "StagehandTesting", targets: ["StagehandTesting"]),
        .library(name: "StagehandGTK", targets: ["StagehandGTK"]),
        .library(name: "StagehandUIKit", targets: ["StagehandUIKit"]),
        .library(name: "StagehandSwiftUI", targets: ["StagehandSwiftUI"]),
        .library(name: "StagehandCLI", targets: ["StagehandCLI"]),
        .executable(name: "stagehand", targets: ["stagehand"]),
        .executable(name: "stagehand-demo", targets: ["StagehandDemo"]),
        .executable(name: "stagehand-bench", targets: ["StagehandBench"]),
    ],
    targets: [
        // Core: no UI toolkit, no C, no Foundation.
        .target(name: "Stagehand", swiftSettings: strict),
        .target(name: "StagehandTesting", dependencies: ["Stagehand"], swiftSettings: strict),

        // GTK 4 + libadwaita backend (Linux).
        .systemLibrary(
            name: "CAdwaita",
            pkgConfig: "libadwaita-1",
            providers: [.apt(["libgtk-4-dev", "libadwaita-1-dev"])]
        ),
        .target(name: "StagehandGTK", dependencies: ["Stagehand", "CAdwaita"], swiftSettings: strict),

        // Apple backends: every file is inside `#if canImport(...)`.
        .target(name: "StagehandUIKit", dependencies: ["Stagehand"], swiftSettings: strict),
        .target(name: "StagehandSwiftUI", dependencies: ["Stagehand"], swiftSettings: strict),

        // The `stagehand` command.
        .target(name: "StagehandCLI", dependencies: ["Stagehand"], swiftSettings: strict),
        .executableTarget(name: "stagehand", dependencies: ["StagehandCLI"], swiftSettings: strict),

        // The GTK demo app.
        .executableTarget(
            name: "StagehandDemo",
            dependencies: ["Stagehand", "StagehandGTK", "CAdwaita"],
            resources: [.copy("Resources")],
            swiftSettings: strict
        ),

        // Counts heap allocations in the benchmark (interposes malloc; linked only there).
        .target(name: "CMallocCounter", path: "Benchmarks/CMallocCounter"),

        // Benchmarks: its own module, so Stagehand is called across a module boundary.
        .executableTarget(
            name: "StagehandBench",
            dependencies: ["Stagehand", "StagehandTesting", "CMallocCounter"],
            path: "Benchmarks/StagehandBench",
            swiftSettings: strict
        ),

        .testTarget(
            name: "StagehandTests", dependencies: ["Stagehand", "StagehandTesting"], exclude: ["Golden"],
            swiftSettings: strict),
        .testTarget(
            name: "StagehandTestingTests", dependencies: ["Stagehand", "StagehandTesting"], swiftSettings: strict),
        .testTarget(
            name: "StagehandGTKTests",
            dependencies: ["Stagehand", "StagehandTesting", "StagehandGTK", "CAdwaita"],
            swiftSettings: strict
        ),
        .testTarget(
            name: "StagehandCLITests", dependencies: ["StagehandCLI", "StagehandTesting"],
            exclude: ["Fixtures", "Golden"],
            swiftSettings: strict),
        .testTarget(name: "StagehandDemoTests", dependencies: ["StagehandDemo", "Stagehand"], swiftSettings: strict),
    ],
    swiftLanguageModes: [.v6]
)
