import Foundation

/// Reloads a screen every ``interval`` while it is drawn (the queue, so its progress and time
/// left move by themselves). The timer starts when the screen is drawn and stops at the first
/// tick that finds the screen was not drawn since the one before (another screen covers it, or
/// the tab is not shown); the next drawing starts it again. One timer at most, and the screen's
/// reloads coalesce, so refreshes never pile up.
@MainActor
final class VisibleRefresh {
    /// How often the screen reloads while drawn.
    let interval: Duration
    private var timer: Task<Void, Never>?
    private var drawnSinceTick = false
    /// Which timer is the current one: a timer stopped by a tick while asleep ends when it wakes.
    private var generation = 0
    private let reload: @MainActor () -> Void

    init(every interval: Duration, reload: @escaping @MainActor () -> Void) {
        self.interval = interval
        self.reload = reload
    }

    /// Whether the timer runs.
    var isRunning: Bool { timer != nil }

    /// The screen was drawn: the timer runs (again).
    func drawn() {
        drawnSinceTick = true
        guard timer == nil else { return }
        let interval = interval
        generation += 1
        let current = generation
        timer = Task { [weak self] in
            while true {
                try? await Task.sleep(for: interval)
                guard !Task.isCancelled, let self, self.generation == current, self.tick() else { return }
            }
        }
    }

    /// One tick of the timer: reloads when the screen was drawn since the last tick and says
    /// the timer goes on; otherwise stops it.
    @discardableResult
    func tick() -> Bool {
        guard drawnSinceTick else {
            stop()
            return false
        }
        drawnSinceTick = false
        reload()
        return true
    }

    /// Stops the timer (the screen is released).
    func stop() {
        timer?.cancel()
        timer = nil
    }
}
