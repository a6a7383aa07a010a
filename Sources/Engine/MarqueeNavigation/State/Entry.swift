/// One screen instance in a stack: an id and the route it shows.
///
/// Pushing the same route twice creates two entries with different ids, so popping to an entry
/// is exact even when routes repeat.
public struct Entry: Hashable, Sendable, Identifiable, Codable, CustomStringConvertible {
    public let id: EntryID
    public let route: AnyRoute

    public init(id: EntryID, route: AnyRoute) {
        self.id = id
        self.route = route
    }

    public var description: String { "\(id) \(route)" }
}
