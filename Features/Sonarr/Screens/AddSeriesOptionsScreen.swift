import MarqueeHost
import MarqueeNavigation
import ServarrScreens

/// The add options for one series (see ``AddOptionsScreen``): quality profile, root folder,
/// series type and monitor pickers, season folders, tags, search missing, and Add.
public typealias AddSeriesOptionsScreen = AddOptionsScreen<SonarrService>

extension AddOptionsScreen where Service == SonarrService {
    convenience init(tvdbID: Int, session: AddSeriesSession, context: ScreenContext) {
        self.init(externalID: tvdbID, session: session, context: context)
    }

    /// Opens the series-type picker; its `String` result (the wire value) replaces the type.
    public func chooseSeriesType() throws(NavigationError) { try choose(.seriesType) }

    /// Opens the monitor picker; its `String` result (the wire value) replaces the option.
    public func chooseMonitor() throws(NavigationError) { try choose(.monitor) }
}
