import Foundation
import ServarrSimulator
import Testing

/// The wanted lists read `monitored` as the specs name it (true when absent: the items monitored
/// with their series or artist; false: the others), and Sonarr's episodes embed their file and
/// series when asked.
@Suite("The simulator's wanted lists and episodes read the specs' parameters")
struct WantedParameterTests {
    /// Whether a wanted record is monitored with its parent (a movie alone; an episode with its
    /// series, an album with its artist: embedded by the include flag).
    private static func isMonitored(_ record: [String: Any], parent: String?) -> Bool {
        let own = record["monitored"] as? Bool == true
        guard let parent else { return own }
        return own && (record[parent] as? [String: Any])?["monitored"] as? Bool == true
    }

    @Test(
        "wanted/missing and wanted/cutoff: monitored=false lists the others, unmonitored is not theirs",
        arguments: [
            (SimulatedService.radarr, "", String?.none), (.sonarr, "&includeSeries=true", "series"),
            (.lidarr, "&includeArtist=true", "artist"),
        ])
    func monitored(_ service: SimulatedService, include: String, parent: String?) async throws {
        try await withSimulator(.init()) { simulator in
            let client = RawClient(simulator, service)
            for list in ["missing", "cutoff"] {
                let path = "\(client.root)/wanted/\(list)?pageSize=5000\(include)"
                let listed = try #require(try await client.send(path).object)
                let records = listed["records"] as? [[String: Any]] ?? []
                #expect(records.allSatisfy { Self.isMonitored($0, parent: parent) }, "\(service) \(list)")
                let others = try #require(try await client.send("\(path)&monitored=false").object?["records"] as? [[String: Any]])
                #expect(others.allSatisfy { !Self.isMonitored($0, parent: parent) }, "\(service) \(list)")
                let old = try #require(try await client.send("\(path)&unmonitored=true").object)
                #expect(old["totalRecords"] as? Int == listed["totalRecords"] as? Int, "\(service) \(list)")
                if list == "missing" { #expect(!others.isEmpty && !records.isEmpty, "\(service)") }
            }
        }
    }

    @Test("Sonarr episode: includeEpisodeFile embeds each episode's file, includeSeries its series")
    func episodeFile() async throws {
        try await withSimulator(.init()) { simulator in
            let client = RawClient(simulator, .sonarr)
            let plain = try #require(try await client.send("/api/v3/episode?seriesId=1").array)
            #expect(plain.allSatisfy { $0["episodeFile"] == nil && $0["series"] == nil })
            let episodes = try #require(try await client.send("/api/v3/episode?seriesId=1&includeEpisodeFile=true&includeSeries=true").array)
            #expect(episodes.count == plain.count)
            let withFiles = episodes.filter { $0["hasFile"] as? Bool == true }
            #expect(!withFiles.isEmpty)
            for episode in episodes {
                let file = episode["episodeFile"] as? [String: Any]
                #expect((file?["id"] as? Int) == (episode["hasFile"] as? Bool == true ? episode["episodeFileId"] as? Int : nil))
                #expect((episode["series"] as? [String: Any])?["id"] as? Int == 1)
            }
            let fileID = try #require(withFiles.first?["episodeFileId"] as? Int)
            let ofFile = try #require(try await client.send("/api/v3/episode?episodeFileId=\(fileID)").array)
            #expect(ofFile.map { $0["episodeFileId"] as? Int } == [fileID])
        }
    }
}
