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
    dependencies: [
        // MARK: Shell (dependencies)
        .package(url: "https://github.com/jpsim/Yams.git", from: "6.2.2"),
        .package(url: "https://github.com/apple/swift-log.git", from: "1.16.2"),
        .package(url: "https://github.com/apple/swift-argument-parser.git", from: "1.8.2"),
    ],
    targets: [
        // MARK: Navigation engine (Foundation only)
        .target(name: "MarqueeNavigation"),
        .testTarget(name: "MarqueeNavigationTests", dependencies: ["MarqueeNavigation"]),

        // MARK: Benchmarks (release mode: `swift run -c release marquee-benchmarks`)
        .executableTarget(
            name: "marquee-benchmarks",
            dependencies: ["MarqueeNavigation", "MarqueeShell", "MarqueeTerminal", "MarqueeHost"],
            path: "Benchmarks/MarqueeBenchmarks"
        ),

        // MARK: Terminal (cell buffer, components, diff renderer, ncurses + in-memory backends)
        // No pkgConfig: ncursesw's pkg-config file adds -D flags SwiftPM refuses (and warns
        // about); the shim defines what it needs and the module map links the libraries.
        .systemLibrary(name: "CNcurses", providers: [.apt(["libncurses-dev"])]),
        // The async-signal-safe crash handler that gives the terminal back (docs/adr/0009).
        .target(name: "CTerminalGuard"),
        .target(name: "MarqueeTerminal", dependencies: ["CNcurses", "CTerminalGuard"]),
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

// MARK: Shell
// The terminal shell (chrome, modal layering, key routing, command palette, async loading) over
// the engine and the terminal layer, and the app support (configuration, navigation state file,
// rolling log file, exit codes) that the `marquee` executable wires together.
package.products += [
    .library(name: "MarqueeShell", targets: ["MarqueeShell"]),
    .library(name: "MarqueeApp", targets: ["MarqueeApp"]),
    .executable(name: "marquee", targets: ["marquee"]),
]
package.targets += [
    .target(name: "MarqueeShell", dependencies: ["MarqueeNavigation", "MarqueeTerminal", "MarqueeHost"]),
    .testTarget(name: "MarqueeShellTests", dependencies: ["MarqueeShell", "MarqueeNavigation", "MarqueeTerminal"]),
    .target(name: "MarqueeApp", dependencies: [
        "MarqueeNavigation",
        .product(name: "Yams", package: "Yams"),
        .product(name: "Logging", package: "swift-log"),
    ]),
    // Release mode: `swift run -c release app-benchmarks` (configuration checking, 1k → 8k instances).
    .executableTarget(name: "app-benchmarks", dependencies: ["MarqueeApp"], path: "Benchmarks/AppBenchmarks"),
    .testTarget(name: "MarqueeAppTests", dependencies: [
        "MarqueeApp", "MarqueeNavigation",
        .product(name: "Logging", package: "swift-log"),
    ]),
    // The composition root: the interactive app (`marquee`, `--demo`), `open`, `routes`,
    // `plugins`, `config-path`, `check-config`; built-in modules are wired in
    // Sources/marquee/BuiltInModules.swift.
    .executableTarget(name: "marquee", dependencies: [
        "MarqueeApp", "MarqueeShell", "MarqueeHost", "MarqueeNavigation", "MarqueeTerminal", "MarqueeExternalPlugins",
        "ServarrCore", "RadarrAPI", "SonarrAPI", "ServarrSimulator", "RadarrFeature", "SonarrFeature",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
        .product(name: "Logging", package: "swift-log"),
        .product(name: "Yams", package: "Yams"),
    ]),
    // The scripting tests (*ScriptTests) run `marquee radarr|sonarr` against `servarr-sim`
    // and check what it holds afterwards through the repositories.
    .testTarget(name: "MarqueeCLITests", dependencies: [
        "marquee", "shell-demo", "PluginTestSupport", "servarr-sim", "RadarrAPI", "SonarrAPI", "ServarrCore",
    ]),
    // The shell on the real terminal with sample screens: `swift run shell-demo`.
    .executableTarget(name: "shell-demo", dependencies: ["MarqueeShell", "MarqueeNavigation", "MarqueeTerminal"]),
]

// MARK: External plugins
// The C ABI for runtime-loaded plugins (marquee_plugin.h), the loader/caller
// (dlopen + libffi), example plugins built as `.dynamic` products, deliberately
// faulty plugins for the rejection and isolation tests, the plugin runner (each plugin runs
// in its own `marquee-plugin-runner` process, see docs/adr/0010-plugins-run-out-of-process.md),
// and the plugin benchmarks (`swift run -c release plugin-benchmarks`).
// See docs/writing-an-external-plugin.md.
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
]
package.products += [
    .library(name: "MarqueeExternalPlugins", targets: ["MarqueeExternalPlugins"]),
    .executable(name: "marquee-plugin-runner", targets: ["marquee-plugin-runner"]),
] + examplePlugins.map { .library(name: $0.name, type: .dynamic, targets: [$0.name]) }
package.targets += [
    .target(name: "CMarqueePlugin"),
    .systemLibrary(name: "CFFI", pkgConfig: "libffi", providers: [.apt(["libffi-dev"])]),
    .target(name: "MarqueeExternalPlugins", dependencies: ["CMarqueePlugin", "CFFI"]),
    .executableTarget(name: "marquee-plugin-runner", dependencies: ["MarqueeExternalPlugins"]),
    // Locates the built example plugins for the test targets that load them.
    .target(name: "PluginTestSupport", path: "Tests/PluginTestSupport"),
    .testTarget(name: "MarqueeExternalPluginsTests", dependencies: ["MarqueeExternalPlugins", "PluginTestSupport", "marquee-plugin-runner"]),
    .executableTarget(
        name: "plugin-benchmarks",
        dependencies: ["MarqueeExternalPlugins", "CFFI", "marquee-plugin-runner"],
        path: "Benchmarks/PluginBenchmarks"
    ),
] + examplePlugins.map { plugin in
    plugin.name == "HelloSwift"
        ? .target(name: plugin.name, dependencies: ["CMarqueePlugin"], path: plugin.path)
        // Plugins export no headers of their own: the ABI is marquee_plugin.h.
        : .target(name: plugin.name, dependencies: ["CMarqueePlugin"], path: plugin.path, publicHeadersPath: ".")
}

