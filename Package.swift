// swift-tools-version: 6.1
import PackageDescription

let package = Package(
    name: "Marquee",
    platforms: [.macOS(.v15)],
    products: [
        .library(name: "MarqueeNavigation", targets: ["MarqueeNavigation"]),
        // MARK: Terminal (products)
        .library(name: "MarqueeTerminal", targets: ["MarqueeTerminal"]),
        .executable(name: "terminal-demo", targets: ["terminal-demo"]),
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

        // MARK: Terminal (cell buffer, components, diff renderer, ncurses + in-memory backends)
        .systemLibrary(
            name: "CNcurses",
            pkgConfig: "ncursesw",
            providers: [.apt(["libncurses-dev"])]
        ),
        .target(name: "MarqueeTerminal", dependencies: ["CNcurses"]),
        .executableTarget(name: "terminal-demo", dependencies: ["MarqueeTerminal"]),
        .testTarget(name: "MarqueeTerminalTests", dependencies: ["MarqueeTerminal", "terminal-demo"]),
        // Release mode: `swift run -c release terminal-benchmarks`
        .executableTarget(
            name: "terminal-benchmarks",
            dependencies: ["MarqueeTerminal"],
            path: "Benchmarks/TerminalBenchmarks"
        ),
    ],
    swiftLanguageModes: [.v6]
)
