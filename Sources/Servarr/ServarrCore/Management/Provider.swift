/// What indexers and download clients share: the servers call both providers.
public protocol ServarrProvider: Sendable, Hashable, Identifiable where ID == Int {
    var id: Int { get }
    /// The name the user gave it.
    var name: String { get }
    /// Its kind ("Newznab", "qBittorrent").
    var implementation: String { get }
    /// `usenet` or `torrent`.
    var downloadProtocol: String { get }
    /// Whether the service uses it at all.
    var isEnabled: Bool { get }
}
