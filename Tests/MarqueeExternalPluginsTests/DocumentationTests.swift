import Foundation
import MarqueeExternalPlugins
import PluginTestSupport
import Testing

/// Keeps `docs/writing-an-external-plugin.md` true: its C example is compiled with its
/// documented build command, loaded and called; its manifest example must validate.
@Suite("The plugin guide's examples work")
struct DocumentationTests {
    static let guide = BuiltPlugins.packageRoot.appendingPathComponent("docs/writing-an-external-plugin.md")

    /// The fenced code block that follows `<!-- example: NAME -->`.
    static func example(_ name: String) throws -> String {
        let text = try String(contentsOf: guide, encoding: .utf8)
        let marker = try #require(text.range(of: "<!-- example: \(name) -->"), "no example \(name) in the guide")
        let afterMarker = text[marker.upperBound...]
        let open = try #require(afterMarker.range(of: "```"))
        let bodyStart = try #require(afterMarker[open.upperBound...].firstIndex(of: "\n"))
        let close = try #require(afterMarker[bodyStart...].range(of: "\n```"))
        return String(afterMarker[afterMarker.index(after: bodyStart)..<close.lowerBound])
    }

    static func compilerPath() -> String? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        for compiler in ["cc", "clang", "gcc"] {
            for directory in path.split(separator: ":") {
                let candidate = "\(directory)/\(compiler)"
                if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
            }
        }
        return nil
    }

    /// Compiles the guide's C example with the guide's build command.
    static func buildGreeter() throws -> URL {
        let directory = try BuiltPlugins.temporaryDirectory()
        try example("greeter.c").write(to: directory.appendingPathComponent("greeter.c"), atomically: true, encoding: .utf8)
        var command = try example("build").trimmingCharacters(in: .whitespacesAndNewlines)
        #expect(command.hasPrefix("cc "))
        let include = BuiltPlugins.packageRoot.appendingPathComponent("Sources/CShims/CMarqueePlugin/include").path
        command = command.replacingOccurrences(of: "Sources/CShims/CMarqueePlugin/include", with: include)
        let compiler = try #require(compilerPath(), "no C compiler (cc, clang or gcc) on PATH")
        command = compiler + command.dropFirst(2)

        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", command]
        process.currentDirectoryURL = directory
        let output = Pipe()
        process.standardError = output
        try process.run()
        process.waitUntilExit()
        let diagnostics = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        try #require(process.terminationStatus == 0, "the guide's build command failed: \(command)\n\(diagnostics)")
        #expect(diagnostics.isEmpty, "compiler warnings: \(diagnostics)")
        return directory.appendingPathComponent("libgreeter.so")
    }

    @Test func cExampleBuildsLoadsAndRuns() throws {
        let host = RecordingHost()
        let result = PluginLoader(host: host).load(file: try Self.buildGreeter())
        let plugin = try #require(result.plugin, "\(result)")
        #expect(plugin.id == "greeter")
        #expect(plugin.manifest.routes.map(\.pattern) == ["/greeter/person/:id"])

        #expect(try plugin.call(action: "greet", screenData: ["name": "Ada", "times": "2"]) == .string("Hello, Ada and Ada"))
        #expect(try plugin.call(action: "open", arguments: [.int64(7)]) == .int32(0))
        #expect(
            host.events == [
                .log(.info, "opening a person", from: "greeter"),
                .navigate("/greeter/person/7", from: "greeter"),
            ])
        let error = #expect(throws: PluginCallError.self) { try plugin.call(action: "open", arguments: [.int64(0)]) }
        #expect(error?.description == "action \"open\" failed with code 1: no person with id 0")
    }

    @Test func manifestReferenceExampleIsValid() throws {
        let text = try String(contentsOf: Self.guide, encoding: .utf8)
        let start = try #require(text.range(of: "```json\n"))
        let end = try #require(text[start.upperBound...].range(of: "\n```"))
        let manifest = try PluginManifest(json: String(text[start.upperBound..<end.lowerBound]))
        #expect(manifest.id == "dice")
        #expect(manifest.action("save-preset")?.errors == .nonzero)
    }

    @Test func typeTableListsEveryType() throws {
        let text = try String(contentsOf: Self.guide, encoding: .utf8)
        for type in PluginType.allCases {
            #expect(text.contains("| `\(type.rawValue)` |"), "the guide's type table lacks \(type.rawValue)")
        }
        #expect(text.contains("`MARQUEE_PLUGIN_ABI_VERSION` is \(PluginABI.currentVersion)."))
    }
}
