import ArgumentParser
import Foundation
import MarqueeApp
import MarqueeNavigation
import MarqueeTerminal
import Testing

@testable import marquee

#if canImport(Glibc)
import Glibc
#endif

/// The second round's classes: durations, huge unbroken text, key files of every file type,
/// escapes in every argument. (Every signal: ``TerminalEndToEnd/SignalRestoreTmuxTests``.)
///
/// The default sizes run in seconds; `MARQUEE_FUZZ_ITERATIONS` scales the counts as for the
/// other classes, and `MARQUEE_FUZZ_TEXT_BYTES` the huge text (1 MiB by default; e.g.
/// `MARQUEE_FUZZ_TEXT_BYTES=52428800` for 50 MB).
extension HostileInputFuzzTests {
    static let hugeTextBytes = ProcessInfo.processInfo.environment["MARQUEE_FUZZ_TEXT_BYTES"].flatMap(Int.init) ?? 1 << 20

    // MARK: Durations

    /// A duration as someone might type it, or a hostile one.
    private static func duration(using random: inout SeededRandom) -> String {
        let numbers = [
            "0", "1", "5", "2.5", "600", "600.0001", "601", "-1", "-0", "1e300", "1e-300", "1e309", "nan", "inf", "-inf",
            String(repeating: "9", count: random.next(below: 40) + 1), "0x10", "1_000", "٣", "", " ", ".", "1.", ".5",
            String(Double(bitPattern: random.next())), String(random.next()),
        ]
        let suffixes = ["", "s", "ms", "S", "MS", "m", "h", "sec", "s s", "\u{1B}[2J", "\u{0}", "µs"]
        var text = numbers[random.next(below: numbers.count)] + suffixes[random.next(below: suffixes.count)]
        if random.next(below: 8) == 0 { text = " " + text + "\t" }
        return text
    }

    @Test func generatedDurationsAreReadOrRefusedNeverTrap() {
        var random = SeededRandom(seed: Self.seed ^ 0x4455_5241)
        var accepted = 0
        for input in 0..<Self.iterations {
            let text = Self.duration(using: &random)
            if let limit = WaitLimit(argument: text) {
                accepted += 1
                #expect(limit.duration >= .zero && limit.duration <= WaitLimit.longest, "‘\(text)’ #\(input)")
            }
            for variable in App.pluginDeadlineVariables {
                do {
                    try App.checkPluginDeadlines(environment: [variable: text])
                } catch {
                    #expect(error.code == .usage)
                    checkMessage(errorText(error.message), input: input, kind: "duration in \(variable)")
                }
            }
        }
        #expect(accepted > 0 && accepted < Self.iterations, "both outcomes were generated: \(accepted) accepted")
    }

    // MARK: Huge unbroken text

    /// Text of about `bytes` bytes without a space: ASCII, accented, wide or emoji.
    private static func unbrokenText(bytes: Int, using random: inout SeededRandom) -> String {
        let pieces = ["a", "Amélie", "千と千尋", "🎬", "e\u{301}", "\u{1B}x", "-", "x\u{200D}"]
        let piece = pieces[random.next(below: pieces.count)]
        return String(repeating: piece, count: max(1, bytes / piece.utf8.count))
    }

    @Test func hugeUnbrokenTextWrapsAndCutsWithinItsWidth() {
        var random = SeededRandom(seed: Self.seed ^ 0x5445_5854)
        let rounds = max(4, Self.iterations / 850)
        for input in 0..<rounds {
            let text = Self.unbrokenText(bytes: Self.hugeTextBytes, using: &random)
            let width = random.next(below: 199) + 2
            let shown = text.wrapped(toWidth: width, maximumLines: 2)
            #expect(shown.count == 2, "#\(input)")
            #expect(shown.allSatisfy { !$0.isWider(than: width) }, "#\(input): a line wider than \(width)")
            let cut = text.truncated(toWidth: width)
            #expect(!cut.isWider(than: width) && cut.hasSuffix("…"), "#\(input)")
            #expect(text.isWider(than: width))
        }
        // The whole text wrapped: nothing lost, every line within the width.
        let text = String(repeating: "Amélie千🎬", count: Self.hugeTextBytes / 16)
        let lines = text.wrapped(toWidth: 77)
        #expect(lines.joined() == text)
        #expect(lines.allSatisfy { !$0.isWider(than: 77) })
    }

    // MARK: Key files of every file type

