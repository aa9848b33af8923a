// swift-tools-version:6.2
// The core and StagehandTesting with their test suites, and nothing else, for the sanitizer runs
// of `.ci/run`: building the whole package (GTK, the demo, the CLI, the benchmarks) with a
// sanitizer took most of a CI run. `Linked/` holds symbolic links to the real sources, so these
// are the same files the main package builds.
import PackageDescription

let strict: [SwiftSetting] = [.enableUpcomingFeature("ExistentialAny")]

let package = Package(
    name: "StagehandSanitized",
    platforms: [.macOS(.v14), .iOS(.v17), .tvOS(.v17), .visionOS(.v1)],
    targets: [
        .target(name: "Stagehand", path: "Linked/Stagehand", swiftSettings: strict),
        .target(
            name: "StagehandTesting", dependencies: ["Stagehand"], path: "Linked/StagehandTesting",
            swiftSettings: strict),
        .testTarget(
            name: "StagehandTests", dependencies: ["Stagehand", "StagehandTesting"],
            path: "Linked/StagehandTests", exclude: ["Golden"], swiftSettings: strict),
        .testTarget(
            name: "StagehandTestingTests", dependencies: ["Stagehand", "StagehandTesting"],
            path: "Linked/StagehandTestingTests", swiftSettings: strict),
    ],
    swiftLanguageModes: [.v6]
)
