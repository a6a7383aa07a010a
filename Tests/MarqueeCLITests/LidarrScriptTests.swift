import Foundation
import LidarrAPI
import ServarrCore
import Testing

/// `marquee lidarr …` against the simulator over loopback: every verb, its JSON checked against
/// what the server holds afterwards.
@Suite("marquee lidarr (scripting)")
struct LidarrScriptTests {
    @Test func listArtistsAlbumsAndTracksMatchTheServer() async throws {
        try await ScriptServers.with { servers in
            let listed = try await servers.run("lidarr", "list", "artists", "-o", "json").objects()
            let library = try await servers.lidarr.artists()
            #expect(!library.isEmpty)
            #expect(Set(listed.compactMap { $0["id"] as? Int }) == Set(library.map(\.id)))
            #expect(Set(listed.compactMap { $0["foreignArtistId"] as? String }) == Set(library.map(\.foreignArtistID)))
            let artist = try #require(library.first { $0.albumCount > 0 })
            let albums = try await servers.run("lidarr", "list", "albums", "--artist-id", "\(artist.id)", "-o", "json").objects()
            let stored = try await servers.lidarr.albums(artistID: artist.id)
            #expect(albums.compactMap { $0["id"] as? Int } == stored.map(\.id))
            #expect(albums.allSatisfy { $0["artistId"] as? Int == artist.id })
            let album = try #require(stored.first { $0.trackCount > 0 })
            let tracks = try await servers.run("lidarr", "list", "tracks", "--album-id", "\(album.id)", "-o", "json").objects()
            #expect(tracks.compactMap { $0["id"] as? Int } == (try await servers.lidarr.tracks(albumID: album.id)).map(\.id))
            #expect(tracks.allSatisfy { $0["albumId"] as? Int == album.id })
            let first = try #require(try await servers.lidarr.tracks(albumID: album.id).first)
            let length = "\(first.duration / 60_000):\(String(format: "%02d", first.duration / 1000 % 60))"
            #expect(tracks.first?["length"] as? String == length)
            let trackTable = try await servers.run("lidarr", "list", "tracks", "--album-id", "\(album.id)")
            #expect(trackTable.output.contains("LENGTH") && trackTable.output.contains(" \(length) "), "\(trackTable.output)")
            let table = try await servers.run("lidarr", "list", "artists")
            #expect(table.output.hasPrefix("ID"))
            #expect(table.output.contains(artist.title))

            let noArtist = try await servers.run("lidarr", "list", "albums")
            #expect(noArtist.status == 2)
            #expect(noArtist.error.contains("--artist-id"))
            let noAlbum = try await servers.run("lidarr", "list", "tracks", "--album-id", "424242")
            #expect(noAlbum.status == 1)
            #expect(noAlbum.error.contains("no album with id 424242"))
        }
    }

    @Test func getArtistAndAlbum() async throws {
        try await ScriptServers.with { servers in
            let artist = try #require(try await servers.lidarr.artists().first)
            let object = try await servers.run("lidarr", "get", "artist", "\(artist.id)", "-o", "json").object()
            #expect(object["artistName"] as? String == artist.title)
            #expect(object["metadataProfileId"] as? Int == artist.metadataProfileID)
            let album = try #require(try await servers.lidarr.albums(artistID: artist.id).first)
            let shown = try await servers.run("lidarr", "get", "album", "\(album.id)", "-o", "json").object()
            #expect(shown["title"] as? String == album.title)
            #expect(shown["foreignAlbumId"] as? String == album.foreignAlbumID)
            let missing = try await servers.run("lidarr", "get", "artist", "424242")
            #expect(missing.status == 1)
            #expect(missing.error.contains("lidarr \"main\" at \(servers.lidarrURL.absoluteString): no artist with id 424242"))
            let badNoun = try await servers.run("lidarr", "get", "movie", "1")
            #expect(badNoun.status == 2)
        }
    }

