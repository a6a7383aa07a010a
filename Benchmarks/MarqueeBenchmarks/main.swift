// Navigation engine benchmarks (and the shell's breadcrumb over deep stacks). Run in release mode:
//
//     swift run -c release marquee-benchmarks
//
// Each figure is the median of 7 rounds, in nanoseconds (or microseconds) per operation, with
// the best round next to it (the least disturbed by other processes on a busy machine).
// `BENCHMARK_FILTER=push swift run -c release marquee-benchmarks` runs only matching ones.
import Foundation
import MarqueeNavigation
import Observation

enum BenchRoute: Route {
    static let feature: FeatureID = "bench"
    case screen(Int)
    case modal(Int)
}

struct Measurement {
    let name: String
    let nanosecondsPerOperation: Double
    let bestNanosecondsPerOperation: Double
    let target: String
}

var measurements: [Measurement] = []

/// Whether a benchmark named `name` runs (all do unless `BENCHMARK_FILTER` is set).
func isSelected(_ name: String) -> Bool {
    guard let filter = ProcessInfo.processInfo.environment["BENCHMARK_FILTER"] else { return true }
    return name.contains(filter)
}

/// Runs `body` (which performs `operations` operations) for 7 rounds and records the median.
@MainActor
func measure(_ name: String, operations: Int, target: String, _ body: () throws -> Void) rethrows {
    guard isSelected(name) else { return }
    try body()  // warm up
    var rounds: [Double] = []
    let clock = ContinuousClock()
    for _ in 0..<7 {
        let elapsed = try clock.measure(body)
        let nanoseconds = Double(elapsed.components.seconds) * 1e9 + Double(elapsed.components.attoseconds) / 1e9
        rounds.append(nanoseconds / Double(operations))
    }
    rounds.sort()
    measurements.append(
        Measurement(
            name: name, nanosecondsPerOperation: rounds[rounds.count / 2],
            bestNanosecondsPerOperation: rounds[0], target: target))
}

@MainActor
func deepCoordinator(depth: Int) throws -> NavigationCoordinator {
    let coordinator = NavigationCoordinator()
    coordinator.checksInvariants = false
    try coordinator.transaction { tx throws(NavigationError) in
        for index in 0..<depth { try tx.push(BenchRoute.screen(index)) }
    }
    return coordinator
}

// MARK: Stack operations

let atDepth1k = try deepCoordinator(depth: 1_000)
measure("push+pop pair at depth 1k, unobserved", operations: 100_000, target: "≤ 200 ns") {
    for index in 0..<100_000 {
        try! atDepth1k.push(BenchRoute.screen(index))
        try! atDepth1k.pop()
    }
}

var renderedFrames = 0
let observed = try deepCoordinator(depth: 1_000)
observed.observe { change in renderedFrames &+= change.after.stack.count }
measure("push+pop pair at depth 1k, with a renderer observer", operations: 100_000, target: "(for scale)") {
    for index in 0..<100_000 {
        try! observed.push(BenchRoute.screen(index))
        try! observed.pop()
    }
}

// The observable model (what SwiftUI reads): updated once per change, by identity checks.
let modelled = try deepCoordinator(depth: 1_000)
let model = NavigationModel(coordinator: modelled)
measure("push+pop pair at depth 1k, with the observable model", operations: 100_000, target: "≤ 150 ns") {
    for index in 0..<100_000 {
        try! modelled.push(BenchRoute.screen(index))
        try! modelled.pop()
    }
}

/// Watches the model's selected tab as SwiftUI does: tracks what a view reads, and tracks it
/// again after each notification.
@MainActor
final class TabWatcher {
    var notifications = 0
    let tab: TabModel

    init(_ tab: TabModel) {
        self.tab = tab
        watch()
    }

    func watch() {
        withObservationTracking {
            _ = tab.entries.count
        } onChange: { [unowned self] in
            MainActor.assumeIsolated {
                notifications &+= 1
                watch()
            }
        }
    }
}

let watchedCoordinator = try deepCoordinator(depth: 1_000)
let watchedModel = NavigationModel(coordinator: watchedCoordinator)
let watcher = TabWatcher(watchedModel.tabs[0])
measure("push+pop pair at depth 1k, model watched by an observer", operations: 100_000, target: "≤ 150 ns") {
    for index in 0..<100_000 {
        try! watchedCoordinator.push(BenchRoute.screen(index))
        try! watchedCoordinator.pop()
    }
}
renderedFrames &+= watcher.notifications

// A guard installed: every operation runs on a working copy that the guard sees.
let guarded = try deepCoordinator(depth: 1_000)
guarded.addGuard("allow everything") { _ in .allow }
measure("push+pop pair at depth 1k, one guard installed", operations: 100_000, target: "(for scale)") {
    for index in 0..<100_000 {
        try! guarded.push(BenchRoute.screen(index))
        try! guarded.pop()
    }
}

