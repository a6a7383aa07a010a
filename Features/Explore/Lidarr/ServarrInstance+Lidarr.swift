import Foundation
import LidarrAPI
import MarqueeContracts
import MarqueeNavigation

extension ServarrService {
    /// Lidarr: artists.
    public static let lidarr = ServarrService(rawValue: "lidarr")
}

extension HandOff {
    /// Show an artist of the Lidarr library.
    public static func showArtist(id: Int) -> HandOff { HandOff(service: .lidarr, action: .show(id: id)) }
    /// Start Lidarr's add-artist flow for a MusicBrainz id.
    public static func addArtist(musicBrainzID: String) -> HandOff { HandOff(service: .lidarr, action: .add(.musicBrainz(musicBrainzID))) }
}

extension ServarrInstance {
    /// A Lidarr instance: artists by MusicBrainz id, albums' release dates, hand-offs through
    /// ``LidarrRouting``.
    public static func lidarr(_ name: String, _ repository: LidarrRepository) -> ServarrInstance {
        let source = RepositorySource<LidarrRepository, any LidarrRouting>(
            repository: repository, service: .lidarr, catalogueID: { .musicBrainz($0.foreignArtistID) },
            upcomingItems: { album, dates, instance in
                guard let date = album.releaseDate, dates.contains(date) else { return [] }
                return [
                    UpcomingItem(
                        date: date, title: album.artistTitle ?? "Artist \(album.artistID)", detail: album.title,
                        instanceLabel: instance.label, instanceIndex: instance.index, hasFile: album.hasAllFiles,
                        handOff: .showArtist(id: album.artistID))
                ]
            },
            perform: { router, action throws(NavigationError) in
                switch action {
                case .show(let id): try router.showArtist(id: id)
                // Lidarr's lookup finds one artist by its MusicBrainz id written `lidarr:<id>`.
                case .add(.musicBrainz(let id)): try router.startAddArtist(term: "lidarr:\(id)")
                case .add: break
                }
            })
        return ServarrInstance(name: name, service: .lidarr, source: source)
    }
}
