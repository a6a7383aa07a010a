import ServarrScreens
import SonarrAPI

/// The state an add-series flow shares between its modal screens, keyed by TVDB id (see
/// ``AddSession``).
public typealias AddSeriesSession = AddSession<Series, AddSeriesDraft>

extension AddSeriesDraft: AddDraft {}

extension AddSession where Item == Series, Draft == AddSeriesDraft {
    /// An empty session for Sonarr's add-series flow.
    public convenience init() { self.init(for: SonarrService.self) }

    /// Adds the current series with its draft (see ``AddSession/add(using:for:)``).
    public func add(using repository: SonarrRepository?) async -> Series? { await add(using: repository, for: SonarrService.self) }
}
