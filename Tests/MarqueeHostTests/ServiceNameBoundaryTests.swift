import Foundation
import Testing

/// Features stay in their modules: no Swift file in `Sources/` or `Features/` names Radarr,
/// Sonarr or Lidarr in its code (identifiers and string literals; comments are free) outside
/// a service's own folders, the composition root and the simulator. The rule is written down
/// in docs/architecture.md ("Where a service may be named").
@Suite struct ServiceNameBoundaryTests {
    @Test func noFileOutsideAServicesFoldersNamesAService() throws {
        var leaks: [String] = []
        for path in try ServiceNames.swiftFiles(under: ["Sources", "Features"])
        where !ServiceNames.mayName(path) {
            let text = try String(contentsOf: ServiceNames.packageRoot.appending(path: path), encoding: .utf8)
            leaks += ServiceNames.lines(naming: text).map { "\(path):\($0.number): names \($0.name): \($0.text)" }
        }
        #expect(
            leaks.isEmpty,
            "move these to the service's own folders, or take the name from what the feature registers:\n\(leaks.joined(separator: "\n"))")
    }

    @Test func namesCountInCodeAndStringsButNotInComments() {
        let text = """
            let array = LossyJSONArray.self // Radarr's movies
            /* Sonarr /* nested */ Lidarr */ let url = "http://host/lidarr/x"
            let kind = ServiceKind.radarr
            let router = RadarrRouting.self
            let base = sonarrURL
            let note = "the Lidarr tab" // a string counts
            """
        #expect(ServiceNames.lines(naming: text).map(\.number) == [2, 3, 4, 5, 6])
        #expect(ServiceNames.lines(naming: text).map(\.name) == ["Lidarr", "Radarr", "Radarr", "Sonarr", "Lidarr"])
    }

    @Test func aServicesFoldersTheCompositionRootAndTheSimulatorMayNameIt() {
        #expect(ServiceNames.mayName("Features/Radarr/Routes/RadarrRoute.swift"))
        #expect(ServiceNames.mayName("Sources/Servarr/SonarrAPI/SonarrRepository.swift"))
        #expect(ServiceNames.mayName("Sources/Host/MarqueeContracts/Lidarr/LidarrRouting.swift"))
        #expect(ServiceNames.mayName("Sources/Executables/marquee/Commands/Radarr/RadarrCommands.swift"))
        #expect(ServiceNames.mayName("Sources/Executables/marquee/BuiltInModules.swift"))
        #expect(ServiceNames.mayName("Sources/Simulator/ServarrSimulator/ServarrSimulator.swift"))
        #expect(!ServiceNames.mayName("Sources/Servarr/ServarrScreens/System/SystemRoute.swift"))
        #expect(!ServiceNames.mayName("Sources/Executables/marquee/ScreenData.swift"))
        #expect(!ServiceNames.mayName("Features/Explore/Radarr.swift"), "a file named after a service is not a folder of it")
    }
}

/// Finds where Swift source names a service.
enum ServiceNames {
    static let services = ["Radarr", "Sonarr", "Lidarr"]

    /// The package's root folder (this file is Tests/MarqueeHostTests/…).
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// Whether the file at `path` (from the package root) may name services: it is inside a
    /// folder whose name starts with a service's (`Features/Radarr`, `Sources/Servarr/RadarrAPI`,
    /// `Commands/Sonarr`, `MarqueeContracts/Lidarr`), in the simulator, or one of the composition
    /// root's files (the module list, the demo servers, the command list).
    static func mayName(_ path: String) -> Bool {
        let folders = path.split(separator: "/").dropLast()
        if folders.contains(where: { folder in services.contains { folder.hasPrefix($0) } }) { return true }
        if path.hasPrefix("Sources/Simulator/") || path.hasPrefix("Sources/Executables/servarr-sim/") { return true }
        return ["BuiltInModules.swift", "DemoServers.swift", "Marquee.swift"].map { "Sources/Executables/marquee/" + $0 }.contains(path)
    }

    /// The Swift files under `folders`, as paths from the package root, sorted.
    static func swiftFiles(under folders: [String]) throws -> [String] {
        var paths: [String] = []
        for folder in folders {
            let base = packageRoot.appending(path: folder)
            guard let walker = FileManager.default.enumerator(atPath: base.path) else { continue }
            while let relative = walker.nextObject() as? String {
                if relative.hasSuffix(".swift") { paths.append(folder + "/" + relative) }
            }
        }
        return paths.sorted()
    }

    /// The lines of `source` whose code or strings name a service: `Radarr` anywhere (also inside
    /// identifiers such as `RadarrRouting`), or `radarr` not preceded by a letter (`.radarr`,
    /// `"/radarr/"`, `radarrURL`, but not `JSONArray`).
    static func lines(naming source: String) -> [(number: Int, name: String, text: String)] {
        let code = withoutComments(source).split(separator: "\n", omittingEmptySubsequences: false)
        let original = source.split(separator: "\n", omittingEmptySubsequences: false)
        var found: [(number: Int, name: String, text: String)] = []
        for (index, line) in code.enumerated() {
            if let name = firstName(in: line) {
                found.append((index + 1, name, original[index].trimmingCharacters(in: .whitespaces)))
            }
        }
        return found
    }

    private static func firstName(in line: Substring) -> String? {
        let characters = Array(line)
        for start in characters.indices {
            for service in services {
                let lower = service.lowercased()
                let word = Array(service), lowerWord = Array(lower)
                guard start + word.count <= characters.count else { continue }
                let slice = Array(characters[start..<start + word.count])
                if slice == word { return service }
                if slice == lowerWord, start == 0 || !characters[start - 1].isLetter { return service }
            }
        }
        return nil
    }

    /// `source` with its comments blanked out (line and nested block comments), keeping its
    /// lines; string literals (single and multi-line) are kept, so `"//"` in a string stays.
    static func withoutComments(_ source: String) -> String {
        enum State { case code, line, block(depth: Int), string, multiline }
        let characters = Array(source)
        var output = "", state = State.code, index = 0
        func starts(_ text: String) -> Bool {
            let pattern = Array(text)
            return index + pattern.count <= characters.count && Array(characters[index..<index + pattern.count]) == pattern
        }
        while index < characters.count {
            let character = characters[index]
            switch state {
            case .code:
                if starts("//") {
                    state = .line
                } else if starts("/*") {
                    state = .block(depth: 1)
                    output += "  "
                    index += 2
                    continue
                } else if starts("\"\"\"") {
                    state = .multiline
                    output += "\"\"\""
                    index += 3
                    continue
                } else if character == "\"" {
                    state = .string
                }
                if case .line = state { output += " " } else { output.append(character) }
            case .line:
                if character == "\n" {
                    state = .code
                    output.append(character)
                } else {
                    output += " "
                }
            case .block(let depth):
                if starts("/*") || starts("*/") {
                    let deeper = starts("/*")
                    state = deeper ? .block(depth: depth + 1) : (depth == 1 ? .code : .block(depth: depth - 1))
                    output += "  "
                    index += 2
                    continue
                }
                output += character == "\n" ? "\n" : " "
            case .string, .multiline:
                let isMultiline: Bool = if case .multiline = state { true } else { false }
                if character == "\\", index + 1 < characters.count {
                    output.append(character)
                    output.append(characters[index + 1])
                    index += 2
                    continue
                }
                if isMultiline, starts("\"\"\"") {
                    state = .code
                    output += "\"\"\""
                    index += 3
                    continue
                }
                if !isMultiline, character == "\"" || character == "\n" { state = .code }
                output.append(character)
            }
            index += 1
        }
        return output
    }
}