let atDepth10k = try deepCoordinator(depth: 10_000)
var checksum = 0
measure("read the stack at depth 10k (count + top)", operations: 1_000_000, target: "O(1), no copy") {
    for _ in 0..<1_000_000 {
        let stack = atDepth10k.state.stack
        checksum &+= stack.count &+ (stack.last?.id.rawValue == 0 ? 1 : 0)
    }
}

let deepState = atDepth10k.state
let middle = deepState.stack[5_000].id
measure("create coordinator over a 10k state (baseline for popTo)", operations: 10_000, target: "") {
    for _ in 0..<10_000 {
        let coordinator = NavigationCoordinator(state: deepState)
        coordinator.checksInvariants = false
        checksum &+= coordinator.state.stack.count
    }
}
measure("popTo(entry) at depth 10k (incl. coordinator creation)", operations: 10_000, target: "≤ 5 µs") {
    for _ in 0..<10_000 {
        let coordinator = NavigationCoordinator(state: deepState)
        coordinator.checksInvariants = false
        try! coordinator.popTo(middle)
        checksum &+= coordinator.state.stack.count
    }
}

let transactional = try deepCoordinator(depth: 1_000)
measure("10-step transaction (+ a 3-step undo) at depth 1k", operations: 20_000, target: "(for scale)") {
    for index in 0..<20_000 {
        try! transactional.transaction { tx throws(NavigationError) in
            try tx.push(BenchRoute.screen(index))
            try tx.push(BenchRoute.screen(index + 1))
            try tx.push(BenchRoute.screen(index + 2))
            try tx.present(BenchRoute.modal(index))
            try tx.push(BenchRoute.screen(index + 3))
            try tx.push(BenchRoute.screen(index + 4))
            try tx.pop()
            try tx.present(BenchRoute.modal(index + 1), style: .fullScreen)
            try tx.push(BenchRoute.screen(index + 5))
            try tx.present(BenchRoute.modal(index + 2), style: .alert)
        }
        try! transactional.transaction { tx throws(NavigationError) in
            tx.dismissAll()
            try tx.popTo(transactional.state.stack[999].id)
        }
    }
}

let modalCoordinator = try deepCoordinator(depth: 10)
measure("present+dismiss of 10 nested modals (20 operations)", operations: 10_000, target: "≤ 5 µs") {
    for index in 0..<10_000 {
        for level in 0..<10 { try! modalCoordinator.present(BenchRoute.modal(index + level)) }
        for _ in 0..<10 { try! modalCoordinator.dismissTop() }
    }
}

// MARK: Deep links

@MainActor
func linkRouter(patterns: Int) throws -> DeepLinkRouter {
    var router = DeepLinkRouter()
    for index in 0..<patterns {
        let pattern = "/feature\(index % 97)/section\(index)/:id/detail"
        try router.register(
            DeepLink(
                pattern, route: BenchRoute.self,
                destination: { parameters throws(DeepLinkError) in
                    NavigationDestination(stack: [BenchRoute.screen(try parameters.value("id"))])
                }, parameters: { _ in nil }))
    }
    return router
}

for count in [10, 1_000, 10_000] where isSelected("deep-link resolution with \(count) patterns") {
    let router = try linkRouter(patterns: count)
    let url = "marquee://feature\((count - 1) % 97)/section\(count - 1)/42/detail"
    measure("deep-link resolution with \(count) patterns", operations: 100_000, target: "10k within 2× of 10") {
        for _ in 0..<100_000 { checksum &+= try! router.resolve(url).stack.count }
    }
}

// A link naming an instance (`/radarr/4k/movie/12`) is matched without the name, after the
// name is looked up: about the cost of one more resolution at most.
if isSelected("deep-link resolution naming an instance, 1000 patterns") {
    var router = try linkRouter(patterns: 1_000)
    let segment = "feature\(999 % 97)"
    router.addInstances(under: segment, defaultTab: "home", tabs: [("home", "home"), ("4k", "4k"), ("anime", "anime")])
    let named = "marquee://\(segment)/4k/section999/42/detail"
    let plain = "marquee://\(segment)/section999/42/detail"
    measure("deep-link resolution naming an instance, 1000 patterns", operations: 100_000, target: "within 2× of a plain link") {
        for _ in 0..<100_000 { checksum &+= try! router.resolve(named).stack.count }
    }
    measure("deep-link resolution, same router, no instance named", operations: 100_000, target: "within 1.5× of a router without instances") {
        for _ in 0..<100_000 { checksum &+= try! router.resolve(plain).stack.count }
    }
}

// MARK: Snapshots

/// The same shape as `BenchRoute`, declared case by case (`RouteTable`): written into
/// snapshots as its link paths instead of through `Codable`.
enum TextBenchRoute: Route {
    static let feature: FeatureID = "bench-text"
    case screen(Int)
    case modal(Int)

