// The movie library screen with 20,000 movies, through the real shell (host, Radarr module,
// in-memory terminal) against the simulator on loopback. Run in release mode:
//
//     swift run -c release library-benchmarks
//
// 1. Typing into the library filter: each keystroke handled and the screen rendered
//    (budget 2 ms per keystroke).
// 2. A background refresh never blocks a key press: Ctrl-R against a server that takes 1.5 s
//    to answer, then 20,000 movies to read; keys are pressed from another thread every 5 ms
//    meanwhile, and each press's latency (waiting for the main actor included) is measured.
// 3. Marking: Ctrl-A marks all 20,000 rows (budget 5 ms, handle + render), and `m` on 1,000
//    marked movies sends one editor request (`PUT movie/editor`) for all of them, as does the
//    bulk editor sheet (`e`) giving them a quality profile.
import Foundation
import MarqueeHost
import MarqueeShell
import MarqueeTerminal
import RadarrAPI
import RadarrFeature
import ServarrCore
import ServarrScreens
import ServarrSimulator

func milliseconds(_ duration: Duration) -> Double {
    Double(duration.components.seconds) * 1000 + Double(duration.components.attoseconds) / 1e15
}

func summary(_ times: [Double]) -> String {
    let sorted = times.sorted()
    return String(
        format: "median %.3f ms, best %.3f ms, worst %.3f ms over %d", sorted[sorted.count / 2], sorted[0],
        sorted[sorted.count - 1], sorted.count)
}

let movieCount = 20_000
let clock = ContinuousClock()
let simulator = try await ServarrSimulator.start(.init(logLevel: .critical, movies: movieCount))
let repository = RadarrRepository(configuration: simulator.radarrConfiguration(timeout: .seconds(60)))
let services = ServiceContainer()
services.register(RadarrRepository.self, repository)
let host = ModuleHost(modules: [RadarrModule()], services: services)
let terminal = InMemoryTerminal(size: Size(width: 120, height: 40))
let shell = Shell(environment: HostShellEnvironment(host: host), backend: terminal)
let loadBegan = clock.now
_ = host.focusedScreen
repeat {
    await host.tasks.settle()
} while host.tasks.pendingCount > 0
shell.render()
guard let library = host.focusedScreen as? MovieLibraryScreen, library.movies.count == movieCount else {
    fatalError("the library did not load: \(terminal.screenString)")
}
print(
    String(
        format: "Library of %d movies loaded through the shell in %.0f ms (request, decode, index)", movieCount,
        milliseconds(clock.now - loadBegan)))

// MARK: 1. Typing into the filter

/// Handles `key` and renders; returns milliseconds.
@MainActor func press(_ key: Key) -> Double {
    let began = clock.now
    _ = shell.handle(key)
    shell.render()
    return milliseconds(clock.now - began)
}

var typing: [Double] = []
var narrowing: [Double] = []
var widening: [Double] = []
for round in 0..<5 {
    // Generated titles read "The Silent Harbor 123": every row matches "the", fewer each letter.
    let words = ["the silent harbor 1", "midnight", "iron tide 2", "echo", "the golden garden"][round]
    _ = press(.character("/"))
    for (offset, character) in words.enumerated() {
        let time = press(.character(character))
        typing.append(time)
        if offset == 0 { narrowing.append(time) }
    }
    for _ in words { widening.append(press(.backspace)) }
    _ = press(.escape)
}
precondition(library.shown.count == movieCount)
print("Filter keystroke over \(movieCount) movies (handle + render) [budget 2 ms]: \(summary(typing))")
print("  first letter (every row looked at): \(summary(narrowing)); backspace (the filter widens): \(summary(widening))")

var sorting: [Double] = []
for _ in 0..<8 { sorting.append(press(.character("o"))) }
print("Sort key `o` (first time per sort: the order is built; then kept): \(summary(sorting))")

// MARK: 2. Key presses while a refresh is pending

