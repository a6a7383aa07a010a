import Foundation
import ServarrCore

/// The series, season and episodes Sonarr proposes a manual import's file is (`series`,
/// `seasonNumber`, `episodes` in `manualimport`), or the ones chosen instead; the import sends
/// their ids (`seriesId`, `episodeIds`).
public struct EpisodeImportProposal: ImportProposal {
    /// The series, or nil when Sonarr could not tell ("Unknown Series").
    public var seriesID: Int?
    public var seriesTitle: String
    public var seasonNumber: Int?
    public var episodes: [Episode]

    public init(seriesID: Int?, seriesTitle: String, seasonNumber: Int?, episodes: [Episode]) {
        self.seriesID = seriesID
        self.seriesTitle = seriesTitle
        self.seasonNumber = seasonNumber
        self.episodes = episodes
    }

    public static var declaration: ProposalDeclaration<EpisodeImportProposal> { recordDeclaration }
    public var mediaID: Int? { seriesID }
    public var isComplete: Bool { seriesID != nil && !episodes.isEmpty }

    /// "Severance S01E02 E03", "Severance S01 (no episodes)", "Unknown series".
    public var summary: String {
        guard seriesID != nil else { return "Unknown series" }
        let season = seasonNumber ?? episodes.first?.seasonNumber
        guard !episodes.isEmpty else { return seriesTitle + (season.map { String(format: " S%02d", $0) } ?? "") + " (no episodes)" }
        let codes = episodes.sorted { ($0.seasonNumber, $0.episodeNumber) < ($1.seasonNumber, $1.episodeNumber) }.enumerated().map { index, episode in
            index == 0 ? String(format: "S%02dE%02d", episode.seasonNumber, episode.episodeNumber) : String(format: "E%02d", episode.episodeNumber)
        }
        return seriesTitle + " " + codes.joined(separator: " ")
    }
}

extension EpisodeImportProposal: ServarrRecord {
    package static let blank = EpisodeImportProposal(seriesID: nil, seriesTitle: "", seasonNumber: nil, episodes: [])

    package static let fields: [RecordField<EpisodeImportProposal>] = [
        .custom(
            "series", .object,
            read: { json, proposal in
                guard var series = json.record("series"), let id = series.int("id"), id > 0 else { return }
                proposal.seriesID = id
                proposal.seriesTitle = series.string("title") ?? ""
            }),
        .custom("seriesId", .integer, read: { _, _ in }, write: { $0.seriesID.map(\.jsonValue) }),
        .field("seasonNumber", \.seasonNumber, .readWrite),
        .records("episodes", \.episodes, matchedBy: "id"),
        .custom("episodeIds", .array(.integer), read: { _, _ in }, write: { $0.episodes.map(\.id).jsonValue }),
    ]
}
