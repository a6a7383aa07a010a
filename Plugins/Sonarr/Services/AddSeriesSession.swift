import Foundation
import ServarrCore
import ServarrScreens
import SonarrAPI

/// The state an add-series flow shares between its modal screens: the lookup results, the
/// profiles and folders the pickers offer, the draft per series, and the last add error.
///
/// One per module registration. Screens are made from routes, so the options screen, the
/// pickers and the confirmation meet here instead of passing closures.
@MainActor
public final class AddSeriesSession {
    /// The lookup results by TVDB id.
    public private(set) var results: [Int: Series] = [:]
    /// The quality profiles offered (loaded by the options screen).
    public var qualityProfiles: [QualityProfile] = []
    /// The root folders offered (loaded by the options screen).
    public var rootFolders: [RootFolder] = []
    /// The drafts by TVDB id.
    public var drafts: [Int: AddSeriesDraft] = [:]
    /// The TVDB id of the series the options screen shows.
    public var currentTVDBID: Int?
    /// The server's message when the last add failed, shown on the options screen.
    public var addError: String?
    /// Whether an add request is running.
    public private(set) var isAdding = false

    public init() {}

    /// Remembers lookup results so the options screen can find its series.
    public func remember(_ series: [Series]) {
        for item in series { results[item.tvdbID] = item }
    }

    /// The current series and its draft, when the options screen is showing one.
    public var current: (series: Series, draft: AddSeriesDraft)? {
        guard let id = currentTVDBID, let series = results[id] else { return nil }
        return (series, drafts[id] ?? AddSeriesDraft())
    }

    /// Adds the current series with its draft: creates unknown tags, then adds. Returns the
    /// added series, or nil with ``addError`` set to the server's message.
    public func add(using repository: SonarrRepository?) async -> Series? {
        guard let repository else {
            addError = "Sonarr is not configured"
            return nil
        }
        guard let (series, draft) = current else {
            addError = "Nothing to add"
            return nil
        }
        if let problem = draft.problem {
            addError = problem
            return nil
        }
        isAdding = true
        defer { isAdding = false }
        do {
            let tagIDs = try await TagLabels.ids(for: draft.tagLabels, known: { try await repository.tags() },
                                                 create: { try await repository.createTag(label: $0) })
            let options = AddSeriesOptions(
                qualityProfileID: draft.qualityProfileID ?? 0, rootFolderPath: draft.rootFolderPath ?? "",
                isMonitored: draft.monitor != "none", seriesType: draft.seriesType, usesSeasonFolders: draft.usesSeasonFolders,
                tagIDs: tagIDs, monitor: draft.monitor, searchForMissingEpisodes: draft.searchForMissingEpisodes)
            let added = try await repository.addSeries(series, options: options)
            addError = nil
            results[series.tvdbID] = added
            drafts[series.tvdbID] = nil
            return added
        } catch {
            addError = ServarrError.userMessage(for: error)
            return nil
        }
    }
}
