import Foundation
import ServarrCore

// The bodies of Sonarr's monitoring calls, declared like its records (ADR 0021), so that the
// schema tests check them too.

/// The body of `PUT episode/monitor`: the monitored flag of some episodes.
package struct EpisodeMonitoring: ServarrRecord {
    package var episodeIDs: [Int]
    package var isMonitored: Bool

    package init(episodeIDs: [Int], isMonitored: Bool) {
        self.episodeIDs = episodeIDs
        self.isMonitored = isMonitored
    }

    package static let blank = EpisodeMonitoring(episodeIDs: [], isMonitored: false)
    package static let fields: [RecordField<EpisodeMonitoring>] = [
        .field("episodeIds", \.episodeIDs, .readWrite), .field("monitored", \.isMonitored, .readWrite),
    ]
}

/// The body of `POST seasonpass`: seasons of series to monitor or not.
package struct SeasonPass: ServarrRecord {
    /// A series of the season pass: its id and the seasons it changes.
    package struct Entry: ServarrRecord {
        package var id: Int
        package var seasons: [Season]

        package init(id: Int, seasons: [Season]) {
            self.id = id
            self.seasons = seasons
        }

        package static let blank = Entry(id: 0, seasons: [])
        package static let fields: [RecordField<Entry>] = [.identity(\.id), .records("seasons", \.seasons, matchedBy: "seasonNumber", .readWrite)]
    }

    package var series: [Entry]

    package init(series: [Entry]) { self.series = series }

    package static let blank = SeasonPass(series: [])
    package static let fields: [RecordField<SeasonPass>] = [.records("series", \.series, matchedBy: "id", .readWrite)]
}
