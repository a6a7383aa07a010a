import Foundation
import LidarrAPI
import MarqueeNavigation
import ServarrCore
import ServarrScreens

/// What the shared Servarr screens need to know about Lidarr: artists, added with a metadata
/// profile and which albums to monitor, edited with their new-album monitoring; albums in the
/// calendar and wanted lists.
public enum LidarrService: ServarrService {
    public typealias Repository = LidarrRepository
    public typealias Route = LidarrRoute
    public typealias Modal = LidarrModal
    public typealias Draft = AddArtistDraft

    /// The rows of the add-options form.
    public enum AddField: Int, FormField {
        case qualityProfile, metadataProfile, rootFolder, monitor, tags, searchOnAdd, add
    }

    /// The rows of the edit sheet.
    public enum EditField: Int, EditFormField {
        case monitored, newAlbums, qualityProfile, metadataProfile, rootFolder, path, moveFiles, tags, save
    }

    public static let tab: TabID = "lidarr"
    public static let noun = "artist"
    public static let nounWithArticle = "an artist"
    public static let library = LidarrRoute.library
    public static func detail(id: Int) -> LidarrRoute { .artist(id: id) }
    public static func activity(_ kind: ActivityKind) -> LidarrRoute { .activity(kind) }

    /// Lidarr looks artists up by name or `lidarr:` MusicBrainz id.
    public static let lookupPlaceholder = "artist name or lidarr:MBID"
    public static func lookupTerm(externalID: String) -> String { "lidarr:\(externalID)" }
    public static let externalIDName = "foreignArtistID"
    public static func newDraft(for artist: Artist?) -> AddArtistDraft { AddArtistDraft() }

    public static func addRow(_ field: AddField, of draft: AddArtistDraft) -> AddFormRow<AddArtistDraft, LidarrModal> {
        switch field {
        case .qualityProfile: AddFormRow("Quality profile", "", .qualityProfile)
        case .metadataProfile:
            AddFormRow(
                "Metadata profile", draft.metadataProfileID.map { draft.metadataProfileNames[$0] ?? "#\($0)" } ?? "Standard",
                .pick(LidarrModal.pickMetadataProfile) { draft, value in draft.metadataProfileID = Int(value) })
        case .rootFolder: AddFormRow("Root folder", "", .rootFolder)
        case .monitor:
            AddFormRow("Monitor", LidarrText.monitor(draft.monitor), .pick(LidarrModal.pickMonitor) { draft, value in draft.monitor = value })
        case .tags: AddFormRow("Tags", "", .tags)
        case .searchOnAdd: AddFormRow("Search missing", "", .toggle(\.searchOnAdd))
        case .add: AddFormRow("Add", "", .add)
        }
    }

    /// Without a metadata profile chosen, Lidarr's first profile ("Standard", id 1) is used.
    public static func addOptions(for draft: AddArtistDraft, tagIDs: [Int]) -> AddArtistOptions {
        AddArtistOptions(
            qualityProfileID: draft.qualityProfileID ?? 0, metadataProfileID: draft.metadataProfileID ?? 1,
            rootFolderPath: draft.rootFolderPath ?? "", isMonitored: draft.monitor != "none", tagIDs: tagIDs,
            monitor: draft.monitor, searchForMissingAlbums: draft.searchOnAdd)
    }

    /// The edit sheet chooses among the server's metadata profiles.
    public static func editChoices(from repository: LidarrRepository) async throws -> [MetadataProfile] {
        try await repository.metadataProfiles()
    }

    /// ←→ cycle which new albums are monitored (all, none, new) and the metadata profile.
    public static func editRow(_ field: EditField, of artist: Artist, choices profiles: [MetadataProfile]) -> EditFormRow<Artist> {
        guard field == .metadataProfile else {
            return EditFormRow("New albums", "‹ \(artist.monitorNewItems) ›") { artist, forward in
                artist.monitorNewItems = step(["all", "none", "new"], from: artist.monitorNewItems, forward: forward)
            }
        }
        let name = profiles.first { $0.id == artist.metadataProfileID }?.name ?? "#\(artist.metadataProfileID)"
        return EditFormRow("Metadata", "‹ \(name) ›") { artist, forward in
            artist.metadataProfileID = step(profiles.map(\.id), from: artist.metadataProfileID, forward: forward)
        }
    }

    /// The value after (or before) `value` in `values`, wrapping around; the first when
    /// `value` is not among them; `value` when there are none.
    private static func step<Value: Equatable>(_ values: [Value], from value: Value, forward: Bool) -> Value {
        guard !values.isEmpty else { return value }
        guard let index = values.firstIndex(of: value) else { return values[0] }
        return values[(index + (forward ? 1 : values.count - 1)) % values.count]
    }

    /// "Add Portishead to /music, monitoring all albums?".
    public static func confirmAddMessage(_ artist: Artist?, _ draft: AddArtistDraft) -> String {
        guard let artist else { return "Add this artist?" }
        let folder = draft.rootFolderPath.map { " to \($0)" } ?? ""
        return "Add \(artist.title)\(folder), monitoring \(LidarrText.monitor(draft.monitor).lowercased())?"
    }

    /// The bulk editor's metadata profile.
    public static func bulkEditRows(from repository: LidarrRepository) async throws -> [BulkEditRow] {
        let profiles = try await repository.metadataProfiles()
        return [
            BulkEditRow(
                "Metadata profile", options: profiles.map { .serviceField($0.name, field: "metadataProfileId", value: .number($0.id)) })
        ]
    }

