import ServarrCore

/// Which of a search's releases `grab release` sends to the download client.
enum ReleaseChoice {
    /// The release with `guid` (and `indexerID` when given), else the first approved one.
    ///
    /// - Throws: ``CommandError`` when there is no such release.
    static func pick(_ releases: [Release], guid: String?, indexerID: Int?) throws(CommandError) -> Release {
        if let guid {
            guard let release = releases.first(where: { $0.guid == guid && (indexerID == nil || $0.indexerID == indexerID) }) else {
                throw .runtime("no release with guid \"\(guid)\" among the \(releases.count) found")
            }
            return release
        }
        guard let release = releases.first(where: \.isApproved) else {
            throw .runtime(releases.isEmpty ? "the indexers found no release" : "none of the \(releases.count) releases found is approved")
        }
        return release
    }
}
