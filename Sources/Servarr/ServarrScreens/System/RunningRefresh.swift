import MarqueeHost

/// Reloads a screen a moment after it showed a running command, so that the tasks and events
/// screens follow commands to their end by themselves (those started elsewhere too); it stops
/// when nothing runs any more or the screen is gone.
@MainActor
final class RunningRefresh {
    /// How long after a load that showed a running command the screen reloads.
    var interval: Duration = .seconds(2)
    weak var screen: ActivityScreen?
    private let tasks: TaskTracker
    private var isScheduled = false

    init(tasks: TaskTracker) {
        self.tasks = tasks
    }

    /// Called after each load: reloads once more after ``interval`` when `running` is true.
    func loaded(running: Bool) {
        guard running, !isScheduled, screen != nil else { return }
        isScheduled = true
        let interval = interval
        tasks.track { [weak self] in
            try? await Task.sleep(for: interval)
            guard let self else { return }
            self.isScheduled = false
            guard !Task.isCancelled else { return }
            self.screen?.reload()
        }
    }
}
