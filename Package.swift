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

// MARK: Servarr data layer
// Radarr/Sonarr clients generated from the filtered v3 specs (generated code is committed,
// see scripts/generate-openapi.sh), repositories, and the Servarr simulator.
package.products += [
    .library(name: "ServarrCore", targets: ["ServarrCore"]),
    .library(name: "RadarrAPI", targets: ["RadarrAPI"]),
    .library(name: "SonarrAPI", targets: ["SonarrAPI"]),
    .library(name: "ServarrSimulator", targets: ["ServarrSimulator"]),
    .executable(name: "servarr-sim", targets: ["servarr-sim"]),
]
package.dependencies += [
    .package(url: "https://github.com/apple/swift-openapi-runtime", from: "1.13.4"),
    .package(url: "https://github.com/apple/swift-openapi-urlsession", from: "1.4.0"),
    .package(url: "https://github.com/apple/swift-http-types", from: "1.8.0"),
    .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.28.1"),
    .package(url: "https://github.com/hummingbird-project/swift-openapi-hummingbird", from: "2.1.0"),
    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
    .package(url: "https://github.com/apple/swift-log", from: "1.16.2"),
    .package(url: "https://github.com/swift-server/swift-service-lifecycle", from: "2.13.0"),
]
let openAPIRuntime: [Target.Dependency] = [
    .product(name: "OpenAPIRuntime", package: "swift-openapi-runtime"),
    .product(name: "HTTPTypes", package: "swift-http-types"),
]
package.targets += [
    .target(
        name: "ServarrCore",
        dependencies: openAPIRuntime + [.product(name: "OpenAPIURLSession", package: "swift-openapi-urlsession")]
    ),
    // Generated types, client and server stubs (`package` access): only the repositories and
    // the simulator import these; feature modules use RadarrAPI / SonarrAPI.
    .target(
        name: "RadarrOpenAPI",
        dependencies: openAPIRuntime,
        exclude: ["openapi.json", "openapi-generator-config.yaml"]
    ),
    .target(
        name: "SonarrOpenAPI",
        dependencies: openAPIRuntime,
        exclude: ["openapi.json", "openapi-generator-config.yaml"]
    ),
    .target(name: "RadarrAPI", dependencies: ["ServarrCore", "RadarrOpenAPI"] + openAPIRuntime),
    .target(name: "SonarrAPI", dependencies: ["ServarrCore", "SonarrOpenAPI"] + openAPIRuntime),
    .target(
        name: "ServarrSimulator",
        dependencies: ["ServarrCore", "RadarrOpenAPI", "SonarrOpenAPI"] + openAPIRuntime + [
            .product(name: "Hummingbird", package: "hummingbird"),
            .product(name: "OpenAPIHummingbird", package: "swift-openapi-hummingbird"),
            .product(name: "Logging", package: "swift-log"),
            .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
        ],
        resources: [.copy("Seed")]
    ),
    .executableTarget(
        name: "servarr-sim",
        dependencies: ["ServarrSimulator", .product(name: "ArgumentParser", package: "swift-argument-parser")]
    ),
    .testTarget(
        name: "ServarrIntegrationTests",
        dependencies: ["ServarrCore", "RadarrAPI", "SonarrAPI", "ServarrSimulator", "RadarrOpenAPI", "SonarrOpenAPI"] + openAPIRuntime
    ),
    .executableTarget(
        name: "servarr-benchmarks",
        dependencies: ["ServarrCore", "RadarrAPI", "ServarrSimulator", "RadarrOpenAPI"] + openAPIRuntime,
        path: "Benchmarks/ServarrBenchmarks"
    ),
]
