// swift-tools-version: 6.1
import PackageDescription

// Marquee, by layer (docs/architecture.md): the navigation engine; the terminal layer; the
// host (in-process feature modules and out-of-process plugins); the shell over both; app
// support; the Servarr data layer; the feature modules; the executables; the tests; the
// release-mode benchmarks. Each target depends only on layers above it.

/// Example and deliberately faulty external plugins, built as `.dynamic` products for the
/// loader and isolation tests (docs/writing-an-external-plugin.md).
let examplePlugins: [(name: String, path: String)] = [
    ("HelloC", "Plugins/Examples/HelloC"),
    ("HelloSwift", "Plugins/Examples/HelloSwift"),
    ("FaultyNoEntry", "Plugins/Examples/Faulty/NoEntry"),
    ("FaultyABITooNew", "Plugins/Examples/Faulty/ABITooNew"),
    ("FaultyInvalidManifest", "Plugins/Examples/Faulty/InvalidManifest"),
    ("FaultyMissingSymbol", "Plugins/Examples/Faulty/MissingSymbol"),
    ("FaultyUnknownType", "Plugins/Examples/Faulty/UnknownType"),
    // Misbehave at run time; the app must survive them (out-of-process runner tests).
    ("FaultyHangingAction", "Plugins/Examples/Faulty/HangingAction"),
    ("FaultyBlockingEntry", "Plugins/Examples/Faulty/BlockingEntry"),
    ("FaultyCrashingAction", "Plugins/Examples/Faulty/CrashingAction"),
    ("FaultyFlood", "Plugins/Examples/Faulty/Flood"),
    ("FaultyStrayChild", "Plugins/Examples/Faulty/StrayChild"),
]

/// A third-party product, used only with the `App` trait (on by default). Every third-party
/// product goes through this: an outside package that depends on Marquee with `traits: []` and
/// only the engine resolves no other package (docs/adr/0017, scripts/check-standalone-engine.sh).
func appOnly(_ product: String, _ package: String) -> Target.Dependency {
    .product(name: product, package: package, condition: .when(traits: ["App"]))
}

let httpTypes = appOnly("HTTPTypes", "swift-http-types")
/// The generated server stubs' runtime: only the simulator (and the tests that check its answers
/// against the generated types) use it.
let openAPIRuntime: [Target.Dependency] = [appOnly("OpenAPIRuntime", "swift-openapi-runtime"), httpTypes]
/// The one HTTP client every service's requests go through (docs/adr/0014).
let httpClient: [Target.Dependency] = [
    appOnly("AsyncHTTPClient", "async-http-client"),
    appOnly("NIOCore", "swift-nio"),
    appOnly("NIOHTTP1", "swift-nio"),
    appOnly("NIOPosix", "swift-nio"),
    appOnly("NIOHTTPCompression", "swift-nio-extras"),
    appOnly("NIOSSL", "swift-nio-ssl"),
]
let argumentParser = appOnly("ArgumentParser", "swift-argument-parser")
let logging = appOnly("Logging", "swift-log")
let yams = appOnly("Yams", "Yams")

/// What every feature module builds on.
let featureDependencies: [Target.Dependency] = [
    "MarqueeHost", "MarqueeContracts", "MarqueeNavigation", "MarqueeShell", "MarqueeTerminal", "ServarrCore",
]