    @Test func keyFilesOfEveryFileTypeAreReadOrRefusedAtOnce() throws {
        let folder = NSTemporaryDirectory() + "marquee-keys-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try Self.apiKey.write(toFile: folder + "/regular", atomically: true, encoding: .utf8)
        try "".write(toFile: folder + "/empty", atomically: true, encoding: .utf8)
        try Data(count: ConfigurationFile.maximumKeyFileSize + 1).write(to: URL(fileURLWithPath: folder + "/huge"))
        try FileManager.default.createDirectory(atPath: folder + "/folder", withIntermediateDirectories: true)
        #expect(mkfifo(folder + "/fifo", 0o600) == 0)
        let socketPath = folder + "/socket"
        let socket = Glibc.socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
        defer { close(socket) }
        var address = sockaddr_un()
        address.sun_family = sa_family_t(AF_UNIX)
        withUnsafeMutableBytes(of: &address.sun_path) { buffer in
            for (index, byte) in socketPath.utf8.prefix(buffer.count - 1).enumerated() { buffer[index] = byte }
        }
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(socket, $0, socklen_t(MemoryLayout<sockaddr_un>.size)) }
        }
        #expect(bound == 0, "a socket file")
        let targets =
            ["regular", "empty", "huge", "folder", "fifo", "socket"].map { folder + "/" + $0 } + [
                "/dev/null", "/dev/zero", "/dev/urandom", "/dev/tty", "/dev/stdin", "/nonexistent/key",
            ]
        var paths = targets
        for (index, target) in targets.enumerated() {
            let link = folder + "/link-\(index)"
            try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: target)
            paths.append(link)
        }
        let file = ConfigurationFile(path: "/fuzz/config.yml", kinds: serviceKinds, environment: [:])
        var read: [String] = []
        for (input, path) in paths.enumerated() {
            let text = "radarr:\n  - name: a\n    url: http://a:1\n    api_key_file: \(path)\n"
            do {
                _ = try file.parse(text)
                read.append(path)
            } catch {
                checkMessage(error.description, input: input, kind: "key file \(path)")
                #expect(error.key == "radarr[0].api_key_file", "\(path): \(error)")
            }
        }
        #expect(read == [folder + "/regular", folder + "/link-0"], "only regular files with a key are read")
    }

    // MARK: Escapes in every argument

    /// Every command path (`radarr list movies`) and its options that take a value, from the
    /// argument parser's own description of the command line.
    private static func commandOptions() throws -> [(command: [String], options: [String])] {
        let dump = try MarqueeRun(["--experimental-dump-help"], environment: [:]).output
        let root = try #require(try JSONSerialization.jsonObject(with: Data(dump.utf8)) as? [String: Any])
        var found: [(command: [String], options: [String])] = []
        func walk(_ node: [String: Any], path: [String]) {
            let arguments = node["arguments"] as? [[String: Any]] ?? []
            let options = arguments.compactMap { argument -> String? in
                guard argument["kind"] as? String == "option", let names = argument["names"] as? [[String: Any]] else { return nil }
                return names.first { $0["kind"] as? String == "long" }.flatMap { $0["name"] as? String }.map { "--" + $0 }
            }.filter { !["--generate-completion-script"].contains($0) }
            let subcommands = node["subcommands"] as? [[String: Any]] ?? []
            if subcommands.isEmpty || !options.isEmpty { found.append((path, options)) }
            for subcommand in subcommands {
                guard let name = subcommand["commandName"] as? String, name != "help" else { continue }
                walk(subcommand, path: path + [name])
            }
        }
        walk(try #require(root["command"] as? [String: Any]), path: [])
        return found
    }

    @Test func controlCharactersInEveryOptionAreEchoedEscaped() throws {
        let commands = try Self.commandOptions()
        #expect(commands.count > 20, "every command is listed")
        var random = SeededRandom(seed: Self.seed ^ 0x4553_4341_5045)
        let hostile = ["\u{1B}[2J", "\u{1B}]0;title\u{7}", "\u{9B}31m", "x\u{8}\u{8}y", "\r\u{1B}[K", "\u{7F}"]
        var checked = 0
        for (command, options) in commands {
            for option in options {
                let value = hostile[random.next(below: hostile.count)] + String(random.next(below: 1_000))
                do {
                    _ = try Marquee.parseAsRoot(command + [option, value])
                } catch {
                    let message = errorText(Marquee.fullMessage(for: error))
                    let lines = message.split(separator: "\n")
                    #expect(!lines.isEmpty && !lines.contains { EchoedInput.containsControlCharacters($0) }, "\(command) \(option): \(message)")
                }
                checked += 1
            }
        }
        #expect(checked > 50, "options checked: \(checked)")
    }
}
