/// A kind of server Marquee talks to; each is a top-level key of the configuration file.
///
/// The kinds are data, not a closed list: each service declares its own in its folder
/// (`ServiceKind.radarr` next to Settings' Radarr probe) and the composition root hands the
/// ones it runs to what needs them (``ConfigurationFile``, Settings, the CLI).
public struct ServiceKind: RawRepresentable, Hashable, Sendable, Codable, CustomStringConvertible {
    /// The kind as it stands in the configuration file and in links: "radarr".
    public let rawValue: String

    /// The kind written `rawValue` in the configuration file and in links.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// The kind as it stands in the configuration file, in messages and logs: "radarr".
    public var description: String { rawValue }

    /// The kind's name as people write it: "Radarr".
    public var name: String { rawValue.prefix(1).uppercased() + rawValue.dropFirst() }

    /// The kinds' names, as a sentence lists them: "Radarr, Sonarr or Lidarr" when
    /// `conjunction` is "or".
    public static func names(of kinds: [ServiceKind], joinedBy conjunction: String) -> String {
        let names = kinds.map(\.name)
        guard let last = names.last, names.count > 1 else { return names.joined() }
        return names.dropLast().joined(separator: ", ") + " \(conjunction) " + last
    }
}
