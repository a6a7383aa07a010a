import ServarrCore

/// The movie Radarr proposes a manual import's file is (`movie` in `manualimport`), or the one
/// chosen instead; the import sends its id (`movieId`).
public struct MovieImportProposal: ImportProposal {
    /// The movie, or nil when Radarr could not tell ("Unknown Movie").
    public var movieID: Int?
    public var title: String
    public var year: Int

    public init(movieID: Int?, title: String, year: Int) {
        self.movieID = movieID
        self.title = title
        self.year = year
    }

    /// The proposal of `movie`, as choosing it in the import sheet makes it.
    public init(_ movie: Movie) { self.init(movieID: movie.id, title: movie.title, year: movie.year) }

    public static var declaration: ProposalDeclaration<MovieImportProposal> { recordDeclaration }
    public var mediaID: Int? { movieID }
    public var summary: String { movieID == nil ? "Unknown movie" : title + (year > 0 ? " (\(year))" : "") }
    public var isComplete: Bool { movieID != nil }
}

extension MovieImportProposal: ServarrRecord {
    package static let blank = MovieImportProposal(movieID: nil, title: "", year: 0)

    package static let fields: [RecordField<MovieImportProposal>] = [
        .custom(
            "movie", .object,
            read: { json, proposal in
                guard var movie = json.record("movie"), let id = movie.int("id"), id > 0 else { return }
                proposal = MovieImportProposal(movieID: id, title: movie.string("title") ?? "", year: movie.int("year") ?? 0)
            }),
        .custom("movieId", .integer, read: { _, _ in }, write: { $0.movieID.map(\.jsonValue) }),
    ]
}
