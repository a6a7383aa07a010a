import Foundation
import MarqueeContracts
import MarqueeNavigation
import RadarrAPI

extension ServarrService {
    /// Radarr: movies.
    public static let radarr = ServarrService(rawValue: "radarr")
}

extension HandOff {
    /// Show a movie of the Radarr library.
    public static func showMovie(id: Int) -> HandOff { HandOff(service: .radarr, action: .show(id: id)) }
    /// Start Radarr's add-movie flow for a TMDb id.
    public static func addMovie(tmdbID: Int) -> HandOff { HandOff(service: .radarr, action: .add(.tmdb(tmdbID))) }
}

extension ServarrInstance {
    /// A Radarr instance: movies by TMDb id, their release dates, hand-offs through ``RadarrRouting``.
    public static func radarr(_ name: String, _ repository: RadarrRepository) -> ServarrInstance {
        let source = RepositorySource<RadarrRepository, any RadarrRouting>(
            repository: repository, service: .radarr, catalogueID: { .tmdb($0.tmdbID) },
            upcomingItems: { movie, dates, instance in
                let releases: [(Date?, String)] = [
                    (movie.inCinemas, "in cinemas"), (movie.digitalRelease, "digital release"), (movie.physicalRelease, "physical release"),
                ]
                return releases.compactMap { date, kind -> UpcomingItem? in
                    guard let date, dates.contains(date) else { return nil }
                    return UpcomingItem(
                        date: date, title: movie.title, detail: kind, instanceLabel: instance.label, instanceIndex: instance.index,
                        hasFile: movie.hasFile, handOff: .showMovie(id: movie.id))
                }
            },
            perform: { router, action throws(NavigationError) in
                switch action {
                case .show(let id): try router.showMovie(id: id)
                case .add(let catalogueID): if let tmdbID = catalogueID.number { try router.startAddMovie(tmdbID: tmdbID) }
                }
            })
        return ServarrInstance(name: name, service: .radarr, source: source)
    }
}
