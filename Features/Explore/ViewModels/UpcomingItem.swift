import Foundation

/// One release on the merged calendar: a movie's cinema, digital or physical release, or an
/// episode's air date.
public struct UpcomingItem: Hashable, Sendable, Identifiable {
    /// When it is released or airs.
    public var date: Date
    /// Whether ``date`` has a time of day (an episode's air time); a movie's releases are
    /// days only.
    public var hasTime: Bool
    /// The movie's or the series' title.
    public var title: String
    /// "digital release", "S01E03 · The Title".
    public var detail: String
    /// "Radarr demo".
    public var instanceLabel: String
    /// The position of its instance in ``ServarrInstances/all``.
    public var instanceIndex: Int
    /// Whether the file is already on disk.
    public var hasFile: Bool
    /// Showing the movie or series in its module.
    public var handOff: HandOff

    /// Creates a release.
    public init(
        date: Date, hasTime: Bool = false, title: String, detail: String, instanceLabel: String, instanceIndex: Int,
        hasFile: Bool, handOff: HandOff
    ) {
        self.date = date
        self.hasTime = hasTime
        self.title = title
        self.detail = detail
        self.instanceLabel = instanceLabel
        self.instanceIndex = instanceIndex
        self.hasFile = hasFile
        self.handOff = handOff
    }

    /// Identifies the release across reloads.
    public var id: String { "\(instanceIndex)/\(title)/\(detail)/\(date.timeIntervalSince1970)" }

    /// Calendar order: by date, then title, then detail (stable across reloads).
    static func precedes(_ lhs: UpcomingItem, _ rhs: UpcomingItem) -> Bool {
        (lhs.date, lhs.title, lhs.detail, lhs.instanceIndex) < (rhs.date, rhs.title, rhs.detail, rhs.instanceIndex)
    }
}
