// Plugin benchmarks: `swift run -c release plugin-benchmarks`
//
// 1. Loading 50 external C plugins: the Dice example copied to 50 files, each with its
//    manifest id patched to a unique value of the same length ("d000" ... "d049"), so all
//    50 go through the full load (dlopen, entry, ABI check, manifest, symbols, cifs) and
//    are accepted. Each round uses fresh copies (fresh inodes), so no round reuses a
//    library the dynamic loader already has mapped.
// 2. Action call overhead: `ExternalPlugin.call` of an i64 -> i32 action through libffi,
//    against a direct call of the same C function through a function pointer.
// 3. The same out of process, as the app runs plugins: loading 50 plugins in 50
//    `marquee-plugin-runner` processes (side by side), and `IsolatedPlugin.call` of the same
//    action (a round trip over the runner's socket: two frames, JSON both ways).
//    The runner is found next to this executable (or at $MARQUEE_PLUGIN_RUNNER).

import CFFI
import Foundation
import MarqueeExternalPlugins

#if canImport(Glibc)
import Glibc
#endif

struct SilentHost: ExternalPluginHost {
    func navigate(to url: String, from plugin: PluginID) throws {}
    func present(url: String, from plugin: PluginID) throws {}
    func dismiss(from plugin: PluginID) throws {}
    func log(level: PluginLogLevel, message: String, from plugin: PluginID) {}
    func setting(named name: String, for plugin: PluginID) -> String? { nil }
}

func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data("plugin-benchmarks: \(message)\n".utf8))
    exit(1)
}

/// The built Dice plugin: next to this executable, else in the package's build folders.
func findDicePlugin() -> URL {
    var directories: [URL] = []
    if let override = ProcessInfo.processInfo.environment["MARQUEE_PLUGIN_PRODUCTS_DIR"] {
        directories.append(URL(fileURLWithPath: override))
    }
    if let executable = Bundle.main.executableURL?.resolvingSymlinksInPath() {
        directories.append(executable.deletingLastPathComponent())
    }
    let build = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent(".build")
    directories += ["release", "debug"].map { build.appendingPathComponent($0) }
    for directory in directories {
        let file = directory.appendingPathComponent("libHelloC.so")
        if FileManager.default.fileExists(atPath: file.path) { return file }
    }
    fail("libHelloC.so not found; run `swift build -c release --product HelloC` first")
}

func milliseconds(_ duration: Duration) -> Double {
    Double(duration.components.seconds) * 1e3 + Double(duration.components.attoseconds) / 1e15
}

func nanoseconds(_ duration: Duration) -> Double {
    Double(duration.components.seconds) * 1e9 + Double(duration.components.attoseconds) / 1e9
}

