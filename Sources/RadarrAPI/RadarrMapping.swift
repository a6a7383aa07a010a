import Foundation
import RadarrOpenAPI
import ServarrCore

// Mapping from generated Radarr types to domain models. Every field is optional on the
// wire, so every mapping has a fallback: an odd record degrades, it never fails the list.

private func parseDate(_ text: String?) -> Date? { text.flatMap(ServarrDate.parse) }
private func int(_ value: Int?) -> Int { value ?? 0 }

extension Movie {
    package init(_ resource: Components.Schemas.MovieResource) {
        let poster = resource.images?.first { $0.coverType == "poster" }
        let posterText = resource.remotePoster ?? poster?.remoteUrl ?? poster?.url
        self.init(
            id: int(resource.id),
            title: resource.title ?? resource.originalTitle ?? "Untitled",
            originalTitle: resource.originalTitle,
            sortTitle: resource.sortTitle,
            year: int(resource.year),
            overview: resource.overview ?? "",
            status: MovieStatus(rawValue: resource.status),
            minimumAvailability: MovieStatus(rawValue: resource.minimumAvailability),
            isMonitored: resource.monitored ?? false,
            hasFile: resource.hasFile ?? (resource.movieFile != nil),
            sizeOnDisk: resource.sizeOnDisk ?? resource.statistics?.sizeOnDisk ?? 0,
            runtime: int(resource.runtime),
            qualityProfileID: int(resource.qualityProfileId),
            rootFolderPath: resource.rootFolderPath,
            path: resource.path,
            tmdbID: int(resource.tmdbId),
            imdbID: resource.imdbId,
            certification: resource.certification,
            studio: resource.studio,
            genres: resource.genres ?? [],
            tagIDs: (resource.tags ?? []),
            added: parseDate(resource.added),
            inCinemas: parseDate(resource.inCinemas),
            digitalRelease: parseDate(resource.digitalRelease),
            physicalRelease: parseDate(resource.physicalRelease),
            rating: resource.ratings?.tmdb?.value ?? resource.ratings?.imdb?.value,
            posterURL: posterText.flatMap(URL.init(string:)),
            file: resource.movieFile.map(MovieFile.init)
        )
    }
}

extension MovieFile {
    package init(_ resource: Components.Schemas.MovieFileResource) {
        self.init(
            id: int(resource.id),
            movieID: int(resource.movieId),
            relativePath: resource.relativePath ?? resource.path ?? "",
            size: resource.size ?? 0,
            quality: resource.quality?.quality?.name ?? "Unknown",
            dateAdded: parseDate(resource.dateAdded)
        )
    }
}

extension Credit {
    package init(_ resource: Components.Schemas.CreditResource) {
        let kind = Kind(rawValue: resource._type)
        let role: String = switch kind {
        case .cast: resource.character ?? ""
        case .crew, .unknown: resource.job ?? resource.department ?? ""
        }
        self.init(id: int(resource.id), personName: resource.personName ?? "Unknown", role: role, kind: kind)
    }
}

extension HistoryRecord {
    package init(_ resource: Components.Schemas.HistoryResource) {
        self.init(
            id: int(resource.id),
            mediaID: resource.movieId,
            episodeID: nil,
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
            mediaID: resource.movieId,
            episodeID: nil,
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
        self.init(appName: resource.appName ?? "Radarr", instanceName: resource.instanceName ?? resource.appName ?? "Radarr",
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
