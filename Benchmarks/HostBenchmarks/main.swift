// ModuleHost start-up benchmark. Run in release mode:
//
//     swift run -c release host-benchmarks
//
// Builds and validates the merged registry (4 built-in-like modules with tabs + 200
// synthetic modules: 2 route types, 3 deep links, 3 key commands, a provided and a required
// service each) by creating a `ModuleHost`, which also creates the coordinator and seeds the tabs.
// Reports the median and the slowest of 25 rounds after a warm-up, as wall-clock time and
// as the thread's CPU time (steadier on a shared, loaded machine). Target: ≤ 20 ms.
import Foundation
import MarqueeHost

#if canImport(Glibc)
import Glibc
#endif

/// The calling thread's CPU time, in milliseconds.
func threadCPUMilliseconds() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
    return Double(time.tv_sec) * 1e3 + Double(time.tv_nsec) / 1e6
}

/// Runs `body` once; returns (wall-clock ms, CPU ms).
@MainActor
func milliseconds(_ body: () -> Void) -> (wall: Double, cpu: Double) {
    let cpuStart = threadCPUMilliseconds()
    let elapsed = ContinuousClock().measure(body)
    let cpu = threadCPUMilliseconds() - cpuStart
    return (Double(elapsed.components.seconds) * 1e3 + Double(elapsed.components.attoseconds) / 1e15, cpu)
}

@MainActor
func run() {
    let modules = benchmarkModules(synthetic: 200)
    var host: ModuleHost?
    // Warm-up, and a check that the benchmark measures what it says.
    host = ModuleHost(modules: modules, services: ServiceContainer.withClock())
    let inactive = host!.modules.filter { !$0.isActive }
    precondition(inactive.isEmpty, "modules disabled: \(inactive)")
    precondition(host!.modules.count == 204 && host!.tabs.count == 4)
    let links = host!.deepLinks.links.count
    let keys = host!.keyCommands.count
    var rounds: [(wall: Double, cpu: Double)] = []
    for _ in 0..<25 {
        host = nil  // the previous host's teardown is not part of start-up
        let services = ServiceContainer.withClock()
        rounds.append(milliseconds { host = ModuleHost(modules: modules, services: services) })
    }
    let wall = rounds.map(\.wall).sorted(), cpu = rounds.map(\.cpu).sorted()
    print("host start-up, 4 built-in-like + 200 synthetic modules (\(links) deep links, \(keys) key commands):")
    print(String(format: "  wall: median %.2f ms, slowest %.2f ms (target ≤ 20 ms)", wall[wall.count / 2], wall.last!))
    print(String(format: "  CPU:  median %.2f ms, slowest %.2f ms", cpu[cpu.count / 2], cpu.last!))
    withExtendedLifetime(host) {}
}

extension ServiceContainer {
    @MainActor
    static func withClock() -> ServiceContainer {
        let services = ServiceContainer()
        services.register(SharedClock.self, SharedClock())
        return services
    }
}

MainActor.assumeIsolated { run() }
