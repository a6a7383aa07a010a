/// How one instance answered the last request (a search, a calendar, a queue): shown as an
/// inline line per instance, so that one failing server does not hide the others' answers.
public struct InstanceStatus: Hashable, Sendable {
    /// What the instance is doing.
    public enum State: Hashable, Sendable {
        /// Nothing asked yet.
        case idle
        /// Waiting for its answer.
        case loading
        /// Answered with `count` items.
        case loaded(count: Int)
        /// Failed; the message says why, as the user should read it.
        case failed(String)
    }

    /// "Radarr demo".
    public var label: String
    /// What the instance is doing.
    public var state: State

    /// Creates a status.
    public init(label: String, state: State = .idle) {
        self.label = label
        self.state = state
    }

    /// The failure message, if the instance failed.
    public var failure: String? {
        if case .failed(let message) = state { message } else { nil }
    }

    /// Whether its answer is still awaited.
    public var isLoading: Bool { state == .loading }

    /// Whether it answered (with items or none).
    public var hasAnswered: Bool {
        if case .loaded = state { true } else { false }
    }
}
