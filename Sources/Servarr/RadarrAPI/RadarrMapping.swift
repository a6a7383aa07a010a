import Foundation
import RadarrOpenAPI
import ServarrCore

// Mapping from generated Radarr types to domain models, for the answers of the POST and PUT
// calls only Radarr makes (add, update; GET answers are read by the tolerant readers in
// RadarrRecords.swift). Every field is optional on the wire, so every mapping has a fallback.

private func parseDate(_ text: String?) -> Date? { text.flatMap(ServarrDate.parse) }

extension Movie {
    package init(_ resource: Components.Schemas.MovieResource) {
        let poster = resource.images?.first { $0.coverType == "poster" }
        let posterText = resource.remotePoster ?? poster?.remoteUrl ?? poster?.url
        self.init(
            id: resource.id ?? 0,
            title: resource.title ?? resource.originalTitle ?? "Untitled",
            originalTitle: resource.originalTitle,
            sortTitle: resource.sortTitle,
            year: resource.year ?? 0,
            overview: resource.overview ?? "",
            status: MovieStatus(rawValue: resource.status),
            minimumAvailability: MovieStatus(rawValue: resource.minimumAvailability),
            isMonitored: resource.monitored ?? false,
            hasFile: resource.hasFile ?? (resource.movieFile != nil),
            sizeOnDisk: resource.sizeOnDisk ?? resource.statistics?.sizeOnDisk ?? 0,
            runtime: resource.runtime ?? 0,
            qualityProfileID: resource.qualityProfileId ?? 0,
            rootFolderPath: resource.rootFolderPath,
            path: resource.path,
            tmdbID: resource.tmdbId ?? 0,
            imdbID: resource.imdbId,
            certification: resource.certification,
            studio: resource.studio,
            genres: resource.genres ?? [],
            tagIDs: resource.tags ?? [],
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
            id: resource.id ?? 0,
            movieID: resource.movieId ?? 0,
            relativePath: resource.relativePath ?? resource.path ?? "",
            size: resource.size ?? 0,
            quality: resource.quality?.quality?.name ?? "Unknown",
            dateAdded: parseDate(resource.dateAdded)
        )
    }
}
