/// One row of an activity screen (queue, history, calendar, wanted, system).
public struct ActivityRow: Hashable, Sendable {
    public var title: String
    public var detail: String
    /// The movie the row is about, if any (Enter opens it).
    public var movieID: Int?
    /// Whether the row reports a problem (shown in the error style).
    public var isProblem: Bool

    public init(title: String, detail: String = "", movieID: Int? = nil, isProblem: Bool = false) {
        self.title = title
        self.detail = detail
        self.movieID = movieID
        self.isProblem = isProblem
    }
}
