// swift-tools-version:6.2
// 6.2: `MainActorClock`'s `@MainActor StagehandClock` conformance is an isolated conformance
// (SE-0470), which needs the Swift 6.2 compiler (Xcode 26); an older toolchain now stops at this
// line with a clear message instead of failing inside the sources.
import PackageDescription

/// Whether the GTK 4 backend, its demo, the benchmarks and their C modules are part of the package.
///
/// They exist only on Linux (libadwaita via pkg-config, glibc's allocator hooks), so the manifest,
/// which is evaluated on the machine that builds, declares them only there: `swift build` on macOS
/// builds the core, `StagehandTesting`, the Apple backends and the CLI. `STAGEHAND_MANIFEST_OS`
/// (`linux` or `macos`) overrides the host for `AppleSDKStubs/Scripts/check_manifest.sh`, which dumps
/// the package once per platform and checks which targets exist.
let declaresLinuxTargets: Bool = {
    if let forced = Context.environment["STAGEHAND_MANIFEST_OS"] { return forced == "linux" }
    #if os(Linux)
    return true
    #else
    return false
    #endif
}()

/// Settings every Swift target shares: Swift 6 language mode (complete strict concurrency)
/// is set once for the package below; these add the upcoming features we opt into.
let strict: [SwiftSetting] = [
    .enableUpcomingFeature("ExistentialAny")
]

/// Products every platform builds.
let portableProducts: [Product] = [
    .library(name: "Stagehand", targets: ["Stagehand"]),
    .library(name: "StagehandTesting", targets: ["StagehandTesting"]),
    .library(name: "StagehandUIKit", targets: ["StagehandUIKit"]),
    .library(name: "StagehandSwiftUI", targets: ["StagehandSwiftUI"]),
    .library(name: "StagehandCLI", targets: ["StagehandCLI"]),
    .executable(name: "stagehand", targets: ["stagehand"]),
]

/// Products of the Linux-only targets.
let linuxProducts: [Product] = [
    .library(name: "StagehandGTK", targets: ["StagehandGTK"]),
    .executable(name: "stagehand-demo", targets: ["StagehandDemo"]),
    .executable(name: "stagehand-bench", targets: ["StagehandBench"]),
]

/// Targets every platform builds.
let portableTargets: [Target] = [
    // Core: no UI toolkit, no C, no Foundation.
    .target(name: "Stagehand", swiftSettings: strict),
    .target(name: "StagehandTesting", dependencies: ["Stagehand"], swiftSettings: strict),

    // Apple backends: every file is inside `#if canImport(...) && !os(watchOS)`, so on
    // Linux they are empty here; AppleSDKStubs/ type-checks them against stand-in frameworks.
    .target(name: "StagehandUIKit", dependencies: ["Stagehand"], swiftSettings: strict),
    .target(name: "StagehandSwiftUI", dependencies: ["Stagehand"], swiftSettings: strict),

    // The `stagehand` command.
    .target(name: "StagehandCLI", dependencies: ["Stagehand"], swiftSettings: strict),
    .executableTarget(name: "stagehand", dependencies: ["StagehandCLI"], swiftSettings: strict),

    .testTarget(
        name: "StagehandTests", dependencies: ["Stagehand", "StagehandTesting"], exclude: ["Golden"],
        swiftSettings: strict),
    .testTarget(
        name: "StagehandTestingTests", dependencies: ["Stagehand", "StagehandTesting"], swiftSettings: strict),
    .testTarget(
        name: "StagehandCLITests", dependencies: ["StagehandCLI", "StagehandTesting"],
        exclude: ["Fixtures", "Golden", "Chart/Fixtures"],
        swiftSettings: strict),
]

/// Targets that need Linux: GTK 4 + libadwaita through pkg-config, and glibc's allocator.
let linuxTargets: [Target] = [
    // GTK 4 + libadwaita backend.
    .systemLibrary(
        name: "CAdwaita",
        pkgConfig: "libadwaita-1",
        providers: [.apt(["libgtk-4-dev", "libadwaita-1-dev"])]
    ),
    .target(name: "StagehandGTK", dependencies: ["Stagehand", "CAdwaita"], swiftSettings: strict),

    // The GTK demo app.
    .executableTarget(
        name: "StagehandDemo",
        dependencies: ["Stagehand", "StagehandGTK", "CAdwaita"],
        resources: [.copy("Resources")],
        swiftSettings: strict
    ),

    // Counts heap allocations in the benchmark (interposes glibc's malloc; linked only there).
    .target(name: "CMallocCounter", path: "Benchmarks/CMallocCounter"),

    // Benchmarks: its own module, so Stagehand is called across a module boundary (imports Glibc).
    .executableTarget(
        name: "StagehandBench",
        dependencies: ["Stagehand", "StagehandTesting", "CMallocCounter"],
        path: "Benchmarks/StagehandBench",
        swiftSettings: strict
    ),

    .testTarget(
        name: "StagehandGTKTests",
        dependencies: ["Stagehand", "StagehandTesting", "StagehandGTK", "CAdwaita"],
        swiftSettings: strict
    ),
    .testTarget(
        name: "StagehandDemoTests", dependencies: ["StagehandDemo", "Stagehand", "StagehandTesting"],
        swiftSettings: strict),
]

let package = Package(
    name: "Stagehand",
    // Mac Catalyst builds the UIKit backend as iOS does, with the iOS 15–17 APIs it uses unguarded
    // (UIButton.Configuration, UIContentUnavailableConfiguration, …), so its floor is the iOS one;
    // SwiftPM's default would be 13.0. AppleSDKStubs/Scripts/check_manifest.sh checks they agree.
    platforms: [.macOS(.v14), .iOS(.v17), .macCatalyst(.v17), .tvOS(.v17), .visionOS(.v1)],
    products: portableProducts + (declaresLinuxTargets ? linuxProducts : []),
    targets: portableTargets + (declaresLinuxTargets ? linuxTargets : []),
    swiftLanguageModes: [.v6]
)
