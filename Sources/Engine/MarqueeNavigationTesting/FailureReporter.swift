import Testing

/// Where a flow test reports failures. The default records a Swift Testing issue at the
/// line of the failing call; tests of the harness itself inject a collecting reporter.
public struct FailureReporter: Sendable {
    let report: @Sendable (String, SourceLocation) -> Void

    public init(_ report: @escaping @Sendable (String, SourceLocation) -> Void) {
        self.report = report
    }

    /// Records an `Issue` in the running Swift Testing test.
    public static let swiftTesting = FailureReporter { message, location in
        Issue.record(Comment(rawValue: message), sourceLocation: location)
    }
}
