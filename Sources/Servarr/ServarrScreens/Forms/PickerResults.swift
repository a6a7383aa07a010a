import MarqueeHost
import MarqueeNavigation

/// Applies the typed result of a picker modal once it finishes.
public enum PickerResults {
    /// Waits for the result of the modal `presentation` as a `Value` and hands it to
    /// `apply`; a picker dismissed without a result calls nothing. Call it right after
    /// presenting (the navigation change stays synchronous; the wait starts before the picker
    /// can finish, so the result is never missed).
    @MainActor
    public static func apply<Value: Sendable>(
        _ type: Value.Type, of presentation: ModalPresentation, coordinator: NavigationCoordinator, tasks: TaskTracker,
        _ apply: @escaping @MainActor (Value) -> Void
    ) {
        let waiting = Task.immediate { @MainActor in await coordinator.result(of: presentation.modalID, as: type) }
        tasks.track {
            guard let value = await waiting.value else { return }
            apply(value)
        }
    }
}
