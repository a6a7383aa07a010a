import ArgumentParser
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

/// The options of `grab release` every service has: the noun, and the release's guid and
/// indexer id (each service adds what to search releases for).
struct ReleaseOptions: ParsableArguments {
    /// What to grab.
    enum Noun: String, ExpressibleByArgument, CaseIterable { case release }

    @Argument(help: "release") var noun: Noun
    @Option(help: "The release's guid.") var guid: String?
    @Option(name: .customLong("indexer-id"), help: "The release's indexer id.") var indexerID: Int?

    /// Whether the release is named outright (guid and indexer id).
    var namesRelease: Bool { guid != nil && indexerID != nil }
}

extension ServiceClient {
    /// `grab release`: with `releases` (an interactive search's results), the one `release`
    /// names among them, or the first approved one; without them, the release `release` names
    /// outright. Writes what was grabbed.
    func grab(_ release: ReleaseOptions, among releases: [Release]?, to writer: OutputWriter) async throws {
        guard let releases else {
            try await grab(guid: release.guid ?? "", indexerID: release.indexerID ?? 0)
            try writer.write(ActionResult(action: "grabbed", id: .string(release.guid ?? ""), title: nil))
            return
        }
        let chosen = try ReleaseChoice.pick(releases, guid: release.guid, indexerID: release.indexerID)
        try await grab(guid: chosen.guid, indexerID: chosen.indexerID)
        try writer.write(ActionResult(action: "grabbed", id: .string(chosen.guid), title: chosen.title))
    }
}