    @Test func addArtistByMusicBrainzIdWithProfilesAndMonitorLandsOnTheServer() async throws {
        try await ScriptServers.with { servers in
            let candidates = try await servers.lidarr.lookupArtists(term: "a")
            let outside = candidates.filter { !$0.isInLibrary }
            let candidate = try #require(outside.first)
            let other = try #require(outside.dropFirst().first)
            let metadata = try #require(try await servers.lidarr.metadataProfiles().last)
            let quality = try #require(try await servers.lidarr.qualityProfiles().last)
            let run = try await servers.run(
                "lidarr", "add", "artist", "--mbid", candidate.foreignArtistID, "--metadata-profile", metadata.name,
                "--quality-profile", "\(quality.id)", "--monitor", "future", "--unmonitored", "-o", "json")
            #expect(run.status == 0, "\(run.error)")
            let id = try #require(try run.object()["id"] as? Int)
            let stored = try await servers.lidarr.artist(id: id)
            #expect(stored.foreignArtistID == candidate.foreignArtistID)
            #expect(stored.metadataProfileID == metadata.id)
            #expect(stored.qualityProfileID == quality.id)
            #expect(!stored.isMonitored)
            let count = try await servers.lidarr.artists().count
            let again = try await servers.run("lidarr", "add", "artist", "--mbid", candidate.foreignArtistID)
            #expect(again.status == 1)
            #expect(again.error.contains("already in the library as artist \(id)"))
            let badProfile = try await servers.run("lidarr", "add", "artist", "--mbid", other.foreignArtistID, "--metadata-profile", "Nothing")
            #expect(badProfile.status == 2)
            #expect(badProfile.error.contains("no metadata profile \"Nothing\""))
            let badMonitor = try await servers.run("lidarr", "add", "artist", "--mbid", other.foreignArtistID, "--monitor", "pilot")
            #expect(badMonitor.status == 2)
            let both = try await servers.run("lidarr", "add", "artist", "--term", other.title, "--mbid", other.foreignArtistID)
            #expect(both.status == 2)
            #expect(try await servers.lidarr.artists().count == count, "a refused add adds nothing")
        }
    }

    @Test func addArtistByTermPicksTheExactTitleOrListsTheCandidates() async throws {
        try await ScriptServers.with { servers in
            let lookup = try await servers.lidarr.lookupArtists(term: "Radiohead")
            #expect(lookup.count > 1)
            let exact = try #require(lookup.first { $0.title == "Radiohead" })
            if exact.isInLibrary {
                let run = try await servers.run("lidarr", "add", "artist", "--term", "Radiohead")
                #expect(run.status == 1)
                #expect(run.error.contains("\"Radiohead\" is already in the library as artist \(exact.id)"))
            } else {
                let run = try await servers.run("lidarr", "add", "artist", "--term", "Radiohead", "-o", "json")
                #expect(run.status == 0, "\(run.error)")
                #expect(try run.object()["foreignArtistId"] as? String == exact.foreignArtistID)
            }
            let vague = try await servers.run("lidarr", "add", "artist", "--term", "i")
            #expect(vague.status == 2)
            #expect(vague.error.contains("choose one with --mbid"))
            #expect(vague.error.contains("musicbrainz "))
        }
    }

    @Test func editArtistMonitoringProfileAndTags() async throws {
        try await ScriptServers.with { servers in
            let artist = try #require(try await servers.lidarr.artists().first { $0.isMonitored })
            let profile = try #require(try await servers.lidarr.qualityProfiles().first { $0.id != artist.qualityProfileID })
            let run = try await servers.run(
                "lidarr", "edit", "artist", "\(artist.id)", "--unmonitored", "--quality-profile", profile.name, "-o", "json")
            #expect(run.status == 0, "\(run.error)")
            #expect(try run.object()["monitored"] as? Bool == false)
            let stored = try await servers.lidarr.artist(id: artist.id)
            #expect(!stored.isMonitored)
            #expect(stored.qualityProfileID == profile.id)
            let nothing = try await servers.run("lidarr", "edit", "artist", "\(artist.id)")
            #expect(nothing.status == 2)
            let badTag = try await servers.run("lidarr", "edit", "artist", "\(artist.id)", "--tags", "no-such-tag")
            #expect(badTag.status == 2)
            #expect(badTag.error.contains("no tag \"no-such-tag\""))
            #expect(try await servers.lidarr.artist(id: artist.id).tagIDs == stored.tagIDs)
        }
    }

    @Test func deleteArtistNeedsYesOffATerminal() async throws {
        try await ScriptServers.with { servers in
            let artist = try #require(try await servers.lidarr.artists().first)
            let refused = try await servers.run("lidarr", "delete", "artist", "\(artist.id)", "--delete-files")
            #expect(refused.status == 2)
            #expect(try await servers.lidarr.artists().contains { $0.id == artist.id })
            let run = try await servers.run("lidarr", "delete", "artist", "\(artist.id)", "--delete-files", "--add-exclusion", "--yes", "-o", "json")
            #expect(run.status == 0, "\(run.error)")
            #expect(try run.object()["action"] as? String == "deleted with files")
            #expect(try await servers.lidarr.artists().contains { $0.id == artist.id } == false)
        }
    }

