/// A failure the simulator can inject into its responses.
///
/// Encoded as JSON for the admin endpoint as `{"latency": {"milliseconds": 300}}`,
/// `{"unauthorized": {}}`, `{"serverError": {"message": "Database is locked"}}`,
/// `{"connectionDrop": {}}`, `{"timeout": {}}`, `{"malformedJSON": {}}`,
/// `{"unknownEnumValues": {}}`, `{"dotNetDates": {}}` or `{"rowsWithoutID": {"count": 2}}`.
public enum Fault: Codable, Sendable, Hashable {
    /// Delay the response (the request still succeeds).
    case latency(milliseconds: Int)
    /// Answer 401 as if the API key were wrong.
    case unauthorized
    /// Answer 500 with `{"message": message}`.
    case serverError(message: String)
    /// Send the response head, then close the connection mid-body.
    case connectionDrop
    /// Never answer (until the simulator shuts down or the hang limit passes).
    case timeout
    /// Send a truncated, invalid JSON body.
    case malformedJSON
    /// Replace enum values of the first record with values no client knows, null some of its
    /// optional fields, put a string in the second record's numeric `year` (in top-level lists)
    /// and add unknown fields to every record.
    case unknownEnumValues
    /// Write every date with seven fractional digits, as .NET does.
    case dotNetDates
    /// Remove the `id` of the first `count` rows of a list (or of a page's `records`): rows
    /// no client can identify, which lists skip and count.
    case rowsWithoutID(count: Int)
}

/// Which service a fault rule applies to.
public enum SimulatedService: String, Codable, Sendable, Hashable, CaseIterable {
    case radarr, sonarr, lidarr
}

/// A fault and where it applies.
public struct FaultRule: Codable, Sendable, Hashable {
    /// The fault to inject.
    public var fault: Fault
    /// Only this service; both when nil.
    public var service: SimulatedService?
    /// Only this operation, named `method/path` as in the spec (`get/api/v3/movie/{id}`); all when nil.
    public var operation: String?
    /// Only requests whose path starts with this (`/api/v3/queue`); all when nil.
    public var pathPrefix: String?
    /// How many matching requests to let through before the fault applies (the second of
    /// several commands fails); none when nil.
    public var skipping: Int?
    /// How many matching requests to affect; unlimited when nil.
    public var remaining: Int?

    /// Creates a rule. Without filters, the fault is global.
    public init(
        _ fault: Fault, service: SimulatedService? = nil, operation: String? = nil,
        pathPrefix: String? = nil, skipping: Int? = nil, remaining: Int? = nil
    ) {
        self.fault = fault
        self.service = service
        self.operation = operation
        self.pathPrefix = pathPrefix
        self.skipping = skipping
        self.remaining = remaining
    }

    func matches(service: SimulatedService, operation: String, path: String) -> Bool {
        if let only = self.service, only != service { return false }
        if let only = self.operation, only != operation { return false }
        if let prefix = pathPrefix, !path.hasPrefix(prefix) { return false }
        return remaining.map { $0 > 0 } ?? true
    }
}
