import SonarrAPI

/// What the add-series sheet's screens share: the lookup results by TVDB id.
@MainActor
public final class AddSeriesSession {
    public private(set) var results: [Int: Series] = [:]

    public init() {}

    public func remember(_ series: [Series]) {
        for item in series { results[item.tvdbID] = item }
    }
}