    @Test func searchRefreshRSSSyncGrabAndRemove() async throws {
        try await ScriptServers.with { servers in
            let artist = try #require(try await servers.lidarr.artists().first { $0.albumCount > 1 })
            let albums = try await servers.lidarr.albums(artistID: artist.id)
            let search = try await servers.run("lidarr", "search", "artist", "\(artist.id)", "--wait", "-o", "json").object()
            #expect(search["name"] as? String == "ArtistSearch")
            #expect(search["status"] as? String == "completed")
            let albumSearch = try await servers.run("lidarr", "search", "album", "\(albums[0].id)", "\(albums[1].id)", "--wait", "-o", "json")
            #expect(albumSearch.status == 0, "\(albumSearch.error)")
            #expect(try albumSearch.object()["name"] as? String == "AlbumSearch")
            #expect(try albumSearch.object()["status"] as? String == "completed")
            let noAlbum = try await servers.run("lidarr", "search", "album", "\(albums[0].id)", "424242")
            #expect(noAlbum.status == 1)
            #expect(noAlbum.error.contains("no album with id 424242"))
            // Several artists are searched one command each (MultipleIDScriptTests); an unknown
            // one refuses before anything starts.
            let unknownArtist = try await servers.run("lidarr", "search", "artist", "\(artist.id)", "424242")
            #expect(unknownArtist.status == 1)
            #expect(unknownArtist.error.contains("no artist with id 424242"), "\(unknownArtist.error)")
            #expect(try await servers.run("lidarr", "refresh", "artist", "\(artist.id)", "-o", "json").object()["name"] as? String == "RefreshArtist")
            let all = try await servers.run("lidarr", "refresh", "artist", "--all", "--wait", "-o", "json").object()
            #expect(all["status"] as? String == "completed")
            #expect(try await servers.run("lidarr", "rss-sync", "-o", "json").object()["name"] as? String == "RssSync")

            let releases = try await servers.run("lidarr", "list", "releases", "--album-id", "\(albums[0].id)", "-o", "json").objects()
            #expect(!releases.isEmpty)
            let before = try await servers.lidarr.queue(pageSize: 1000).records.map(\.id)
            let grab = try await servers.run("lidarr", "grab", "release", "--album-id", "\(albums[0].id)", "-o", "json")
            #expect(grab.status == 0, "\(grab.error)")
            #expect(try grab.object()["action"] as? String == "grabbed")
            let queued = try #require(try await servers.lidarr.queue(pageSize: 1000).records.first { !before.contains($0.id) })
            let listed = try await servers.run("lidarr", "list", "queue", "-o", "json").objects()
            #expect(listed.contains { $0["id"] as? Int == queued.id && $0["artistId"] as? Int == artist.id })
            let removed = try await servers.run("lidarr", "remove", "queue", "\(queued.id)", "--yes", "-o", "json")
            #expect(removed.status == 0, "\(removed.error)")
            #expect(try await servers.lidarr.queue(pageSize: 1000).records.contains { $0.id == queued.id } == false)
            let noGuid = try await servers.run("lidarr", "grab", "release")
            #expect(noGuid.status == 2)
        }
    }

    @Test func sharedListsAndFailures() async throws {
        try await ScriptServers.with { servers in
            let nouns = [
                "queue", "history", "calendar", "wanted", "health", "disk-space", "tags", "quality-profiles", "metadata-profiles", "root-folders",
            ]
            for noun in nouns {
                let run = try await servers.run("lidarr", "list", noun, "-o", "json")
                #expect(run.status == 0, "\(noun): \(run.error)")
                _ = try run.objects()
            }
            let cutoff = try await servers.run("lidarr", "list", "wanted", "--cutoff-unmet", "-o", "json")
            #expect(cutoff.status == 0, "\(cutoff.error)")
            #expect(
                try await servers.run("lidarr", "list", "metadata-profiles", "-o", "json").objects().compactMap { $0["id"] as? Int }
                    == (try await servers.lidarr.metadataProfiles()).map(\.id))
            let wanted = try await servers.run("lidarr", "list", "wanted", "-o", "json").objects()
            #expect(wanted.compactMap { $0["id"] as? Int } == (try await servers.lidarr.missing(pageSize: 1000).records).map(\.id))
            let down = try await servers.run("lidarr", "list", "artists", "--instance", "down")
            #expect(down.status == 3)
            #expect(down.error.hasPrefix("marquee: lidarr \"down\" at http://127.0.0.1:9: "))
            let unknown = try await servers.run("lidarr", "get", "artist", "1", "--instance", "4k")
            #expect(unknown.status == 2)
            #expect(unknown.error.contains("no lidarr instance named \"4k\""))
            let badList = try await servers.run("lidarr", "list", "movies")
            #expect(badList.status == 2)
        }
    }
}