/// Writes `count` copies of the plugin with ids d000, d001, ... into a fresh directory.
func makeCopies(of library: Data, count: Int) -> URL {
    let marker = Data(#""id": "dice""#.utf8)
    guard let range = library.range(of: marker),
        library.range(of: marker, in: range.upperBound..<library.endIndex) == nil
    else { fail("expected exactly one manifest id in libHelloC.so") }
    let directory = FileManager.default.temporaryDirectory
        .appendingPathComponent("marquee-plugin-bench-\(UUID().uuidString)")
    do {
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        for index in 0..<count {
            var copy = library
            let id = String(format: "d%03d", index)
            copy.replaceSubrange(range, with: Data(#""id": "\#(id)""#.utf8))
            try copy.write(to: directory.appendingPathComponent("libdice-\(id).so"))
        }
    } catch {
        fail("cannot write plugin copies: \(error)")
    }
    return directory
}

// MARK: Loading

let dice = findDicePlugin()
print("plugin: \(dice.path)")
guard let libraryData = FileManager.default.contents(atPath: dice.path) else { fail("cannot read \(dice.path)") }

let pluginCount = 50
var loadTimes: [Double] = []
var keptAlive: [ExternalPlugin] = []
for _ in 0..<5 {
    let directory = makeCopies(of: libraryData, count: pluginCount)
    let loader = PluginLoader(host: SilentHost())
    let start = ContinuousClock.now
    let results = loader.load(directory: directory)
    loadTimes.append(milliseconds(ContinuousClock.now - start))
    let loaded = results.compactMap(\.plugin)
    guard loaded.count == pluginCount else {
        fail("only \(loaded.count) of \(pluginCount) loaded: \(results.filter { $0.plugin == nil })")
    }
    keptAlive += loaded
    try? FileManager.default.removeItem(at: directory)
}
loadTimes.sort()
print(
    String(
        format: "load %d C plugins: median %.2f ms, best %.2f ms, worst %.2f ms (5 rounds; budget 100 ms)",
        pluginCount, loadTimes[2], loadTimes[0], loadTimes[4]))

// MARK: Call overhead

let plugin = keptAlive[0]
let iterations = 2_000_000

@discardableResult
func measure(_ label: String, iterations: Int = iterations, _ body: (Int) -> Int64) -> Double {
    _ = body(iterations / 10)  // warm up
    let start = ContinuousClock.now
    let checksum = body(iterations)
    let perCall = nanoseconds(ContinuousClock.now - start) / Double(iterations)
    print(String(format: "%@: %.1f ns/call (checksum %lld)", label, perCall, checksum))
    return perCall
}

let viaPlugin = measure("ExternalPlugin.call i64 -> i32 (libffi)") { iterations in
    var sum: Int64 = 0
    for index in 0..<iterations {
        let value = Int64(index & 127)
        guard case .int32(let result) = try? plugin.call(action: "normalize", arguments: [.int64(value)]) else {
            fail("normalize failed")
        }
        sum &+= Int64(result)
    }
    return sum
}

measure("ExternalPlugin.call i64 -> i32, argument array reused") { iterations in
    var sum: Int64 = 0
    let arguments: [PluginValue] = [.int64(7)]
    for _ in 0..<iterations {
        guard case .int32(let result) = try? plugin.call(action: "normalize", arguments: arguments) else {
            fail("normalize failed")
        }
        sum &+= Int64(result)
    }
    return sum
}

// The same function, resolved from the same library, called directly and via raw ffi_call.
guard let handle = dlopen(plugin.file.path, RTLD_NOW | RTLD_LOCAL), let symbol = dlsym(handle, "dice_normalize") else {
    fail("cannot resolve dice_normalize")
}
typealias Normalize = @convention(c) (Int64) -> Int32
let normalize = unsafeBitCast(symbol, to: Normalize.self)

let direct = measure("direct C call via function pointer") { iterations in
    var sum: Int64 = 0
    for index in 0..<iterations {
        sum &+= Int64(normalize(Int64(index & 127)))
    }
    return sum
}

let argumentTypes = UnsafeMutablePointer<UnsafeMutablePointer<ffi_type>?>.allocate(capacity: 1)
argumentTypes[0] = cffi_type_sint64()
let cif = UnsafeMutablePointer<ffi_cif>.allocate(capacity: 1)
guard ffi_prep_cif(cif, cffi_default_abi(), 1, cffi_type_sint32(), argumentTypes) == FFI_OK else { fail("ffi_prep_cif") }
let function = unsafeBitCast(symbol, to: (@convention(c) () -> Void).self)
let rawFFI = measure("raw ffi_call (no marshalling)") { iterations in
    var sum: Int64 = 0
    var argument: Int64 = 0
    var result: Int = 0
    withUnsafeMutablePointer(to: &argument) { argumentPointer in
        var values: UnsafeMutableRawPointer? = UnsafeMutableRawPointer(argumentPointer)
        withUnsafeMutablePointer(to: &values) { valuesPointer in
            for index in 0..<iterations {
                argumentPointer.pointee = Int64(index & 127)
                ffi_call(cif, function, &result, valuesPointer)
                sum &+= Int64(Int32(truncatingIfNeeded: result))
            }
        }
    }
    return sum
}

measure("ExternalPlugin.call (string, i64, f64, bool) -> string", iterations: iterations / 10) { iterations in
    var sum: Int64 = 0
    for index in 0..<iterations {
        guard
            case .string(let text) = try? plugin.call(
                action: "describe", arguments: [.string("Ana"), .int64(Int64(index & 15)), .double(1.5), .bool(true)])
        else { fail("describe failed") }
        sum &+= Int64(text.utf8.count)
    }
    return sum
}

print(
    String(
        format: "libffi action call overhead: %.1f ns/call over a direct call (budget 1000 ns); raw ffi_call adds %.1f ns",
        viaPlugin - direct, rawFFI - direct))

// MARK: Out of process

let runner = PluginRunner.locate()
guard FileManager.default.isExecutableFile(atPath: runner.path) else {
    fail("\(runner.path) not found; run `swift build -c release --product marquee-plugin-runner` first")
}
var launchTimes: [Double] = []
for _ in 0..<5 {
    let directory = makeCopies(of: libraryData, count: pluginCount)
    let start = ContinuousClock.now
    let (supervisor, results) = PluginSupervisor.launch(directory: directory, runner: runner, host: SilentHost())
    launchTimes.append(milliseconds(ContinuousClock.now - start))
    guard results.allSatisfy({ $0.plugin != nil }) else { fail("out of process: \(results.filter { $0.plugin == nil })") }
    supervisor.stopAll()
    try? FileManager.default.removeItem(at: directory)
}
launchTimes.sort()
print(
    String(
        format: "load %d C plugins out of process (one runner each): median %.2f ms, best %.2f ms, worst %.2f ms (5 rounds)",
        pluginCount, launchTimes[2], launchTimes[0], launchTimes[4]))

let (supervisor, launched) = PluginSupervisor.launch(files: [dice], runner: runner, host: SilentHost())
guard let isolated = launched.first?.plugin else { fail("out of process: \(launched)") }

/// Like `measure`, for async calls.
func measureAsync(_ label: String, iterations: Int, _ body: (Int) async -> Int64) async -> Double {
    _ = await body(iterations / 10)  // warm up
    let start = ContinuousClock.now
    let checksum = await body(iterations)
    let perCall = nanoseconds(ContinuousClock.now - start) / Double(iterations)
    print(String(format: "%@: %.1f ns/call (checksum %lld)", label, perCall, checksum))
    return perCall
}

let outOfProcess = await measureAsync("IsolatedPlugin.call i64 -> i32 (runner process)", iterations: 50_000) { iterations in
    var sum: Int64 = 0
    for index in 0..<iterations {
        guard case .int32(let result) = try? await isolated.call(action: "normalize", arguments: [.int64(Int64(index & 127))]) else {
            fail("normalize failed out of process")
        }
        sum &+= Int64(result)
    }
    return sum
}

_ = await measureAsync("IsolatedPlugin.call (string, i64, f64, bool) -> string (runner process)", iterations: 20_000) { iterations in
    var sum: Int64 = 0
    for index in 0..<iterations {
        guard
            case .string(let text) = try? await isolated.call(
                action: "describe", arguments: [.string("Ana"), .int64(Int64(index & 15)), .double(1.5), .bool(true)])
        else { fail("describe failed out of process") }
        sum &+= Int64(text.utf8.count)
    }
    return sum
}
supervisor.stopAll()

print(
    String(
        format: "out-of-process action call overhead: %.1f ns/call over a direct call (%.1f us; in process: %.1f ns)",
        outOfProcess - direct, (outOfProcess - direct) / 1000, viaPlugin - direct))
