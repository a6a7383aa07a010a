import Foundation
import RadarrOpenAPI
import ServarrCore

// Mapping from generated Radarr types to domain models, for the answers of POST and PUT calls
// (GET answers are read by the tolerant readers in RadarrRecords.swift).
// Every field is optional on the wire, so every mapping has a fallback.

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

extension Tag {
    package init(_ resource: Components.Schemas.TagResource) {
        self.init(id: int(resource.id), label: resource.label ?? "")
    }
}

extension QueueSummary {
    package init(_ resource: Components.Schemas.QueueStatusResource) {
        self.init(totalCount: int(resource.totalCount ?? resource.count),
                  hasErrors: resource.errors ?? false, hasWarnings: resource.warnings ?? false)
    }
}
