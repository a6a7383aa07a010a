import Foundation
import LidarrAPI
import RadarrAPI
import ServarrCore
import ServarrSimulator
import SonarrAPI
import Testing

/// The simulator's cutoff unmet lists what the servers list: items whose file's quality comes
/// before their profile's cutoff in the profile's order, in more than one quality.
@Suite("The simulator's cutoff unmet is below each profile's cutoff")
struct CutoffUnmetTests {
    private static let fast = ServarrSimulator.Configuration(commandStepDuration: .milliseconds(50), downloadDuration: .seconds(3600))

    @Test("Radarr: each movie's file is below its profile's cutoff")
    func radarr() async throws {
        try await withSimulator(Self.fast) { simulator in
            let radarr = RadarrRepository(configuration: simulator.radarrConfiguration())
            let profiles = try await radarr.qualityProfiles()
            let movies = try await Page.all { try await radarr.cutoffUnmet(page: $0, pageSize: $1) }.records
            let pairs = try movies.map { movie in
                try Self.belowCutoff(movie.file?.quality, profileID: movie.qualityProfileID, in: profiles, item: movie.title)
            }
            #expect(Set(pairs).count > 1, "\(Set(pairs))")
        }
    }

    @Test("Sonarr: each episode's file is below its series' profile's cutoff")
    func sonarr() async throws {
        try await withSimulator(Self.fast) { simulator in
            let sonarr = SonarrRepository(configuration: simulator.sonarrConfiguration())
            let profiles = try await sonarr.qualityProfiles()
            let episodes = try await Page.all { try await sonarr.cutoffUnmet(page: $0, pageSize: $1) }.records
            let pairs = try episodes.map { episode in
                try Self.belowCutoff(episode.fileQuality, profileID: episode.seriesQualityProfileID, in: profiles, item: episode.title)
            }
            #expect(Set(pairs).count > 1, "\(Set(pairs))")
        }
    }

    @Test("Lidarr: each album has a track file below its artist's profile's cutoff")
    func lidarr() async throws {
        try await withSimulator(Self.fast) { simulator in
            let lidarr = LidarrRepository(configuration: simulator.lidarrConfiguration())
            let profiles = try await lidarr.qualityProfiles()
            let albums = try await Page.all { try await lidarr.cutoffUnmet(page: $0, pageSize: $1) }.records
            let files = Dictionary(grouping: try await lidarr.trackFiles(albumIDs: albums.map(\.id)), by: \.albumID)
            let pairs = try albums.map { album in
                let below = (files[album.id] ?? []).filter(\.isBelowCutoff).map(\.quality)
                #expect(Set(below).count == 1, "\(album.title): \(below)")
                return try Self.belowCutoff(below.first, profileID: album.artistQualityProfileID, in: profiles, item: album.title)
            }
            #expect(Set(pairs).count > 1, "\(Set(pairs))")
        }
    }

    /// Checks that `quality` comes before the cutoff of profile `profileID` (by its rows,
    /// lowest first, groups opened) and returns "quality → cutoff".
    private static func belowCutoff(_ quality: String?, profileID: Int?, in profiles: [QualityProfile], item: String) throws -> String {
        let quality = try #require(quality, "\(item) has no file quality")
        let profile = try #require(profiles.first { $0.id == profileID }, "\(item)'s profile")
        let cutoff = try #require(profile.cutoffName)
        let order = profile.items.flatMap { row in row.isGroup ? row.items.map(\.title) + [row.title] : [row.title] }
        let rank = try #require(order.firstIndex(of: quality), "\(quality) is not in \(profile.name)")
        let cutoffRank = try #require(order.firstIndex(of: cutoff))
        #expect(rank < cutoffRank, "\(item): \(quality) is not below \(cutoff) in \(profile.name)")
        return "\(quality) → \(cutoff)"
    }
}
