import ServarrCore

/// What an interactive search shares with its grab confirmation: the releases found, by
/// guid, and the last release grabbed (the search screen announces it when it shows again).
/// One per feature registration.
@MainActor
public final class ReleaseSession {
    /// The releases the last searches found, by guid.
    public private(set) var releases: [String: Release] = [:]
    /// The release grabbed last, until the search screen has announced it.
    public var lastGrab: Release?

    public init() {}

    /// Remembers search results so a confirmation can find its release.
    public func remember(_ found: [Release]) {
        for release in found { releases[release.guid] = release }
    }
}
