// swift-tools-version: 6.1
// An outside app that adopts only the navigation engine and its flow-test kit, with Marquee's
// traits off. scripts/check-standalone-engine.sh copies it to a temporary directory, points
// MARQUEE_PATH at the repository and checks that nothing but Marquee is resolved.
import PackageDescription

let package = Package(
    name: "StandaloneConsumer",
    platforms: [.macOS(.v14), .iOS(.v17)],
    dependencies: [.package(path: "MARQUEE_PATH", traits: [])],
    targets: [
        .target(name: "Consumer", dependencies: [.product(name: "MarqueeNavigation", package: "MARQUEE_PACKAGE")]),
        .testTarget(
            name: "ConsumerTests",
            dependencies: ["Consumer", .product(name: "MarqueeNavigationTesting", package: "MARQUEE_PACKAGE")]),
    ],
    swiftLanguageModes: [.v6]
)
