// swift-tools-version: 6.1
import PackageDescription

let package = Package(
    name: "Marquee",
    platforms: [.macOS(.v15)],
    products: [
        .library(name: "MarqueeNavigation", targets: ["MarqueeNavigation"]),
    ],
    dependencies: [],
    targets: [
        // MARK: Navigation engine (Foundation only)
        .target(name: "MarqueeNavigation"),
        .testTarget(name: "MarqueeNavigationTests", dependencies: ["MarqueeNavigation"]),

        // MARK: Benchmarks (release mode: `swift run -c release marquee-benchmarks`)
        .executableTarget(
            name: "marquee-benchmarks",
            dependencies: ["MarqueeNavigation"],
            path: "Benchmarks/MarqueeBenchmarks"
        ),
    ],
    swiftLanguageModes: [.v6]
)
