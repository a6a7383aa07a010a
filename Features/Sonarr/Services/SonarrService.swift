import MarqueeNavigation
import ServarrCore
import ServarrScreens
import SonarrAPI

/// What the shared Servarr screens need to know about Sonarr: series, looked up by TVDB id,
/// added and edited with a series type, season folders and which episodes to monitor.
public enum SonarrService: ServarrService {
    public typealias Repository = SonarrRepository
    public typealias Route = SonarrRoute
    public typealias Modal = SonarrModal
    public typealias Draft = AddSeriesDraft

    /// The rows of the add-options form.
    public enum AddField: Int, FormField {
        case qualityProfile, rootFolder, seriesType, monitor, seasonFolders, tags, searchOnAdd, add
    }

    /// The rows of the edit sheet.
    public enum EditField: Int, EditFormField {
        case monitored, seriesType, seasonFolders, qualityProfile, rootFolder, path, moveFiles, tags, save
    }

    public static let tab: TabID = "sonarr"
    public static let noun = "series"
    public static let nounWithArticle = "a series"
    public static let library = SonarrRoute.library
    public static func detail(id: Int) -> SonarrRoute { .series(id: id) }
    public static func activity(_ kind: ActivityKind) -> SonarrRoute { .activity(kind) }

    public static let lookupPlaceholder = "title or tvdb:81189"
    public static func lookupTerm(externalID: Int) -> String { "tvdb:\(externalID)" }
    public static let externalIDName = "tvdbID"

    /// A new draft keeps the series type the lookup result has, when it is one a draft offers.
    public static func newDraft(for series: Series?) -> AddSeriesDraft {
        var draft = AddSeriesDraft()
        if let series, AddSeriesDraft.seriesTypes.contains(series.seriesType) { draft.seriesType = series.seriesType }
        return draft
    }

    public static func addRow(_ field: AddField, of draft: AddSeriesDraft) -> AddFormRow<AddSeriesDraft, SonarrModal> {
        switch field {
        case .qualityProfile: AddFormRow("Quality profile", "", .qualityProfile)
        case .rootFolder: AddFormRow("Root folder", "", .rootFolder)
        case .seriesType:
            AddFormRow(
                "Series type", AddSeriesText.seriesType(draft.seriesType),
                .pick(SonarrModal.pickSeriesType) { draft, value in draft.seriesType = SeriesType(rawValue: value) })
        case .monitor:
            AddFormRow("Monitor", AddSeriesText.monitor(draft.monitor), .pick(SonarrModal.pickMonitor) { draft, value in draft.monitor = value })
        case .seasonFolders: AddFormRow("Season folders", "", .toggle(\.usesSeasonFolders))
        case .tags: AddFormRow("Tags", "", .tags)
        case .searchOnAdd: AddFormRow("Search missing", "", .toggle(\.searchOnAdd))
        case .add: AddFormRow("Add", "", .add)
        }
    }

    public static func addOptions(for draft: AddSeriesDraft, tagIDs: [Int]) -> AddSeriesOptions {
        AddSeriesOptions(
            qualityProfileID: draft.qualityProfileID ?? 0, rootFolderPath: draft.rootFolderPath ?? "",
            isMonitored: draft.monitor != "none", seriesType: draft.seriesType, usesSeasonFolders: draft.usesSeasonFolders,
            tagIDs: tagIDs, monitor: draft.monitor, searchForMissingEpisodes: draft.searchForMissingEpisodes)
    }

    public static func editRow(_ field: EditField, of series: Series, choices: Void) -> EditFormRow<Series> {
        guard field == .seriesType else {
            return EditFormRow("Season folders", series.usesSeasonFolders ? "[x] yes" : "[ ] no") { series, _ in series.usesSeasonFolders.toggle() }
        }
        return EditFormRow("Series type", "‹ \(series.seriesType.rawValue) ›") { series, forward in
            let types = AddSeriesDraft.seriesTypes
            let index = types.firstIndex(of: series.seriesType) ?? 0
            series.seriesType = types[(index + (forward ? 1 : types.count - 1)) % types.count]
        }
    }

    /// "Add Breaking Bad (2008) to /tv, monitoring all episodes?".
    public static func confirmAddMessage(_ series: Series?, _ draft: AddSeriesDraft) -> String {
        guard let series else { return "Add this series?" }
        let folder = draft.rootFolderPath.map { " to \($0)" } ?? ""
        return "Add \(series.titleWithYear)\(folder), monitoring \(AddSeriesText.monitor(draft.monitor).lowercased())?"
    }

    /// The bulk editor's series type and season folders.
    public static func bulkEditRows(from repository: SonarrRepository) async throws -> [BulkEditRow] {
        [
            BulkEditRow(
                "Series type", options: AddSeriesDraft.seriesTypes.map { .serviceField($0.rawValue, field: "seriesType", value: .text($0.rawValue)) }),
            BulkEditRow(
                "Season folders",
                options: [
                    .serviceField("yes", field: "seasonFolder", value: .flag(true)), .serviceField("no", field: "seasonFolder", value: .flag(false)),
                ]),
        ]
    }

    public static let editLabelWidth = 15
    public static let exclusionLabel = "Add import list exclusion"
    /// Every screen above the library belongs to one series (its detail, seasons, episodes).
    public static func showsItem(_ route: SonarrRoute, id: Int) -> Bool { route != .library }
}
