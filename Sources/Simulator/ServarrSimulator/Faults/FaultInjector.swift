/// Holds the active fault rules of a running simulator; shared by both servers.
///
/// Change rules in-process (`await simulator.faults.add(FaultRule(.timeout))`) or through the
/// admin endpoint (`POST /__admin/faults`, see ``ServarrSimulator``).
public actor FaultInjector {
    private var rules: [FaultRule]
    private(set) var isShuttingDown = false

    init(rules: [FaultRule]) { self.rules = rules }

    /// Adds a rule; rules added later win when several match.
    public func add(_ rule: FaultRule) { rules.append(rule) }

    /// Replaces all rules.
    public func set(_ newRules: [FaultRule]) { rules = newRules }

    /// Removes all rules.
    public func clear() { rules.removeAll() }

    /// The active rules.
    public func activeRules() -> [FaultRule] { rules }

    /// Finds the faults for one request and consumes one use of each limited rule (or one of
    /// the requests it lets through first).
    func faults(service: SimulatedService, operation: String, path: String) -> [Fault] {
        var found: [Fault] = []
        for index in rules.indices.reversed() where rules[index].matches(service: service, operation: operation, path: path) {
            if let skipping = rules[index].skipping, skipping > 0 {
                rules[index].skipping = skipping - 1
                continue
            }
            found.append(rules[index].fault)
            if let remaining = rules[index].remaining { rules[index].remaining = remaining - 1 }
        }
        rules.removeAll { $0.remaining.map { $0 <= 0 } ?? false }
        return found
    }

    func beginShutdown() { isShuttingDown = true }
}
