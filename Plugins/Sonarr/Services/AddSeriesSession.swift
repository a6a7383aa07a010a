import Foundation
import ServarrCore
import ServarrScreens
import SonarrAPI

/// The state an add-series flow shares between its modal screens, keyed by TVDB id (see
/// ``AddSession``).
public typealias AddSeriesSession = AddSession<Series, AddSeriesDraft>

extension AddSeriesDraft: AddDraft {}

extension AddSession where Item == Series, Draft == AddSeriesDraft {
    /// An empty session for Sonarr's add-series flow.
    public convenience init() {
        self.init(serviceName: "Sonarr", externalID: \.tvdbID)
    }

    /// Adds the current series with its draft: creates unknown tags, then adds. Returns the
    /// added series, or nil with ``AddSession/addError`` set to the server's message.
    public func add(using repository: SonarrRepository?) async -> Series? {
        await add(using: repository, tags: { try await $0.tags() }, createTag: { try await $0.createTag(label: $1) }) { repository, series, draft, tagIDs in
            let options = AddSeriesOptions(
                qualityProfileID: draft.qualityProfileID ?? 0, rootFolderPath: draft.rootFolderPath ?? "",
                isMonitored: draft.monitor != "none", seriesType: draft.seriesType, usesSeasonFolders: draft.usesSeasonFolders,
                tagIDs: tagIDs, monitor: draft.monitor, searchForMissingEpisodes: draft.searchForMissingEpisodes)
            return try await repository.addSeries(series, options: options)
        }
    }
}
