import MarqueeNavigation
import ServarrCore

/// Where a manual import sheet lists its files from: a download in the queue (by its queue
/// record), or a folder on the server (a title's folder, a root folder, the download client's
/// folder). Its link text is `queue:12` or `folder:/downloads/complete/Dune`.
public enum ImportSheetSource: LinkValue, Hashable, Codable, Sendable {
    /// The download of queue record `id`.
    case queue(id: Int)
    /// The folder at `path` on the server.
    case folder(path: String)

    public init?(linkText: String) {
        let parts = linkText.split(separator: ":", maxSplits: 1).map(String.init)
        guard parts.count == 2 else { return nil }
        switch parts[0] {
        case "queue":
            guard let id = Int(linkText: parts[1]), id > 0 else { return nil }
            self = .queue(id: id)
        case "folder":
            guard parts[1].hasPrefix("/") else { return nil }
            self = .folder(path: parts[1])
        default: return nil
        }
    }

    public var linkText: String {
        switch self {
        case .queue(let id): "queue:\(id)"
        case .folder(let path): "folder:\(path)"
        }
    }

    public static var linkDescription: String { "queue: and a queue id, or folder: and an absolute path" }
}

/// What a picker over the manual import sheet changes in the highlighted file.
public enum ImportFileChange: Hashable, Codable, Sendable {
    /// Step `step` of what the file is (the service's pickers: the movie; the series, the
    /// season, the episodes; the artist, the album, the tracks).
    case proposal(step: Int)
    case quality
    case languages
    case releaseGroup

    /// The change as it stands in a link: `proposal-0`, `quality`, `languages`, `release-group`.
    var linkText: String {
        switch self {
        case .proposal(let step): "proposal-\(step)"
        case .quality: "quality"
        case .languages: "languages"
        case .releaseGroup: "release-group"
        }
    }

    init?(linkText: String) {
        switch linkText {
        case "quality": self = .quality
        case "languages": self = .languages
        case "release-group": self = .releaseGroup
        default:
            guard linkText.hasPrefix("proposal-"), let step = Int(linkText.dropFirst("proposal-".count)), (0..<8).contains(step) else {
                return nil
            }
            self = .proposal(step: step)
        }
    }
}

/// A picker over a manual import sheet: which sheet and what it changes. Its link text is the
/// change and the sheet: `quality@queue:12`, `proposal-1@folder:/downloads/complete/Show`.
public struct ImportPick: LinkValue, Hashable, Codable, Sendable {
    public var sheet: ImportSheetSource
    public var change: ImportFileChange

    public init(_ change: ImportFileChange, on sheet: ImportSheetSource) {
        self.sheet = sheet
        self.change = change
    }

    public init?(linkText: String) {
        let parts = linkText.split(separator: "@", maxSplits: 1).map(String.init)
        guard parts.count == 2, let change = ImportFileChange(linkText: parts[0]), let sheet = ImportSheetSource(linkText: parts[1]) else {
            return nil
        }
        self.init(change, on: sheet)
    }

    public var linkText: String { change.linkText + "@" + sheet.linkText }

    public static var linkDescription: String { "a change (proposal-N, quality, languages, release-group), @ and an import sheet" }
}
