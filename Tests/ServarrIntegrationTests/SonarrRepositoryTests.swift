import Foundation
import ServarrCore
import ServarrSimulator
import SonarrAPI
import Testing

@Suite("Sonarr repository against the simulator")
struct SonarrRepositoryTests {
    @Test("The library lists at least 60 series with seasons, including CJK and Korean titles")
    func library() async throws {
        try await withSimulator { _, _, sonarr in
            let series = try await sonarr.series()
            #expect(series.count >= 60)
            #expect(series.contains { $0.title == "進撃の巨人 (Original)" && $0.seriesType == .anime })
            #expect(series.contains { $0.title.hasPrefix("오징어 게임") })
            #expect(series.contains { $0.title == "Le Bureau des Légendes" })
            #expect(series.allSatisfy { !$0.seasons.isEmpty })
            let breakingBad = try #require(series.first { $0.title == "Breaking Bad" })
            #expect(breakingBad.seasons.count == 5)
            #expect(breakingBad.episodeCount == 62)
            #expect(breakingBad.status == .ended)
            #expect(series.contains { $0.nextAiring != nil })
        }
    }

    @Test("Series detail, episodes and episode files agree")
    func detail() async throws {
        try await withSimulator { _, _, sonarr in
            let list = try await sonarr.series()
            let dark = try #require(list.first { $0.title == "Dark" })
            let series = try await sonarr.series(id: dark.id)
            #expect(series.seasons.map(\.seasonNumber) == [1, 2, 3])
            let episodes = try await sonarr.episodes(seriesID: dark.id)
            #expect(episodes.count == 26)
            #expect(episodes.allSatisfy { $0.seriesID == dark.id })
            let seasonTwo = try await sonarr.episodes(seriesID: dark.id, seasonNumber: 2)
            #expect(seasonTwo.map(\.episodeNumber) == Array(1...8))
            let episode = try await sonarr.episode(id: try #require(seasonTwo.first).id)
            #expect(episode.seasonNumber == 2)
            let files = try await sonarr.episodeFiles(seriesID: dark.id)
            #expect(files.count == episodes.filter(\.hasFile).count)
            #expect(Set(files.map(\.id)) == Set(episodes.compactMap(\.episodeFileID)))
            let error = await thrownError { _ = try await sonarr.series(id: 99_999) }
            #expect(error as? ServarrError == .notFound(message: "Series with ID 99999 does not exist"))
        }
    }

    @Test("Monitoring episodes and seasons changes what the next read returns")
    func monitoring() async throws {
        try await withSimulator { _, _, sonarr in
            let series = try #require(try await sonarr.series().first { $0.title == "Severance" })
            let episodes = try await sonarr.episodes(seriesID: series.id, seasonNumber: 1)
            let ids = Array(episodes.prefix(3).map(\.id))
            try await sonarr.setEpisodesMonitored(ids: ids, monitored: false)
            let reread = try await sonarr.episodes(seriesID: series.id, seasonNumber: 1)
            #expect(reread.filter { ids.contains($0.id) }.allSatisfy { !$0.isMonitored })

            try await sonarr.setSeasonMonitored(seriesID: series.id, seasonNumber: 2, monitored: false)
            let updated = try await sonarr.series(id: series.id)
            #expect(updated.seasons.first { $0.seasonNumber == 2 }?.isMonitored == false)
            #expect(try await sonarr.episodes(seriesID: series.id, seasonNumber: 2).allSatisfy { !$0.isMonitored })
        }
    }

    @Test("Editing a series persists; deleting removes it and its episodes")
    func updateAndDelete() async throws {
        try await withSimulator { _, _, sonarr in
            var series = try #require(try await sonarr.series().first { $0.title == "Lupin" })
            series.qualityProfileID = 2
            series.seriesType = .daily
            series.usesSeasonFolders = false
            series.tagIDs = [2]
            series.seasons[0].isMonitored = false
            _ = try await sonarr.update(series)
            let reread = try await sonarr.series(id: series.id)
            #expect(reread.qualityProfileID == 2)
            #expect(reread.seriesType == .daily)
            #expect(reread.usesSeasonFolders == false)
            #expect(reread.tagIDs == [2])
            #expect(reread.seasons[0].isMonitored == false)

            try await sonarr.deleteMedia(id: series.id, deleteFiles: true)
            #expect(!(try await sonarr.series().contains { $0.id == series.id }))
            #expect(try await sonarr.episodes(seriesID: series.id).isEmpty)
        }
    }

    @Test("Lookup marks library series; adding one creates seasons and episodes")
    func lookupAndAdd() async throws {
        try await withSimulator { _, _, sonarr in
            let squid = try await sonarr.lookupSeries(term: "squid")
            #expect(squid.contains { $0.title == "Squid Game" && $0.isInLibrary })
            let found = try await sonarr.lookupSeries(term: "Signal")
            let signal = try #require(found.first { $0.title == "시그널 (Signal)" })
            #expect(!signal.isInLibrary)
            let added = try await sonarr.add(
                signal,
                options: AddSeriesOptions(
                    qualityProfileID: 3, rootFolderPath: "/tv", seriesType: .standard, usesSeasonFolders: true))
            #expect(added.isInLibrary)
            #expect(added.title == "시그널 (Signal)")
            #expect(!(try await sonarr.episodes(seriesID: added.id).isEmpty))
            let duplicate = await thrownError { _ = try await sonarr.add(signal, options: .init(qualityProfileID: 1, rootFolderPath: "/tv")) }
            #expect(duplicate as? ServarrError == .rejected(status: 400, message: "This series has already been added"))
        }
    }

    @Test("Settings: quality profiles, root folders, tags, languages")
    func settings() async throws {
        try await withSimulator { _, _, sonarr in
            #expect(try await sonarr.qualityProfiles().count == 4)
            #expect(try await sonarr.rootFolders().map(\.path) == ["/tv", "/anime"])
            #expect(try await sonarr.languages().contains { $0.name == "Japanese" })
            let tag = try await sonarr.createTag(label: "日本語")
            #expect(try await sonarr.tags().contains(tag))
        }
    }

    @Test("A season search completes and grabs the season's missing episodes")
    func commands() async throws {
        try await withSimulator { _, _, sonarr in
            let queued = Set(try await sonarr.queue(pageSize: 100).records.compactMap(\.episodeID))
            let missing = try await sonarr.missing(pageSize: 100)
            let episode = try #require(missing.records.first { !queued.contains($0.id) })
            #expect(episode.seriesTitle != nil)
            let command = try await sonarr.run(.searchSeason(seriesID: episode.seriesID, seasonNumber: episode.seasonNumber))
            #expect(command.name == "SeasonSearch")
            #expect(try await eventually { try await sonarr.commandStatus(id: command.id).state == .completed })
            #expect(try await eventually { try await sonarr.episode(id: episode.id).hasFile })
            let rss = try await sonarr.run(.rssSync)
            #expect(try await eventually { try await sonarr.commandStatus(id: rss.id).state.isFinished })
            #expect(try await sonarr.commands().count == 2)
        }
    }

    @Test("Grabbing an episode release queues it and it completes")
    func releasesAndQueue() async throws {
        try await withSimulator { _, _, sonarr in
            let episode = try #require(try await sonarr.missing(pageSize: 50).records.last)
            let releases = try await sonarr.releases(episodeID: episode.id)
            #expect(releases.count == 6)
            let seasonReleases = try await sonarr.releases(seriesID: episode.seriesID, seasonNumber: episode.seasonNumber)
            #expect(seasonReleases.allSatisfy { $0.title.contains("S\(episode.seasonNumber < 10 ? "0" : "")\(episode.seasonNumber)") })
            let release = try #require(releases.first { $0.isApproved })
            try await sonarr.grab(release)
            #expect(try await sonarr.queue(pageSize: 100).records.contains { $0.episodeID == episode.id })
            #expect(try await sonarr.queueSummary().totalCount >= 1)
            #expect(try await eventually { try await sonarr.episode(id: episode.id).hasFile })
            let item = try #require(try await sonarr.queue().records.first)
            try await sonarr.removeFromQueue(id: item.id)
            #expect(!(try await sonarr.queue().records.contains { $0.id == item.id }))
        }
    }

    @Test("History, calendar and cutoff")
    func activity() async throws {
        try await withSimulator { _, _, sonarr in
            let history = try await sonarr.history(pageSize: 30)
            #expect(history.records.count == 30)
            #expect(history.records.allSatisfy { $0.episodeID != nil && $0.mediaID != nil })
            let now = Date()
            let episodes = try await sonarr.calendar(from: now.addingTimeInterval(-7 * 86_400), to: now.addingTimeInterval(7 * 86_400))
            #expect(!episodes.isEmpty)
            #expect(episodes.allSatisfy { $0.seriesTitle != nil && $0.airDate != nil })
            let cutoff = try await sonarr.cutoffUnmet(pageSize: 10)
            #expect(cutoff.totalRecords > 0)
            #expect(cutoff.records.allSatisfy { $0.hasFile && $0.isMonitored })
        }
    }

    @Test("System status, health and disk space")
    func system() async throws {
        try await withSimulator { _, _, sonarr in
            #expect(try await sonarr.systemStatus().appName == "Sonarr")
            let health = try await sonarr.health()
            #expect(health.contains { $0.severity == .error && $0.message.contains("Ça") })
            #expect(try await sonarr.diskSpace().map(\.path) == ["/tv", "/anime", "/config"])
        }
    }
}
