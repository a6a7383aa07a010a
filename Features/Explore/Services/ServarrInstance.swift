import LidarrAPI
import RadarrAPI
import SonarrAPI

/// One configured Radarr, Sonarr or Lidarr instance, as Explore sees it: a name and a repository.
public struct ServarrInstance: Sendable {
    /// The server an instance talks to.
    public enum Connection: Sendable {
        /// A Radarr instance (movies).
        case radarr(RadarrRepository)
        /// A Sonarr instance (series).
        case sonarr(SonarrRepository)
        /// A Lidarr instance (artists).
        case lidarr(LidarrRepository)
    }

    /// The instance's configured name (for example `demo` or `nas`).
    public let name: String
    /// Its repository.
    public let connection: Connection

    /// Creates an instance.
    public init(name: String, connection: Connection) {
        self.name = name
        self.connection = connection
    }

    /// A Radarr instance.
    public static func radarr(_ name: String, _ repository: RadarrRepository) -> ServarrInstance {
        ServarrInstance(name: name, connection: .radarr(repository))
    }

    /// A Sonarr instance.
    public static func sonarr(_ name: String, _ repository: SonarrRepository) -> ServarrInstance {
        ServarrInstance(name: name, connection: .sonarr(repository))
    }

    /// A Lidarr instance.
    public static func lidarr(_ name: String, _ repository: LidarrRepository) -> ServarrInstance {
        ServarrInstance(name: name, connection: .lidarr(repository))
    }

    /// The kind of server.
    public var service: ServarrService {
        switch connection {
        case .radarr: .radarr
        case .sonarr: .sonarr
        case .lidarr: .lidarr
        }
    }

    /// "Radarr demo": the service and the instance name, as rows and error lines show it.
    public var label: String { "\(service.title) \(name)" }
}

/// The kinds of server Explore searches.
public enum ServarrService: String, Hashable, Sendable {
    /// Radarr: movies.
    case radarr
    /// Sonarr: series.
    case sonarr
    /// Lidarr: artists.
    case lidarr

    /// "Radarr" or "Sonarr".
    public var title: String { rawValue.capitalized }
}
