import Foundation
import ServarrCore
import ServarrScreens
import SonarrAPI

extension SonarrService {
    /// What a manual import's file is, chosen over the import sheet: the series, then the
    /// season, then its episodes (several: a multi-episode file). Choosing another series
    /// clears the season and episodes; another season clears the episodes.
    public static var importProposalSteps: [ImportProposalStep<SonarrRepository>] {
        [
            ImportProposalStep("Series") { repository, proposal in
                let series = try await repository.series().sorted { $0.title.localizedStandardCompare($1.title) == .orderedAscending }
                return ImportProposalChoices(
                    series, row: { ImportChoiceRow($0.titleWithYear, detail: $0.path ?? "") }, isCurrent: { $0.id == proposal.seriesID },
                    apply: { current, chosen in
                        guard let picked = chosen.first, picked.id != current.seriesID else { return current }
                        return EpisodeImportProposal(seriesID: picked.id, seriesTitle: picked.title, seasonNumber: nil, episodes: [])
                    })
            },
            ImportProposalStep("Season") { repository, proposal in
                guard let seriesID = proposal.seriesID else { return .nothing }
                let episodes = try await repository.episodes(seriesID: seriesID)
                let seasons = Dictionary(grouping: episodes, by: \.seasonNumber).sorted { $0.key < $1.key }
                let current = proposal.seasonNumber ?? proposal.episodes.first?.seasonNumber
                return ImportProposalChoices(
                    seasons, row: { ImportChoiceRow($0.key == 0 ? "Specials" : "Season \($0.key)", detail: "\($0.value.count) episodes") },
                    isCurrent: { $0.key == current },
                    apply: { proposal, chosen in
                        guard let season = chosen.first?.key else { return proposal }
                        var changed = proposal
                        if season != current { changed.episodes = [] }
                        changed.seasonNumber = season
                        return changed
                    })
            },
            ImportProposalStep("Episodes", allowsMany: true) { repository, proposal in
                guard let seriesID = proposal.seriesID, let season = proposal.seasonNumber else { return .nothing }
                let episodes = try await repository.episodes(seriesID: seriesID, seasonNumber: season)
                    .sorted { $0.episodeNumber < $1.episodeNumber }
                let named = Set(proposal.episodes.map(\.id))
                return ImportProposalChoices(
                    episodes,
                    row: { ImportChoiceRow(String(format: "E%02d %@", $0.episodeNumber, $0.title), detail: $0.hasFile ? "has a file" : "missing") },
                    isCurrent: { named.contains($0.id) },
                    apply: { proposal, chosen in
                        var changed = proposal
                        changed.episodes = chosen
                        return changed
                    })
            },
        ]
    }
}
