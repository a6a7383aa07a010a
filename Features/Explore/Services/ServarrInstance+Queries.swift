import Foundation
import LidarrAPI
import RadarrAPI
import ServarrCore
import SonarrAPI

/// What Explore asks of one instance, mapped to Explore's values. Each call goes to the
/// instance's repository (an actor) and throws its `ServarrError`, or `CancellationError`
/// when the calling task is cancelled (which also cancels the HTTP request).
extension ServarrInstance {
    /// Looks `term` up on the instance: movies or series, badged with their library id.
    func lookup(term: String, index: Int) async throws -> [ExploreResult] {
        let label = self.label
        switch connection {
        case .radarr(let repository):
            return try await repository.lookupMovies(term: term).map { movie in
                ExploreResult(
                    instanceIndex: index, instanceLabel: label, service: .radarr, title: movie.title, year: movie.year,
                    libraryID: movie.isInLibrary ? movie.id : nil, catalogueID: .tmdb(movie.tmdbID))
            }
        case .sonarr(let repository):
            return try await repository.lookupSeries(term: term).map { series in
                ExploreResult(
                    instanceIndex: index, instanceLabel: label, service: .sonarr, title: series.title, year: series.year,
                    libraryID: series.isInLibrary ? series.id : nil, catalogueID: .tvdb(series.tvdbID))
            }
        case .lidarr(let repository):
            return try await repository.lookupArtists(term: term).map { artist in
                ExploreResult(
                    instanceIndex: index, instanceLabel: label, service: .lidarr, title: artist.title, year: 0,
                    libraryID: artist.isInLibrary ? artist.id : nil, catalogueID: .musicBrainz(artist.foreignArtistID))
            }
        }
    }

    /// The releases and air dates in `start..<end`.
    func upcoming(from start: Date, to end: Date, index: Int) async throws -> [UpcomingItem] {
        let label = self.label
        switch connection {
        case .radarr(let repository):
            return try await repository.calendar(from: start, to: end).flatMap { movie -> [UpcomingItem] in
                let releases: [(Date?, String)] = [
                    (movie.inCinemas, "in cinemas"), (movie.digitalRelease, "digital release"), (movie.physicalRelease, "physical release"),
                ]
                return releases.compactMap { date, kind -> UpcomingItem? in
                    guard let date, date >= start, date < end else { return nil }
                    return UpcomingItem(
                        date: date, title: movie.title, detail: kind, instanceLabel: label, instanceIndex: index,
                        hasFile: movie.hasFile, handOff: .showMovie(id: movie.id))
                }
            }
        case .sonarr(let repository):
            return try await repository.calendar(from: start, to: end).compactMap { episode -> UpcomingItem? in
                guard let date = episode.airDate, date >= start, date < end else { return nil }
                let number = "S" + Self.twoDigits(episode.seasonNumber) + "E" + Self.twoDigits(episode.episodeNumber)
                // Sonarr gives the air date and time (in UTC).
                return UpcomingItem(
                    date: date, hasTime: true, title: episode.seriesTitle ?? "Series \(episode.seriesID)",
                    detail: episode.title.isEmpty ? number : "\(number) · \(episode.title)",
                    instanceLabel: label, instanceIndex: index, hasFile: episode.hasFile,
                    handOff: .showSeries(id: episode.seriesID))
            }
        case .lidarr(let repository):
            return try await repository.calendar(from: start, to: end).compactMap { album -> UpcomingItem? in
                guard let date = album.releaseDate, date >= start, date < end else { return nil }
                return UpcomingItem(
                    date: date, title: album.artistTitle ?? "Artist \(album.artistID)", detail: album.title,
                    instanceLabel: label, instanceIndex: index, hasFile: album.hasAllFiles,
                    handOff: .showArtist(id: album.artistID))
            }
        }
    }

    /// The instance's download queue, every page of it.
    func downloads(index: Int) async throws -> [DownloadItem] {
        let label = self.label
        let service = self.service
        let queue: Page<QueueItem> =
            switch connection {
            case .radarr(let repository): try await .all { try await repository.queue(page: $0, pageSize: $1) }
            case .sonarr(let repository): try await .all { try await repository.queue(page: $0, pageSize: $1) }
            case .lidarr(let repository): try await .all { try await repository.queue(page: $0, pageSize: $1) }
            }
        return queue.records.map { item in
            let handOff: HandOff? = item.mediaID.flatMap { id in
                guard id > 0 else { return nil }
                return switch service {
                case .radarr: .showMovie(id: id)
                case .sonarr: .showSeries(id: id)
                case .lidarr: .showArtist(id: id)
                }
            }
            return DownloadItem(
                queueID: item.id, title: item.title, status: item.trackedDownloadState ?? item.status, quality: item.quality,
                progress: item.progress, estimatedCompletion: item.estimatedCompletionTime,
                errorMessage: item.errorMessage?.isEmpty == false ? item.errorMessage : nil,
                instanceLabel: label, instanceIndex: index, handOff: handOff)
        }
    }

    private static func twoDigits(_ number: Int) -> String { number < 10 ? "0\(number)" : String(number) }
}
