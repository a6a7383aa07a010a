import ServarrCore

/// One picker of what a manual import's file is, as a service declares it (Radarr: the movie;
/// Sonarr: the series, the season, the episodes; Lidarr: the artist, the album, the tracks).
/// The import sheet opens a service's steps one after another over itself; the file changes
/// only when the last one is chosen (Esc on any step leaves it as it was).
public struct ImportProposalStep<Repository: ServarrRepository>: Sendable {
    /// The picker's title: "Movie", "Season", "Tracks".
    public var title: String
    /// Whether several rows can be chosen (episodes, tracks).
    public var allowsMany: Bool
    /// The choices for a file whose proposal, after the steps before, is the one given.
    public var choices: @Sendable (Repository, Repository.Proposal) async throws -> ImportProposalChoices<Repository.Proposal>

    /// A step titled `title` whose rows `choices` loads.
    public init(
        _ title: String, allowsMany: Bool = false,
        choices: @escaping @Sendable (Repository, Repository.Proposal) async throws -> ImportProposalChoices<Repository.Proposal>
    ) {
        self.title = title
        self.allowsMany = allowsMany
        self.choices = choices
    }
}

/// The rows of one ``ImportProposalStep``, the ones the proposal already names, and how the
/// chosen rows change the proposal.
public struct ImportProposalChoices<Proposal: ImportProposal>: Sendable {
    /// The rows, in order: a label and a detail each.
    public var rows: [ImportChoiceRow]
    /// The rows the proposal names now (highlighted, or marked when several can be chosen).
    public var current: [Int]
    /// The proposal with the rows at the indices given chosen.
    public var apply: @Sendable (Proposal, [Int]) -> Proposal

    public init(rows: [ImportChoiceRow], current: [Int], apply: @escaping @Sendable (Proposal, [Int]) -> Proposal) {
        self.rows = rows
        self.current = current
        self.apply = apply
    }

    /// One row per item of `items` (their order kept), the ones `isCurrent` says marked, and
    /// `apply` given the chosen items.
    public init<Item: Sendable>(
        _ items: [Item], row: (Item) -> ImportChoiceRow, isCurrent: (Item) -> Bool, apply: @escaping @Sendable (Proposal, [Item]) -> Proposal
    ) {
        self.init(
            rows: items.map(row), current: items.indices.filter { isCurrent(items[$0]) },
            apply: { proposal, chosen in apply(proposal, chosen.filter(items.indices.contains).map { items[$0] }) })
    }
}

/// A row of an import picker: what the user reads.
public struct ImportChoiceRow: Sendable, Hashable {
    public var label: String
    public var detail: String

    public init(_ label: String, detail: String = "") {
        self.label = label
        self.detail = detail
    }
}

extension ImportProposalChoices {
    /// No rows (a step whose step before chose nothing); choosing leaves the proposal as it is.
    public static var nothing: Self { ImportProposalChoices(rows: [], current: [], apply: { proposal, _ in proposal }) }
}
