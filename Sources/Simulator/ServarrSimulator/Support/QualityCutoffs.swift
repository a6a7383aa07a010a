import Foundation

/// Which qualities each quality profile holds below its cutoff, as the servers decide cutoff
/// unmet: a file is below when its quality comes before the cutoff's row in the profile's
/// rows (lowest first, groups opened). A profile that does not allow upgrades ends them at its
/// first allowed row, so only qualities before that one are below. Qualities are matched by id,
/// as the servers match them (the simulated files carry the servers' ids, ``ServerQualities``).
struct QualityCutoffs: Sendable {
    /// The ids of the qualities below the cutoff, by profile id.
    private var qualitiesBelow: [Int: Set<Int>] = [:]

    /// The cutoffs of `profiles`, quality profile records as the store keeps them.
    init(profiles: [[String: Any]]) {
        for profile in profiles {
            guard let id = profile["id"] as? Int else { continue }
            let rows = profile["items"] as? [[String: Any]] ?? []
            let upgrades = profile["upgradeAllowed"] as? Bool ?? false
            let cutoff = upgrades ? profile["cutoff"] as? Int : rows.first { $0["allowed"] as? Bool == true }.flatMap(Self.rowID)
            guard
                let end = rows.firstIndex(where: { row in Self.rowID(row) == cutoff || Self.members(of: row).contains { Self.rowID($0) == cutoff } })
            else { continue }
            qualitiesBelow[id] = Set(rows[..<end].flatMap { Self.members(of: $0).compactMap(Self.qualityID) })
        }
    }

    /// Whether a file of the quality whose id is `qualityID` is below the cutoff of profile `profileID`.
    func isBelowCutoff(_ qualityID: Int?, profileID: Int?) -> Bool {
        guard let qualityID, let profileID else { return false }
        return qualitiesBelow[profileID]?.contains(qualityID) ?? false
    }

    /// A row's cutoff id: its quality's, or its group's.
    private static func rowID(_ row: [String: Any]) -> Int? {
        (row["quality"] as? [String: Any])?["id"] as? Int ?? row["id"] as? Int
    }

    /// A single quality's row, or a group's rows.
    private static func members(of row: [String: Any]) -> [[String: Any]] {
        row["quality"] is [String: Any] ? [row] : row["items"] as? [[String: Any]] ?? []
    }

    private static func qualityID(_ row: [String: Any]) -> Int? {
        (row["quality"] as? [String: Any])?["id"] as? Int
    }
}

extension ResourceStore {
    /// The cutoffs of the quality profiles as they are now (a user may have changed them).
    func qualityCutoffs() -> QualityCutoffs {
        QualityCutoffs(profiles: records(of: "qualityprofile"))
    }
}

/// Which wanted list a request asks for.
enum WantedList: Sendable {
    /// Monitored items without a file (`wanted/missing`).
    case missing
    /// Monitored items whose file is below their profile's cutoff (`wanted/cutoff`).
    case cutoffUnmet(QualityCutoffs)
}
