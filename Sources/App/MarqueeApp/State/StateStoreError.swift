/// Why the navigation state could not be saved.
public struct StateStoreError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The state file's path.
    public var path: String
    /// What went wrong.
    public var message: String

    /// Creates an error.
    public init(path: String, message: String) {
        self.path = path
        self.message = message
    }

    public var description: String { "\(path): \(message)" }
}