// MARK: Host
// The plugin host (feature modules, registry validation, destination lifetime, services,
// routing protocols, external plugins, route-graph export), the shared routing contracts,
// the flow-test harness for feature authors, and the host benchmarks
// (`swift run -c release host-benchmarks`). See docs/writing-a-feature-module.md.
package.products += [
    .library(name: "MarqueeContracts", targets: ["MarqueeContracts"]),
    .library(name: "MarqueeHost", targets: ["MarqueeHost"]),
    .library(name: "MarqueeTesting", targets: ["MarqueeTesting"]),
]
package.targets += [
    .target(name: "MarqueeContracts", dependencies: ["MarqueeNavigation"]),
    .target(name: "MarqueeHost", dependencies: ["MarqueeNavigation", "MarqueeExternalPlugins"]),
    .target(name: "MarqueeTesting", dependencies: ["MarqueeHost"]),
    .testTarget(name: "MarqueeHostTests", dependencies: ["MarqueeHost", "MarqueeContracts", "PluginTestSupport"]),
    .testTarget(name: "MarqueeTestingTests", dependencies: ["MarqueeTesting", "MarqueeHost", "MarqueeContracts"]),
    .executableTarget(
        name: "host-benchmarks",
        dependencies: ["MarqueeHost"],
        path: "Benchmarks/HostBenchmarks"
    ),
]

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
    .package(url: "https://github.com/swift-server/swift-service-lifecycle", from: "2.13.0"),
]
let openAPIRuntime: [Target.Dependency] = [
    .product(name: "OpenAPIRuntime", package: "swift-openapi-runtime"),
    .product(name: "HTTPTypes", package: "swift-http-types"),
]
package.targets += [
    .target(
        name: "ServarrCore",
        dependencies: openAPIRuntime + [
            .product(name: "OpenAPIURLSession", package: "swift-openapi-urlsession"),
            .product(name: "Logging", package: "swift-log"),
        ]
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
    // Specs/ holds the real upstream OpenAPI specs the conformance suite checks responses against
    // (read from the source tree, not bundled).
    .testTarget(
        name: "ServarrIntegrationTests",
        dependencies: ["ServarrCore", "RadarrAPI", "SonarrAPI", "ServarrSimulator", "RadarrOpenAPI", "SonarrOpenAPI"] + openAPIRuntime + [
            .product(name: "Hummingbird", package: "hummingbird"),
            .product(name: "Logging", package: "swift-log"),
        ],
        exclude: ["Specs"],
        // Response bodies in the shapes real Radarr/Sonarr versions send (see Corpus/README.md).
        resources: [.copy("Corpus")]
    ),
    .executableTarget(
        name: "servarr-benchmarks",
        dependencies: ["ServarrCore", "RadarrAPI", "SonarrAPI", "ServarrSimulator", "RadarrOpenAPI"] + openAPIRuntime,
        path: "Benchmarks/ServarrBenchmarks"
    ),
]

// MARK: Servarr screens
// Screens the Radarr and Sonarr features share (activity screens, interactive search and
// its grab confirmation, value pickers, the add confirmation, the remove-from-queue alert,
// the library query), so that neither feature imports the other.
package.targets += [
    .target(name: "ServarrScreens", dependencies: ["MarqueeHost", "MarqueeNavigation", "MarqueeShell", "MarqueeTerminal", "ServarrCore"]),
]

// MARK: Features
// The product a person sees: one in-process feature module per service. Modules never import
// each other; they talk through MarqueeContracts. See docs/writing-a-feature-module.md.
let featureHostDependencies: [Target.Dependency] = [
    "MarqueeHost", "MarqueeContracts", "MarqueeNavigation", "MarqueeShell", "MarqueeTerminal", "ServarrCore",
]
package.products += [
    .library(name: "RadarrFeature", targets: ["RadarrFeature"]),
    .library(name: "SonarrFeature", targets: ["SonarrFeature"]),
]
package.targets += [
    .target(name: "RadarrFeature", dependencies: featureHostDependencies + ["RadarrAPI", "ServarrScreens"], path: "Plugins/Radarr"),
    .testTarget(
        name: "RadarrFeatureTests",
        dependencies: featureHostDependencies + [
            "RadarrFeature", "RadarrAPI", "ServarrScreens", "MarqueeTesting", "ServarrSimulator", "ServarrTesting",
        ]
    ),
    .target(name: "SonarrFeature", dependencies: featureHostDependencies + ["SonarrAPI", "ServarrScreens"], path: "Plugins/Sonarr"),
    .testTarget(
        name: "SonarrFeatureTests",
        dependencies: featureHostDependencies + [
            "SonarrFeature", "SonarrAPI", "ServarrScreens", "MarqueeTesting", "ServarrSimulator", "ServarrTesting",
        ]
    ),
    // Flow tests of a Servarr feature against the simulator (`withServarrFlow`).
    .target(
        name: "ServarrTesting",
        dependencies: ["MarqueeTesting", "MarqueeHost", "MarqueeShell", "MarqueeTerminal", "ServarrCore", "ServarrSimulator"]
    ),
    // What the Servarr kit's generic screens do, run once for every service (parameterised).
    .testTarget(
        name: "ServarrKitTests",
        dependencies: featureHostDependencies + [
            "RadarrFeature", "SonarrFeature", "RadarrAPI", "SonarrAPI", "ServarrScreens", "MarqueeTesting", "ServarrSimulator",
            "ServarrTesting",
        ]
    ),
    // Release mode: `swift run -c release library-benchmarks` (the library screen with 20,000 movies:
    // filter keystrokes, key presses during a refresh).
    .executableTarget(
        name: "library-benchmarks",
        dependencies: featureHostDependencies + ["RadarrFeature", "RadarrAPI", "ServarrSimulator"],
        path: "Benchmarks/LibraryBenchmarks"
    ),
]

// MARK: Settings
// The Settings feature (instances with a connection test, appearance, plugins, about) and the
// first-run onboarding; the `marquee` executable wires it in (Sources/marquee/BuiltInModules.swift).
package.products += [
    .library(name: "SettingsFeature", targets: ["SettingsFeature"]),
]
package.targets += [
    .target(
        name: "SettingsFeature",
        dependencies: featureHostDependencies + ["MarqueeApp", "RadarrAPI", "SonarrAPI"],
        path: "Plugins/Settings"
    ),
    .testTarget(
        name: "SettingsFeatureTests",
        dependencies: featureHostDependencies + ["SettingsFeature", "MarqueeApp", "MarqueeTesting", "ServarrSimulator"]
    ),
]
package.targets.first { $0.name == "marquee" }?.dependencies.append("SettingsFeature")
// MARK: Explore
// One search across every Radarr and Sonarr instance, a merged calendar and merged queues;
// hands titles to the Radarr and Sonarr modules through MarqueeContracts (it imports neither).
package.products += [
    .library(name: "ExploreFeature", targets: ["ExploreFeature"]),
]
package.targets += [
    .target(name: "ExploreFeature", dependencies: featureHostDependencies + ["RadarrAPI", "SonarrAPI"], path: "Plugins/Explore"),
    .testTarget(
        name: "ExploreFeatureTests",
        dependencies: featureHostDependencies + [
            "ExploreFeature", "RadarrFeature", "SonarrFeature", "RadarrAPI", "SonarrAPI", "MarqueeTesting", "ServarrSimulator",
        ]
    ),
]
// The `marquee` executable wires the module in (Sources/marquee/BuiltInModules.swift).
package.targets.first { $0.name == "marquee" }?.dependencies.append("ExploreFeature")
