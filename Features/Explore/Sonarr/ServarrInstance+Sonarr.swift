import Foundation
import MarqueeContracts
import MarqueeNavigation
import SonarrAPI

extension ServarrService {
    /// Sonarr: series.
    public static let sonarr = ServarrService(rawValue: "sonarr")
}

extension HandOff {
    /// Show a series of the Sonarr library.
    public static func showSeries(id: Int) -> HandOff { HandOff(service: .sonarr, action: .show(id: id)) }
    /// Start Sonarr's add-series flow for a TVDB id.
    public static func addSeries(tvdbID: Int) -> HandOff { HandOff(service: .sonarr, action: .add(.tvdb(tvdbID))) }
}

extension ServarrInstance {
    /// A Sonarr instance: series by TVDB id, episodes' air dates, hand-offs through ``SonarrRouting``.
    public static func sonarr(_ name: String, _ repository: SonarrRepository) -> ServarrInstance {
        let source = RepositorySource<SonarrRepository, any SonarrRouting>(
            repository: repository, service: .sonarr, catalogueID: { .tvdb($0.tvdbID) },
            upcomingItems: { episode, dates, instance in
                guard let date = episode.airDate, dates.contains(date) else { return [] }
                let number = "S" + twoDigits(episode.seasonNumber) + "E" + twoDigits(episode.episodeNumber)
                // Sonarr gives the air date and time (in UTC).
                return [
                    UpcomingItem(
                        date: date, hasTime: true, title: episode.seriesTitle ?? "Series \(episode.seriesID)",
                        detail: episode.title.isEmpty ? number : "\(number) · \(episode.title)",
                        instanceLabel: instance.label, instanceIndex: instance.index, hasFile: episode.hasFile,
                        handOff: .showSeries(id: episode.seriesID))
                ]
            },
            perform: { router, action throws(NavigationError) in
                switch action {
                case .show(let id): try router.showSeries(id: id)
                case .add(let catalogueID): if let tvdbID = catalogueID.number { try router.startAddSeries(tvdbID: tvdbID) }
                }
            })
        return ServarrInstance(name: name, service: .sonarr, source: source)
    }

    private static func twoDigits(_ number: Int) -> String { number < 10 ? "0\(number)" : String(number) }
}