    static let declaration: RouteTable<TextBenchRoute> = {
        var table = RouteTable<TextBenchRoute>()
        table.declare(
            "/bench-text/screen/:index", "A screen", TextBenchRoute.screen,
            match: { if case .screen(let index) = $0 { index } else { nil } }, placement: { _ in .root(of: nil) })
        table.declare(
            "/bench-text/modal/:index", "A modal", TextBenchRoute.modal,
            match: { if case .modal(let index) = $0 { index } else { nil } }, placement: { _ in .root(of: nil) })
        return table
    }()
}

/// The benchmark route types, the declared one with its declaration.
let benchmarkRegistry: RouteRegistry = {
    var registry = RouteRegistry([BenchRoute.self])
    registry.register(TextBenchRoute.declaration)
    return registry
}()

/// A state of 100 root entries and 5 modals with 20 path entries each.
@MainActor
func snapshotState(screen: (Int) -> any Route, modal: (Int) -> any Route) throws -> NavigationState {
    let coordinator = NavigationCoordinator()
    coordinator.checksInvariants = false
    try coordinator.transaction { tx throws(NavigationError) in
        for index in 0..<100 { try tx.push(AnyRoute(erasing: screen(index))) }
    }
    for index in 0..<5 {
        try coordinator.present(AnyRoute(erasing: modal(index)))
        for index in 0..<20 { try coordinator.push(AnyRoute(erasing: screen(index))) }
    }
    return coordinator.state
}

let codec = NavigationSnapshotCodec(registry: benchmarkRegistry)
let snapshotRounds = ProcessInfo.processInfo.environment["BENCHMARK_QUICK"] == nil ? 200 : 5
for (kind, screen, modal) in [
    ("Codable routes", { BenchRoute.screen($0) } as (Int) -> any Route, { BenchRoute.modal($0) } as (Int) -> any Route),
    ("text routes", { TextBenchRoute.screen($0) }, { TextBenchRoute.modal($0) }),
] where isSelected("snapshot encode+decode, \(kind) (100 + 5 modals × 20)") {
    let state = try snapshotState(screen: screen, modal: modal)
    measure("snapshot encode+decode, \(kind) (100 + 5 modals × 20)", operations: snapshotRounds, target: "≤ 0.9 ms") {
        for _ in 0..<snapshotRounds {
            let data = try! codec.encode(state)
            checksum &+= try! codec.decode(data).state.stack.count
        }
    }
}

// MARK: Hostile input (bounded work)

// A link that matches nothing is answered with the closest pattern; the hint compares at most
// 256 bytes of the link with at most 256 patterns, and a link over 4096 bytes is refused before
// any matching: the cost stays flat as the link grows (it was quadratic: minutes for 200 kB).
let suggestionRouter = try linkRouter(patterns: 1_000)
for length in [100, 1_000, 4_000, 200_000] where isSelected("closest-pattern hint, \(length)-byte link") {
    let link = "/feature1/section1/" + String(repeating: "x", count: length - 27) + "/detailz"
    let operations = 200
    measure(
        "closest-pattern hint, \(length)-byte link, 1k patterns", operations: operations,
        target: "flat in the link's length"
    ) {
        for _ in 0..<operations {
            do { _ = try suggestionRouter.resolve(link) } catch { checksum &+= "\(error)".utf8.count }
        }
    }
}

// Restoring a snapshot is linear in its entries: per-entry cost from 1k to 10k entries (the
// app restores at most 1,000 per list; the codec's limit is raised here to measure the curve).
var deepCodec = NavigationSnapshotCodec(registry: benchmarkRegistry)
deepCodec.maximumDepth = 10_000
for depth in [1_000, 2_000, 5_000, 10_000] where isSelected("snapshot decode, stack of \(depth)") {
    let coordinator = NavigationCoordinator()
    coordinator.checksInvariants = false
    try coordinator.transaction { tx throws(NavigationError) in
        for index in 0..<depth { try tx.push(TextBenchRoute.screen(index)) }
    }
    let data = try deepCodec.encode(coordinator.state)
    let rounds = max(2, 20_000 / depth)
    measure("snapshot decode, stack of \(depth) entries (per entry)", operations: rounds * depth, target: "flat per entry") {
        for _ in 0..<rounds { checksum &+= try! deepCodec.decode(data).state.stack.count }
    }
}

// MARK: Shell breadcrumbs over deep stacks

try measureBreadcrumbs()

// MARK: Report

print("Marquee navigation engine benchmarks (release; median of 7 rounds, best round in brackets)")
print(String(repeating: "-", count: 110))
func formatted(_ nanoseconds: Double) -> String {
    nanoseconds >= 10_000 ? String(format: "%8.1f µs", nanoseconds / 1_000) : String(format: "%8.1f ns", nanoseconds)
}
for measurement in measurements {
    let median = formatted(measurement.nanosecondsPerOperation)
    let best = formatted(measurement.bestNanosecondsPerOperation).trimmingCharacters(in: .whitespaces)
    print("\(measurement.name.padding(toLength: 62, withPad: " ", startingAt: 0)) \(median)  [\(best)]   \(measurement.target)")
}
print("(checksum \(checksum % 10), frames \(renderedFrames % 10))")
