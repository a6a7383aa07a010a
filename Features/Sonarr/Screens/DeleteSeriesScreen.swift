import MarqueeHost
import ServarrScreens

/// "Delete this series?" (see ``DeleteMediaScreen``); deleting goes back to the library.
public typealias DeleteSeriesScreen = DeleteMediaScreen<SonarrService>

extension DeleteMediaScreen where Service == SonarrService {
    convenience init(seriesID: Int, context: ScreenContext) {
        self.init(mediaID: seriesID, context: context)
    }

    /// The series deleted.
    public var seriesID: Int { mediaID }
}
