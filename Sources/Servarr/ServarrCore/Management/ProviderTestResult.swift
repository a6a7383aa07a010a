/// The outcome of testing an indexer or download client.
public struct ProviderTestResult: Sendable, Hashable {
    /// The provider tested.
    public var id: Int
    /// Nil when the test passed, else the server's reason.
    public var failure: String?

    public init(id: Int, failure: String?) {
        self.id = id
        self.failure = failure
    }

    public var isValid: Bool { failure == nil }
}
