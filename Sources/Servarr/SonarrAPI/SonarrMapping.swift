import Foundation
import ServarrCore
import SonarrOpenAPI

// Mapping from generated Sonarr types to domain models, for the answers of the POST and PUT
// calls only Sonarr makes (add, update; GET answers are read by the tolerant readers in
// SonarrRecords.swift). Every field is optional on the wire, so every mapping has a fallback.

private func parseDate(_ text: String?) -> Date? { text.flatMap(ServarrDate.parse) }
private func int(_ value: Int?) -> Int { value ?? 0 }

extension Season {
    package init(_ resource: Components.Schemas.SeasonResource) {
        self.init(
            seasonNumber: int(resource.seasonNumber),
            isMonitored: resource.monitored ?? false,
            episodeCount: int(resource.statistics?.episodeCount ?? resource.statistics?.totalEpisodeCount),
            episodeFileCount: int(resource.statistics?.episodeFileCount),
            sizeOnDisk: resource.statistics?.sizeOnDisk ?? 0
        )
    }
}

extension Series {
    package init(_ resource: Components.Schemas.SeriesResource) {
        let poster = resource.images?.first { $0.coverType == "poster" }
        let posterText = resource.remotePoster ?? poster?.remoteUrl ?? poster?.url
        self.init(
            id: int(resource.id),
            title: resource.title ?? "Untitled",
            sortTitle: resource.sortTitle,
            year: int(resource.year),
            overview: resource.overview ?? "",
            status: SeriesStatus(rawValue: resource.status),
            seriesType: SeriesType(rawValue: resource.seriesType),
            network: resource.network,
            isMonitored: resource.monitored ?? false,
            usesSeasonFolders: resource.seasonFolder ?? true,
            qualityProfileID: int(resource.qualityProfileId),
            rootFolderPath: resource.rootFolderPath,
            path: resource.path,
            tvdbID: int(resource.tvdbId),
            imdbID: resource.imdbId,
            genres: resource.genres ?? [],
            tagIDs: (resource.tags ?? []),
            added: parseDate(resource.added),
            firstAired: parseDate(resource.firstAired),
            nextAiring: parseDate(resource.nextAiring),
            previousAiring: parseDate(resource.previousAiring),
            seasons: (resource.seasons ?? []).map(Season.init),
            episodeCount: int(resource.statistics?.episodeCount),
            episodeFileCount: int(resource.statistics?.episodeFileCount),
            sizeOnDisk: resource.statistics?.sizeOnDisk ?? 0,
            rating: resource.ratings?.value,
            posterURL: posterText.flatMap(URL.init(string:))
        )
    }
}
