import Foundation

/// Shared by the test targets that load real plugins.
///
/// Finds the plugin libraries `swift build` produced and hands out private copies.
public enum BuiltPlugins {
    public struct NotBuilt: Error, CustomStringConvertible {
        let product: String
        let searched: [String]
        public var description: String {
            "\(product.hasPrefix("marquee") ? product : "lib\(product).so") not found (run `swift build`); searched: \(searched.joined(separator: ", "))"
        }
    }

    /// The package root, derived from this file's path.
    public static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// Directories that may hold the built products, most specific first: an explicit
    /// override, the test executable's own directory, then the package's build folders.
    public static var candidateDirectories: [URL] {
        var directories: [URL] = []
        if let override = ProcessInfo.processInfo.environment["MARQUEE_PLUGIN_PRODUCTS_DIR"] {
            directories.append(URL(fileURLWithPath: override))
        }
        if let executable = Bundle.main.executableURL?.resolvingSymlinksInPath() {
            directories.append(executable.deletingLastPathComponent())
        }
        let build = packageRoot.appendingPathComponent(".build")
        for configuration in ["debug", "release"] {
            directories.append(build.appendingPathComponent(configuration))
            let triples = (try? FileManager.default.contentsOfDirectory(atPath: build.path)) ?? []
            for triple in triples.sorted() where triple.contains("-") {
                directories.append(build.appendingPathComponent(triple).appendingPathComponent(configuration))
            }
        }
        return directories
    }

    /// The built library of a product, e.g. `library("HelloC")` → `.../libHelloC.so`.
    public static func library(_ product: String) throws -> URL {
        let candidates = candidateDirectories.map { $0.appendingPathComponent("lib\(product).so") }
        guard let found = candidates.first(where: { FileManager.default.fileExists(atPath: $0.path) }) else {
            throw NotBuilt(product: product, searched: candidates.map(\.path))
        }
        return found
    }

    /// The built `marquee-plugin-runner` (the app starts one per plugin).
    public static func runner() throws -> URL {
        let candidates = candidateDirectories.map { $0.appendingPathComponent("marquee-plugin-runner") }
        guard let found = candidates.first(where: { FileManager.default.isExecutableFile(atPath: $0.path) }) else {
            throw NotBuilt(product: "marquee-plugin-runner", searched: candidates.map(\.path))
        }
        return found
    }

    /// A fresh temporary directory.
    public static func temporaryDirectory() throws -> URL {
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("marquee-plugin-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        return directory
    }

    /// Copies a built plugin into `directory` (a fresh one by default) under `name`.
    ///
    /// Each copy is a separate file, so the dynamic loader gives it its own instance and
    /// static state: tests running in parallel never share a plugin's globals.
    public static func copy(_ product: String, to directory: URL? = nil, as name: String? = nil) throws -> URL {
        let directory = try directory ?? temporaryDirectory()
        let destination = directory.appendingPathComponent(name ?? "lib\(product).so")
        try FileManager.default.copyItem(at: library(product), to: destination)
        return destination
    }
}
