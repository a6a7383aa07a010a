import Foundation
import ServarrCore
import SonarrOpenAPI

// Mapping from generated Sonarr types to domain models. Every field is optional on the
// wire, so every mapping has a fallback: an odd record degrades, it never fails the list.

private func parseDate(_ text: String?) -> Date? { text.flatMap(ServarrDate.parse) }
private func int(_ value: Int?) -> Int { value ?? 0 }

extension Season {
    package init(_ resource: Components.Schemas.SeasonResource) {
        self.init(
            seasonNumber: int(resource.seasonNumber),
            isMonitored: resource.monitored ?? false,
            episodeCount: int(resource.statistics?.totalEpisodeCount ?? resource.statistics?.episodeCount),
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

extension Episode {
    package init(_ resource: Components.Schemas.EpisodeResource) {
        self.init(
            id: int(resource.id),
            seriesID: int(resource.seriesId),
            seriesTitle: resource.series?.title,
            seasonNumber: int(resource.seasonNumber),
            episodeNumber: int(resource.episodeNumber),
            title: resource.title ?? "TBA",
            overview: resource.overview ?? "",
            airDate: parseDate(resource.airDateUtc) ?? parseDate(resource.airDate),
            hasFile: resource.hasFile ?? false,
            isMonitored: resource.monitored ?? false,
            episodeFileID: resource.episodeFileId.flatMap { $0 > 0 ? Int($0) : nil }
        )
    }
}

extension EpisodeFile {
    package init(_ resource: Components.Schemas.EpisodeFileResource) {
        self.init(
            id: int(resource.id),
            seriesID: int(resource.seriesId),
            seasonNumber: int(resource.seasonNumber),
            relativePath: resource.relativePath ?? resource.path ?? "",
            size: resource.size ?? 0,
            quality: resource.quality?.quality?.name ?? "Unknown",
            dateAdded: parseDate(resource.dateAdded)
        )
    }
}

extension Language {
    package init(_ resource: Components.Schemas.LanguageResource) {
        self.init(id: int(resource.id), name: resource.name ?? "")
    }
}

extension HistoryRecord {
    package init(_ resource: Components.Schemas.HistoryResource) {
        self.init(
            id: int(resource.id),
            mediaID: resource.seriesId,
            episodeID: resource.episodeId,
            sourceTitle: resource.sourceTitle ?? "",
            eventType: resource.eventType ?? "unknown",
            quality: resource.quality?.quality?.name ?? "Unknown",
            date: parseDate(resource.date)
        )
    }
}

extension QueueItem {
    package init(_ resource: Components.Schemas.QueueResource) {
        self.init(
            id: int(resource.id),
            mediaID: resource.seriesId,
            episodeID: resource.episodeId,
            title: resource.title ?? "",
            status: resource.status ?? "unknown",
            trackedDownloadState: resource.trackedDownloadState,
            quality: resource.quality?.quality?.name ?? "Unknown",
            size: resource.size ?? 0,
            sizeLeft: resource.sizeleft ?? 0,
            estimatedCompletionTime: parseDate(resource.estimatedCompletionTime),
            downloadClient: resource.downloadClient,
            downloadProtocol: DownloadProtocol(rawValue: resource._protocol),
            errorMessage: resource.errorMessage
        )
    }
}

extension Release {
    package init(_ resource: Components.Schemas.ReleaseResource) {
        self.init(
            guid: resource.guid ?? "",
            indexerID: int(resource.indexerId),
            indexer: resource.indexer ?? "",
            title: resource.title ?? "",
            quality: resource.quality?.quality?.name ?? "Unknown",
            size: resource.size ?? 0,
            ageInDays: int(resource.age),
            seeders: resource.seeders,
            leechers: resource.leechers,
            downloadProtocol: DownloadProtocol(rawValue: resource._protocol),
            isApproved: resource.approved ?? !(resource.rejected ?? false),
            rejections: resource.rejections ?? []
        )
    }
}

extension CommandStatus {
    package init(_ resource: Components.Schemas.CommandResource) {
        self.init(
            id: int(resource.id),
            name: resource.name ?? resource.commandName ?? "",
            state: CommandState(rawValue: resource.status),
            message: resource.message,
            queued: parseDate(resource.queued),
            started: parseDate(resource.started),
            ended: parseDate(resource.ended)
        )
    }
}

extension QualityProfile {
    package init(_ resource: Components.Schemas.QualityProfileResource) {
        self.init(id: int(resource.id), name: resource.name ?? "")
    }
}

extension RootFolder {
    package init(_ resource: Components.Schemas.RootFolderResource) {
        self.init(id: int(resource.id), path: resource.path ?? "", freeSpace: resource.freeSpace,
                  isAccessible: resource.accessible ?? false)
    }
}

extension Tag {
    package init(_ resource: Components.Schemas.TagResource) {
        self.init(id: int(resource.id), label: resource.label ?? "")
    }
}

extension HealthCheck {
    package init(_ resource: Components.Schemas.HealthResource) {
        self.init(source: resource.source ?? "", severity: HealthSeverity(rawValue: resource._type),
                  message: resource.message ?? "", wikiURL: resource.wikiUrl.flatMap(URL.init(string:)))
    }
}

extension DiskSpace {
    package init(_ resource: Components.Schemas.DiskSpaceResource) {
        self.init(path: resource.path ?? "", label: resource.label ?? "", freeSpace: resource.freeSpace ?? 0,
                  totalSpace: resource.totalSpace ?? 0)
    }
}

extension SystemStatus {
    package init(_ resource: Components.Schemas.SystemResource) {
        self.init(appName: resource.appName ?? "Sonarr", instanceName: resource.instanceName ?? resource.appName ?? "Sonarr",
                  version: resource.version ?? "", urlBase: resource.urlBase ?? "",
                  startTime: parseDate(resource.startTime), osName: resource.osName ?? "")
    }
}

extension QueueSummary {
    package init(_ resource: Components.Schemas.QueueStatusResource) {
        self.init(totalCount: int(resource.totalCount ?? resource.count),
                  hasErrors: resource.errors ?? false, hasWarnings: resource.warnings ?? false)
    }
}
