import Foundation

/// Which Radarr and Sonarr versions the simulator impersonates.
///
/// Unset (`nil`, the default), each server reports the versions the simulator always reported
/// (Radarr 5.14.0.9383, Sonarr 4.0.10.2544) and serves the shapes of the v3 OpenAPI specs.
/// Set, it reports a release of that major version and serves its shapes:
///
/// | Setting | `system/status` version | Shapes |
/// |---|---|---|
/// | Radarr 4 | 4.7.5.7809 | the v3 spec's (release `rejections` strings, numeric `indexerFlags`) |
/// | Radarr 5 | 5.26.2.10099 | release `rejections` as `{reason, type}` objects, `indexerFlags` as flag names, `languages` and `customFormats` on releases, files and queue records |
/// | Sonarr 3 | 3.0.10.1567 | the v3 spec's |
/// | Sonarr 4 | 4.0.15.2941 | as Radarr 5; root folders show `totalSpace` |
public struct ServerVersions: Sendable, Equatable {
    /// Radarr's major version: 4 or 5, or nil for the default.
    public var radarr: Int?
    /// Sonarr's major version: 3 or 4, or nil for the default.
    public var sonarr: Int?

    /// Creates a setting; nil keeps a server's default.
    public init(radarr: Int? = nil, sonarr: Int? = nil) {
        self.radarr = radarr
        self.sonarr = sonarr
    }

    /// Parses `radarr=5,sonarr=4` (either part may be left out).
    public init(parsing text: String) throws(ServerVersionsError) {
        for part in text.split(separator: ",") {
            let pair = part.split(separator: "=", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces) }
            guard pair.count == 2, let major = Int(pair[1]) else { throw .malformed(String(part)) }
            switch pair[0].lowercased() {
            case "radarr" where [4, 5].contains(major): radarr = major
            case "sonarr" where [3, 4].contains(major): sonarr = major
            default: throw .unsupported(String(part))
            }
        }
    }

    /// Whether Radarr serves the newer (v5) shapes.
    var radarrUsesNewerShapes: Bool { radarr == 5 }
    /// Whether Sonarr serves the newer (v4) shapes.
    var sonarrUsesNewerShapes: Bool { sonarr == 4 }

    var radarrVersion: String {
        switch radarr {
        case 4: "4.7.5.7809"
        case 5: "5.26.2.10099"
        default: "5.14.0.9383"
        }
    }

    var sonarrVersion: String {
        switch sonarr {
        case 3: "3.0.10.1567"
        case 4: "4.0.15.2941"
        default: "4.0.10.2544"
        }
    }
}

/// A `--server-version` value that cannot be read.
public enum ServerVersionsError: Error, CustomStringConvertible {
    case malformed(String)
    case unsupported(String)

    public var description: String {
        switch self {
        case .malformed(let part): "'\(part)' is not of the form radarr=5 or sonarr=4"
        case .unsupported(let part): "'\(part)': supported versions are radarr=4|5 and sonarr=3|4"
        }
    }
}
