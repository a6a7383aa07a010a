/// Asks every instance at once (structured concurrency: one child task per instance) and
/// hands each answer over as soon as it arrives, so that results stream in and a slow or
/// failing instance holds up nobody.
enum InstanceFanOut {
    /// Runs `request` on every instance in parallel and calls `deliver` on the main actor
    /// with each instance's index and outcome, in arrival order.
    ///
    /// When the calling task is cancelled (a newer search replaced it), the children are
    /// cancelled and no further outcome is delivered: a stale answer never shows.
    @MainActor
    static func run<Value: Sendable>(
        _ instances: [ServarrInstance],
        request: @escaping @Sendable (ServarrInstance, Int) async throws -> Value,
        deliver: (Int, Result<Value, any Error>) -> Void
    ) async {
        await withTaskGroup(of: (Int, Result<Value, any Error>).self) { group in
            for (index, instance) in instances.enumerated() {
                group.addTask {
                    do {
                        return (index, .success(try await request(instance, index)))
                    } catch {
                        return (index, .failure(error))
                    }
                }
            }
            for await (index, outcome) in group {
                guard !Task.isCancelled else {
                    group.cancelAll()
                    return
                }
                deliver(index, outcome)
            }
        }
    }
}
