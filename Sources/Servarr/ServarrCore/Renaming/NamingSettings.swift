import MarqueeJSON

/// A server's naming settings (`config/naming`): whether imports are renamed, what replaces
/// characters a file system refuses and a colon, and the formats that make file and folder
/// names (`{Movie Title} ({Release Year})`). Each service sends its own members (Radarr's
/// `renameMovies` and `standardMovieFormat`, Sonarr's `renameEpisodes` and five formats,
/// Lidarr's `renameTracks` and three): a member the server did not send stays nil and is not
/// written back, so a form shows exactly what the server has.
public struct NamingSettings: Sendable, Hashable, Identifiable {
    public var id: Int
    public var renameMovies: Bool?
    public var renameEpisodes: Bool?
    public var renameTracks: Bool?
    public var replaceIllegalCharacters: Bool?
    /// What replaces a colon: a name (`delete`, `dash`, `spaceDash`, `spaceDashSpace`, `smart`)
    /// on some servers, the same choices numbered 0–4 on others.
    public var colonReplacement: JSONValue
    public var standardMovieFormat: String?
    public var movieFolderFormat: String?
    public var standardEpisodeFormat: String?
    public var dailyEpisodeFormat: String?
    public var animeEpisodeFormat: String?
    public var seriesFolderFormat: String?
    public var seasonFolderFormat: String?
    public var specialsFolderFormat: String?
    public var standardTrackFormat: String?
    public var multiDiscTrackFormat: String?
    public var artistFolderFormat: String?

    public init(id: Int, colonReplacement: JSONValue = .null) {
        self.id = id
        self.colonReplacement = colonReplacement
    }

    /// Whether imported files are renamed, whichever member the server names it by; nil when it
    /// sent none.
    public var renamesFiles: Bool? {
        get { renameMovies ?? renameEpisodes ?? renameTracks }
        set {
            if renameMovies != nil { renameMovies = newValue }
            if renameEpisodes != nil { renameEpisodes = newValue }
            if renameTracks != nil { renameTracks = newValue }
        }
    }

    /// A format member: its label and where it is kept.
    public struct Format: Sendable {
        public let label: String
        public let keyPath: WritableKeyPath<NamingSettings, String?> & Sendable
    }

    /// Every format member, the file formats first.
    public static let formats: [Format] = [
        Format(label: "Movie file", keyPath: \.standardMovieFormat),
        Format(label: "Episode file", keyPath: \.standardEpisodeFormat),
        Format(label: "Track file", keyPath: \.standardTrackFormat),
        Format(label: "Daily episode file", keyPath: \.dailyEpisodeFormat),
        Format(label: "Anime episode file", keyPath: \.animeEpisodeFormat),
        Format(label: "Multi-disc track file", keyPath: \.multiDiscTrackFormat),
        Format(label: "Movie folder", keyPath: \.movieFolderFormat),
        Format(label: "Series folder", keyPath: \.seriesFolderFormat),
        Format(label: "Season folder", keyPath: \.seasonFolderFormat),
        Format(label: "Specials folder", keyPath: \.specialsFolderFormat),
        Format(label: "Artist folder", keyPath: \.artistFolderFormat),
    ]

    /// The formats this server sent, in ``formats`` order.
    public var presentFormats: [Format] { Self.formats.filter { self[keyPath: $0.keyPath] != nil } }

    /// The settings as people read them, one row each: whether files are renamed, whether
    /// illegal characters are replaced, the colon replacement, then every format the server has.
    public var rows: [(label: String, value: String)] {
        var rows: [(String, String)] = []
        if let renamesFiles { rows.append(("Rename files", renamesFiles ? "yes" : "no")) }
        if let replaceIllegalCharacters { rows.append(("Replace illegal characters", replaceIllegalCharacters ? "yes" : "no")) }
        if let colonReplacementChoice { rows.append(("Colon replacement", Self.colonReplacements[colonReplacementChoice])) }
        return rows + presentFormats.map { ($0.label, self[keyPath: $0.keyPath] ?? "") }
    }

    /// The colon replacements people choose between, by their names on the servers' web UIs.
    public static let colonReplacements = [
        "Delete", "Replace with Dash", "Replace with Space Dash", "Replace with Space Dash Space", "Smart Replace",
    ]
    private static let colonReplacementNames = ["delete", "dash", "spaceDash", "spaceDashSpace", "smart"]

    /// The place of ``colonReplacement`` among ``colonReplacements``; nil for a value this
    /// client does not know (Sonarr's custom replacement) or none.
    public var colonReplacementChoice: Int? {
        get {
            switch colonReplacement {
            case .string(let name): Self.colonReplacementNames.firstIndex(of: name)
            case .number(let number): Self.colonReplacements.indices.contains(Int(exactly: number) ?? -1) ? Int(number) : nil
            default: nil
            }
        }
        set {
            guard let newValue, Self.colonReplacements.indices.contains(newValue) else { return }
            switch colonReplacement {
            case .string: colonReplacement = .string(Self.colonReplacementNames[newValue])
            case .number: colonReplacement = .number(Double(newValue))
            default: break
            }
        }
    }
}

extension NamingSettings: ServarrRecord {
    package static let blank = NamingSettings(id: 0)
    package static let fields: [RecordField<NamingSettings>] = [
        .identity(\.id),
        .field("renameMovies", \.renameMovies, .readWrite),
        .field("renameEpisodes", \.renameEpisodes, .readWrite),
        .field("renameTracks", \.renameTracks, .readWrite),
        .field("replaceIllegalCharacters", \.replaceIllegalCharacters, .readWrite),
        .value("colonReplacementFormat", \.colonReplacement, .readWrite),
        .field("standardMovieFormat", \.standardMovieFormat, .readWrite),
        .field("movieFolderFormat", \.movieFolderFormat, .readWrite),
        .field("standardEpisodeFormat", \.standardEpisodeFormat, .readWrite),
        .field("dailyEpisodeFormat", \.dailyEpisodeFormat, .readWrite),
        .field("animeEpisodeFormat", \.animeEpisodeFormat, .readWrite),
        .field("seriesFolderFormat", \.seriesFolderFormat, .readWrite),
        .field("seasonFolderFormat", \.seasonFolderFormat, .readWrite),
        .field("specialsFolderFormat", \.specialsFolderFormat, .readWrite),
        .field("standardTrackFormat", \.standardTrackFormat, .readWrite),
        .field("multiDiscTrackFormat", \.multiDiscTrackFormat, .readWrite),
        .field("artistFolderFormat", \.artistFolderFormat, .readWrite),
    ]
}

extension ServarrRepository {
    /// The naming settings: the rename toggle, the colon replacement and the formats.
    public func namingSettings() async throws -> NamingSettings {
        try await object(.get, "config/naming") { NamingSettings.read(&$0) }
    }

    /// Saves the naming settings over the server's own (what this client does not know stays);
    /// returns them as stored. The servers refuse an empty or unreadable format.
    public func update(_ settings: NamingSettings) async throws -> NamingSettings {
        try await replace("config/naming/\(settings.id)", change: settings.json(over:)) { NamingSettings.read(&$0) }
    }
}
