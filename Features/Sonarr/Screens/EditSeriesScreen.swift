import MarqueeHost
import ServarrScreens

/// The edit sheet of a series (see ``EditMediaScreen``): monitored, series type, season
/// folders, quality profile and path.
public typealias EditSeriesScreen = EditMediaScreen<SonarrService>

extension EditMediaScreen where Service == SonarrService {
    convenience init(seriesID: Int, edits: EditSession, context: ScreenContext) {
        self.init(mediaID: seriesID, edits: edits, context: context)
    }

    /// The series edited.
    public var seriesID: Int { mediaID }
}