let package = Package(
    name: "Marquee",
    // The engine's platforms (Observation's minimums); Linux needs no declaration.
    platforms: [.macOS(.v14), .iOS(.v17), .tvOS(.v17), .watchOS(.v10), .visionOS(.v1)],
    products: [
        // Engine: what an app adopts without the rest (docs/adr/0017)
        .library(name: "MarqueeJSON", targets: ["MarqueeJSON"]),
        .library(name: "MarqueeNavigation", targets: ["MarqueeNavigation"]),
        .library(name: "MarqueeNavigationTesting", targets: ["MarqueeNavigationTesting"]),
        .library(name: "MarqueeNavigationSwiftUI", targets: ["MarqueeNavigationSwiftUI"]),
        // Terminal
        .library(name: "MarqueeTerminal", targets: ["MarqueeTerminal"]),
        // Host
        .library(name: "MarqueeExternalPlugins", targets: ["MarqueeExternalPlugins"]),
        .library(name: "MarqueeContracts", targets: ["MarqueeContracts"]),
        .library(name: "MarqueeHost", targets: ["MarqueeHost"]),
        .library(name: "MarqueeTesting", targets: ["MarqueeTesting"]),
        // Shell and app support
        .library(name: "MarqueeShell", targets: ["MarqueeShell"]),
        .library(name: "MarqueeApp", targets: ["MarqueeApp"]),
        // Data
        .library(name: "ServarrCore", targets: ["ServarrCore"]),
        .library(name: "RadarrAPI", targets: ["RadarrAPI"]),
        .library(name: "SonarrAPI", targets: ["SonarrAPI"]),
        .library(name: "LidarrAPI", targets: ["LidarrAPI"]),
        .library(name: "ServarrSimulator", targets: ["ServarrSimulator"]),
        // Features
        .library(name: "RadarrFeature", targets: ["RadarrFeature"]),
        .library(name: "SonarrFeature", targets: ["SonarrFeature"]),
        .library(name: "LidarrFeature", targets: ["LidarrFeature"]),
        .library(name: "SettingsFeature", targets: ["SettingsFeature"]),
        .library(name: "ExploreFeature", targets: ["ExploreFeature"]),
        // Executables
        .executable(name: "marquee", targets: ["marquee"]),
        .executable(name: "marquee-plugin-runner", targets: ["marquee-plugin-runner"]),
        .executable(name: "servarr-sim", targets: ["servarr-sim"]),
        .executable(name: "terminal-demo", targets: ["terminal-demo"]),
    ] + examplePlugins.map { .library(name: $0.name, type: .dynamic, targets: [$0.name]) },
    // `App` (default): the terminal app, its data layer and simulator, and their packages.
    // Without it only the engine's products build, and no other package is resolved.
    traits: [.default(enabledTraits: ["App"]), .trait(name: "App", description: "The Marquee app and its third-party packages")],
    dependencies: [
        .package(url: "https://github.com/jpsim/Yams.git", from: "6.2.2"),
        .package(url: "https://github.com/apple/swift-log.git", from: "1.16.2"),
        .package(url: "https://github.com/apple/swift-argument-parser.git", from: "1.8.2"),
        .package(url: "https://github.com/apple/swift-openapi-runtime", from: "1.13.4"),
        .package(url: "https://github.com/swift-server/async-http-client", from: "1.37.0"),
        .package(url: "https://github.com/apple/swift-nio", from: "2.101.2"),
        .package(url: "https://github.com/apple/swift-nio-ssl", from: "2.37.6"),
        .package(url: "https://github.com/apple/swift-nio-extras", from: "1.35.2"),
        .package(url: "https://github.com/apple/swift-http-types", from: "1.8.0"),
        .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.28.1"),
        .package(url: "https://github.com/hummingbird-project/swift-openapi-hummingbird", from: "2.1.0"),
        .package(url: "https://github.com/swift-server/swift-service-lifecycle", from: "2.13.0"),
    ],
    targets: [
        // MARK: Engine
        // Typed routes, stacks and modals, transactions, guards, deep links, route
        // declarations, snapshots, the journal, the observable model. Foundation only (and
        // three atomic builtins in C). The flow-test kit on a bare coordinator; the SwiftUI
        // bindings (empty where SwiftUI does not exist).
        .target(name: "CNavigationAtomics", path: "Sources/CShims/CNavigationAtomics"),
        // The one JSON component: tape, value, writer, Codable bridges (docs/architecture.md).
        .target(name: "MarqueeJSON", path: "Sources/Engine/MarqueeJSON"),
        .target(name: "MarqueeNavigation", dependencies: ["CNavigationAtomics", "MarqueeJSON"], path: "Sources/Engine/MarqueeNavigation"),
        .target(name: "MarqueeNavigationTesting", dependencies: ["MarqueeNavigation"], path: "Sources/Engine/MarqueeNavigationTesting"),
        .target(
            name: "MarqueeNavigationSwiftUI", dependencies: ["MarqueeNavigation"], path: "Sources/Engine/MarqueeNavigationSwiftUI",
            exclude: ["README.md"]),

        // MARK: Terminal
        // Cell buffer, components, diff renderer, ncurses and in-memory backends. No pkgConfig:
        // ncursesw's pkg-config file adds -D flags SwiftPM refuses (and warns about); the shim
        // defines what it needs and the module map links the libraries.
        .systemLibrary(name: "CNcurses", path: "Sources/CShims/CNcurses", providers: [.apt(["libncurses-dev"])]),
        // The async-signal-safe crash handler that gives the terminal back (docs/adr/0009).
        .target(name: "CTerminalGuard", path: "Sources/CShims/CTerminalGuard"),
        .target(name: "MarqueeTerminal", dependencies: ["CNcurses", "CTerminalGuard"], path: "Sources/Terminal/MarqueeTerminal"),

        // MARK: Host
        // External plugins: the C ABI (marquee_plugin.h), the loader and caller (dlopen +
        // libffi), each plugin in its own runner process (docs/adr/0010).
        .target(name: "CMarqueePlugin", path: "Sources/CShims/CMarqueePlugin"),
        .systemLibrary(name: "CFFI", path: "Sources/CShims/CFFI", pkgConfig: "libffi", providers: [.apt(["libffi-dev"])]),
        // A plugin's processes end with it (subreaper, /proc walk): see ProcessTree.
        .target(name: "CProcessTree", path: "Sources/CShims/CProcessTree"),
        .target(
            name: "MarqueeExternalPlugins", dependencies: ["CMarqueePlugin", "CFFI", "CProcessTree"], path: "Sources/Host/MarqueeExternalPlugins"),
        // Feature modules, registry validation, screen lifetime, services, routing protocols,
        // route-graph export (docs/writing-a-feature-module.md); the routing contracts the
        // features share; the flow-test harness for feature authors.
        .target(name: "MarqueeHost", dependencies: ["MarqueeNavigation"], path: "Sources/Host/MarqueeHost"),
        .target(name: "MarqueeContracts", dependencies: ["MarqueeNavigation"], path: "Sources/Host/MarqueeContracts"),
        .target(name: "MarqueeTesting", dependencies: ["MarqueeHost", "MarqueeNavigationTesting"], path: "Sources/Host/MarqueeTesting"),

        // MARK: Shell and app support
        // The terminal shell over the engine, the terminal layer and the host (chrome, modal
        // layering, key routing, palette, async loading); app support (configuration,
        // navigation state file, rolling log file, exit codes).
        .target(name: "MarqueeShell", dependencies: ["MarqueeNavigation", "MarqueeTerminal", "MarqueeHost"], path: "Sources/Terminal/MarqueeShell"),
        // External plugins in the app: a host extension that loads them at start-up, and their
        // screens on the terminal. The host itself knows nothing of libffi or dlopen (ADR 0019).
        .target(
            name: "MarqueePluginHosting",
            dependencies: ["MarqueeHost", "MarqueeNavigation", "MarqueeExternalPlugins", "MarqueeShell", "MarqueeTerminal"],
            path: "Sources/Host/MarqueePluginHosting"),
        .target(
            name: "MarqueeApp", dependencies: ["MarqueeNavigation", yams, logging],
            path: "Sources/App/MarqueeApp"
        ),

        // MARK: Data
        // The repositories over one HTTP client, each record declared once (docs/adr/0021); the
        // simulator, whose server stubs are generated from the filtered specs (generated code is
        // committed, scripts/generate-openapi.sh).
        .target(
            name: "ServarrCore",
            // MarqueeJSON for its JSONValue (the server's object a write is put over) and JSONTape.
            dependencies: ["MarqueeJSON", httpTypes] + httpClient + [logging],
            path: "Sources/Servarr/ServarrCore"
        ),
        // Generated types and server stubs (`package` access): only the simulator imports these;
        // the app reads and writes through RadarrAPI / SonarrAPI / LidarrAPI.
        .target(
            name: "RadarrOpenAPI", dependencies: openAPIRuntime, path: "Sources/Servarr/RadarrOpenAPI",
            exclude: ["openapi.json", "openapi-generator-config.yaml"]),
        .target(
            name: "SonarrOpenAPI", dependencies: openAPIRuntime, path: "Sources/Servarr/SonarrOpenAPI",
            exclude: ["openapi.json", "openapi-generator-config.yaml"]),
        .target(
            name: "LidarrOpenAPI", dependencies: openAPIRuntime, path: "Sources/Servarr/LidarrOpenAPI",
            exclude: ["openapi.json", "openapi-generator-config.yaml"]),
        .target(name: "RadarrAPI", dependencies: ["ServarrCore", "MarqueeJSON"], path: "Sources/Servarr/RadarrAPI"),
        .target(name: "SonarrAPI", dependencies: ["ServarrCore", "MarqueeJSON"], path: "Sources/Servarr/SonarrAPI"),
        .target(name: "LidarrAPI", dependencies: ["ServarrCore", "MarqueeJSON"], path: "Sources/Servarr/LidarrAPI"),
        .target(
            name: "ServarrSimulator",
            // MarqueeJSON for its JSONValue (a provider setting's open-typed value).
            dependencies: ["ServarrCore", "RadarrOpenAPI", "SonarrOpenAPI", "LidarrOpenAPI", "MarqueeJSON"] + openAPIRuntime + [
                appOnly("Hummingbird", "hummingbird"),
                appOnly("OpenAPIHummingbird", "swift-openapi-hummingbird"),
                logging,
                appOnly("ServiceLifecycle", "swift-service-lifecycle"),
            ],
            path: "Sources/Simulator/ServarrSimulator",
            resources: [.copy("Seed")]
        ),

        // MARK: Features
        // One in-process module per service (Plugins/ is the feature-module folder). Modules never
        // import each other; they talk through MarqueeContracts. ServarrScreens holds what Radarr
        // and Sonarr and Lidarr share (it is not a module).
        .target(
            name: "ServarrScreens", dependencies: ["MarqueeHost", "MarqueeNavigation", "MarqueeShell", "MarqueeTerminal", "ServarrCore"],
            path: "Sources/Servarr/ServarrScreens"
        ),
        .target(name: "RadarrFeature", dependencies: featureDependencies + ["RadarrAPI", "ServarrScreens"], path: "Features/Radarr"),
        .target(name: "SonarrFeature", dependencies: featureDependencies + ["SonarrAPI", "ServarrScreens"], path: "Features/Sonarr"),
        .target(name: "LidarrFeature", dependencies: featureDependencies + ["LidarrAPI", "ServarrScreens"], path: "Features/Lidarr"),
        // Instances with a connection test, appearance, plugins, about; the first-run onboarding.
        .target(
            name: "SettingsFeature", dependencies: featureDependencies + ["MarqueeApp", "RadarrAPI", "SonarrAPI", "LidarrAPI"],
            path: "Features/Settings"
        ),
        // One search across every instance, a merged calendar and queues; hands titles over
        // through MarqueeContracts.
        .target(name: "ExploreFeature", dependencies: featureDependencies + ["RadarrAPI", "SonarrAPI", "LidarrAPI"], path: "Features/Explore"),
    ]
        + examplePlugins.map { plugin in
            plugin.name == "HelloSwift"
                ? .target(name: plugin.name, dependencies: ["CMarqueePlugin"], path: plugin.path)
                // Plugins export no headers of their own: the ABI is marquee_plugin.h.
                : .target(name: plugin.name, dependencies: ["CMarqueePlugin"], path: plugin.path, publicHeadersPath: ".")
        } + [
            // MARK: Executables
            // The composition root: the interactive app (`marquee`, `--demo`), `open`, `routes`,
            // `plugins`, scripting; built-in modules are wired in Sources/marquee/BuiltInModules.swift.
            .executableTarget(
                name: "marquee",
                dependencies: [
                    "MarqueeApp", "MarqueeShell", "MarqueeHost", "MarqueeJSON", "MarqueeNavigation", "MarqueeTerminal", "MarqueeExternalPlugins",
                    "MarqueePluginHosting",
                    "ServarrCore", "RadarrAPI", "SonarrAPI", "LidarrAPI", "ServarrSimulator", "ServarrScreens",
                    "RadarrFeature", "SonarrFeature", "LidarrFeature", "SettingsFeature", "ExploreFeature",
                    argumentParser, logging, yams,
                ],
                path: "Sources/Executables/marquee"
            ),
            .executableTarget(
                name: "marquee-plugin-runner", dependencies: ["MarqueeExternalPlugins"], path: "Sources/Executables/marquee-plugin-runner"),
            .executableTarget(name: "servarr-sim", dependencies: ["ServarrSimulator", argumentParser], path: "Sources/Executables/servarr-sim"),
            // The shell on the real terminal with sample screens: `swift run shell-demo`.
            .executableTarget(
                name: "shell-demo", dependencies: ["MarqueeShell", "MarqueeNavigation", "MarqueeTerminal"], path: "Sources/Executables/shell-demo"
            ),
            .executableTarget(name: "terminal-demo", dependencies: ["MarqueeTerminal"], path: "Sources/Executables/terminal-demo"),

            // MARK: Tests (`swift test --disable-xctest`)
            .testTarget(name: "MarqueeJSONTests", dependencies: ["MarqueeJSON"]),
            .testTarget(name: "MarqueeNavigationTests", dependencies: ["MarqueeNavigation"]),
            // The sample app on the engine alone (docs/navigation-tutorial.md) and its flow tests.
            .target(name: "NavigationSample", dependencies: ["MarqueeNavigation"], path: "Examples/NavigationSample/Sources"),
            .testTarget(
                name: "NavigationSampleTests", dependencies: ["NavigationSample", "MarqueeNavigation", "MarqueeNavigationTesting"],
                path: "Examples/NavigationSample/Tests"),
            .testTarget(name: "MarqueeTerminalTests", dependencies: ["MarqueeTerminal", "terminal-demo"]),
            // Locates the built example plugins for the test targets that load them.
            .target(name: "PluginTestSupport", path: "Tests/PluginTestSupport"),
            .testTarget(name: "MarqueeExternalPluginsTests", dependencies: ["MarqueeExternalPlugins", "PluginTestSupport", "marquee-plugin-runner"]),
            .testTarget(
                name: "MarqueeHostTests",
                dependencies: ["MarqueeHost", "MarqueeContracts", "MarqueePluginHosting", "MarqueeExternalPlugins", "PluginTestSupport"]),
            .testTarget(name: "MarqueeTestingTests", dependencies: ["MarqueeTesting", "MarqueeHost", "MarqueeContracts"]),
            .testTarget(name: "MarqueeShellTests", dependencies: ["MarqueeShell", "MarqueeNavigation", "MarqueeTerminal", "MarqueeHost"]),
            .testTarget(name: "MarqueeAppTests", dependencies: ["MarqueeApp", "MarqueeNavigation", logging]),
            // Specs/ holds the real upstream OpenAPI specs the conformance suite checks responses
            // against (read from the source tree); Corpus/ bodies in the shapes real servers send.
            .testTarget(
                name: "ServarrIntegrationTests",
                dependencies: [
                    "MarqueeJSON", "ServarrCore", "RadarrAPI", "SonarrAPI", "LidarrAPI", "ServarrSimulator", "RadarrOpenAPI", "SonarrOpenAPI",
                ]
                    + openAPIRuntime + [
                        appOnly("Hummingbird", "hummingbird"), appOnly("HummingbirdTLS", "hummingbird"),
                        appOnly("NIOSSL", "swift-nio-ssl"), logging,
                    ],
                exclude: ["Specs"],
                resources: [.copy("Corpus")]
            ),
            .testTarget(
                name: "RadarrFeatureTests",
                dependencies: featureDependencies + [
                    "RadarrFeature", "RadarrAPI", "ServarrScreens", "MarqueeTesting", "ServarrSimulator", "ServarrTesting",
                ]
            ),
            .testTarget(
                name: "SonarrFeatureTests",
                dependencies: featureDependencies + [
                    "SonarrFeature", "SonarrAPI", "ServarrScreens", "MarqueeTesting", "ServarrSimulator", "ServarrTesting",
                ]
            ),
            .testTarget(
                name: "LidarrFeatureTests",
                dependencies: featureDependencies + [
                    "LidarrFeature", "LidarrAPI", "ServarrScreens", "MarqueeTesting", "ServarrSimulator", "ServarrTesting",
                ]
            ),
            .testTarget(
                name: "SettingsFeatureTests",
                dependencies: featureDependencies + ["SettingsFeature", "MarqueeApp", "MarqueeTesting", "ServarrSimulator"]
            ),
            .testTarget(
                name: "ExploreFeatureTests",
                dependencies: featureDependencies + [
                    "ExploreFeature", "RadarrFeature", "SonarrFeature", "LidarrFeature", "RadarrAPI", "SonarrAPI", "LidarrAPI", "MarqueeTesting",
                    "ServarrSimulator",
                ]
            ),
            // Flow tests of a Servarr feature against the simulator (`withServarrFlow`).
            .target(
                name: "ServarrTesting",
                dependencies: [
                    "MarqueeTesting", "MarqueeHost", "MarqueeNavigation", "MarqueeShell", "MarqueeTerminal", "ServarrCore", "ServarrScreens",
                    "ServarrSimulator",
                ],
                path: "Sources/Servarr/ServarrTesting"
            ),
            // What the Servarr kit's generic screens do, run once for every service (parameterised).
            .testTarget(
                name: "ServarrKitTests",
                dependencies: featureDependencies + [
                    "RadarrFeature", "SonarrFeature", "LidarrFeature", "ExploreFeature", "SettingsFeature", "RadarrAPI", "SonarrAPI",
                    "LidarrAPI", "ServarrScreens", "MarqueeTesting", "ServarrSimulator", "ServarrTesting", "MarqueeApp",
                ]
            ),
            // The app end to end: `marquee` and `shell-demo` in tmux, scripting against `servarr-sim`.
            .testTarget(
                name: "MarqueeCLITests",
                dependencies: [
                    "marquee", "shell-demo", "PluginTestSupport", "servarr-sim", "RadarrAPI", "SonarrAPI", "LidarrAPI", "ServarrCore",
                ]),

            // MARK: Benchmarks (release mode: `swift run -c release <name>`)
            .executableTarget(
                name: "marquee-benchmarks",
                dependencies: ["MarqueeNavigation", "MarqueeShell", "MarqueeTerminal", "MarqueeHost"],
                path: "Benchmarks/MarqueeBenchmarks"
            ),
            .executableTarget(name: "terminal-benchmarks", dependencies: ["MarqueeTerminal"], path: "Benchmarks/TerminalBenchmarks"),
            .executableTarget(name: "host-benchmarks", dependencies: ["MarqueeHost"], path: "Benchmarks/HostBenchmarks"),
            .executableTarget(
                name: "plugin-benchmarks",
                dependencies: ["MarqueeExternalPlugins", "CFFI", "marquee-plugin-runner"],
                path: "Benchmarks/PluginBenchmarks"
            ),
            // Configuration checking, 1k → 8k instances.
            .executableTarget(name: "app-benchmarks", dependencies: ["MarqueeApp"], path: "Benchmarks/AppBenchmarks"),
            .executableTarget(
                name: "servarr-benchmarks",
                dependencies: ["ServarrCore", "RadarrAPI", "SonarrAPI", "ServarrSimulator", "RadarrOpenAPI"] + openAPIRuntime,
                path: "Benchmarks/ServarrBenchmarks"
            ),
            // The library screen with 20,000 movies: filter keystrokes, key presses during a refresh.
            .executableTarget(
                name: "library-benchmarks",
                dependencies: featureDependencies + ["RadarrFeature", "RadarrAPI", "ServarrScreens", "ServarrSimulator"],
                path: "Benchmarks/LibraryBenchmarks"
            ),
        ],
    swiftLanguageModes: [.v6]
)
