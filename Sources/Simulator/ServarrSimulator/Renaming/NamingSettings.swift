import Foundation

/// A server's naming settings (`config/naming`): whether imports are renamed and the formats
/// that make file and folder names from an item's values (`{Movie Title} ({Release Year})`).
/// One type for the three services: each fills in its own members, and the others stay out of
/// its answers (nil members are not encoded).
struct NamingSettings: Codable, Sendable {
    var id: Int? = 1
    var renameMovies: Bool?
    var renameEpisodes: Bool?
    var renameTracks: Bool?
    var replaceIllegalCharacters: Bool?
    /// Radarr's is a name ("delete"), Sonarr's and Lidarr's a number.
    var colonReplacementFormat: TextOrNumber?
    var standardMovieFormat: String?
    var movieFolderFormat: String?
    var multiEpisodeStyle: Int?
    var standardEpisodeFormat: String?
    var dailyEpisodeFormat: String?
    var animeEpisodeFormat: String?
    var seriesFolderFormat: String?
    var seasonFolderFormat: String?
    var specialsFolderFormat: String?
    var standardTrackFormat: String?
    var multiDiscTrackFormat: String?
    var artistFolderFormat: String?

    /// A member the services send as a name or as a number.
    enum TextOrNumber: Codable, Sendable, Equatable {
        case text(String)
        case number(Int)

        init(from decoder: any Decoder) throws {
            let container = try decoder.singleValueContainer()
            if let number = try? container.decode(Int.self) {
                self = .number(number)
            } else {
                self = .text(try container.decode(String.self))
            }
        }

        func encode(to encoder: any Encoder) throws {
            var container = encoder.singleValueContainer()
            switch self {
            case .text(let text): try container.encode(text)
            case .number(let number): try container.encode(number)
            }
        }
    }

    /// The settings a new server of `service` starts with. The formats put the quality in
    /// brackets, which the sample library's files (named by an older format) lack, so that every
    /// file has a rename to preview until it is renamed.
    static func defaults(for service: SimulatedService) -> NamingSettings {
        var settings = NamingSettings(replaceIllegalCharacters: true)
        switch service {
        case .radarr:
            settings.renameMovies = true
            settings.colonReplacementFormat = .text("delete")
            settings.standardMovieFormat = "{Movie Title} ({Release Year}) [{Quality Full}]"
            settings.movieFolderFormat = "{Movie Title} ({Release Year})"
        case .sonarr:
            settings.renameEpisodes = true
            settings.colonReplacementFormat = .number(0)
            settings.multiEpisodeStyle = 0
            settings.standardEpisodeFormat = "{Series Title} - S{season:00}E{episode:00} - {Episode Title} [{Quality Full}]"
            settings.dailyEpisodeFormat = "{Series Title} - {Air-Date} - {Episode Title} [{Quality Full}]"
            settings.animeEpisodeFormat = "{Series Title} - S{season:00}E{episode:00} - {Episode Title} [{Quality Full}]"
            settings.seriesFolderFormat = "{Series Title}"
            settings.seasonFolderFormat = "Season {season}"
            settings.specialsFolderFormat = "Specials"
        case .lidarr:
            settings.renameTracks = true
            settings.colonReplacementFormat = .number(0)
            settings.standardTrackFormat = "{Album Title} ({Release Year})/{Artist Name} - {Album Title} - {track:00} - {Track Title}"
            settings.multiDiscTrackFormat =
                "{Album Title} ({Release Year})/{Medium Format} {medium:00}/{Artist Name} - {Album Title} - {track:00} - {Track Title}"
            settings.artistFolderFormat = "{Artist Name}"
        }
        return settings
    }

    /// Whether the service renames files at all (`renameMovies`, `renameEpisodes`, `renameTracks`).
    var renamesFiles: Bool { renameMovies ?? renameEpisodes ?? renameTracks ?? false }

    /// The format of a file's name (below the item's folder) on `service`.
    func fileFormat(for service: SimulatedService) -> String {
        switch service {
        case .radarr: standardMovieFormat ?? ""
        case .sonarr: (seasonFolderFormat.map { $0 + "/" } ?? "") + (standardEpisodeFormat ?? "")
        case .lidarr: standardTrackFormat ?? ""
        }
    }

    /// `changes` put over these settings: the members it sends replace these, the others stay.
    /// Fails as the servers' validation does when a format the service renames with is empty
    /// or longer than ``NamingFormat/longestFormat``.
    func updated(with changes: NamingSettings, for service: SimulatedService) throws(SimulatorFailure) -> NamingSettings {
        var settings = self
        settings.renameMovies = changes.renameMovies ?? renameMovies
        settings.renameEpisodes = changes.renameEpisodes ?? renameEpisodes
        settings.renameTracks = changes.renameTracks ?? renameTracks
        settings.replaceIllegalCharacters = changes.replaceIllegalCharacters ?? replaceIllegalCharacters
        settings.colonReplacementFormat = changes.colonReplacementFormat ?? colonReplacementFormat
        settings.standardMovieFormat = changes.standardMovieFormat ?? standardMovieFormat
        settings.movieFolderFormat = changes.movieFolderFormat ?? movieFolderFormat
        settings.multiEpisodeStyle = changes.multiEpisodeStyle ?? multiEpisodeStyle
        settings.standardEpisodeFormat = changes.standardEpisodeFormat ?? standardEpisodeFormat
        settings.dailyEpisodeFormat = changes.dailyEpisodeFormat ?? dailyEpisodeFormat
        settings.animeEpisodeFormat = changes.animeEpisodeFormat ?? animeEpisodeFormat
        settings.seriesFolderFormat = changes.seriesFolderFormat ?? seriesFolderFormat
        settings.seasonFolderFormat = changes.seasonFolderFormat ?? seasonFolderFormat
        settings.specialsFolderFormat = changes.specialsFolderFormat ?? specialsFolderFormat
        settings.standardTrackFormat = changes.standardTrackFormat ?? standardTrackFormat
        settings.multiDiscTrackFormat = changes.multiDiscTrackFormat ?? multiDiscTrackFormat
        settings.artistFolderFormat = changes.artistFolderFormat ?? artistFolderFormat
        let (name, label, format): (String, String, String?) =
            switch service {
            case .radarr: ("StandardMovieFormat", "Standard Movie Format", settings.standardMovieFormat)
            case .sonarr: ("StandardEpisodeFormat", "Standard Episode Format", settings.standardEpisodeFormat)
            case .lidarr: ("StandardTrackFormat", "Standard Track Format", settings.standardTrackFormat)
            }
        if settings.renamesFiles, (format ?? "").trimmingCharacters(in: .whitespaces).isEmpty {
            throw .invalid(name, "'\(label)' must not be empty.", code: "NotEmptyValidator")
        }
        for text in [
            settings.standardMovieFormat, settings.movieFolderFormat, settings.standardEpisodeFormat, settings.seasonFolderFormat,
            settings.seriesFolderFormat, settings.standardTrackFormat, settings.artistFolderFormat, settings.multiDiscTrackFormat,
        ]
        where (text?.count ?? 0) > NamingFormat.longestFormat {
            throw .invalid(name, "'\(label)' must be \(NamingFormat.longestFormat) characters or fewer.", code: "MaximumLengthValidator")
        }
        return settings
    }
}