    public static let editLabelWidth = 15
    public static let exclusionLabel = "Add import list exclusion"
    /// The artist's screen belongs to it; an album's screen is reached from it.
    public static func showsItem(_ route: LidarrRoute, id: Int) -> Bool { route == .artist(id: id) }
}

extension LidarrService: ServarrLibraryService {
    public static let libraryTitle = "Artists"
    public static let pluralNoun = "artists"

    /// `5 artists · 84/120 tracks · 3.2 GB`.
    public static func librarySummary(_ artists: [Artist]) -> String {
        let files = artists.reduce(0) { $0 + $1.trackFileCount }, tracks = artists.reduce(0) { $0 + $1.trackCount }
        return "\(artists.count) artists · \(files)/\(tracks) tracks · \(LidarrText.bytes(artists.reduce(0) { $0 + $1.sizeOnDisk }))"
    }

    public static func libraryRow(_ artist: Artist) -> (title: String, detail: String) {
        (artist.title, artist.isMonitored ? "●" : "○")
    }

    public static func search(_ artist: Artist) -> LidarrCommand { .searchArtist(id: artist.id) }
    public static func displayName(_ artist: Artist) -> String { artist.title }
}

extension LidarrService: ServarrActivityService {
    public static func calendarEntry(_ album: Album, in window: Range<Date>) -> (date: Date?, row: ActivityRow) {
        (
            album.releaseDate,
            ActivityRow(
                title: LidarrText.title(of: album), detail: album.hasAllFiles ? "✓" : "·",
                mediaID: album.artistID, recordID: album.id)
        )
    }

    public static func calendarSummary(count: Int) -> String { "\(count) album\(count == 1 ? "" : "s") released in the next four weeks" }

    public static func wantedRow(_ album: Album) -> ActivityRow {
        ActivityRow(
            title: LidarrText.title(of: album), detail: ActivityDates.text(for: album.releaseDate), mediaID: album.artistID, recordID: album.id)
    }

    /// An album's quality is the lowest of its track files' (what keeps it below the cutoff),
    /// asked for the whole page at once (Lidarr's albums do not carry it); the cutoff is its
    /// artist's quality profile's. An album the server lists no file of reads "?", and so does
    /// every album of the page when the server refuses the track files (the list and the
    /// cutoffs stay).
    public static func cutoffQualities(of page: [Album], from repository: LidarrRepository) async throws -> [Int: CutoffQualities] {
        var files: [TrackFile] = []
        do {
            files = try await repository.trackFiles(albumIDs: page.map(\.id))
        } catch  where !(error is CancellationError) {}
        let filesByAlbum = Dictionary(grouping: files, by: \.albumID)
        return CutoffQualities.byID(page) { album in
            CutoffQualities(current: filesByAlbum[album.id].flatMap(TrackFile.lowestQuality), profileID: album.artistQualityProfileID)
        }
    }

    /// Wanted runs Lidarr's own "search every missing album"; cutoff unmet searches the albums listed.
    public static func searchWanted(ids: [Int]) -> (command: LidarrCommand, noun: String) { (.searchAlbums(ids: ids), "album") }

    public static func searchAll(_ kind: ActivityKind) -> WantedSearch<LidarrCommand> {
        kind == .wanted
            ? .everything(.searchMissingAlbums, subject: "every missing album")
            : .listed({ .searchAlbums(ids: $0) }, noun: "album")
    }

}

/// What the user entered on the add-artist options screen, kept across pickers, the
/// confirmation and a failed add.
public struct AddArtistDraft: AddDraft {
    public var qualityProfileID: Int?
    public var metadataProfileID: Int?
    /// The names of the metadata profiles offered, by id (learnt when their picker opens).
    public var metadataProfileNames: [Int: String] = [:]
    public var rootFolderPath: String?
    /// Which albums to monitor (one of `AddArtistOptions.monitorChoices`).
    public var monitor = "all"
    public var tags = ""
    public var searchOnAdd = false

    public init() {}

    /// Drafts are equal when the user chose the same: the names learnt for display do not count
    /// (opening the picker and cancelling it changes nothing).
    public static func == (left: AddArtistDraft, right: AddArtistDraft) -> Bool {
        (left.qualityProfileID, left.metadataProfileID, left.rootFolderPath, left.monitor, left.tags, left.searchOnAdd)
            == (right.qualityProfileID, right.metadataProfileID, right.rootFolderPath, right.monitor, right.tags, right.searchOnAdd)
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(qualityProfileID)
        hasher.combine(metadataProfileID)
        hasher.combine(rootFolderPath)
        hasher.combine(monitor)
        hasher.combine(tags)
        hasher.combine(searchOnAdd)
    }
}

/// The state an add-artist flow shares between its modal screens (see ``AddSession``).
public typealias AddArtistSession = AddSession<Artist, AddArtistDraft>

extension AddSession where Item == Artist, Draft == AddArtistDraft {
    /// An empty session for Lidarr's add-artist flow.
    public convenience init() { self.init(for: LidarrService.self) }
}

/// How Lidarr's rows read.
enum LidarrText {
    /// "All albums", "Latest album", … for a monitor option.
    static func monitor(_ option: String) -> String {
        AddArtistOptions.monitorChoices.first { $0.value == option }?.label ?? option
    }

    /// `Radiohead — In Rainbows` (the artist's name when the server sent it).
    static func title(of album: Album) -> String {
        [album.artistTitle, album.title].compactMap { $0 }.filter { !$0.isEmpty }.joined(separator: " — ")
    }
}