await simulator.faults.add(FaultRule(.latency(milliseconds: 1500), service: .radarr, operation: "get/api/v3/movie", remaining: 1))
let keys: [Key] = ["/", "e", "c", "h", "o"].map { Key.character($0) } + [.backspace, .backspace, .backspace, .backspace, .escape, .down, .down, .up]
let refreshBegan = clock.now
library.reload()
// The keys come from a thread of their own, as a terminal's input does, and are handled on
// the main actor (the main queue); each latency includes waiting for it.
let latencies = await withCheckedContinuation { (continuation: CheckedContinuation<[Double], Never>) in
    Thread.detachNewThread {
        let clock = ContinuousClock()
        var latencies: [Double] = []
        var index = 0
        while true {
            let pressed = clock.now
            let pending = DispatchQueue.main.sync {
                MainActor.assumeIsolated { () -> Bool in
                    _ = shell.handle(keys[index % keys.count])
                    shell.render()
                    return host.tasks.pendingCount > 0
                }
            }
            latencies.append(milliseconds(clock.now - pressed))
            index += 1
            // Ends on a whole round of keys, so the filter prompt is closed again.
            guard pending || index % keys.count != 0 else { break }
            Thread.sleep(forTimeInterval: 0.005)
        }
        continuation.resume(returning: latencies)
    }
}
let refreshed = milliseconds(clock.now - refreshBegan)
precondition(library.movies.count == movieCount)
let sortedLatencies = latencies.sorted()
print(
    String(
        format: "Key presses during a refresh (1.5 s server delay, then %d movies read; %.0f ms in all): %@; 99th percentile %.3f ms",
        movieCount, refreshed, summary(latencies), sortedLatencies[min(sortedLatencies.count - 1, sortedLatencies.count * 99 / 100)]))
// MARK: 3. Marking and the bulk editor

var markingAll: [Double] = []
for _ in 0..<10 { markingAll.append(press(.control("a"))) }
precondition(library.marked.isEmpty, "an even number of Ctrl-A leaves nothing marked")
print("Ctrl-A marks all \(movieCount) movies, again clears them (handle + render) [budget 5 ms]: \(summary(markingAll))")

for _ in 0..<1000 { _ = shell.handle(.character(" ")) }
precondition(library.marked.count == 1000)
_ = shell.handle(.character("m"))
guard let question = host.focusedScreen as? ConfirmActionScreen else { fatalError("m did not ask: \(terminal.screenString)") }
let editorBegan = clock.now
try question.answer(question.answers[0])
repeat {
    await host.tasks.settle()
} while host.tasks.pendingCount > 0
print(
    String(
        format: "Bulk editor: %@ for 1,000 marked movies in one PUT movie/editor request: %.1f ms%@", question.title,
        milliseconds(clock.now - editorBegan), question.failure.map { " (refused: \($0))" } ?? ""))

// The bulk editor sheet (`e` with the 1,000 marks): a quality profile for all of them, asked
// once, then one request.
precondition(library.marked.count == 1000)
_ = shell.handle(.character("e"))
repeat {
    await host.tasks.settle()
} while host.tasks.pendingCount > 0
guard let sheet = host.focusedScreen as? BulkEditScreen<RadarrService>, sheet.isLoaded else {
    fatalError("e did not open the bulk editor: \(terminal.screenString)")
}
let profile = try await repository.qualityProfiles().last?.name ?? ""
precondition(sheet.choose(profile, for: "Quality profile"))
sheet.confirm()
let sheetBegan = clock.now
sheet.apply()
repeat {
    await host.tasks.settle()
} while host.tasks.pendingCount > 0
print(
    String(
        format: "Bulk editor sheet: quality profile %@ for %d marked movies in one PUT movie/editor request: %.1f ms%@", profile,
        sheet.ids.count, milliseconds(clock.now - sheetBegan), sheet.failure.map { " (refused: \($0))" } ?? ""))
await simulator.shutdown()
