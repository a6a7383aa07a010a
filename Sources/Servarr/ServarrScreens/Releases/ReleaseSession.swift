import ServarrCore

/// What an interactive search shares with its grab confirmation: the releases found, by
/// guid. One per feature registration.
@MainActor
public final class ReleaseSession {
    /// The releases the last searches found, by guid.
    public private(set) var releases: [String: Release] = [:]

    public init() {}

    /// Remembers search results so a confirmation can find its release.
    public func remember(_ found: [Release]) {
        for release in found { releases[release.guid] = release }
    }
}
