// swift-tools-version:6.0
// A small GTK app built on Stagehand, as your own app would be: its own package, depending on
// Stagehand by path (use `.package(url: …, from: …)` once you fetch it from a server).
import PackageDescription

let package = Package(
    name: "CommentsApp",
    platforms: [.macOS(.v14)],
    dependencies: [.package(name: "Stagehand", path: "../..")],
    targets: [
        .executableTarget(
            name: "CommentsApp",
            dependencies: [
                .product(name: "Stagehand", package: "Stagehand"),
                .product(name: "StagehandGTK", package: "Stagehand"),
            ])
    ],
    swiftLanguageModes: [.v6]
)
