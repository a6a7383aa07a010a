import MarqueeTerminal

/// The state of one asynchronous load a screen shows: loading, loaded or failed, plus a way to
/// retry. Updated on the main actor by ``ScreenTasks/load(_:into:)``.
@MainActor
public final class LoadingState<Value: Sendable> {
    /// The current phase.
    public private(set) var phase: Loadable<Value> = .loading
    /// How many loads have finished (loaded or failed), for tests and diagnostics.
    public private(set) var completedLoads = 0
    var restart: (@MainActor () -> Void)?

    /// Creates a state in the loading phase.
    public init() {}

    /// The loaded value, if any.
    public var value: Value? {
        if case .loaded(let value) = phase { value } else { nil }
    }

    /// Whether a load is under way.
    public var isLoading: Bool {
        if case .loading = phase { true } else { false }
    }

    /// The failure message, if the last load failed.
    public var failure: String? {
        if case .failed(let message) = phase { message } else { nil }
    }

    func begin() { phase = .loading }

    func finish(_ result: Result<Value, any Error>) {
        completedLoads += 1
        switch result {
        case .success(let value): phase = .loaded(value)
        case .failure(let error): phase = .failed(String(describing: error))
        }
    }

    /// Starts the last load again (what `r` does on an error).
    public func retry() { restart?() }

    /// Draws a spinner while loading, an error with a retry hint after a failure, and calls
    /// `content` with the value once loaded.
    public func render(
        in canvas: inout Canvas, tick: Int, loadingMessage: String = "Loading…",
        content: (inout Canvas, Value) -> Void
    ) {
        switch phase {
        case .loading:
            canvas.draw(LoadingView(tick: tick, message: loadingMessage))
        case .failed(let message):
            canvas.draw(ErrorView(title: "Could not load", message: message))
        case .loaded(let value):
            content(&canvas, value)
        }
    }

    /// Handles `r` after a failure by retrying; returns whether it used the key.
    public func handleRetry(_ key: Key) -> Bool {
        guard failure != nil, ErrorView.isRetry(key) else { return false }
        retry()
        return true
    }
}
